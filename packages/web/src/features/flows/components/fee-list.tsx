import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ProfileFee } from '@paydesk/contract';
import { trimDecimal } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';

/** A trader's fees in a flow: direction, percentage and the amounts the fee covers (no maximum: unlimited). */
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
    <Stack gap={4} data-testid="fee-list">
      {fees.map((fee, index) => (
        <Group key={index} justify="space-between" gap="xs" wrap="nowrap" data-testid="fee-item">
          <Group gap={8} wrap="nowrap">
            <Badge variant="light" color={fee.direction === 'pay_in' ? 'teal' : 'grape'} tt="none" w={104} style={{ flexShrink: 0 }}>
              {t(`flow.direction.${fee.direction}`)}
            </Badge>
            <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {trimDecimal(fee.percentage)} %
            </Text>
          </Group>
          <Text size="sm" c="dimmed" ta="right">
            <Text span ff="monospace" inherit>
              {trimDecimal(fee.min_amount)}
            </Text>
            {' – '}
            {fee.max_amount === null ? (
              t('flow.fees.unlimited')
            ) : (
              <Text span ff="monospace" inherit>
                {trimDecimal(fee.max_amount)}
              </Text>
            )}
          </Text>
        </Group>
      ))}
    </Stack>
  );
};
