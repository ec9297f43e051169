import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { Requisite } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { SelectField } from '../../../shared/ui/select-field';
import { ToggleField } from '../../../shared/ui/toggle-field';
import { useFiatCurrencies, usePaymentOptions, usePaymentTypes, useTraderOwners } from '../api/get-lookups';
import { useCreateRequisite, useUpdateRequisite } from '../api/save-requisite';
import {
  attributeKey,
  draftOfRequisite,
  newRequisiteDraft,
  type RequisiteDraft,
  type RequisiteErrors,
  toRequisiteBody,
  validateRequisite,
} from '../model/requisite-form.util';
import type { RequisiteScope } from '../model/requisite-types';

type RequisiteFormModalProps = { scope: RequisiteScope; requisite?: Requisite; onClose: () => void };

/** Fields the form has an input for; a server message for any other is shown above the buttons. */
const FORM_FIELDS = /^(name|currency|payment_type|payment_option|user_uuid|is_active|attributes\.\w+)$/;

/** Add or edit a requisite: currency → payment type → payment option → the option's fields. */
export const RequisiteFormModal = ({ scope, requisite, onClose }: RequisiteFormModalProps) => {
  const t = useT();
  const editing = requisite !== undefined;
  const [draft, setDraft] = useState<RequisiteDraft>(() => (requisite ? draftOfRequisite(requisite) : newRequisiteDraft()));
  const [errors, setErrors] = useState<RequisiteErrors>({});
  const currencies = useFiatCurrencies();
  const types = usePaymentTypes();
  const options = usePaymentOptions();
  const owners = useTraderOwners({ enabled: scope === 'admin' && !editing });
  const placement = { form: { setErrors }, shows: (path: string) => FORM_FIELDS.test(path), placedSummary: null };
  const create = useFormMutation(useCreateRequisite(), placement);
  const update = useFormMutation(useUpdateRequisite(), placement);
  const saving = create.pending || update.pending;

  const typeChoices = (types.data ?? []).filter((type) => draft.currency !== null && type.currencies.includes(draft.currency));
  const optionChoices = (options.data ?? []).filter((option) => option.payment_type === draft.payment_type);
  const option = optionChoices.find((item) => item.slug === draft.payment_option);

  const patch = (next: Partial<RequisiteDraft>, cleared: string[]) => {
    setDraft((previous) => ({ ...previous, ...next }));
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !cleared.includes(key))));
  };

  const setCurrency = (currency: string | null) => {
    const keepsType = (types.data ?? []).some((type) => type.slug === draft.payment_type && currency && type.currencies.includes(currency));
    patch(keepsType ? { currency } : { currency, payment_type: null, payment_option: null }, ['currency']);
  };
  const setType = (paymentType: string | null) => {
    if (paymentType === draft.payment_type) return;
    patch({ payment_type: paymentType, payment_option: null }, ['payment_type']);
  };
  const setAttribute = (field: string, value: string) =>
    patch({ attributes: { ...draft.attributes, [field]: value } }, [attributeKey(field)]);

  const submit = () => {
    (requisite ? update : create).clear();
    const found = validateRequisite(draft, option, t, { needsOwner: scope === 'admin' && !editing });
    setErrors(found);
    if (Object.keys(found).length > 0 || !option) return;
    const body = toRequisiteBody(draft, option);
    if (requisite) update.submit({ scope, id: requisite.id, body }, { onSuccess: onClose });
    else create.submit({ scope, body, userUuid: draft.user_uuid }, { onSuccess: onClose });
  };

  return (
    <FormModal
      title={editing ? t('requisites.editTitle', { name: requisite.name }) : t('requisites.add')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('setup.save')}
      pending={saving}
      failure={(requisite ? update : create).failure}
      size="lg"
      testIds={{ form: 'requisite-form', submit: 'requisite-save', failure: 'requisite-form-error' }}
    >
      {scope === 'admin' && !editing ? (
        <SelectField
          label={t('requisites.form.owner')}
          placeholder={t('requisites.form.pick')}
          options={(owners.data?.items ?? []).map((owner) => ({ value: owner.uuid, label: owner.username }))}
          value={draft.user_uuid}
          onChange={(value) => patch({ user_uuid: value }, ['user_uuid'])}
          error={errors.user_uuid}
          searchable
          withAsterisk
          data-testid="requisite-owner"
        />
      ) : null}
      {scope === 'admin' && requisite ? (
        <Text size="sm">
          <Text span c="dimmed">
            {t('requisites.form.owner')}:
          </Text>{' '}
          {requisite.user.username}
        </Text>
      ) : null}
      <TextInput
        label={t('requisites.form.name')}
        value={draft.name}
        onChange={(event) => patch({ name: event.currentTarget.value }, ['name'])}
        error={errors.name}
        withAsterisk
        data-autofocus
        data-testid="requisite-name-input"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <SelectField
          label={t('requisites.form.currency')}
          placeholder={t('requisites.form.pick')}
          options={(currencies.data ?? []).map((currency) => ({ value: currency.code, label: currency.code }))}
          value={draft.currency}
          onChange={setCurrency}
          error={errors.currency}
          withAsterisk
          data-testid="requisite-currency"
        />
        <SelectField
          label={t('requisites.form.type')}
          placeholder={draft.currency ? t('requisites.form.pick') : t('requisites.form.currencyFirst')}
          options={typeChoices.map((type) => ({ value: type.slug, label: type.name }))}
          value={draft.payment_type}
          onChange={setType}
          error={errors.payment_type}
          disabled={!draft.currency}
          withAsterisk
          data-testid="requisite-type"
        />
        <SelectField
          label={t('requisites.form.option')}
          placeholder={draft.payment_type ? t('requisites.form.pick') : t('requisites.form.typeFirst')}
          options={optionChoices.map((item) => ({ value: item.slug, label: item.name }))}
          value={draft.payment_option}
          onChange={(value) => patch({ payment_option: value }, ['payment_option'])}
          error={errors.payment_option}
          disabled={!draft.payment_type}
          withAsterisk
          data-testid="requisite-option"
        />
      </SimpleGrid>
      {option ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" data-testid="requisite-attributes-form">
          {option.fields.map((field) => (
            <TextInput
              key={field}
              label={option.names[field] ?? field}
              value={draft.attributes[field] ?? ''}
              onChange={(event) => setAttribute(field, event.currentTarget.value)}
              error={errors[attributeKey(field)]}
              withAsterisk={option.validation_rules[field]?.includes('required')}
              autoComplete="off"
              data-attribute={field}
            />
          ))}
        </SimpleGrid>
      ) : null}
      <ToggleField label={t('requisites.active')} checked={draft.is_active} onChange={(value) => patch({ is_active: value }, [])} />
    </FormModal>
  );
};
