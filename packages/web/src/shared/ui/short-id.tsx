import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { shortId } from '../format/short-id.util';
import { useT } from '../i18n/use-t';
import { COPY_CONFIRM_MS } from './copy-button';

/** The spec keeps "Copied" for 2 s in the flow lists (3 s on the copy button, 5 s on addresses). */
export const LIST_COPY_CONFIRM_MS = 2000;
import { useCopy } from './use-copy';

/** An id as its first and last four characters (the whole id on hover) with a copy button. */
export const ShortId = ({ id, timeout = COPY_CONFIRM_MS }: { id: string; timeout?: number }) => {
  const t = useT();
  const { copied, copy } = useCopy(timeout);
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
