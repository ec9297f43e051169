import { Stack, Tabs } from '@mantine/core';
import { innerApi } from '@paydesk/contract';
import { useSearchParams } from 'react-router';
import { PaymentsList } from '../../features/wallets/components/payments-list';
import { useT } from '../../shared/i18n/use-t';
import { canAccess } from '../../shared/session/access.util';
import { useCurrentUser } from '../../shared/session/current-user';
import { PageHeader } from '../../shared/ui/page-header';
import { PageForbidden } from '../../shared/ui/page-state';

const PAY_TABS = { deposit: 'deposit', withdraw: 'withdrawal' } as const;
type PayTab = keyof typeof PAY_TABS;
const isPayTab = (value: string | null): value is PayTab => value === 'deposit' || value === 'withdraw';

/** Deposits and withdrawals of everybody (admin); the tab lives in `?tab=` so a link opens it. */
export const PaymentsPage = () => {
  const t = useT();
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: PayTab = isPayTab(requested) ? requested : 'deposit';
  const title = <PageHeader title={t('menu.paySystems')} />;

  if (!canAccess(user ?? null, innerApi.wallets.transactions.access)) {
    return (
      <Stack gap="md">
        {title}
        <PageForbidden />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {title}
      <Tabs value={tab} onChange={(next) => isPayTab(next) && setParams({ tab: next })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', maxWidth: '100%' }}>
          <Tabs.Tab value="deposit" data-testid="pay-tab-deposit">
            {t('wallets.pay.tab.deposit')}
          </Tabs.Tab>
          <Tabs.Tab value="withdraw" data-testid="pay-tab-withdraw">
            {t('wallets.pay.tab.withdraw')}
          </Tabs.Tab>
        </Tabs.List>
        {(Object.keys(PAY_TABS) as PayTab[]).map((item) => (
          <Tabs.Panel key={item} value={item} pt="md">
            <PaymentsList type={PAY_TABS[item]} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};
