import { Group, Text } from '@mantine/core';
import { useT } from '../i18n/use-t';
import { DotMark } from './dot';

type StatusDotProps = {
  label: string;
  on: boolean;
};

/** A green or grey dot with its label; the state is also spelled out, not only coloured. */
export const StatusDot = ({ label, on }: StatusDotProps) => {
  const t = useT();
  const state = on ? t('status.on') : t('status.off');
  return (
    <Group gap={8} wrap="nowrap" data-state={on ? 'on' : 'off'}>
      <DotMark on={on} />
      <Text size="sm">{label}</Text>
      <Text size="sm" c="dimmed">
        {state}
      </Text>
    </Group>
  );
};
