import { Alert, Button, Code, Group, SimpleGrid, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { CopyButton } from '../../../shared/ui/copy-button';

/** The recovery codes, shown once: they are stored only hashed and cannot be shown again. */
export const RecoveryCodesModal = ({ codes, onClose }: { codes: string[] | null; onClose: () => void }) => {
  const t = useT();
  return (
    <AppModal opened={codes !== null} onClose={onClose} title={t('twoFactor.recoveryTitle')} size="sm">
      <Stack gap="sm" data-testid="recovery-codes">
        <Alert color="orange">{t('twoFactor.recoveryOnce')}</Alert>
        <SimpleGrid cols={2} spacing="xs">
          {(codes ?? []).map((code) => (
            <Code key={code} fz="md" ta="center" data-testid="recovery-code">
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <CopyButton value={(codes ?? []).join('\n')} />
          <Button onClick={onClose}>{t('twoFactor.recoverySaved')}</Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
