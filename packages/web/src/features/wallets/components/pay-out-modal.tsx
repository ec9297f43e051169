import { Button, Code, Stack, Text, TextInput } from '@mantine/core';
import { USDT_SCALE, WITHDRAWAL_CURRENCIES, type Wallet } from '@paydesk/contract';
import { useState } from 'react';
import { formatAmount, formatMoney, trimDecimal } from '../../../shared/format/format-money.util';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { ConfirmDialog } from '../../../shared/ui/form/confirm-dialog';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown, placeServerErrors, type ServerErrors } from '../../../shared/ui/form/server-errors';
import { DecimalInput } from '../../../shared/ui/decimal-input';
import { SelectField } from '../../../shared/ui/select-field';
import { useWithdraw } from '../api/withdraw';
import { clampAmount } from '../model/balance.util';
import { payoutPayload } from '../model/payout-form.util';

type Payout = NonNullable<ReturnType<typeof payoutPayload>>;

const CURRENCY_OPTIONS = WITHDRAWAL_CURRENCIES.map((code) => ({ value: code, label: code }));

type PayOutModalProps = { balance: Wallet; onClose: () => void };

/**
 * A withdrawal to a TRON address. The amount stays between 0 and the balance; a blank field or a
 * zero amount stops the form without a word (spec); the server's refusal shows in the form.
 */
export const PayOutModal = ({ balance, onClose }: PayOutModalProps) => {
  const t = useT();
  const withdraw = useWithdraw();
  const [address, setAddress] = useState('');
  const [currency, setCurrency] = useState<string>(WITHDRAWAL_CURRENCIES[0]);
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const available = balance.amount.amount;

  const [confirming, setConfirming] = useState<Payout | null>(null);

  /** A pay-out cannot be taken back: the form asks once more, naming the amount and the address. */
  const submit = () => {
    const payload = payoutPayload({ address, currency, amount });
    if (!payload) return;
    setFailure(null);
    setConfirming(payload);
  };

  const send = (payload: Payout) => {
    setConfirming(null);
    withdraw.mutate(payload, {
      onSuccess: ({ transaction }) => {
        notifySuccess(
          t('wallets.payOut.done', {
            amount: trimDecimal(transaction.money.amount),
            currency: transaction.money.currency.code,
            status: transaction.status.title,
          }),
        );
        onClose();
      },
      onError: (error) =>
        setFailure(placeServerErrors(error, { shows: pathsShown('address', 'amount'), fallback: t('fallback.changeFailed') })),
    });
  };

  return (
    <>
      {confirming ? (
        <ConfirmDialog
          title={t('details.payOut.confirmTitle')}
          message={
            <Stack gap={4}>
              <Text size="sm">
                {t('details.payOut.confirmText', { amount: formatAmount(confirming.amount, USDT_SCALE), currency: confirming.currency })}
              </Text>
              <Code style={{ wordBreak: 'break-all' }} data-testid="pay-out-confirm-address">
                {confirming.address}
              </Code>
            </Stack>
          }
          confirmLabel={t('details.payOut.confirm')}
          onConfirm={() => send(confirming)}
          onClose={() => setConfirming(null)}
          testIds={{ form: 'pay-out-confirm', submit: 'pay-out-confirm-submit' }}
        />
      ) : null}
      <FormModal
        title={t('wallets.payOut.title')}
        onClose={onClose}
        onSubmit={submit}
        submitLabel={t('wallets.payOut.submit')}
        cancelLabel={t('wallets.payOut.cancel')}
        pending={withdraw.isPending}
        failure={failure}
        testIds={{ form: 'pay-out-form', submit: 'pay-out-submit', failure: 'pay-out-error' }}
      >
        <TextInput
          label={t('wallets.payOut.address')}
          placeholder={t('wallets.payOut.addressHint')}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={failure?.fields.address}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          data-autofocus
          data-testid="pay-out-address"
        />
        <SelectField
          label={t('wallets.payOut.currency')}
          options={CURRENCY_OPTIONS}
          value={currency}
          onChange={(next) => setCurrency(next ?? '')}
          data-testid="pay-out-currency"
        />
        <DecimalInput
          label={t('wallets.payOut.amount')}
          description={t('wallets.payOut.available', { amount: formatMoney(balance.amount) })}
          value={amount}
          onChange={(next) => setAmount(clampAmount(next, available))}
          error={failure?.fields.amount}
          scale={USDT_SCALE}
          rightSectionWidth={64}
          rightSection={
            <Button size="compact-xs" variant="subtle" onClick={() => setAmount(trimDecimal(available))}>
              {t('wallets.payOut.max')}
            </Button>
          }
          data-testid="pay-out-amount"
        />
      </FormModal>
    </>
  );
};
