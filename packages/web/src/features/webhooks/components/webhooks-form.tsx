import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { WebhookSetting, WebhookSlug } from '@paydesk/contract';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { PageEmpty, PageError, PageLoader } from '../../../shared/ui/page-state';
import { useEventSettings } from '../api/get-event-settings';
import { eventSettingsToSave, useSaveEventSettings } from '../api/save-event-settings';

/** The list loads a moment after the modal opens, once its opening transition is under way. */
const LOAD_DELAY_MS = 100;
const MESSAGE_MS = 2000;

type Outcome = { ok: boolean; text: string };

const useDelayedFlag = (delay: number) => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return ready;
};

const useTransientOutcome = () => {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (next: Outcome) => {
    setOutcome(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOutcome(null), MESSAGE_MS);
  };
  return [outcome, show] as const;
};

/** Mounted only while the modal is open. */
export const WebhooksForm = () => {
  const t = useT();
  const ready = useDelayedFlag(LOAD_DELAY_MS);
  const webhooks = useEventSettings({ enabled: ready });
  const save = useSaveEventSettings();
  const [overrides, setOverrides] = useState<Partial<Record<WebhookSlug, boolean>>>({});
  const [outcome, showOutcome] = useTransientOutcome();

  if (!ready || webhooks.isPending) return <PageLoader />;
  if (webhooks.isError && !webhooks.data) {
    return <PageError message={errorMessage(webhooks.error, t('fallback.loadFailed'))} onRetry={() => void webhooks.refetch()} />;
  }

  const settings: WebhookSetting[] = webhooks.data.map((item) => ({
    ...item,
    is_disabled: overrides[item.webhook.slug] ?? item.is_disabled,
  }));

  const submit = () => {
    save.mutate(
      { webhooks: eventSettingsToSave(settings) },
      {
        onSuccess: () => showOutcome({ ok: true, text: t('webhooks.saved') }),
        onError: (failure) => showOutcome({ ok: false, text: errorMessage(failure, t('fallback.changeFailed')) }),
      },
    );
  };

  return (
    <Stack gap="sm">
      {settings.length === 0 ? <PageEmpty text={t('webhooks.empty')} /> : null}
      {settings.map(({ webhook, is_disabled: disabled }) => (
        <Switch
          key={webhook.slug}
          label={webhook.title}
          description={disabled ? t('webhooks.disabled') : t('webhooks.enabled')}
          checked={!disabled}
          onChange={(event) => {
            const enabled = event.currentTarget.checked;
            setOverrides((previous) => ({ ...previous, [webhook.slug]: !enabled }));
          }}
        />
      ))}
      {outcome ? (
        <Text size="sm" c={outcome.ok ? 'green' : 'red'} role="status" data-testid="webhooks-message">
          {outcome.text}
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={submit} disabled={save.isPending || settings.length === 0}>
          {t('webhooks.save')}
        </Button>
      </Group>
    </Stack>
  );
};
