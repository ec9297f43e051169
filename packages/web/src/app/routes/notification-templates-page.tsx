import { Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { TemplatesList } from '../../features/notification-templates/components/templates-list';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

/** /devices/templates: the templates that read the bank notifications terminals forward (admins). */
export const NotificationTemplatesPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="md">
      <PageHeader title={t('templates.title')} />
      {canAccess(user ?? null, innerApi.notificationTemplates.list.access) ? <TemplatesList /> : <PageForbidden />}
    </Stack>
  );
};
