import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';
import { COPY_CONFIRM_MS } from './copy-button';
import { useCopy } from './use-copy';

type CopyIconProps = {
  value: string;
  /** What is copied, for screen readers ("Copy: BIK"). */
  label: string;
  size?: ActionIconProps['size'];
  /** Borderless, for a value among others in a table row. */
  subtle?: boolean;
  testId?: string;
};

/** A copy icon for one value, named for screen readers; it says "Copied" for a moment. */
export const CopyIcon = ({ value, label, size = 'lg', subtle = false, testId }: CopyIconProps) => {
  const t = useT();
  const { copied, copy } = useCopy(COPY_CONFIRM_MS);
  const iconSize = size === 'lg' || size === 'xl' ? 18 : 16;
  return (
    <Tooltip label={copied ? t('copy.copied') : t('copy.copy')} opened={copied || undefined}>
      <ActionIcon
        variant={copied ? 'light' : subtle ? 'subtle' : 'default'}
        color={copied ? 'teal' : subtle ? 'gray' : undefined}
        size={size}
        onClick={() => void copy(value)}
        aria-label={`${copied ? t('copy.copied') : t('copy.copy')}: ${label}`}
        data-testid={testId}
        data-copied={copied || undefined}
      >
        {copied ? <IconCheck size={iconSize} /> : <IconCopy size={iconSize} />}
      </ActionIcon>
    </Tooltip>
  );
};
