import { Text, Timeline } from '@mantine/core';
import type { DisputeDetails } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { DateTimeText } from '../../../shared/ui/date-time-text';

type Entry = DisputeDetails['entries'][number];

const ENTRY_COLORS: Record<Entry['kind'], string> = {
  opened: 'orange',
  comment: 'blue',
  evidence: 'blue',
  resolved: 'green',
  rejected: 'gray',
  overdue: 'red',
};

/** The dispute's story: opened, comments, evidence, overdue, outcome, oldest first. */
export const DisputeTimeline = ({ entries }: { entries: Entry[] }) => {
  const t = useT();
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2} data-testid="dispute-entries">
      {entries.map((entry, index) => (
        <Timeline.Item
          key={`${entry.created_at}-${index}`}
          color={ENTRY_COLORS[entry.kind]}
          data-kind={entry.kind}
          title={
            <Text size="sm" fw={600}>
              {t(`disputes.entry.${entry.kind}`)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            <DateTimeText value={entry.created_at} size="xs" /> · {entry.author?.username ?? t('disputes.entry.system')}
          </Text>
          {entry.text ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.text}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
};
