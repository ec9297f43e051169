import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import type { PartnerSystem } from '@paydesk/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { formatAmount } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { type Column, DataTable } from '../../../shared/list/data-table';
import { ListSection } from '../../../shared/list/list-section';
import { PageError, PageLoader } from '../../../shared/ui/page-state';
import { useBalanceLog } from '../api/get-balance-log';
import { usePartner } from '../api/get-partners';
import { BalanceText } from './balance-text';
import { PartnerConnection } from './partner-connection';

type Flow = PartnerSystem['flows'][number];

const Block = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={6}>
    <Text size="sm" fw={600}>
      {title}
    </Text>
    {children}
  </Stack>
);

const BalanceLog = ({ slug }: { slug: string }) => {
  const t = useT();
  const list = useBalanceLog(slug);
  return (
    <ListSection
      list={list}
      columns={[
        { key: 'created_at', header: t('partners.log.createdAt'), render: (entry) => formatDateTime(entry.created_at), nowrap: true },
        {
          key: 'balance',
          header: t('partners.log.balance'),
          align: 'right',
          nowrap: true,
          render: (entry) => <BalanceText balance={entry.balance} />,
        },
      ]}
      rowKey={(entry) => entry.id}
      emptyText={t('partners.log.empty')}
      minWidth={360}
      testId="partner-balance-log"
    />
  );
};

/** One partner system: its settings, the flows it serves and its balance history. */
export const PartnerDetails = ({ slug, onBack }: { slug: string; onBack: () => void }) => {
  const t = useT();
  const partner = usePartner(slug);
  const data = partner.data;
  const back = (
    <Group>
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid="partner-back">
        {t('partners.back')}
      </Button>
    </Group>
  );

  if (!data) {
    return (
      <Stack gap="md">
        {back}
        {partner.error ? (
          <PageError message={errorMessage(partner.error, t('page.loadFailed'))} onRetry={() => void partner.refetch()} />
        ) : (
          <PageLoader />
        )}
      </Stack>
    );
  }

  const flowColumns: Column<Flow>[] = [
    { key: 'name', header: t('partners.flows.name'), render: (flow) => flow.name },
    { key: 'fiat', header: t('partners.flows.fiat'), render: (flow) => flow.fiat_currency.code },
    { key: 'crypto', header: t('partners.flows.crypto'), render: (flow) => flow.crypto_currency.code },
  ];

  return (
    <Stack gap="md" data-testid="partner-details">
      {back}
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h3" data-testid="partner-title">
              {data.partner.title}
            </Title>
            <Switch checked={data.is_active} disabled label={t('partners.active')} readOnly />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Block title={t('partners.balance')}>
              <Text ff="monospace" size="sm">
                {formatAmount(data.balance.amount)} {data.balance.currency.code}
              </Text>
            </Block>
            <Block title={t('partners.fiatCurrencies')}>
              <Group gap={6}>
                {data.fiat_currencies.map((currency) => (
                  <Badge key={currency.code} variant="light">
                    {currency.code}
                  </Badge>
                ))}
              </Group>
            </Block>
            <Block title={t('partners.paymentOptions')}>
              <Group gap={6}>
                {data.payment_options.map((option) => (
                  <Badge key={option.slug} variant="outline" color="gray">
                    {option.title}
                  </Badge>
                ))}
              </Group>
            </Block>
          </SimpleGrid>
        </Stack>
      </Paper>
      <PartnerConnection partner={data} />
      <Block title={t('partners.flows.title')}>
        <DataTable
          columns={flowColumns}
          rows={data.flows}
          rowKey={(flow) => flow.uuid}
          emptyText={t('partners.flows.empty')}
          minWidth={360}
          testId="partner-flows"
        />
      </Block>
      <Block title={t('partners.log.title')}>
        <BalanceLog slug={slug} />
      </Block>
    </Stack>
  );
};
