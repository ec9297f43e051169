import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { PAIRING_CODE_TTL_SECONDS, type Terminal } from '@paydesk/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { AddressQr } from '../../../shared/ui/address-qr';
import { AppModal } from '../../../shared/ui/app-modal';
import { CopyIcon } from '../../../shared/ui/copy-icon';
import { useRenewPairingCode } from '../api/renew-pairing-code';
import type { Pairing } from '../model/terminal-types';

const QR_SIZE = 200;

const secondsUntil = (expiresAt: string) => {
  const until = Date.parse(expiresAt);
  return Number.isNaN(until) ? PAIRING_CODE_TTL_SECONDS : Math.max(0, Math.ceil((until - Date.now()) / 1000));
};

/** Seconds left until `expiresAt`, moved every second; never below zero. */
const useSecondsLeft = (expiresAt: string) => {
  const [seconds, setSeconds] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setSeconds(secondsUntil(expiresAt));
    const timer = window.setInterval(() => setSeconds(secondsUntil(expiresAt)), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return seconds;
};

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type PairingModalProps = { terminal: Pick<Terminal, 'guid' | 'name'>; pairing: Pairing; onClose: () => void };

/**
 * The one-time code the phone app pairs with, large and as a QR code, with its time left; a new
 * code can be asked for at any moment (the previous one then stops working).
 */
export const PairingModal = ({ terminal, pairing: first, onClose }: PairingModalProps) => {
  const t = useT();
  const [pairing, setPairing] = useState(first);
  const renew = useRenewPairingCode();
  const seconds = useSecondsLeft(pairing.expires_at);
  const expired = seconds === 0;

  return (
    <AppModal opened onClose={onClose} title={t('terminals.pairing.title', { name: terminal.name })} size="sm">
      <Stack gap="md" align="center" data-testid="pairing-modal">
        <Text size="sm" ta="center">
          {t('terminals.pairing.text')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Title
            order={2}
            ff="monospace"
            fz={36}
            style={{ letterSpacing: '0.15em' }}
            c={expired ? 'dimmed' : undefined}
            td={expired ? 'line-through' : undefined}
            data-testid="pairing-code"
          >
            {pairing.code}
          </Title>
          <CopyIcon value={pairing.code} label={t('terminals.pairing.code')} testId="pairing-code-copy" />
        </Group>
        <AddressQr address={pairing.code} size={QR_SIZE} alt={t('terminals.pairing.qrAlt')} />
        <Text size="sm" c={expired ? 'red' : 'dimmed'} data-testid="pairing-expiry" data-seconds={seconds}>
          {expired ? t('terminals.pairing.expired') : t('terminals.pairing.expiresIn', { time: mmss(seconds) })}
        </Text>
        <Group justify="center" gap="xs">
          <Button
            variant={expired ? 'filled' : 'default'}
            leftSection={<IconRefresh size={16} />}
            loading={renew.isPending}
            onClick={() => renew.mutate(terminal.guid, { onSuccess: setPairing })}
            data-testid="pairing-renew"
          >
            {t('terminals.pairing.renew')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('setup.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
