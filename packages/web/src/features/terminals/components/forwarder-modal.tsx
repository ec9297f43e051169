import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { innerApi, ResponseOf, Terminal } from '@paydesk/contract';
import { IconMessageForward } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { CopyField } from '../../../shared/ui/copy-field';
import { ConfirmDialog } from '../../../shared/ui/form/confirm-dialog';
import { FormError } from '../../../shared/ui/form-error';
import { useIssueForwarder } from '../api/issue-forwarder';
import { useRevokeForwarder } from '../api/revoke-forwarder';

type Forwarder = ResponseOf<typeof innerApi.terminals.issueForwarder>;

/**
 * The SMS-forwarder address of a terminal: for a phone that only forwards the bank's SMS (no
 * terminal app). The address holds its secret, so it is shown once, right after it is issued.
 */
export const ForwarderModal = ({ terminal, onClose }: { terminal: Terminal; onClose: () => void }) => {
  const t = useT();
  const issue = useIssueForwarder();
  const revoke = useRevokeForwarder();
  const [issued, setIssued] = useState<Forwarder | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The terminal's flag comes with the list's next reload; until then this modal knows better.
  const [revoked, setRevoked] = useState(false);
  const active = issued !== null || (terminal.has_forwarder && !revoked);

  if (confirming) {
    return (
      <ConfirmDialog
        title={t('terminals.forwarder.revokeTitle')}
        message={t('terminals.forwarder.revokeText', { name: terminal.name })}
        confirmLabel={t('terminals.forwarder.revoke')}
        onConfirm={() =>
          revoke.mutate(terminal.guid, {
            onSuccess: () => {
              setIssued(null);
              setRevoked(true);
              setConfirming(false);
            },
          })
        }
        onClose={() => setConfirming(false)}
        pending={revoke.isPending}
        failure={revoke.isError ? { message: errorMessage(revoke.error, t('api.requestFailed')), others: [] } : null}
        testIds={{ form: 'forwarder-revoke', submit: 'forwarder-revoke-confirm' }}
      />
    );
  }

  return (
    <AppModal opened onClose={onClose} title={t('terminals.forwarder.title', { name: terminal.name })} size="md">
      <Stack gap="md" data-testid="forwarder-modal" data-active={active}>
        <Text size="sm">{t('terminals.forwarder.intro')}</Text>
        {issued ? (
          <Stack gap="xs" data-testid="forwarder-issued">
            <CopyField label={t('terminals.forwarder.url')} value={issued.url} />
            <Alert color="blue" variant="light" icon={<IconMessageForward size={18} />}>
              <Text size="sm">{t('terminals.forwarder.setup', { app: issued.app })}</Text>
            </Alert>
            <Text size="xs" c="orange">
              {t('terminals.forwarder.once')}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed" data-testid="forwarder-state">
            {active ? t('terminals.forwarder.hasOne') : t('terminals.forwarder.none')}
          </Text>
        )}
        <FormError message={issue.isError ? errorMessage(issue.error, t('api.requestFailed')) : null} testId="forwarder-error" />
        <Group justify="flex-end" gap="xs">
          {active ? (
            <Button variant="light" color="red" onClick={() => setConfirming(true)} data-testid="forwarder-revoke-open">
              {t('terminals.forwarder.revoke')}
            </Button>
          ) : null}
          <Button
            variant={issued ? 'default' : 'filled'}
            loading={issue.isPending}
            onClick={() => issue.mutate(terminal.guid, { onSuccess: setIssued })}
            data-testid="forwarder-issue"
          >
            {active ? t('terminals.forwarder.issueNew') : t('terminals.forwarder.issue')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('setup.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
