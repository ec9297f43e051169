import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useUnmatchedNotifications } from '../api/get-unmatched-notifications';
import { isUnmatchedOutcome, UNMATCHED_OUTCOMES, type UnmatchedOutcome } from '../model/terminal-types';
import { notificationColumns } from './notification-columns';

const OUTCOME_PARAM = 'outcome';

/**
 * Payments without an order: bank notifications a terminal read but no order took (`unmatched`),
 * or that wait for a person's look (`review`), with the raw text to find the payment by.
 */
export const UnmatchedList = () => {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(OUTCOME_PARAM);
  const outcome: UnmatchedOutcome = asked && isUnmatchedOutcome(asked) ? asked : 'unmatched';
  const list = useUnmatchedNotifications(outcome);

  const choose = (next: string) => {
    if (!isUnmatchedOutcome(next)) return;
    setSearch((previous) => {
      const updated = new URLSearchParams(previous);
      updated.set(OUTCOME_PARAM, next);
      updated.delete('payments.page');
      return updated;
    });
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('terminals.unmatched.intro')}
      </Text>
      <ListSection
        list={list}
        columns={notificationColumns({ t, withTerminal: true })}
        rowKey={(notification) => notification.id}
        emptyText={t(outcome === 'review' ? 'terminals.unmatched.emptyReview' : 'terminals.unmatched.empty')}
        minWidth={1000}
        testId="unmatched-notifications"
        toolbar={
          <SegmentedControl
            value={outcome}
            onChange={choose}
            data={UNMATCHED_OUTCOMES.map((value) => ({ value, label: t(`terminals.unmatched.outcome.${value}`) }))}
            w="fit-content"
            data-testid="unmatched-outcome"
          />
        }
      />
    </Stack>
  );
};
