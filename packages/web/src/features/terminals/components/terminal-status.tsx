import { Badge, Box, Group, Text } from '@mantine/core';
import type { Terminal } from '@paydesk/contract';
import { terminalStatusColor } from '../model/terminal-status';

/** The status as a coloured dot with the server's title beside it (the colour is never the only sign). */
export const TerminalStatusDot = ({ status }: { status: Terminal['status'] }) => (
  <Group gap={6} wrap="nowrap" data-testid="terminal-status" data-status={status.slug}>
    <Box
      w={10}
      h={10}
      bg={`var(--mantine-color-${terminalStatusColor(status.slug)}-6)`}
      style={{ borderRadius: '50%', flexShrink: 0 }}
      aria-hidden
    />
    <Text size="sm" c="dimmed">
      {status.title}
    </Text>
  </Group>
);

export const TerminalStatusBadge = ({ status }: { status: Terminal['status'] }) => (
  <Badge
    size="sm"
    variant="light"
    color={terminalStatusColor(status.slug)}
    data-testid="terminal-status"
    data-status={status.slug}
    style={{ minWidth: 'max-content' }}
  >
    {status.title}
  </Badge>
);
