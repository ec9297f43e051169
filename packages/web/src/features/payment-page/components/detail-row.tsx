import { Group, Stack, Text } from '@mantine/core';
import { CopyIcon } from '../../../shared/ui/copy-icon';

type DetailRowProps = { label: string; value: string; shown?: string; copy?: boolean; testId?: string };

/** One line of the payment details: its label, the value large enough to read off, and its copy icon. */
export const DetailRow = ({ label, value, shown, copy = false, testId }: DetailRowProps) => (
  <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg" ff={copy ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {shown ?? value}
      </Text>
    </Stack>
    {copy ? <CopyIcon value={value} label={label} /> : null}
  </Group>
);
