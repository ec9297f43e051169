import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime, formatRelative } from '../format/format-date.util';
import { useLocale } from '../i18n/use-t';

/** The current time, moved on every `intervalMs` so that "3 min ago" stays true on an open screen. */
const useNow = (intervalMs: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
};

type DateTimeTextProps = { value: string | null | undefined; size?: 'xs' | 'sm' };

/** `dd.mm.yyyy hh:mm:ss UTC+3` and, beside it, how long ago: the activity lists' date. */
export const DateTimeText = ({ value, size = 'sm' }: DateTimeTextProps) => {
  useLocale();
  const now = useNow(30_000);
  if (!value) return null;
  return (
    <Text span size={size} style={{ whiteSpace: 'nowrap' }} data-date={value}>
      {formatDateTime(value)}
      <Text span size={size} c="dimmed" ml={6} data-testid="relative-time">
        ({formatRelative(value, now)})
      </Text>
    </Text>
  );
};
