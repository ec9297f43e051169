import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/use-t';

export const COPY_CONFIRM_MS = 3000;

type CopyButtonProps = {
  value: string;
  /** How long "Copied" stays, in ms. */
  timeout?: number;
  size?: ButtonProps['size'];
};

/** Copies a value; a failed copy (no clipboard, denied) is only logged. */
export const CopyButton = ({ value, timeout = COPY_CONFIRM_MS, size = 'sm' }: CopyButtonProps) => {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API is not available');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), timeout);
    } catch (error) {
      console.error('Copy failed', error);
    }
  };

  return (
    <Button
      variant={copied ? 'light' : 'default'}
      color={copied ? 'teal' : undefined}
      size={size}
      leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      onClick={() => void copy()}
      disabled={!value}
    >
      {copied ? t('copy.copied') : t('copy.copy')}
    </Button>
  );
};
