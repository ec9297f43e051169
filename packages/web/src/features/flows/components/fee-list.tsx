import { Table, Text } from '@mantine/core';
import type { ProfileFee } from '@paydesk/contract';
import { trimDecimal } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';

/** A trader's fees in a flow: direction, percentage and the amounts the fee covers. */
export const FeeList = ({ fees }: { fees: readonly ProfileFee[] }) => {
  const t = useT();
  if (fees.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="fees-empty">
        {t('flow.fees.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing="xs" fz="sm" data-testid="fee-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('flow.fees.direction')}</Table.Th>
            <Table.Th ta="right">{t('flow.fees.percentage')}</Table.Th>
            <Table.Th ta="right">{t('flow.fees.min')}</Table.Th>
            <Table.Th ta="right">{t('flow.fees.max')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fees.map((fee, index) => (
            <Table.Tr key={index} data-testid="fee-item">
              <Table.Td>{t(`flow.direction.${fee.direction}`)}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {trimDecimal(fee.percentage)} %
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {trimDecimal(fee.min_amount)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {fee.max_amount === null ? t('flow.fees.unlimited') : trimDecimal(fee.max_amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
