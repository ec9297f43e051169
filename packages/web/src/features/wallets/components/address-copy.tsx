import { Code, Group } from '@mantine/core';
import { CopyButton } from '../../../shared/ui/copy-button';

/** The spec keeps "Copied" on an address for 5 s (3 s elsewhere). */
export const ADDRESS_COPY_CONFIRM_MS = 5000;

type AddressCopyProps = { address: string; label?: string; compact?: boolean };

/** A wallet address in full (it is what people paste into their wallet app) and its copy button. */
export const AddressCopy = ({ address, label, compact = false }: AddressCopyProps) => (
  <Group gap="xs" wrap={compact ? 'nowrap' : 'wrap'} justify={compact ? 'flex-start' : 'space-between'} data-address={address} miw={0}>
    <Code
      aria-label={label}
      title={compact ? address : undefined}
      // In a table row the address keeps one line and, where the row is narrower (a phone's card),
      // gives way with an ellipsis before its copy button does; in a modal it wraps.
      style={
        compact
          ? { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }
          : { wordBreak: 'break-all', flex: '1 1 220px' }
      }
      fz={compact ? 'xs' : 'sm'}
    >
      {address}
    </Code>
    <CopyButton value={address} timeout={ADDRESS_COPY_CONFIRM_MS} size={compact ? 'compact-xs' : 'xs'} />
  </Group>
);
