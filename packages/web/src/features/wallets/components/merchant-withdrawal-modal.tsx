import { Alert, NumberInput, Text, TextInput } from '@mantine/core';
import { MERCHANT_WITHDRAWAL_MIN_AMOUNT, USDT_SCALE } from '@paydesk/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { trimDecimal } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { SelectField } from '../../../shared/ui/select-field';
import { useCreateMerchantWithdrawal } from '../api/create-merchant-withdrawal';
import { useUserOptions } from '../api/get-withdrawal-parties';
import {
  type MerchantWithdrawalErrors,
  merchantWithdrawalErrors,
  type MerchantWithdrawalValues,
} from '../model/merchant-withdrawal-form.util';
import { serverMessage } from '../model/server-message';

const EMPTY: MerchantWithdrawalValues = { trader: null, merchant: null, amount: '', address: '' };

/**
 * Root pays a merchant out through a trader. Each field says what it lacks (the spec's messages);
 * a refusal of the server shows in the form, and a success closes it with a notification.
 */
export const MerchantWithdrawalModal = ({ onClose }: { onClose: () => void }) => {
  const t = useT();
  const traders = useUserOptions('trader');
  const merchants = useUserOptions('merchant');
  const create = useCreateMerchantWithdrawal();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<MerchantWithdrawalErrors>({});
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const lookupError = traders.error ?? merchants.error;

  const set = <K extends keyof MerchantWithdrawalValues>(key: K, value: MerchantWithdrawalValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };
  const message = (field: keyof MerchantWithdrawalErrors) => {
    const key = errors[field];
    return key ? t(`wallets.merchantWithdrawal.${key}`) : null;
  };

  const submit = () => {
    setFailure(null);
    const found = merchantWithdrawalErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.trader || !values.merchant) return;
    const amount = values.amount.trim();
    const merchantName = merchants.data?.find((option) => option.value === values.merchant)?.label ?? '';
    create.mutate(
      { user_uuid: values.trader, merchant_uuid: values.merchant, amount, to_address: values.address.trim() },
      {
        onSuccess: ({ transaction }) => {
          notifySuccess(
            t('wallets.merchantWithdrawal.done', { amount: trimDecimal(amount), merchant: merchantName, status: transaction.status.title }),
          );
          onClose();
        },
        // The server's field names (user_uuid, to_address) are not this form's: its refusal is listed in the alert.
        onError: (error) => setFailure(placeServerErrors(error, { shows: () => false, fallback: t('api.requestFailed') })),
      },
    );
  };

  return (
    <FormModal
      title={t('wallets.merchantWithdrawal.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('wallets.merchantWithdrawal.submit')}
      cancelLabel={t('wallets.merchantWithdrawal.cancel')}
      pending={create.isPending}
      failure={failure}
      testIds={{ form: 'merchant-withdrawal-form', submit: 'mw-submit', failure: 'mw-error' }}
    >
      <Text size="sm" c="dimmed">
        {t('wallets.merchantWithdrawal.text')}
      </Text>
      {lookupError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {serverMessage(lookupError, t('page.loadFailed'))}
        </Alert>
      ) : null}
      <SelectField
        label={t('wallets.merchantWithdrawal.trader')}
        placeholder={t('wallets.merchantWithdrawal.pick')}
        options={traders.data ?? []}
        value={values.trader}
        onChange={(next) => set('trader', next)}
        error={message('trader')}
        disabled={traders.isPending}
        searchable
        required
        data-testid="mw-trader"
      />
      <SelectField
        label={t('wallets.merchantWithdrawal.merchant')}
        placeholder={t('wallets.merchantWithdrawal.pick')}
        options={merchants.data ?? []}
        value={values.merchant}
        onChange={(next) => set('merchant', next)}
        error={message('merchant')}
        disabled={merchants.isPending}
        searchable
        required
        data-testid="mw-merchant"
      />
      <NumberInput
        label={t('wallets.merchantWithdrawal.amount')}
        // The typed text, not a float: what the user typed is what the server gets.
        value={values.amount}
        onValueChange={({ value }) => set('amount', value)}
        min={MERCHANT_WITHDRAWAL_MIN_AMOUNT}
        step={1}
        decimalScale={USDT_SCALE}
        allowNegative={false}
        clampBehavior="none"
        error={message('amount')}
        required
        data-testid="mw-amount"
      />
      <TextInput
        label={t('wallets.merchantWithdrawal.address')}
        value={values.address}
        onChange={(event) => set('address', event.currentTarget.value)}
        error={message('address')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        data-testid="mw-address"
      />
    </FormModal>
  );
};
