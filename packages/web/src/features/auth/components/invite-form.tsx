import { Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@paydesk/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { randomPassword } from '../../../shared/format/random-password.util';
import { useT } from '../../../shared/i18n/use-t';
import { useSetupPassword } from '../api/setup-password';
import { FormError } from '../../../shared/ui/form-error';

const GENERATED_LENGTH = 12;

type InviteFormProps = { code: string; onSuccess: () => void };

export const InviteForm = ({ code, onSuccess }: InviteFormProps) => {
  const t = useT();
  const setup = useSetupPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const generate = () => {
    const password = randomPassword(GENERATED_LENGTH);
    setNewPassword(password);
    setConfirmPassword(password);
    setVisible(true);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (newPassword.length < MIN_PASSWORD_LENGTH || confirmPassword.length < MIN_PASSWORD_LENGTH) {
      setError(t('invite.fill', { min: MIN_PASSWORD_LENGTH }));
      return;
    }
    if (newPassword !== confirmPassword) {
      setError(t('invite.equal'));
      return;
    }
    if (!code) {
      setError(t('invite.noCode'));
      return;
    }
    setup.mutate(
      { new_password: newPassword, confirm_password: confirmPassword, code },
      { onSuccess, onError: (failure) => setError(errorMessage(failure, t('invite.failed'))) },
    );
  };

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2}>{t('invite.title')}</Title>
          <PasswordInput
            label={t('invite.newPassword')}
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            visible={visible}
            onVisibilityChange={setVisible}
            autoComplete="new-password"
          />
          <PasswordInput
            label={t('invite.confirmPassword')}
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.currentTarget.value)}
            visible={visible}
            onVisibilityChange={setVisible}
            autoComplete="new-password"
          />
          <FormError message={error} testId="invite-error" />
          <Group justify="space-between">
            <Button variant="default" onClick={generate}>
              {t('invite.generate')}
            </Button>
            <Button type="submit" disabled={setup.isPending}>
              {setup.isPending ? t('invite.saving') : t('invite.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
