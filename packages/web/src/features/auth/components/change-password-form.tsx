import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '@paydesk/contract';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { SectionCard } from '../../../shared/ui/section-card';
import { useChangePassword } from '../api/change-password';
import { FormError } from '../../../shared/ui/form-error';

const EMPTY = { current: '', next: '', confirm: '' };

export const ChangePasswordForm = () => {
  const t = useT();
  const change = useChangePassword();
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const set = (name: keyof typeof EMPTY) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setFields((previous) => ({ ...previous, [name]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(false);
    // Passwords are taken as typed; only the new one must meet today's minimum.
    if (fields.current === '' || fields.next.length < MIN_PASSWORD_LENGTH) {
      setError(t('password.fill', { min: MIN_PASSWORD_LENGTH }));
      return;
    }
    if (fields.confirm !== fields.next) {
      setError(t('password.equal'));
      return;
    }
    change.mutate(
      { current_password: fields.current, new_password: fields.next, confirm_password: fields.confirm },
      {
        onSuccess: () => {
          setFields(EMPTY);
          setDone(true);
        },
        onError: (failure) => setError(errorMessage(failure, t('fallback.passwordIncorrect'))),
      },
    );
  };

  return (
    <SectionCard title={t('password.title')} testId="change-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput label={t('password.current')} value={fields.current} onChange={set('current')} autoComplete="current-password" />
          <PasswordInput label={t('password.new')} value={fields.next} onChange={set('next')} autoComplete="new-password" />
          <PasswordInput label={t('password.confirm')} value={fields.confirm} onChange={set('confirm')} autoComplete="new-password" />
          {done ? (
            <Alert color="green" withCloseButton onClose={() => setDone(false)}>
              {t('password.changed')}
            </Alert>
          ) : null}
          <FormError message={error} testId="change-password-error" />
          <Group>
            <Button type="submit" disabled={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
};
