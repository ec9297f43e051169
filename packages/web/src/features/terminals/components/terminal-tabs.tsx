import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../shared/i18n/use-t';
import { UnmatchedList } from './unmatched-list';

const TABS = ['terminals', 'payments'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** The terminals (cards or table) and, on a tab of its own (`?tab=payments`), the payments without an order. */
export const TerminalTabs = ({ terminalsLabel, children }: { terminalsLabel: string; children: ReactNode }) => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'terminals';
  return (
    <Tabs value={tab} onChange={(next) => isTab(next) && setParams({ tab: next })} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="terminals" data-testid="terminals-tab-terminals">
          {terminalsLabel}
        </Tabs.Tab>
        <Tabs.Tab value="payments" data-testid="terminals-tab-payments">
          {t('terminals.unmatched.title')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="terminals" pt="md">
        {children}
      </Tabs.Panel>
      <Tabs.Panel value="payments" pt="md">
        <UnmatchedList />
      </Tabs.Panel>
    </Tabs>
  );
};
