import { Alert, Button, Code, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PartnerConnection as Connection, PartnerSystem } from '@paydesk/contract';
import { IconPlugConnected } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';
import { useTestConnection } from '../api/test-connection';
import { PartnerHealth } from './partner-health';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={4}>
    <Text size="sm" fw={600}>
      {label}
    </Text>
    {children}
  </Stack>
);

/**
 * How the platform reaches a partner: its address and where it sends its webhooks (another
 * instance), its circuit breaker with the last error, and a connection test (a balance call).
 */
export const PartnerConnection = ({ partner }: { partner: PartnerSystem }) => {
  const t = useT();
  const test = useTestConnection(partner.partner.slug);
  const [answer, setAnswer] = useState<Connection | null>(null);
  const { health } = partner;

  const run = () => {
    setAnswer(null);
    test.mutate(undefined, { onSuccess: setAnswer });
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="partner-connection">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{t(partner.kind === 'paydesk' ? 'partners.kind.paydesk' : 'partners.kind.sandbox')}</Text>
          <Button
            variant="default"
            leftSection={<IconPlugConnected size={16} />}
            onClick={run}
            loading={test.isPending}
            data-testid="partner-test-connection"
          >
            {t('partners.test.run')}
          </Button>
        </Group>
        {answer ? (
          <Alert color={answer.ok ? 'green' : 'red'} variant="light" data-testid="partner-test-answer" data-ok={answer.ok}>
            <Text size="sm" style={{ wordBreak: 'break-word' }}>
              {answer.message}
            </Text>
          </Alert>
        ) : null}
        {test.error ? (
          <Alert color="red" variant="light" data-testid="partner-test-answer">
            {errorMessage(test.error, t('api.requestFailed'))}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {partner.base_url ? (
            <Field label={t('partners.baseUrl')}>
              <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="partner-base-url">
                {partner.base_url}
              </Text>
            </Field>
          ) : null}
          {partner.kind === 'paydesk' ? (
            <Field label={t('partners.webhookUrl')}>
              <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="partner-webhook-url">
                {`${window.location.origin}${partner.webhook_path}`}
              </Code>
              <Text size="xs" c="dimmed">
                {t('partners.webhookHint')}
              </Text>
            </Field>
          ) : null}
          <Field label={t('partners.column.health')}>
            <PartnerHealth health={health} withError={false} />
          </Field>
          {health.last_error ? (
            <Field label={t('partners.health.lastError')}>
              <Text
                size="sm"
                c={health.failures > 0 ? 'var(--mantine-color-red-light-color)' : 'dimmed'}
                style={{ wordBreak: 'break-word' }}
                data-testid="partner-error"
              >
                {health.last_error}
              </Text>
              {health.last_failed_at ? (
                <Text size="xs" c="dimmed">
                  {formatDateTime(health.last_failed_at)}
                </Text>
              ) : null}
            </Field>
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
