import { Group, Stack, Text } from '@mantine/core';
import type { Order } from '@paydesk/contract';
import { formatPhone, groupCardNumber } from '../../../shared/format/payment-numbers.util';
import type { Translate } from '../../../shared/i18n/translate';
import { useT } from '../../../shared/i18n/use-t';
import { CopyIcon } from '../../../shared/ui/copy-icon';

type Details = NonNullable<Order['payment_details']>;

/** The fields a transfer is filled in with, in the order a bank app asks for them. */
const FIELD_KEYS = ['bank', 'card_number', 'phone', 'account_number', 'bik', 'correspondent_account', 'holder', 'recipient'] as const;
type FieldKey = (typeof FIELD_KEYS)[number];

/** Account fields are not told apart by their look (20 digits each): the row names them too. */
const SHORT_LABELLED = ['account_number', 'bik', 'correspondent_account'] as const;
type ShortLabelled = (typeof SHORT_LABELLED)[number];
const isShortLabelled = (key: FieldKey): key is ShortLabelled => (SHORT_LABELLED as readonly FieldKey[]).includes(key);

type PaymentField = { key: FieldKey; label: string; value: string; shown: string; digits: boolean };

const valueOf = (details: Details, key: FieldKey) => (key === 'bank' ? (details.bank_name ?? details.bank) : details[key]);

// What is copied is the value as stored (digits only): bank apps take it as it is; groups are for the eye.
const shownOf = (key: FieldKey, value: string) =>
  key === 'card_number' ? groupCardNumber(value) : key === 'phone' ? formatPhone(value) : value;

export const paymentFields = (details: Details, t: Translate): PaymentField[] =>
  FIELD_KEYS.flatMap((key) => {
    const value = valueOf(details, key);
    if (!value) return [];
    const digits = key !== 'bank' && key !== 'holder' && key !== 'recipient';
    return [{ key, label: t(`orders.payment.${key}`), value, shown: shownOf(key, value), digits }];
  });

/**
 * Every field the trader needs to send the money (or the customer to pay), each with its copy
 * button: the drawer's full list, or the row's compact one.
 */
export const PaymentDetailsList = ({ details, compact = false }: { details: Details; compact?: boolean }) => {
  const t = useT();
  const fields = paymentFields(details, t);
  if (compact)
    return (
      <Stack gap={2} data-testid="payment-details">
        {fields.map((field) => (
          <Group key={field.key} gap={4} wrap="nowrap" data-field={field.key}>
            {isShortLabelled(field.key) ? (
              <Text size="xs" c="dimmed" span>
                {t(`orders.payment.short.${field.key}`)}
              </Text>
            ) : null}
            <Text
              size={field.key === 'holder' || field.key === 'recipient' ? 'sm' : 'xs'}
              ff={field.digits ? 'monospace' : undefined}
              c={field.key === 'bank' ? 'dimmed' : undefined}
              style={{ whiteSpace: 'nowrap' }}
              span
            >
              {field.shown}
            </Text>
            <CopyIcon value={field.value} label={field.label} size="sm" subtle />
          </Group>
        ))}
      </Stack>
    );
  return (
    <Stack gap="xs" data-testid="payment-details">
      {fields.map((field) => (
        <Group key={field.key} justify="space-between" align="flex-end" wrap="nowrap" gap="xs" data-field={field.key}>
          <Stack gap={0} miw={0}>
            <Text size="xs" c="dimmed">
              {field.label}
            </Text>
            <Text
              fw={600}
              ff={field.digits ? 'monospace' : undefined}
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`payment-${field.key}`}
            >
              {field.shown}
            </Text>
          </Stack>
          <CopyIcon value={field.value} label={field.label} size="md" testId={`copy-${field.key}`} />
        </Group>
      ))}
    </Stack>
  );
};
