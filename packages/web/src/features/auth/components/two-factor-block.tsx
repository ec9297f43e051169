import { Alert, Button, Group, Image, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { RECOVERY_CODE_PATTERN, TOTP_DIGITS } from '@paydesk/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { CopyField } from '../../../shared/ui/copy-field';
import { SectionCard } from '../../../shared/ui/section-card';
import { useCreateTwoFactorSecret } from '../api/create-two-factor-secret';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { CodeInput } from './code-input';
import { FormError } from '../../../shared/ui/form-error';
import { RecoveryCodesModal } from './recovery-codes-modal';

type PasswordStep = 'enable' | 'disable' | 'codes';

/** Two-factor on and off, each change behind the current password; recovery codes shown once. */
export const TwoFactorBlock = ({ enabled, required = false }: { enabled: boolean; required?: boolean }) => {
  const t = useT();
  const createSecret = useCreateTwoFactorSecret();
  const verify = useVerifyTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [step, setStep] = useState<PasswordStep | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const enrolment = enabled ? undefined : createSecret.data;
  const busy = createSecret.isPending || disable.isPending || regenerate.isPending;

  const ask = (next: PasswordStep | null) => {
    setStep(next);
    setPassword('');
    setCode('');
    setRecovery('');
    setUseRecovery(false);
    setError(null);
  };
  const failed = (failure: unknown) => setError(errorMessage(failure, t('fallback.changeFailed')));
  const generateFailed = (failure: unknown) => setError(errorMessage(failure, t('fallback.generateFailed')));

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (step === 'enable') createSecret.mutate(password, { onSuccess: () => ask(null), onError: generateFailed });
    if (step === 'disable') {
      const typedRecovery = recovery.trim().toLowerCase();
      if (useRecovery ? !RECOVERY_CODE_PATTERN.test(typedRecovery) : code.length !== TOTP_DIGITS) {
        setError(useRecovery ? t('login.recoveryRequired') : t('twoFactor.codeRequired'));
        return;
      }
      disable.mutate(
        { currentPassword: password, code: useRecovery ? typedRecovery : code },
        {
          onSuccess: () => {
            ask(null);
            setCode('');
            createSecret.reset();
            notifySuccess(t('twoFactor.turnedOff'));
          },
          onError: failed,
        },
      );
    }
    if (step === 'codes')
      regenerate.mutate(password, {
        onSuccess: ({ recovery_codes: fresh }) => {
          ask(null);
          setCodes(fresh);
        },
        onError: failed,
      });
  };

  const submitCode = () => {
    setError(null);
    if (code.length !== TOTP_DIGITS) {
      setError(t('twoFactor.codeRequired'));
      return;
    }
    verify.mutate(code, {
      onSuccess: ({ recovery_codes: fresh }) => {
        setCode('');
        createSecret.reset();
        setCodes(fresh);
        notifySuccess(t('twoFactor.verified'));
      },
      onError: failed,
    });
  };

  return (
    <SectionCard title={t('twoFactor.title')} testId="two-factor">
      <Stack gap="sm">
        {required && !enabled ? <Alert color="orange">{t('twoFactor.requiredNotice')}</Alert> : null}
        <Group justify="space-between">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('twoFactor.status')}:
            </Text>
            <Text size="sm" fw={600} c={enabled ? 'green' : undefined} data-testid="two-factor-status">
              {enabled ? t('twoFactor.enabled') : t('twoFactor.disabled')}
            </Text>
          </Group>
          {step === null && !enrolment ? (
            <Group gap="xs">
              {enabled ? (
                <>
                  <Button variant="default" onClick={() => ask('codes')}>
                    {t('twoFactor.newCodes')}
                  </Button>
                  <Button variant="light" color="red" onClick={() => ask('disable')}>
                    {t('twoFactor.turnOff')}
                  </Button>
                </>
              ) : (
                <Button onClick={() => ask('enable')}>{t('twoFactor.enable')}</Button>
              )}
            </Group>
          ) : null}
        </Group>

        {step !== null ? (
          <form onSubmit={submitPassword} data-testid="two-factor-password">
            <Stack gap="sm">
              <PasswordInput
                label={t('password.current')}
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                autoComplete="current-password"
                data-autofocus
              />
              {step === 'disable' && !useRecovery ? (
                <CodeInput label={t('twoFactor.code')} value={code} onChange={setCode} error={Boolean(error)} />
              ) : null}
              {step === 'disable' && useRecovery ? (
                <TextInput
                  label={t('login.recoveryCode')}
                  value={recovery}
                  onChange={(event) => setRecovery(event.currentTarget.value)}
                  placeholder="abcde-fghij"
                  autoComplete="one-time-code"
                />
              ) : null}
              {step === 'disable' ? (
                <Button variant="subtle" size="compact-sm" onClick={() => setUseRecovery(!useRecovery)} style={{ alignSelf: 'flex-start' }}>
                  {useRecovery ? t('login.useApp') : t('login.useRecovery')}
                </Button>
              ) : null}
              <FormError message={error} testId="two-factor-error" />
              <Group>
                <Button type="submit" loading={busy} disabled={password === ''} color={step === 'disable' ? 'red' : undefined}>
                  {step === 'disable' ? t('twoFactor.turnOff') : t('twoFactor.continue')}
                </Button>
                <Button variant="default" onClick={() => ask(null)}>
                  {t('settings.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : null}

        {enrolment ? (
          <Stack gap="sm">
            <Text size="sm">{t('twoFactor.scan')}</Text>
            <Image src={enrolment.qr} alt={t('twoFactor.qrAlt')} w={200} h={200} fit="contain" bg="white" p={4} radius="sm" />
            <CopyField label={t('twoFactor.secret')} value={enrolment.secret} />
            <CodeInput label={t('twoFactor.code')} value={code} onChange={setCode} error={Boolean(error)} />
            <FormError message={error} testId="two-factor-error" />
            <Group>
              <Button onClick={submitCode} disabled={verify.isPending}>
                {t('twoFactor.verify')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
      <RecoveryCodesModal codes={codes} onClose={() => setCodes(null)} />
    </SectionCard>
  );
};
