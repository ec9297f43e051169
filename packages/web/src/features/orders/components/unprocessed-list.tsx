import { Alert, Badge, Center, Drawer, Loader, Stack, Table, Text } from '@mantine/core';
import type { UnprocessedOrder } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';
import type { Column } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { useOpenParam } from '../../../shared/list/open-param';
import { ShortId } from '../../../shared/ui/short-id';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useUnprocessed } from '../api/get-unprocessed';
import { useUnprocessedDetails } from '../api/get-unprocessed-details';
import { OrderAmount } from './order-cells';

const DirectionBadge = ({ direction }: { direction: string }) => (
  <Badge size="sm" variant="light" color={direction === 'pay_in' ? 'blue' : 'grape'}>
    {direction === 'pay_in' ? 'PAY_IN' : direction.toUpperCase()}
  </Badge>
);

/** The amount, and below it what the merchant's request said (spec 001). */
const AmountWithPayload = ({ row }: { row: UnprocessedOrder }) => (
  <Stack gap={0} align="flex-end">
    <OrderAmount money={row.amount} strong />
    <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {row.payload.amount} {row.payload.currency}
    </Text>
  </Stack>
);

const Attempts = ({ id }: { id: string }) => {
  const t = useT();
  const details = useUnprocessedDetails(id);
  if (details.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (details.isError) return <Alert color="red">{errorMessage(details.error, t('orders.unprocessed.loadFailed'))}</Alert>;
  const row = details.data;
  return (
    <Stack gap="sm" data-testid="unprocessed-details">
      <ShortId id={row.id} />
      <Text size="sm">
        {row.merchant.username} · {row.merchant_order_id}
      </Text>
      <Text size="sm" c="red">
        {row.reason}
      </Text>
      <Text fw={600} size="sm">
        {t('orders.unprocessed.attempts')}
      </Text>
      {row.attempts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.unprocessed.noAttempts')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360} type="native">
          <Table fz="xs" verticalSpacing={4} data-testid="unprocessed-attempts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.column.executor')}</Table.Th>
                <Table.Th>{t('orders.column.flow')}</Table.Th>
                <Table.Th>{t('orders.unprocessed.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {row.attempts.map((attempt, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{attempt.executor.name}</Table.Td>
                  <Table.Td>{attempt.flow?.name ?? ''}</Table.Td>
                  <Table.Td>{attempt.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};

/** /unprocessed: id, date, direction badge, amount with the original payload below, merchant_uuid, error reason. */
export const UnprocessedList = () => {
  const t = useT();
  const list = useUnprocessed();
  const isMobile = useIsMobile();
  const { openId, open, close } = useOpenParam();
  const columns: Column<UnprocessedOrder>[] = [
    { key: 'id', header: t('orders.unprocessed.id'), render: (row) => <ShortId id={row.id} />, nowrap: true, card: 'title' },
    { key: 'date', header: t('orders.unprocessed.date'), render: (row) => formatDateTime(row.date), sortable: true, nowrap: true },
    {
      key: 'direction',
      header: t('orders.unprocessed.direction'),
      render: (row) => <DirectionBadge direction={row.payload.direction} />,
      card: 'status',
    },
    { key: 'amount', header: t('orders.column.amount'), render: (row) => <AmountWithPayload row={row} />, align: 'right', nowrap: true },
    { key: 'merchant_uuid', header: t('orders.unprocessed.merchant'), render: (row) => <ShortId id={row.merchant_uuid} />, nowrap: true },
    { key: 'reason', header: t('orders.unprocessed.reason'), render: (row) => <Text size="sm">{row.reason}</Text> },
  ];
  return (
    <>
      <ListSection
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={t('orders.unprocessed.empty')}
        minWidth={900}
        onRowClick={(row) => open(row.id)}
        testId="unprocessed-list"
      />
      <Drawer
        opened={openId !== null}
        onClose={close}
        position="right"
        size={isMobile ? '100%' : 'md'}
        title={t('orders.unprocessed.details')}
        closeButtonProps={{ 'aria-label': t('modal.close') }}
      >
        {openId ? <Attempts id={openId} /> : null}
      </Drawer>
    </>
  );
};
