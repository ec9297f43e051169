import { Badge, type MantineColor } from '@mantine/core';
import { NOTIFICATION_OUTCOMES, type NotificationOutcome } from '@paydesk/contract';
import { useT } from '../i18n/use-t';

/** What became of a bank notification a terminal read; shown by the terminals screens and the order's details. */
const OUTCOME_COLORS: Record<NotificationOutcome, MantineColor> = {
  matched: 'green',
  awaiting_confirmation: 'blue',
  review: 'orange',
  unmatched: 'red',
  ignored: 'gray',
  unparsed: 'gray',
  unknown_source: 'gray',
};

const isOutcome = (value: string): value is NotificationOutcome => (NOTIFICATION_OUTCOMES as readonly string[]).includes(value);

/** The outcome in our words and colour; an outcome this build does not know is shown as the server sent it. */
export const NotificationOutcomeBadge = ({ outcome }: { outcome: string }) => {
  const t = useT();
  return (
    <Badge
      size="sm"
      variant="light"
      color={isOutcome(outcome) ? OUTCOME_COLORS[outcome] : 'gray'}
      data-outcome={outcome}
      style={{ minWidth: 'max-content' }}
    >
      {isOutcome(outcome) ? t(`notificationOutcome.${outcome}`) : outcome}
    </Badge>
  );
};
