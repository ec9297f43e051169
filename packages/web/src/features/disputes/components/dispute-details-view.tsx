import { Badge, Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { DisputeDetails } from '@paydesk/contract';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';
import { ShortId } from '../../../shared/ui/short-id';
import type { Outcome } from '../model/money-effect.util';
import { DeadlineCell, DisputeAmount, DisputeStatusBadge } from './dispute-cells';
import { DisputeTimeline } from './dispute-timeline';
import { EvidenceFiles } from './evidence-files';
import { EvidenceForm } from './evidence-form';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

const Field = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Stack gap={2} data-testid={testId} style={{ minWidth: 0 }}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <div>{children}</div>
  </Stack>
);

type DisputeDetailsViewProps = {
  details: DisputeDetails;
  /** Admins who may decide: resolve and reject while it is open. */
  canDecide: boolean;
  /** After a decision or an answer: the screen refreshes what it shows beside (the order). */
  onChanged?: () => void;
};

/** A dispute: the claim, the amounts, the deadline, the evidence, its story, and while open the answers and the decision. */
export const DisputeDetailsView = ({ details, canDecide, onChanged }: DisputeDetailsViewProps) => {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const open = details.status.slug === 'open';
  return (
    <Stack gap="md" data-testid="dispute-details" data-status={details.status.slug}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {details.reason.title}
          </Text>
          <Group gap={6}>
            <DisputeStatusBadge status={details.status} />
            {details.overdue && open ? (
              <Badge size="sm" color="red" variant="filled">
                {t('disputes.overdue')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {canDecide && open ? (
          <Group gap={6}>
            <Button
              size="xs"
              color="green"
              variant="light"
              leftSection={<IconCheck size={14} aria-hidden />}
              onClick={() => setOutcome('resolved')}
              data-testid="dispute-resolve"
            >
              {t('disputes.resolve.submit')}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => setOutcome('rejected')}
              data-testid="dispute-reject"
            >
              {t('disputes.reject.submit')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {details.comment ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="dispute-claim">
          {details.comment}
        </Text>
      ) : null}
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Field label={t('disputes.column.order')}>
          <ShortId id={details.order_uuid} />
        </Field>
        <Field label={t('disputes.column.uuid')}>
          <ShortId id={details.uuid} />
        </Field>
        <Field label={t('disputes.field.orderAmount')}>
          <DisputeAmount money={details.fiat_amount} strong />
        </Field>
        <Field label={t('disputes.field.claimed')} testId="dispute-claimed">
          {details.claimed_amount ? <DisputeAmount money={details.claimed_amount} /> : <Text size="sm">—</Text>}
        </Field>
        <Field label={t('disputes.field.settled')} testId="dispute-settled">
          {details.settled_amount ? <DisputeAmount money={details.settled_amount} strong /> : <Text size="sm">—</Text>}
        </Field>
        <Field label={t('disputes.column.deadline')}>
          <DeadlineCell dispute={details} />
        </Field>
        <Field label={t('disputes.column.merchant')}>
          <Text size="sm">{details.merchant.username}</Text>
        </Field>
        <Field label={t('disputes.column.executor')}>
          <Text size="sm">{details.executor?.username ?? '—'}</Text>
        </Field>
        <Field label={t('disputes.field.openedBy')}>
          <Text size="sm">{details.opened_by?.username ?? '—'}</Text>
        </Field>
        <Field label={t('disputes.column.created')}>
          <Text size="sm">{formatDateTime(details.created_at)}</Text>
        </Field>
        {details.resolved_at ? (
          <Field label={t('disputes.field.decided')}>
            <Text size="sm">{formatDateTime(details.resolved_at)}</Text>
          </Field>
        ) : null}
      </SimpleGrid>
      <Divider />
      <Title order={5}>{t('disputes.files.title')}</Title>
      <EvidenceFiles files={details.files} />
      <Divider />
      <Title order={5}>{t('disputes.entries.title')}</Title>
      <DisputeTimeline entries={details.entries} />
      {open ? (
        <>
          <Divider />
          <Title order={5}>{t('disputes.evidence.title')}</Title>
          <EvidenceForm uuid={details.uuid} onAdded={onChanged} />
        </>
      ) : null}
      {outcome ? <ResolveDisputeDialog dispute={details} outcome={outcome} onClose={() => setOutcome(null)} onDone={onChanged} /> : null}
    </Stack>
  );
};
