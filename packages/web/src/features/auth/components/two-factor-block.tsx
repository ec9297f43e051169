import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { TOTP_DIGITS } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { CopyField } from '../../../shared/ui/copy-field';
import { SectionCard } from '../../../shared/ui/section-card';
import { useCreateTwoFactorSecret } from '../api/create-two-factor-secret';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { CodeInput } from './code-input';
import { FormError } from './form-error';

export const TwoFactorBlock = ({ enabled }: { enabled: boolean }) => {
  const t = useT();
  const createSecret = useCreateTwoFactorSecret();
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enrolment = enabled ? undefined : createSecret.data;

  const submitCode = () => {
    setError(null);
    if (code.length !== TOTP_DIGITS) {
      setError(t('twoFactor.codeRequired'));
      return;
    }
    verify.mutate(code, {
      onSuccess: () => {
        setCode('');
        createSecret.reset();
        notifySuccess(t('twoFactor.verified'));
      },
    });
  };

  return (
    <SectionCard title={t('twoFactor.title')} testId="two-factor">
      <Group justify="space-between">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('twoFactor.status')}:
          </Text>
          <Text size="sm" fw={600} c={enabled ? 'green' : undefined} data-testid="two-factor-status">
            {enabled ? t('twoFactor.enabled') : t('twoFactor.disabled')}
          </Text>
        </Group>
        {!enabled && !enrolment ? (
          <Button onClick={() => createSecret.mutate()} disabled={createSecret.isPending}>
            {t('twoFactor.enable')}
          </Button>
        ) : null}
      </Group>
      {enrolment ? (
        <Stack gap="sm">
          <Text size="sm">{t('twoFactor.scan')}</Text>
          <Image src={enrolment.qr} alt={t('twoFactor.qrAlt')} w={200} h={200} fit="contain" bg="white" p={4} radius="sm" />
          <CopyField label={t('twoFactor.secret')} value={enrolment.secret} />
          <CodeInput label={t('twoFactor.code')} value={code} onChange={setCode} error={Boolean(error)} />
          <FormError message={error} />
          <Group>
            <Button onClick={submitCode} disabled={verify.isPending}>
              {t('twoFactor.verify')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </SectionCard>
  );
};
