import { Text, type TextProps } from '@mantine/core';
import type { Money } from '@paydesk/contract';
import { exactAmount, formatMoney } from '../format/format-money.util';

type MoneyTextProps = TextProps & { money: Money };

export const MoneyText = ({ money, ...props }: MoneyTextProps) => (
  <Text ff="monospace" title={`${exactAmount(money.amount)} ${money.currency.code}`} style={{ whiteSpace: 'nowrap' }} {...props}>
    {formatMoney(money)}
  </Text>
);
