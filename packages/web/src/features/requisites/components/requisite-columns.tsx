import { ActionIcon, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Requisite } from '@paydesk/contract';
import { IconAdjustmentsHorizontal, IconEye, IconListDetails, IconPencil } from '@tabler/icons-react';
import type { Translate } from '../../../shared/i18n/translate';
import type { Column } from '../../../shared/list/data-table';
import { OnlineDot } from '../../../shared/ui/online-dot';
import { ShortId } from '../../../shared/ui/short-id';
import { attributeLines } from '../model/attributes.util';
import type { RequisiteScope } from '../model/requisite-types';
import { ActiveCell } from './active-cell';
import { PaymentTypeIcon } from './payment-type-icon';
import { TimedTooltip } from './timed-tooltip';

export type RequisiteAction = 'edit' | 'details' | 'restrictions-edit' | 'restrictions-view';
type OnAction = (action: RequisiteAction, requisite: Requisite) => void;

const Attributes = ({ requisite }: { requisite: Requisite }) => {
  const lines = attributeLines(requisite.attributes);
  if (lines.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0} data-testid="requisite-attributes">
      {lines.map((line) => (
        <Text
          key={line.key}
          size="sm"
          ff={line.key === 'holder' ? undefined : 'monospace'}
          c={line.key === 'holder' ? 'dimmed' : undefined}
          data-attribute={line.key}
          style={{ whiteSpace: 'nowrap' }}
        >
          {line.value}
        </Text>
      ))}
    </Stack>
  );
};

/** The requisites table as the spec lists it; the owner column is the admin's only. */
export const requisiteColumns = (scope: RequisiteScope, t: Translate, onAction: OnAction): Column<Requisite>[] => [
  { key: 'id', header: t('requisites.column.id'), render: (requisite) => <ShortId id={requisite.id} />, nowrap: true },
  {
    key: 'name',
    header: t('requisites.column.name'),
    sortable: true,
    card: 'title',
    render: (requisite) => (
      <Text size="sm" fw={500} data-testid="requisite-name">
        {requisite.name}
      </Text>
    ),
  },
  {
    key: 'is_active',
    header: t('requisites.column.active'),
    card: 'status',
    render: (requisite) => <ActiveCell key={`${requisite.id}-${requisite.is_active}`} scope={scope} requisite={requisite} />,
  },
  ...(scope === 'admin'
    ? [
        {
          key: 'owner',
          header: t('requisites.column.owner'),
          nowrap: true,
          render: (requisite: Requisite) => (
            <Group gap={6} wrap="nowrap">
              <OnlineDot online={requisite.user.is_online} />
              <Text size="sm">{requisite.user.username}</Text>
            </Group>
          ),
        },
      ]
    : []),
  {
    key: 'currency',
    header: t('requisites.column.currency'),
    render: (requisite) => (
      <TimedTooltip label={requisite.currency.name}>
        <Text size="sm">{requisite.currency.code}</Text>
      </TimedTooltip>
    ),
  },
  {
    key: 'payment',
    header: t('requisites.column.payment'),
    render: (requisite) => (
      <Group gap={8} wrap="nowrap">
        <PaymentTypeIcon type={requisite.payment_type} />
        <Stack gap={0} miw={110}>
          <Text size="sm">{requisite.payment_type.name}</Text>
          <Text size="xs" c="dimmed">
            {requisite.payment_option.name}
          </Text>
        </Stack>
      </Group>
    ),
  },
  { key: 'attributes', header: t('requisites.column.attributes'), render: (requisite) => <Attributes requisite={requisite} /> },
  {
    key: 'actions',
    header: t('requisites.column.actions'),
    nowrap: true,
    // Two by two, so that Details and Edit stay inside the table at 1280 px in either language.
    render: (requisite) => (
      <SimpleGrid cols={2} spacing={4} verticalSpacing={4} w={60}>
        <TimedTooltip label={t('restrictions.edit')}>
          <ActionIcon
            variant="light"
            onClick={() => onAction('restrictions-edit', requisite)}
            aria-label={t('restrictions.editOf', { name: requisite.name })}
            data-testid="requisite-restrictions-edit"
          >
            <IconAdjustmentsHorizontal size={16} />
          </ActionIcon>
        </TimedTooltip>
        <TimedTooltip label={t('restrictions.view')}>
          <ActionIcon
            variant="default"
            onClick={() => onAction('restrictions-view', requisite)}
            aria-label={t('restrictions.viewOf', { name: requisite.name })}
            data-testid="requisite-restrictions-view"
          >
            <IconEye size={16} />
          </ActionIcon>
        </TimedTooltip>
        <TimedTooltip label={t('requisites.details')}>
          <ActionIcon
            variant="default"
            onClick={() => onAction('details', requisite)}
            aria-label={t('requisites.detailsOf', { name: requisite.name })}
            data-testid="requisite-details"
          >
            <IconListDetails size={16} />
          </ActionIcon>
        </TimedTooltip>
        <TimedTooltip label={t('requisites.edit')}>
          <ActionIcon
            variant="light"
            color="indigo"
            onClick={() => onAction('edit', requisite)}
            aria-label={t('requisites.editOf', { name: requisite.name })}
            data-testid="requisite-edit"
          >
            <IconPencil size={16} />
          </ActionIcon>
        </TimedTooltip>
      </SimpleGrid>
    ),
  },
];
