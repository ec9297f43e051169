import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { CopyField } from '../../../shared/ui/copy-field';
import { FormError } from '../../../shared/ui/form-error';
import { useRegenerateSecretKey } from '../api/regenerate-secret-key';

/**
 * The API secret is never shown again after it is made: the field says whether there is one,
 * a new one needs the current password, and the new secret is shown once with a copy button.
 */
export const SecretKeyField = ({ hasSecret }: { hasSecret: boolean }) => {
  const t = useT();
  const regenerate = useRegenerateSecretKey();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);

  const close = () => {
    setAsking(false);
    setPassword('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    regenerate.mutate(
      { current_password: password },
      {
        onSuccess: ({ secret_key: secret }) => {
          close();
          setShown(secret);
        },
        onError: (failure) => setError(errorMessage(failure, t('fallback.generateFailed'))),
      },
    );
  };

  return (
    <>
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('settings.secretKey')}
          value={hasSecret ? t('settings.secretHidden') : t('settings.secretNone')}
          readOnly
          variant="filled"
          style={{ flex: '1 1 240px', minWidth: 0 }}
          data-testid="secret-key-state"
        />
        <Button variant="light" onClick={() => setAsking(true)}>
          {hasSecret ? t('settings.regenerate') : t('settings.generate')}
        </Button>
      </Group>

      <AppModal opened={asking} onClose={close} title={hasSecret ? t('settings.regenerateTitle') : t('settings.generateTitle')} size="sm">
        <form onSubmit={submit} data-testid="secret-key-confirm">
          <Stack gap="sm">
            {hasSecret ? <Alert color="orange">{t('settings.regenerateWarning')}</Alert> : null}
            <PasswordInput
              label={t('password.current')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              required
              data-autofocus
            />
            <FormError message={error} testId="secret-key-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('settings.cancel')}
              </Button>
              <Button type="submit" loading={regenerate.isPending} disabled={password === ''}>
                {t('settings.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>

      <AppModal opened={shown !== null} onClose={() => setShown(null)} title={t('settings.secretKey')} size="md">
        <Stack gap="sm" data-testid="secret-key-once">
          <Alert color="orange">{t('settings.secretOnce')}</Alert>
          <CopyField label={t('settings.secretKey')} value={shown} />
          <Group justify="flex-end">
            <Button onClick={() => setShown(null)}>{t('settings.secretSaved')}</Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
};
