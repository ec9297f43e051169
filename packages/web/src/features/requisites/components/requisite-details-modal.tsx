import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Requisite } from '@paydesk/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { usePaymentOptions } from '../api/get-lookups';
import { PaymentTypeIcon } from './payment-type-icon';

/** A requisite's details: what it is, and every attribute by its name. */
export const RequisiteDetailsModal = ({ requisite, onClose }: { requisite: Requisite; onClose: () => void }) => {
  const t = useT();
  const options = usePaymentOptions();
  const names = options.data?.find((option) => option.slug === requisite.payment_option.slug)?.names ?? {};
  const rows: [string, ReactNode][] = [
    [
      t('requisites.column.id'),
      <Text key="id" size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {requisite.id}
      </Text>,
    ],
    [t('requisites.column.owner'), requisite.user.username],
    [t('requisites.column.currency'), `${requisite.currency.code} — ${requisite.currency.name}`],
    [
      t('requisites.form.type'),
      <Group key="type" gap={6} wrap="nowrap">
        <PaymentTypeIcon type={requisite.payment_type} />
        {requisite.payment_type.name}
      </Group>,
    ],
    [t('requisites.form.option'), requisite.payment_option.name],
    [
      t('requisites.column.active'),
      <Badge key="active" variant="light" color={requisite.is_active ? 'green' : 'gray'}>
        {requisite.is_active ? t('requisites.active') : t('requisites.inactive')}
      </Badge>,
    ],
    [t('requisites.createdAt'), formatDateTime(requisite.created_at)],
  ];

  return (
    <AppModal opened onClose={onClose} title={requisite.name} size="md">
      <Stack gap="md" data-testid="requisite-details-modal">
        <Table fz="sm" verticalSpacing={6} withRowBorders>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%" fw={500} c="dimmed">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('requisites.attributes')}
          </Text>
          <Table fz="sm" verticalSpacing={6} withRowBorders data-testid="requisite-details-attributes">
            <Table.Tbody>
              {Object.entries(requisite.attributes).map(([name, value]) => (
                <Table.Tr key={name} data-attribute={name}>
                  <Table.Th w="40%" fw={500} c="dimmed">
                    {names[name] ?? name}
                  </Table.Th>
                  <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('setup.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
