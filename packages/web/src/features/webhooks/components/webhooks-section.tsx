import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { allows, innerApi, type CurrentUser, type WebhookDelivery } from '@paydesk/contract';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import type { ListController } from '../../../shared/list/list-query';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify';
import { SectionCard } from '../../../shared/ui/section-card';
import { useDeliveriesList } from '../api/get-deliveries';
import { useEndpoint } from '../api/get-endpoint';
import { useResumeEndpoint } from '../api/resume-endpoint';
import { useSendAgain } from '../api/send-again';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { deliveryColumns } from './delivery-columns';
import { DeliveryAttemptsModal } from './delivery-attempts-modal';
import { lastAnswer } from './delivery-status';

/** Settings: the latest webhook deliveries (a merchant's own, every merchant's for admins). */
export const WebhooksSection = ({ user }: { user: CurrentUser }) => {
  if (!allows(innerApi.webhooks.deliveries.access, user.type.slug, user.roles, user.is_root)) return null;
  return <WebhooksLog user={user} />;
};

const TestAnswer = ({ delivery }: { delivery: WebhookDelivery }) => {
  const t = useT();
  const attempt = delivery.attempts[0];
  const ok = delivery.status === 'succeeded';
  return (
    <Alert color={ok ? 'green' : 'red'} data-testid="webhook-test-answer">
      <Stack gap={4}>
        <Text size="sm">
          {ok
            ? t('webhookLog.testAnswered', { status: attempt?.http_status ?? '', ms: attempt?.duration_ms ?? 0 })
            : t('webhookLog.testRefused', { error: attempt ? (lastAnswer(delivery) ?? '') : '' })}
        </Text>
        {attempt?.response_excerpt ? (
          <>
            <Text size="xs" c="dimmed">
              {t('webhookLog.receiverSaid')}
            </Text>
            <Code block>{attempt.response_excerpt.slice(0, 500)}</Code>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
};

const WebhooksLog = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const isMerchant = user.type.slug === 'merchant';
  const list = useDeliveriesList() as ListController<WebhookDelivery>;
  const endpoint = useEndpoint({ enabled: isMerchant });
  const resume = useResumeEndpoint();
  const sendTest = useSendTestWebhook();
  const sendAgain = useSendAgain();
  const [opened, setOpened] = useState<WebhookDelivery | null>(null);
  const canSendAgain = allows(innerApi.webhooks.sendAgain.access, user.type.slug, user.roles, user.is_root);

  const columns = deliveryColumns({
    t,
    showMerchant: !isMerchant,
    canSendAgain,
    sendingId: sendAgain.isPending ? (sendAgain.variables ?? null) : null,
    onSendAgain: (delivery) =>
      sendAgain.mutate(delivery.id, {
        onSuccess: () => notifySuccess(t('webhookLog.sentAgain')),
        onError: (error) => notifyError(error),
      }),
  });

  const toolbar = isMerchant ? (
    <Stack gap="xs">
      {endpoint.data?.paused_at ? (
        <Alert color="orange" data-testid="webhooks-paused">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('webhookLog.paused')}</Text>
            <Button
              size="xs"
              loading={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('webhookLog.resumed')),
                  onError: (error) => notifyError(error),
                })
              }
            >
              {t('webhookLog.resume')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Group>
        <Button variant="light" loading={sendTest.isPending} onClick={() => sendTest.mutate()} data-testid="webhook-send-test">
          {t('webhookLog.sendTest')}
        </Button>
      </Group>
      {sendTest.error ? (
        <Alert color="red" data-testid="webhook-test-answer">
          {errorMessage(sendTest.error, t('api.requestFailed'))}
        </Alert>
      ) : null}
      {sendTest.data ? <TestAnswer delivery={sendTest.data} /> : null}
    </Stack>
  ) : null;

  return (
    <SectionCard title={t('webhookLog.title')} testId="webhooks-section">
      <ListSection
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('webhookLog.empty')}
        minWidth={760}
        toolbar={toolbar}
        onRowClick={setOpened}
        testId="webhook-deliveries"
      />
      {opened ? <DeliveryAttemptsModal delivery={opened} onClose={() => setOpened(null)} /> : null}
    </SectionCard>
  );
};
