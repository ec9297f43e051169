import { ActionIcon, Drawer, Group, Stack, Switch, Tabs, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { PageError, PageLoader } from '../../../shared/ui/page-state';
import { ShortId } from '../../../shared/ui/short-id';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { notifyError, notifySuccess } from '../../../shared/notifications/notify';
import { useFlow } from '../api/get-flow';
import { useUpdateFlow } from '../api/update-flow';
import { FlowMerchantsTab } from './flow-merchants-tab';
import { FlowPartnersTab } from './flow-partners-tab';
import { FlowRateTab } from './flow-rate-tab';
import { FlowTradersTab } from './flow-traders-tab';
import { RenameFlowModal } from './rename-flow-modal';

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
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateFlow();
  const data = flow.data;

  // The server refuses to switch on a flow that could not route, and says why.
  const switchFlow = (isActive: boolean) =>
    data &&
    update.mutate(
      { flowId: data.uuid, is_active: isActive },
      {
        onSuccess: () => notifySuccess(t(isActive ? 'flow.switchedOn' : 'flow.switchedOff')),
        onError: (error) => notifyError(error),
      },
    );

  const title = data ? (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700} size="lg" data-testid="flow-panel-title">
          {data.name}
        </Text>
        <Tooltip label={t('flow.rename')}>
          <ActionIcon
            variant="subtle"
            onClick={() => {
              setRenaming(true);
              setModalOpen(true);
            }}
            aria-label={t('flow.renameNamed', { name: data.name })}
            data-testid="flow-rename"
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Switch
        label={t('flow.switch')}
        description={data.is_active ? t('flow.active') : t('flow.inactive')}
        checked={data.is_active}
        disabled={update.isPending}
        onChange={(event) => switchFlow(event.currentTarget.checked)}
        data-testid="flow-active"
      />
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
      closeButtonProps={{ 'aria-label': t('setup.close') }}
      styles={{ title: { flex: 1, minWidth: 0 } }}
    >
      <div data-testid="flow-panel">{body()}</div>
      {renaming && data && (
        <RenameFlowModal
          flow={data}
          onClose={() => {
            setRenaming(false);
            setModalOpen(false);
          }}
        />
      )}
    </Drawer>
  );
};
