import { Badge, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { WebhookAttempt, WebhookDelivery } from '@paydesk/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.util';
import type { MessageKey, Translate } from '../../../shared/i18n/translate';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { ShortId } from '../../../shared/ui/short-id';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { eventKey, STATUS_COLORS, statusKey } from './delivery-status';

const resultOf = (attempt: WebhookAttempt, t: Translate) =>
  attempt.in_flight ? t('webhookLog.attempt.inFlight') : attempt.http_status !== null ? `HTTP ${attempt.http_status}` : attempt.error;
const failed = (attempt: WebhookAttempt) => !attempt.in_flight && (attempt.http_status === null || attempt.http_status >= 300);
const durationOf = (attempt: WebhookAttempt, t: Translate) =>
  attempt.duration_ms === null ? '—' : t('webhookLog.attempt.ms', { ms: attempt.duration_ms });

/** On a phone each attempt is a card of label and value lines instead of a wide table. */
const AttemptCard = ({ attempt }: { attempt: WebhookAttempt }) => {
  const t = useT();
  const line = (label: string, value: ReactNode) => (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Group>
  );
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4}>
        {line(t('webhookLog.attempt.at'), formatDateTime(attempt.at))}
        {line(t('webhookLog.attempt.url'), attempt.url)}
        {line(
          t('webhookLog.attempt.result'),
          <Text span size="sm" c={failed(attempt) ? 'red' : undefined}>
            {resultOf(attempt, t)}
          </Text>,
        )}
        {line(t('webhookLog.attempt.duration'), durationOf(attempt, t))}
        {line(t('webhookLog.attempt.nextRetry'), attempt.next_retry_at ? formatDateTime(attempt.next_retry_at) : '—')}
        {attempt.response_excerpt ? <Code block>{attempt.response_excerpt.slice(0, 300)}</Code> : null}
      </Stack>
    </Paper>
  );
};

/** One delivery's log: every attempt with its time, URL, answer or error, duration, excerpt and next retry. */
export const DeliveryAttemptsModal = ({ delivery, onClose }: { delivery: WebhookDelivery; onClose: () => void }) => {
  const t = useT();
  const isMobile = useIsMobile();
  return (
    <AppModal opened onClose={onClose} title={t('webhookLog.attemptsTitle')} size="xl">
      <Stack gap="sm" data-testid="webhook-attempts">
        <Group gap="xs">
          <Badge variant="light" color={STATUS_COLORS[delivery.status]}>
            {t(statusKey(delivery.status))}
          </Badge>
          <Text size="sm" fw={500}>
            {t(eventKey(delivery.event_type))}
          </Text>
          {delivery.order_id ? <ShortId id={delivery.order_id} /> : null}
          <Text size="sm" c="dimmed">
            {t('webhookLog.attemptsCount', { count: delivery.attempt_count })}
          </Text>
        </Group>
        {delivery.skip_reason ? (
          <Text size="sm">{t('webhookLog.noAttempts', { reason: t(`webhookLog.skip.${delivery.skip_reason}` as MessageKey) })}</Text>
        ) : null}
        {delivery.attempts.length === 0 && !delivery.skip_reason ? <Text size="sm">{t('webhookLog.notYet')}</Text> : null}
        {delivery.attempts.length > 0 && isMobile
          ? delivery.attempts.map((attempt) => <AttemptCard key={attempt.at} attempt={attempt} />)
          : null}
        {delivery.attempts.length > 0 && !isMobile ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('webhookLog.attempt.at')}</Table.Th>
                  <Table.Th>{t('webhookLog.attempt.url')}</Table.Th>
                  <Table.Th>{t('webhookLog.attempt.result')}</Table.Th>
                  <Table.Th>{t('webhookLog.attempt.duration')}</Table.Th>
                  <Table.Th>{t('webhookLog.attempt.excerpt')}</Table.Th>
                  <Table.Th>{t('webhookLog.attempt.nextRetry')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {delivery.attempts.map((attempt) => (
                  <Table.Tr key={attempt.at}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(attempt.at)}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{attempt.url}</Table.Td>
                    <Table.Td>
                      <Text size="sm" c={failed(attempt) ? 'red' : undefined}>
                        {resultOf(attempt, t)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{durationOf(attempt, t)}</Table.Td>
                    <Table.Td>{attempt.response_excerpt ? <Code block>{attempt.response_excerpt.slice(0, 300)}</Code> : '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {attempt.next_retry_at ? formatDateTime(attempt.next_retry_at) : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </AppModal>
  );
};
