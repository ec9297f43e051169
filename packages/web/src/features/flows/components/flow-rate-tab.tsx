import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { type Flow, RATE_SOURCES, type RateSource } from '@paydesk/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage, isApiError } from '../../../shared/api/api-error';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { trimDecimal } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { SelectField } from '../../../shared/ui/select-field';
import { useRateSources, useSetRateSource } from '../api/rate-source';
import { toRateSourceBody } from '../model/create-flow-form.util';

const RATE_STEP = 0.01;

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Stack gap={0}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} data-testid={testId}>
      {children}
    </Text>
  </Stack>
);

/** The flow's rate: pair, source, the current rate and its time, why the flow cannot route, and the form to change the source. */
export const FlowRateTab = ({ flow }: { flow: Flow }) => {
  const t = useT();
  const sources = useRateSources(flow.fiat_currency.code, flow.crypto_currency.code);
  const save = useSetRateSource();
  const [source, setSource] = useState<RateSource>(flow.currency_rate_source);
  const [rate, setRate] = useState(
    flow.currency_rate_source === 'manual' && flow.currency_rate.rate ? trimDecimal(flow.currency_rate.rate) : '',
  );
  const [rateError, setRateError] = useState<string | null>(null);
  const titleOf = (slug: RateSource) => sources.data?.find((item) => item.slug === slug)?.title ?? t(`flow.source.${slug}`);
  const current = flow.currency_rate;
  const fields = isApiError(save.error) ? save.error.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (source === 'manual' && !rate.trim()) {
      setRateError(t('flow.form.rateRequired'));
      return;
    }
    setRateError(null);
    save.mutate({ flowId: flow.uuid, ...toRateSourceBody(source, rate) });
  };

  return (
    <Stack gap="md" data-testid="flow-rate">
      <Paper withBorder p="sm" radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Fact label={t('flow.rate.pair')}>{`${flow.fiat_currency.code} / ${flow.crypto_currency.code}`}</Fact>
          <Fact label={t('flow.rate.source')} testId="rate-current-source">
            {titleOf(current.source)}
          </Fact>
          <Fact label={t('flow.rate.current')} testId="rate-current">
            {current.rate ? trimDecimal(current.rate) : '—'}
          </Fact>
          <Fact label={t('flow.rate.fetchedAt')}>{current.updated_at ? formatDateTime(current.updated_at) : '—'}</Fact>
        </SimpleGrid>
      </Paper>
      {current.unroutable_reason ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('flow.rate.unroutable')} data-testid="rate-unroutable">
          {current.unroutable_reason}
        </Alert>
      ) : null}

      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('flow.rate.sources')}
        </Text>
        <Table.ScrollContainer minWidth={420} type="native">
          <Table fz="sm" verticalSpacing={4} data-testid="rate-sources">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('flow.rate.source')}</Table.Th>
                <Table.Th ta="right">{t('flow.rate.current')}</Table.Th>
                <Table.Th>{t('flow.rate.fetchedAt')}</Table.Th>
                <Table.Th>{t('flow.rate.lastErrorColumn')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(sources.data ?? []).map((item) => (
                <Table.Tr key={item.slug} data-slug={item.slug}>
                  <Table.Td>{item.title}</Table.Td>
                  <Table.Td ta="right" ff={item.rate ? 'monospace' : undefined}>
                    {item.slug === 'manual' ? t('flow.rate.perFlow') : item.rate ? trimDecimal(item.rate) : '—'}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.updated_at ? formatDateTime(item.updated_at) : '—'}</Table.Td>
                  <Table.Td>
                    {item.last_error ? (
                      <Text size="xs" c="red">
                        {item.last_error}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <Paper withBorder p="sm" radius="md" component="form" onSubmit={submit} noValidate data-testid="rate-form">
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t('flow.rate.change')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <SelectField
              label={t('flow.form.source')}
              options={RATE_SOURCES.map((slug) => ({ value: slug, label: titleOf(slug) }))}
              value={source}
              onChange={(value) => value && setSource(value as RateSource)}
              error={fields.currency_rate_source}
              data-testid="rate-source-select"
            />
            {source === 'manual' ? (
              <NumberInput
                label={t('flow.form.rate')}
                value={rate}
                onChange={(value) => {
                  setRate(String(value));
                  setRateError(null);
                }}
                step={RATE_STEP}
                min={0}
                decimalScale={8}
                allowNegative={false}
                error={rateError ?? fields.currency_rate}
                withAsterisk
                data-testid="rate-input"
              />
            ) : null}
          </SimpleGrid>
          {save.error && Object.keys(fields).length === 0 ? (
            <Alert color="red">{errorMessage(save.error, t('api.requestFailed'))}</Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="rate-save">
              {t('setup.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
};
