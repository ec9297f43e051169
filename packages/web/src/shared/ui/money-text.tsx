import { Text, type TextProps } from '@mantine/core';
import type { Money } from '@paydesk/contract';
import { formatMoney } from '../format/format-money.util';

type MoneyTextProps = TextProps & { money: Money };

export const MoneyText = ({ money, ...props }: MoneyTextProps) => (
  <Text ff="monospace" {...props}>
    {formatMoney(money)}
  </Text>
);
