import { Box, Group, Text } from '@mantine/core';
import { useT } from '../i18n/use-t';

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
      <Box
        w={10}
        h={10}
        style={{ borderRadius: '50%', flexShrink: 0 }}
        bg={on ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)'}
        aria-hidden
      />
      <Text size="sm">{label}</Text>
      <Text size="sm" c="dimmed">
        {state}
      </Text>
    </Group>
  );
};
