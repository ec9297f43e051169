import { Badge, Button, Stack, Text } from '@mantine/core';
import type { AntiFraudCase } from '@paydesk/contract';
import { IconLockOpen } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/format/format-date.util';
import type { Translate } from '../../../shared/i18n/translate';
import type { Column } from '../../../shared/list/data-table';
import { ShortId } from '../../../shared/ui/short-id';

type Options = { t: Translate; onRelease: (item: AntiFraudCase) => void };

const TARGET_KEYS = {
  customer: 'antiFraud.target.customer',
  trader: 'antiFraud.target.trader',
  requisite: 'antiFraud.target.requisite',
  merchant: 'antiFraud.target.merchant',
} as const;

/** The cases table: the spec's columns (guid, created, rule, target, approved, when, by), what showed it and what it blocks, and the release. */
/** A date on two lines, the day over the time, so that the table fits beside the menu. */
const TwoLineDate = ({ value }: { value: string }) => {
  const [day, ...time] = formatDateTime(value).split(' ');
  return (
    <Stack gap={0} data-date={value}>
      <Text size="sm">{day}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {time.join(' ')}
      </Text>
    </Stack>
  );
};

/**
 * The cases table: the spec's fields (guid, created, rule, target, approved, when, by), with what
 * showed the rule under it and what the case blocks under its target; the release on a case not approved.
 */
export const caseColumns = ({ t, onRelease }: Options): Column<AntiFraudCase>[] => [
  { key: 'guid', header: t('antiFraud.column.guid'), nowrap: true, render: (item) => <ShortId id={item.guid} /> },
  {
    key: 'created_at',
    header: t('antiFraud.column.createdAt'),
    sortable: true,
    render: (item) => <TwoLineDate value={item.created_at} />,
  },
  {
    key: 'rule',
    header: t('antiFraud.column.rule'),
    card: 'title',
    sortable: true,
    render: (item) => (
      <Stack gap={2} maw={280}>
        <Text size="sm" fw={500} data-testid="anti-fraud-rule">
          {item.rule.title}
        </Text>
        <Text size="xs" c="dimmed">
          {item.evidence.figures.map((figure) => `${figure.title}: ${figure.value}`).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'target',
    header: t('antiFraud.column.target'),
    render: (item) => (
      <Stack gap={2} maw={260}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="anti-fraud-target">
          {item.target.username}
        </Text>
        <Text size="xs" c="dimmed">
          {item.target.merchant
            ? t('antiFraud.target.customerOf', { merchant: item.target.merchant.username })
            : t(TARGET_KEYS[item.target.type])}
        </Text>
        <Text size="xs" c={item.is_approved ? 'dimmed' : 'orange'} data-testid="anti-fraud-effect">
          {item.effect.title}
          {item.effect.until ? ` ${t('antiFraud.until', { date: formatDateTime(item.effect.until) })}` : ''}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'approved_at',
    header: t('antiFraud.column.approved'),
    card: 'status',
    sortable: true,
    render: (item) => (
      <Stack gap={2} align="flex-start">
        <Badge
          color={item.is_approved ? 'teal' : 'red'}
          variant="light"
          style={{ minWidth: 'max-content' }}
          data-testid="anti-fraud-approved"
        >
          {item.is_approved ? t('antiFraud.approved') : t('antiFraud.new')}
        </Badge>
        {item.approved_at ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="anti-fraud-approved-by">
            {formatDateTime(item.approved_at)}
            <br />
            {t('antiFraud.approvedBy', { username: item.approved_by?.username ?? '—' })}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'actions',
    header: t('antiFraud.column.actions'),
    nowrap: true,
    // The spec: release is offered only on a case not yet approved.
    render: (item) =>
      item.is_approved ? null : (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLockOpen size={14} />}
          onClick={() => onRelease(item)}
          data-testid="anti-fraud-release"
        >
          {t('antiFraud.release')}
        </Button>
      ),
  },
];
