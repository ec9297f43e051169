import { Text } from '@mantine/core';
import type { ResponseOf, innerApi } from '@paydesk/contract';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';

type RateSourceOption = ResponseOf<typeof innerApi.flows.rateSources>[number];

/** Under a source select: the source's last rate and its time, or why it has none. */
export const RateSourceNote = ({ source }: { source: RateSourceOption | undefined }) => {
  const t = useT();
  if (!source || source.slug === 'manual') return null;
  if (source.last_error) {
    return (
      <Text size="xs" c="red" data-testid="rate-source-error">
        {t('flow.rate.lastError', { error: source.last_error })}
      </Text>
    );
  }
  return (
    <Text size="xs" c="dimmed">
      {source.rate ? t('flow.rate.sourceRate', { rate: source.rate, time: formatDateTime(source.updated_at) }) : t('flow.rate.noRateYet')}
    </Text>
  );
};
