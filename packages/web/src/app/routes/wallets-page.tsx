import { Button, Group, Stack } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { IconCashBanknote } from '@tabler/icons-react';
import { useState } from 'react';
import { MerchantWithdrawalModal } from '../../features/wallets/components/merchant-withdrawal-modal';
import { WalletHoldersList } from '../../features/wallets/components/wallet-holders-list';
import { canStartMerchantWithdrawal } from '../../features/wallets/model/wallet-access';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

/** Real wallets of every holder (admin, not support); root also starts merchant withdrawals here. */
export const WalletsPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  const [withdrawing, setWithdrawing] = useState(false);
  const title = <PageHeader title={t('menu.wallets')} />;

  if (!canAccess(user ?? null, innerApi.wallets.realWallets.access)) {
    return (
      <Stack gap="md">
        {title}
        <PageForbidden />
      </Stack>
    );
  }

  const toolbar = canStartMerchantWithdrawal(user ?? null) ? (
    <Group justify="flex-end">
      <Button leftSection={<IconCashBanknote size={16} />} onClick={() => setWithdrawing(true)} data-testid="merchant-withdrawal-button">
        {t('wallets.merchantWithdrawal.button')}
      </Button>
    </Group>
  ) : undefined;

  return (
    <Stack gap="md">
      {title}
      <WalletHoldersList toolbar={toolbar} />
      {withdrawing ? <MerchantWithdrawalModal onClose={() => setWithdrawing(false)} /> : null}
    </Stack>
  );
};
