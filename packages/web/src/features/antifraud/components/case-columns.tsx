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
export const caseColumns = ({ t, onRelease }: Options): Column<AntiFraudCase>[] => [
  { key: 'guid', header: t('antiFraud.column.guid'), nowrap: true, render: (item) => <ShortId id={item.guid} /> },
  {
    key: 'created_at',
    header: t('antiFraud.column.createdAt'),
    sortable: true,
    nowrap: true,
    render: (item) => <Text size="sm">{formatDateTime(item.created_at)}</Text>,
  },
  {
    key: 'rule',
    header: t('antiFraud.column.rule'),
    card: 'title',
    sortable: true,
    render: (item) => (
      <Stack gap={2} maw={340}>
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
      <Stack gap={2}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="anti-fraud-target">
          {item.target.username}
        </Text>
        <Text size="xs" c="dimmed">
          {t(TARGET_KEYS[item.target.type])}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'effect',
    header: t('antiFraud.column.effect'),
    render: (item) => (
      <Stack gap={2}>
        <Text size="sm">{item.effect.title}</Text>
        {item.effect.until ? (
          <Text size="xs" c="dimmed">
            {t('antiFraud.until', { date: formatDateTime(item.effect.until) })}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'is_approved',
    header: t('antiFraud.column.approved'),
    card: 'status',
    nowrap: true,
    render: (item) =>
      item.is_approved ? (
        <Badge color="teal" variant="light" data-testid="anti-fraud-approved">
          {t('antiFraud.approved')}
        </Badge>
      ) : (
        <Badge color="red" variant="light" data-testid="anti-fraud-approved">
          {t('antiFraud.new')}
        </Badge>
      ),
  },
  {
    key: 'approved_at',
    header: t('antiFraud.column.approvedAt'),
    sortable: true,
    nowrap: true,
    render: (item) => <Text size="sm">{item.approved_at ? formatDateTime(item.approved_at) : '—'}</Text>,
  },
  {
    key: 'approved_by',
    header: t('antiFraud.column.approvedBy'),
    nowrap: true,
    render: (item) => <Text size="sm">{item.approved_by?.username ?? '—'}</Text>,
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
