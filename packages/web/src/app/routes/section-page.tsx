import { Stack, Text } from '@mantine/core';
import { useMatches } from 'react-router';
import { useT } from '../../shared/i18n/use-t';
import { PageHeader } from '../../shared/ui/page-header';
import type { SectionHandle } from './sections';

const isSectionHandle = (handle: unknown): handle is SectionHandle => typeof handle === 'object' && handle !== null && 'titleKey' in handle;

export const SectionPage = () => {
  const t = useT();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isSectionHandle);

  return (
    <Stack gap="sm">
      <PageHeader title={handle ? t(handle.titleKey) : ''} />
      <Text c="dimmed">{t('page.notAvailable')}</Text>
    </Stack>
  );
};
