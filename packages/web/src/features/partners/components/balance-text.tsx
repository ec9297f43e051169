import { Text } from '@mantine/core';
import { exactAmount, formatAmount } from '../../../shared/format/format-money.util';

/** A partner system's balance as its tables show it: monospace, two decimals, the currency after. */
export const BalanceText = ({ balance }: { balance: { amount: string; currency: { code: string } } }) => (
  <Text size="sm" ff="monospace" title={`${exactAmount(balance.amount)} ${balance.currency.code}`} style={{ whiteSpace: 'nowrap' }}>
    {formatAmount(balance.amount)} {balance.currency.code}
  </Text>
);
