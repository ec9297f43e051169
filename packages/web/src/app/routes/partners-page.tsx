import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { useSearchParams } from 'react-router';
import { PartnerDetails } from '../../features/partners/components/partner-details';
import { PartnersList } from '../../features/partners/components/partners-list';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

const PARTNER_PARAM = 'partner';

/** /partners: the partner payment systems (admins); `?partner=` opens one. */
export const PartnersPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const slug = params.get(PARTNER_PARAM);

  const content = () => {
    if (!canAccess(user ?? null, innerApi.partners.list.access)) return <PageForbidden />;
    if (slug) return <PartnerDetails key={slug} slug={slug} onBack={() => setParams({})} />;
    return <PartnersList onOpen={(next) => setParams({ [PARTNER_PARAM]: next })} />;
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('partners.title')} />
      {content()}
    </Stack>
  );
};
