import { Code, Group } from '@mantine/core';
import { CopyButton } from '../../../shared/ui/copy-button';

/** The spec keeps "Copied" on an address for 5 s (3 s elsewhere). */
export const ADDRESS_COPY_CONFIRM_MS = 5000;

type AddressCopyProps = { address: string; label?: string; compact?: boolean };

/** A wallet address in full (it is what people paste into their wallet app) and its copy button. */
export const AddressCopy = ({ address, label, compact = false }: AddressCopyProps) => (
  <Group gap="xs" wrap={compact ? 'nowrap' : 'wrap'} justify={compact ? 'flex-start' : 'space-between'} data-address={address}>
    <Code
      aria-label={label}
      // In a table the row scrolls sideways; in a modal the address wraps rather than overflow a phone.
      style={compact ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all', flex: '1 1 220px' }}
      fz={compact ? 'xs' : 'sm'}
    >
      {address}
    </Code>
    <CopyButton value={address} timeout={ADDRESS_COPY_CONFIRM_MS} size={compact ? 'compact-xs' : 'xs'} />
  </Group>
);
