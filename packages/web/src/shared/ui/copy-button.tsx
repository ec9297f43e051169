import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';
import { useCopy } from './use-copy';

export const COPY_CONFIRM_MS = 3000;

type CopyButtonProps = {
  value: string;
  /** How long "Copied" stays, in ms. */
  timeout?: number;
  size?: ButtonProps['size'];
};

/** Copies a value; a failed copy (no clipboard, denied) says the clipboard is not supported. */
export const CopyButton = ({ value, timeout = COPY_CONFIRM_MS, size = 'sm' }: CopyButtonProps) => {
  const t = useT();
  const { copied, copy } = useCopy(timeout);

  return (
    <Button
      variant={copied ? 'light' : 'default'}
      color={copied ? 'teal' : undefined}
      size={size}
      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      onClick={() => void copy(value)}
      disabled={!value}
      style={{ flexShrink: 0 }}
    >
      {copied ? t('copy.copied') : t('copy.copy')}
    </Button>
  );
};
