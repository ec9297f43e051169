import { useEffect, useRef, useState } from 'react';
import { translate } from '../i18n/translate';
import { notifyError } from '../notifications/notify';

/** Copies text and says so for `timeout` ms; a failed copy (no clipboard, denied) says the clipboard is not supported. */
export const useCopy = (timeout: number) => {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (value: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API is not available');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), timeout);
    } catch (error) {
      console.error('Copy failed', error);
      notifyError(null, translate('copy.unsupported'));
    }
  };

  return { copied, copy };
};
