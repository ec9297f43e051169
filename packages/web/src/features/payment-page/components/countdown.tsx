import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { formatRemaining, remainingMs } from '../model/payment-details.util';

type CountdownProps = { expiresAt: string; serverTime: string; onElapsed: () => void };

/** Time left by the server's clock: the device's clock may be off by minutes. */
export const Countdown = ({ expiresAt, serverTime, onElapsed }: CountdownProps) => {
  const t = useT();
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const [left, setLeft] = useState(() => remainingMs(expiresAt, offset));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const next = remainingMs(expiresAt, offset);
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        onElapsed();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, offset, onElapsed]);

  const time = formatRemaining(left);
  const urgent = left < 60_000;
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        <IconClock size={18} aria-hidden />
        <Text size="sm">{t('payPage.timeLeft')}</Text>
      </Group>
      <Text
        fw={700}
        ff="monospace"
        size="lg"
        c={urgent ? 'red' : undefined}
        role="timer"
        aria-label={t('payPage.timeLeftAria', { time })}
        data-testid="pay-countdown"
      >
        {time}
      </Text>
    </Group>
  );
};
