import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { RECOVERY_CODE_PATTERN, TOTP_DIGITS } from '@paydesk/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { useLogin } from '../api/login';
import { CodeInput } from './code-input';
import { FormError } from '../../../shared/ui/form-error';

type Step = 'credentials' | 'code' | 'recovery';

export const LoginForm = ({ onSuccess }: { onSuccess: () => void }) => {
  const t = useT();
  const loginMutation = useLogin();
  const [step, setStep] = useState<Step>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const send = (withCode: string | undefined) => {
    loginMutation.mutate(
      { username: username.trim(), password, ...(withCode ? { code: withCode } : {}) },
      {
        onSuccess,
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'two_factor_required' && step === 'credentials') {
            setStep('code');
            setCode('');
            return;
          }
          setError(errorMessage(failure, t('login.failed')));
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    // Spaces inside a password count; a password of spaces alone is no password (none can be set).
    if (!username.trim() || !password.trim()) {
      setError(t('login.required'));
      return;
    }
    if (step === 'code' && code.length !== TOTP_DIGITS) {
      setError(t('login.codeRequired'));
      return;
    }
    const typedRecovery = recovery.trim().toLowerCase();
    if (step === 'recovery' && !RECOVERY_CODE_PATTERN.test(typedRecovery)) {
      setError(t('login.recoveryRequired'));
      return;
    }
    send(step === 'code' ? code : step === 'recovery' ? typedRecovery : undefined);
  };

  const switchTo = (next: 'code' | 'recovery') => {
    setStep(next);
    setCode('');
    setRecovery('');
    setError(null);
  };

  const back = () => {
    setNotice(null);
    setStep('credentials');
    setCode('');
    setRecovery('');
    setError(null);
  };

  /** Checks the password again and starts the code step over, for a code that came too late. */
  const resend = () => {
    setCode('');
    setError(null);
    setNotice(null);
    loginMutation.mutate(
      { username: username.trim(), password },
      {
        onSuccess,
        onError: (failure) => {
          if (isApiError(failure) && failure.code === 'two_factor_required') setNotice(t('login.resent'));
          else setError(errorMessage(failure, t('login.failed')));
        },
      },
    );
  };

  const busy = loginMutation.isPending;

  return (
    <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={400}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size={step === 'credentials' ? 'h2' : 'h3'}>
            {step === 'credentials' ? t('login.title') : t('login.codeTitle')}
          </Title>
          {step === 'credentials' ? (
            <>
              <TextInput
                label={t('login.username')}
                value={username}
                onChange={(event) => setUsername(event.currentTarget.value)}
                autoComplete="username"
                autoFocus
              />
              <PasswordInput
                label={t('login.password')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
              />
            </>
          ) : step === 'code' ? (
            <>
              <Text size="sm" c="dimmed">
                {t('login.codeHint')}
              </Text>
              <CodeInput label={t('login.code')} value={code} onChange={setCode} error={Boolean(error)} autoFocus />
              {notice ? (
                <Text size="sm" role="status" data-testid="login-notice">
                  {notice}
                </Text>
              ) : null}
              <Button variant="subtle" size="compact-sm" onClick={() => switchTo('recovery')} style={{ alignSelf: 'flex-start' }}>
                {t('login.useRecovery')}
              </Button>
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('login.recoveryHint')}
              </Text>
              <TextInput
                label={t('login.recoveryCode')}
                value={recovery}
                onChange={(event) => setRecovery(event.currentTarget.value)}
                placeholder="abcde-fghij"
                autoComplete="one-time-code"
                autoFocus
              />
              <Button variant="subtle" size="compact-sm" onClick={() => switchTo('code')} style={{ alignSelf: 'flex-start' }}>
                {t('login.useApp')}
              </Button>
            </>
          )}
          <FormError message={error} testId="login-error" />
          <Group justify={step !== 'credentials' ? 'space-between' : 'flex-end'}>
            {step !== 'credentials' ? (
              <Button variant="subtle" onClick={back} disabled={busy}>
                {t('login.back')}
              </Button>
            ) : null}
            <Group gap="xs">
              {step === 'code' ? (
                <Button variant="default" onClick={resend} disabled={busy}>
                  {t('login.resend')}
                </Button>
              ) : null}
              <Button type="submit" disabled={busy}>
                {busy ? t('login.submitting') : step === 'credentials' ? t('login.submit') : t('login.verify')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
};
