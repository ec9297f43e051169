import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Flow } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { useDeleteFlow } from '../api/delete-flow';

type DeleteFlowModalProps = { flow: Flow; onClose: () => void; onDeleted: () => void };

export const DeleteFlowModal = ({ flow, onClose, onDeleted }: DeleteFlowModalProps) => {
  const t = useT();
  const remove = useDeleteFlow();
  return (
    <AppModal opened onClose={onClose} title={t('flow.deleteTitle')} size="sm">
      <Stack gap="md" data-testid="delete-flow-modal">
        <Text size="sm">{t('flow.deleteText', { name: flow.name })}</Text>
        {remove.error ? <Alert color="red">{errorMessage(remove.error, t('api.requestFailed'))}</Alert> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('routing.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(flow.uuid, { onSuccess: onDeleted })}>
            {t('flow.delete')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
