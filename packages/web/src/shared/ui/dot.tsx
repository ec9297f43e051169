import { Box, Tooltip } from '@mantine/core';

const dotColor = (on: boolean) => (on ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)');

/** The bare green or grey mark, for a dot whose state is spelled out beside it. */
export const DotMark = ({ on }: { on: boolean }) => (
  <Box w={10} h={10} style={{ borderRadius: '50%', flexShrink: 0 }} bg={dotColor(on)} aria-hidden />
);

/** A green or grey dot for a table cell, named for screen readers and on hover. */
export const Dot = ({ on, label, ...data }: { on: boolean; label: string } & Record<`data-${string}`, boolean>) => (
  <Tooltip label={label} withinPortal>
    <Box
      component="span"
      role="img"
      aria-label={label}
      {...data}
      display="inline-block"
      w={10}
      h={10}
      style={{ borderRadius: '50%', verticalAlign: 'middle' }}
      bg={dotColor(on)}
    />
  </Tooltip>
);
