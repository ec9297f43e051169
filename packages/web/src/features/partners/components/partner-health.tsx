import { Badge, Stack, Text } from '@mantine/core';
import type { PartnerSystem } from '@paydesk/contract';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';

/**
 * A partner's circuit breaker: working, failing (calls fail but it is still asked), or paused
 * until a time after failing several times in a row; with the last error when there is one.
 */
export const PartnerHealth = ({ health, withError = true }: { health: PartnerSystem['health']; withError?: boolean }) => {
  const t = useT();
  const badge = health.retry_at ? (
    <Badge color="red" variant="light" data-testid="partner-health" data-state="paused">
      {t('partners.health.paused')}
    </Badge>
  ) : health.failures > 0 ? (
    <Badge color="yellow" variant="light" data-testid="partner-health" data-state="failing">
      {t('partners.health.failing', { count: health.failures })}
    </Badge>
  ) : (
    <Badge color="green" variant="light" data-testid="partner-health" data-state="ok">
      {t('partners.health.ok')}
    </Badge>
  );
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      {health.retry_at ? (
        <Text size="xs" c="dimmed" data-testid="partner-retry-at">
          {t('partners.health.retryAt', { time: formatDateTime(health.retry_at) })}
        </Text>
      ) : null}
      {withError && health.last_error && health.failures > 0 ? (
        <Text
          size="xs"
          c="var(--mantine-color-red-light-color)"
          lineClamp={2}
          style={{ wordBreak: 'break-word' }}
          title={health.last_error}
          data-testid="partner-last-error"
        >
          {health.last_error}
        </Text>
      ) : null}
    </Stack>
  );
};
