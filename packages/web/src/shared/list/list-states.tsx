import { Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';

/** Rows a skeleton shows: enough to fill the first screen without suggesting a length. */
const SKELETON_ROWS = 5;
const SKELETON_CARDS = 3;

/** What an empty list says, in a box of its own so that it shows at any width. */
export const ListEmpty = ({ text }: { text?: string }) => {
  const t = useT();
  return (
    <Paper withBorder radius="md" py="xl" px="md" style={{ borderStyle: 'dashed' }} data-testid="list-empty">
      <Stack align="center" gap={6}>
        <IconInbox size={28} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text c="dimmed" ta="center" size="sm" data-testid="table-empty">
          {text ?? t('list.empty')}
        </Text>
      </Stack>
    </Paper>
  );
};

/** The table's body while its first page is on the way: grey bars where the cells will be. */
export const TableSkeletonRows = ({ columns }: { columns: number }) => (
  <>
    {Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <Table.Tr key={row} data-testid="list-skeleton-row">
        {Array.from({ length: columns }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={12} radius="sm" width={cell === 0 ? '60%' : '80%'} />
          </Table.Td>
        ))}
      </Table.Tr>
    ))}
  </>
);

/** The cards of a phone while the first page is on the way. */
export const CardSkeletons = () => (
  <>
    {Array.from({ length: SKELETON_CARDS }, (_, index) => (
      <Paper key={index} withBorder radius="md" p="sm" data-testid="list-skeleton-row">
        <Stack gap={10}>
          <Group justify="space-between">
            <Skeleton height={14} width="45%" radius="sm" />
            <Skeleton height={14} width="20%" radius="sm" />
          </Group>
          <Skeleton height={10} width="80%" radius="sm" />
          <Skeleton height={10} width="65%" radius="sm" />
        </Stack>
      </Paper>
    ))}
  </>
);
