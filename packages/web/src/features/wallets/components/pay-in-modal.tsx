import { Box, Group, Stack, Text } from '@mantine/core';
import type { Wallet } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { AddressQr } from '../../../shared/ui/address-qr';
import { AppModal } from '../../../shared/ui/app-modal';
import { depositAddresses } from '../model/balance.util';
import { AddressCopy } from './address-copy';

type PayInModalProps = { wallets: readonly Wallet[]; onClose: () => void };

/** Where to send USDT: the user's real wallet addresses, each with its QR code and a copy button. */
export const PayInModal = ({ wallets, onClose }: PayInModalProps) => {
  const t = useT();
  const addresses = depositAddresses(wallets);
  return (
    <AppModal opened onClose={onClose} title={t('wallets.payIn.title')} size="lg">
      <Stack gap="md" data-testid="pay-in-modal">
        <Text size="sm">{t('wallets.payIn.text')}</Text>
        {addresses.length === 0 ? (
          <Text c="dimmed">{t('wallets.payIn.noAddresses')}</Text>
        ) : (
          addresses.map(({ name, address }) => (
            <Stack key={address} gap={4}>
              <Text size="sm" c="dimmed">
                {name}
              </Text>
              <Group align="flex-start" gap="md" wrap="wrap">
                <AddressQr address={address} />
                <Box style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <AddressCopy address={address} label={t('wallets.payIn.address')} />
                </Box>
              </Group>
            </Stack>
          ))
        )}
      </Stack>
    </AppModal>
  );
};
