import { HoverCard, Table, Text, UnstyledButton } from '@mantine/core';
import type { Terminal } from '@paydesk/contract';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/use-t';

/** The terminal's name; on hover (or focus), what its phone says about itself. */
export const DeviceInfoCard = ({ terminal }: { terminal: Terminal }) => {
  const t = useT();
  const { device } = terminal;
  const location = device?.location ? `${device.location.latitude}, ${device.location.longitude}` : null;
  const sims = (device?.sims ?? [])
    .map((sim) =>
      [sim.carrierName, sim.countryIso?.toUpperCase(), sim.mcc && sim.mnc ? `${sim.mcc}-${sim.mnc}` : null].filter(Boolean).join(' · '),
    )
    .filter(Boolean);
  const rows: [string, ReactNode][] = device
    ? [
        [t('terminals.device.androidId'), device.android_id],
        [t('terminals.device.android'), device.android_version],
        [t('terminals.device.app'), device.app_version],
        [t('terminals.device.model'), device.device_model],
        [t('terminals.device.ip'), device.ip_address],
        [t('terminals.device.location'), location],
        [t('terminals.device.sims'), sims.length > 0 ? sims.join('; ') : null],
        [t('terminals.device.battery'), terminal.battery === null ? null : `${terminal.battery}%`],
        [t('terminals.device.network'), terminal.network],
      ]
    : [];

  return (
    <HoverCard width={340} shadow="md" withinPortal openDelay={150} closeDelay={100}>
      <HoverCard.Target>
        <UnstyledButton data-testid="terminal-name" aria-label={t('terminals.device.of', { name: terminal.name })}>
          <Text size="sm" fw={500} td="underline" style={{ textDecorationStyle: 'dotted' }}>
            {terminal.name}
          </Text>
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="device-info">
        {device ? (
          <Table fz="xs" verticalSpacing={4} withRowBorders={false}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%" fw={500} c="dimmed">
                    {label}
                  </Table.Th>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{value ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            {t('terminals.device.none')}
          </Text>
        )}
      </HoverCard.Dropdown>
    </HoverCard>
  );
};
