import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Dispute } from '@paydesk/contract';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { formatAmount } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { DISPUTE_STATUS_COLORS } from '../model/dispute-status';

type Money = NonNullable<Dispute['claimed_amount']>;

/** An amount truncated to 2 decimals, the exact value on hover. */
export const DisputeAmount = ({ money, strong = false }: { money: Money; strong?: boolean }) => (
  <Tooltip label={`${money.amount} ${money.currency.code}`} withinPortal openDelay={200}>
    <Text size="sm" ff="monospace" fw={strong ? 600 : undefined} span data-amount={money.amount} style={{ whiteSpace: 'nowrap' }}>
      {formatAmount(money.amount)} {money.currency.code}
    </Text>
  </Tooltip>
);

export const DisputeStatusBadge = ({ status }: { status: Dispute['status'] }) => (
  <Badge size="sm" variant="light" color={DISPUTE_STATUS_COLORS[status.slug]} data-status={status.slug} style={{ minWidth: 'max-content' }}>
    {status.title}
  </Badge>
);

/** The order's amount, and what the claim says was paid below it when the reason carries one. */
export const DisputeAmountCell = ({ dispute }: { dispute: Dispute }) => {
  const t = useT();
  return (
    <Stack gap={0} align="flex-end">
      <DisputeAmount money={dispute.fiat_amount} strong />
      {dispute.claimed_amount ? (
        <Text size="xs" c="dimmed" span style={{ whiteSpace: 'nowrap' }}>
          {t('disputes.field.claimed')}: <DisputeAmount money={dispute.claimed_amount} />
        </Text>
      ) : null}
    </Stack>
  );
};

/** `dd.mm.yyyy` above `hh:mm:ss UTC+3`: a table of many columns keeps its dates narrow. */
export const DateLines = ({ value, c, fw }: { value: string; c?: string; fw?: number }) => {
  const [date, ...time] = formatDateTime(value).split(' ');
  return (
    <Stack gap={0}>
      <Text size="sm" c={c} fw={fw} style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Text>
      <Text size="xs" c={c ?? 'dimmed'} fw={fw} style={{ whiteSpace: 'nowrap' }}>
        {time.join(' ')}
      </Text>
    </Stack>
  );
};

/** When the trader must answer by; an open dispute past it is flagged in red. */
export const DeadlineCell = ({ dispute }: { dispute: Dispute }) => {
  const t = useT();
  const late = dispute.overdue && dispute.status.slug === 'open';
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="dispute-deadline" data-overdue={late}>
      {late ? <IconAlertTriangle size={14} color="var(--mantine-color-red-text)" aria-label={t('disputes.overdue')} /> : null}
      <DateLines value={dispute.deadline_at} c={late ? 'red' : undefined} fw={late ? 600 : undefined} />
    </Group>
  );
};
