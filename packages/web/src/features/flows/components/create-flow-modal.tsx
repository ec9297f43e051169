import { NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type Flow, RATE_SOURCES, type RateSource } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown } from '../../../shared/ui/form/server-errors';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { MultiSelectField } from '../../../shared/ui/multi-select-field';
import { SelectField } from '../../../shared/ui/select-field';
import { ToggleField } from '../../../shared/ui/toggle-field';
import { useCreateFlow } from '../api/create-flow';
import { useFlowUsers } from '../api/get-candidates';
import { useFlowCurrencies } from '../api/get-currencies';
import { useRateSources } from '../api/rate-source';
import { type CreateFlowDraft, newFlowDraft, toCreateFlowBody } from '../model/create-flow-form.util';
import { RateSourceNote } from './rate-source-note';

type CreateFlowModalProps = { onClose: () => void; onCreated: (flow: Flow) => void };

const RATE_STEP = 0.01;
const SHOWN_FIELDS = ['name', 'fiat_currency', 'crypto_currency', 'currency_rate_source', 'currency_rate', 'merchant_uuids'];

export const CreateFlowModal = ({ onClose, onCreated }: CreateFlowModalProps) => {
  const t = useT();
  const [draft, setDraft] = useState<CreateFlowDraft>(newFlowDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const currencies = useFlowCurrencies();
  const merchants = useFlowUsers('merchant');
  const sources = useRateSources(draft.fiat_currency, draft.crypto_currency);
  const create = useFormMutation(useCreateFlow(), {
    form: { setErrors },
    shows: pathsShown(...SHOWN_FIELDS),
    placedSummary: t('flow.form.checkFields'),
  });

  const set = <K extends keyof CreateFlowDraft>(key: K, value: CreateFlowDraft[K]) => {
    setDraft((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: '' }));
  };

  const sourceOptions = RATE_SOURCES.map((slug) => ({
    value: slug,
    label: sources.data?.find((source) => source.slug === slug)?.title ?? t(`flow.source.${slug}`),
  }));
  const currencyOptions = (list: { code: string; name: string }[]) => list.map((item) => ({ value: item.code, label: item.code }));
  const manual = draft.currency_rate_source === 'manual';

  const submit = () => {
    create.clear();
    const found: Record<string, string> = {};
    if (!draft.name.trim()) found.name = t('flow.form.nameRequired');
    if (manual && !draft.currency_rate.trim()) found.currency_rate = t('flow.form.rateRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.submit(toCreateFlowBody(draft), {
      onSuccess: (flow) => {
        onClose();
        onCreated(flow);
      },
    });
  };

  return (
    <FormModal
      title={t('flow.create')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('setup.save')}
      pending={create.pending}
      failure={create.failure}
      size="lg"
      testIds={{ form: 'create-flow-form', failure: 'create-flow-error' }}
    >
      <TextInput
        label={t('flow.form.name')}
        value={draft.name}
        onChange={(event) => set('name', event.currentTarget.value)}
        error={errors.name || undefined}
        withAsterisk
        data-autofocus
        data-testid="flow-name-input"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SelectField
          label={t('flow.form.fiat')}
          options={currencyOptions(currencies.fiat)}
          value={draft.fiat_currency}
          onChange={(value) => value && set('fiat_currency', value)}
          error={errors.fiat_currency || undefined}
        />
        <SelectField
          label={t('flow.form.crypto')}
          options={currencyOptions(currencies.crypto)}
          value={draft.crypto_currency}
          onChange={(value) => value && set('crypto_currency', value)}
          error={errors.crypto_currency || undefined}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Stack gap={4}>
          <SelectField
            label={t('flow.form.source')}
            options={sourceOptions}
            value={draft.currency_rate_source}
            onChange={(value) => value && set('currency_rate_source', value as RateSource)}
            error={errors.currency_rate_source || undefined}
            data-testid="flow-source"
          />
          <RateSourceNote source={sources.data?.find((source) => source.slug === draft.currency_rate_source)} />
        </Stack>
        {manual ? (
          <NumberInput
            label={t('flow.form.rate')}
            value={draft.currency_rate}
            onChange={(value) => set('currency_rate', String(value))}
            step={RATE_STEP}
            min={0}
            decimalScale={8}
            allowNegative={false}
            error={errors.currency_rate || undefined}
            withAsterisk
            data-testid="flow-rate"
          />
        ) : null}
      </SimpleGrid>
      <MultiSelectField
        label={t('flow.form.merchants')}
        options={(merchants.data?.items ?? []).map((merchant) => ({ value: merchant.uuid, label: merchant.username }))}
        value={draft.merchant_uuids}
        onChange={(value) => set('merchant_uuids', value)}
        error={errors.merchant_uuids || undefined}
        placeholder={draft.merchant_uuids.length === 0 ? t('flow.form.merchantsPick') : undefined}
        data-testid="flow-merchants"
      />
      <ToggleField label={t('flow.form.active')} checked={draft.is_active} onChange={(value) => set('is_active', value)} />
    </FormModal>
  );
};
