import { PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { createPartnerBody, FIAT_CURRENCIES, type PartnerSystem } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { MultiSelectField } from '../../../shared/ui/multi-select-field';
import { useCreatePartner } from '../api/create-partner';
import { usePaymentTypes } from '../api/get-payment-types';

const FIELDS = ['title', 'base_url', 'api_key', 'secret_key', 'notification_key', 'fiat_currencies', 'payment_options'];

type Values = {
  title: string;
  base_url: string;
  api_key: string;
  secret_key: string;
  notification_key: string;
  fiat_currencies: string[];
  payment_options: string[];
};

const toRequest = (values: Values) => ({
  title: values.title.trim(),
  base_url: values.base_url.trim(),
  api_key: values.api_key.trim(),
  secret_key: values.secret_key.trim(),
  ...(values.notification_key.trim() ? { notification_key: values.notification_key.trim() } : {}),
  fiat_currencies: values.fiat_currencies,
  payment_options: values.payment_options,
});

/** An admin adds another Paydesk instance: the address of its merchant API, the merchant's keys there, what it serves. */
export const AddPartnerModal = ({ onClose, onCreated }: { onClose: () => void; onCreated: (partner: PartnerSystem) => void }) => {
  const t = useT();
  const create = useCreatePartner();
  const types = usePaymentTypes();
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const form = useSchemaForm<Values>({
    schema: createPartnerBody,
    initialValues: {
      title: '',
      base_url: '',
      api_key: '',
      secret_key: '',
      notification_key: '',
      fiat_currencies: ['RUB'],
      payment_options: [],
    },
    toRequest,
    messages: { payment_options: t('partners.add.optionsRequired'), fiat_currencies: t('partners.add.currenciesRequired') },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    create.mutate(toRequest(values) as Parameters<typeof create.mutate>[0], {
      onSuccess: (partner) => {
        notifySuccess(t('partners.add.done', { name: partner.partner.title }));
        onClose();
        onCreated(partner);
      },
      onError: (error) => {
        const placed = placeServerErrors(error, {
          shows: pathsShown(...FIELDS),
          placedSummary: t('partners.add.checkFields'),
          fallback: t('api.requestFailed'),
        });
        form.setErrors(placed.fields);
        setFailure(placed);
      },
    });
  });

  return (
    <FormModal
      title={t('partners.add.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('setup.save')}
      pending={create.isPending}
      failure={failure}
      size="lg"
      testIds={{ form: 'add-partner-form', submit: 'add-partner-submit', failure: 'add-partner-error' }}
    >
      <Text size="sm" c="dimmed">
        {t('partners.add.text')}
      </Text>
      <TextInput
        label={t('partners.add.name')}
        {...form.getInputProps('title')}
        withAsterisk
        data-autofocus
        data-testid="partner-title-input"
      />
      <TextInput
        label={t('partners.add.baseUrl')}
        placeholder="https://paydesk.example.com"
        {...form.getInputProps('base_url')}
        withAsterisk
        data-testid="partner-url-input"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('partners.add.apiKey')}
          {...form.getInputProps('api_key')}
          autoComplete="off"
          withAsterisk
          data-testid="partner-api-key-input"
        />
        <PasswordInput
          label={t('partners.add.secretKey')}
          {...form.getInputProps('secret_key')}
          autoComplete="new-password"
          withAsterisk
          data-testid="partner-secret-input"
        />
      </SimpleGrid>
      <PasswordInput
        label={t('partners.add.notificationKey')}
        description={t('partners.add.notificationKeyHint')}
        {...form.getInputProps('notification_key')}
        autoComplete="new-password"
        data-testid="partner-notification-key-input"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <MultiSelectField
          label={t('partners.fiatCurrencies')}
          options={FIAT_CURRENCIES.map((code) => ({ value: code, label: code }))}
          value={form.values.fiat_currencies}
          onChange={(value) => form.setFieldValue('fiat_currencies', value)}
          error={form.errors.fiat_currencies}
          withAsterisk
          data-testid="partner-currencies-input"
        />
        <MultiSelectField
          label={t('partners.paymentOptions')}
          options={(types.data ?? []).map((type) => ({ value: type.slug, label: type.name }))}
          value={form.values.payment_options}
          onChange={(value) => form.setFieldValue('payment_options', value)}
          error={form.errors.payment_options}
          withAsterisk
          data-testid="partner-options-input"
        />
      </SimpleGrid>
    </FormModal>
  );
};
