import { Badge, Drawer, Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { PageError, PageLoader } from '../../../shared/ui/page-state';
import { ShortId } from '../../../shared/ui/short-id';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { useFlow } from '../api/get-flow';
import { FlowMerchantsTab } from './flow-merchants-tab';
import { FlowPartnersTab } from './flow-partners-tab';
import { FlowRateTab } from './flow-rate-tab';
import { FlowTradersTab } from './flow-traders-tab';

export const FLOW_TABS = ['merchants', 'traders', 'partners', 'currency_rate'] as const;
export type FlowTab = (typeof FLOW_TABS)[number];

const DESKTOP_WIDTH = 760;

type FlowPanelProps = { flowId: string; onClose: () => void };

/** The side panel of one flow: its merchants, traders, partner systems and currency rate. */
export const FlowPanel = ({ flowId, onClose }: FlowPanelProps) => {
  const t = useT();
  const isMobile = useIsMobile();
  const flow = useFlow(flowId);
  const [tab, setTab] = useState<FlowTab>('merchants');
  // While a modal of the panel is open, Escape closes that modal only.
  const [modalOpen, setModalOpen] = useState(false);
  const data = flow.data;

  const title = data ? (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="lg" data-testid="flow-panel-title">
          {data.name}
        </Text>
        <Badge variant="light" color={data.is_active ? 'green' : 'gray'}>
          {data.is_active ? t('flow.active') : t('flow.inactive')}
        </Badge>
      </Group>
      <Group gap="xs">
        <ShortId id={data.uuid} />
        <Text size="sm" c="dimmed">
          {data.fiat_currency.code} / {data.crypto_currency.code}
        </Text>
      </Group>
    </Stack>
  ) : (
    t('flow.panelTitle')
  );

  const body = () => {
    if (data) {
      return (
        <Tabs value={tab} onChange={(next) => next && setTab(next as FlowTab)} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
            {FLOW_TABS.map((item) => (
              <Tabs.Tab key={item} value={item} data-testid={`flow-tab-${item}`} style={{ whiteSpace: 'nowrap' }}>
                {t(`flow.tab.${item}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="merchants" pt="md">
            <FlowMerchantsTab flow={data} />
          </Tabs.Panel>
          <Tabs.Panel value="traders" pt="md">
            <FlowTradersTab flow={data} onModalChange={setModalOpen} />
          </Tabs.Panel>
          <Tabs.Panel value="partners" pt="md">
            <FlowPartnersTab flow={data} />
          </Tabs.Panel>
          <Tabs.Panel value="currency_rate" pt="md">
            <FlowRateTab key={`${data.currency_rate_source}-${data.currency_rate.rate ?? ''}`} flow={data} />
          </Tabs.Panel>
        </Tabs>
      );
    }
    if (flow.error) return <PageError message={errorMessage(flow.error, t('page.loadFailed'))} onRetry={() => void flow.refetch()} />;
    return <PageLoader />;
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={isMobile ? '100%' : DESKTOP_WIDTH}
      title={title}
      padding="md"
      closeOnEscape={!modalOpen}
      closeButtonProps={{ 'aria-label': t('routing.close') }}
      styles={{ title: { flex: 1, minWidth: 0 } }}
    >
      <div data-testid="flow-panel">{body()}</div>
    </Drawer>
  );
};
