import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { shortId } from '../format/short-id.util';
import { useT } from '../i18n/use-t';
import { COPY_CONFIRM_MS } from './copy-button';
import { useCopy } from './use-copy';

/** An id as its first and last four characters (the whole id on hover) with a copy button. */
export const ShortId = ({ id }: { id: string }) => {
  const t = useT();
  const { copied, copy } = useCopy(COPY_CONFIRM_MS);
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={id} withinPortal>
        <Text size="sm" ff="monospace" span data-id={id}>
          {shortId(id)}
        </Text>
      </Tooltip>
      <ActionIcon
        variant="subtle"
        color={copied ? 'teal' : 'gray'}
        size="sm"
        onClick={() => void copy(id)}
        aria-label={copied ? t('copy.copied') : t('copy.copyId')}
      >
        {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
      </ActionIcon>
    </Group>
  );
};
