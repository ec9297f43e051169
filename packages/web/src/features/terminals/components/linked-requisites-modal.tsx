import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { Terminal } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { ShortId } from '../../../shared/ui/short-id';

/** The requisites a terminal confirms payments for. */
export const LinkedRequisitesModal = ({ terminal, onClose }: { terminal: Terminal; onClose: () => void }) => {
  const t = useT();
  return (
    <AppModal opened onClose={onClose} title={t('terminals.requisitesTitle', { name: terminal.name })} size="sm">
      <Stack gap="md" data-testid="linked-requisites">
        {terminal.requisites.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('terminals.noLinkedRequisites')}
          </Text>
        ) : (
          <List spacing={6} listStyleType="none">
            {terminal.requisites.map((requisite) => (
              <List.Item key={requisite.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {requisite.name}
                  </Text>
                  <ShortId id={requisite.id} />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('setup.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
