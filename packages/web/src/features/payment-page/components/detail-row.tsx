import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/use-t';
import { COPY_CONFIRM_MS } from '../../../shared/ui/copy-button';
import { useCopy } from '../../../shared/ui/use-copy';

/** A copy icon for one value, named for screen readers; it says "Copied" for a moment. */
export const CopyIcon = ({ value, label }: { value: string; label: string }) => {
  const t = useT();
  const { copied, copy } = useCopy(COPY_CONFIRM_MS);
  return (
    <Tooltip label={copied ? t('copy.copied') : t('copy.copy')} opened={copied || undefined}>
      <ActionIcon
        variant={copied ? 'light' : 'default'}
        color={copied ? 'teal' : undefined}
        size="lg"
        onClick={() => void copy(value)}
        aria-label={`${copied ? t('copy.copied') : t('copy.copy')}: ${label}`}
      >
        {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
      </ActionIcon>
    </Tooltip>
  );
};

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
