import { Code, Group, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@paydesk/contract';
import { formatMoney } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { AddressQr } from '../../../shared/ui/address-qr';
import { AppModal } from '../../../shared/ui/app-modal';
import { CopyButton } from '../../../shared/ui/copy-button';

const ADDRESS_COPY_CONFIRM_MS = 5000;

export { needsInsurance } from './needs-insurance.util';

const noop = () => undefined;

/** Blocks the app for a trader who has not paid the insurance contribution yet. */
export const InsuranceModal = ({ user }: { user: CurrentUser }) => {
  const t = useT();
  const addresses = user.wallets
    .filter((wallet) => wallet.type.slug === 'real' && wallet.address)
    .map((wallet) => ({ name: wallet.name, address: wallet.address ?? '' }));
  const due = user.profile?.insurance_payment_amount;

  return (
    <AppModal opened onClose={noop} title={t('insurance.title')} size="lg" blocking>
      <Stack gap="md" data-testid="insurance-modal">
        <Text size="sm">{t('insurance.text')}</Text>
        {due ? <Text fw={600}>{t('insurance.amount', { amount: formatMoney(due) })}</Text> : null}
        {addresses.length === 0 ? (
          <Text c="dimmed">{t('insurance.noWallets')}</Text>
        ) : (
          addresses.map(({ name, address }) => (
            <Stack key={address} gap={4}>
              <Text size="sm" c="dimmed">
                {name}
              </Text>
              <Group align="flex-start" gap="md" wrap="wrap">
                <AddressQr address={address} />
                <Group gap="xs" justify="space-between" style={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <Code aria-label={t('insurance.address')} style={{ wordBreak: 'break-all', flex: '1 1 14rem' }}>
                    {address}
                  </Code>
                  <CopyButton value={address} timeout={ADDRESS_COPY_CONFIRM_MS} />
                </Group>
              </Group>
            </Stack>
          ))
        )}
      </Stack>
    </AppModal>
  );
};
