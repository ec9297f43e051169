import { Alert, Badge, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { ANTI_FRAUD_RECEIPT_MAX_BYTES, type ReceiptCheckAnswer } from '@paydesk/contract';
import { IconAlertTriangle, IconCircleCheck, IconFileSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format/format-date.util';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { FormAlert } from '../../../shared/ui/form/form-alert';
import { placeServerErrors } from '../../../shared/ui/form/server-errors';
import { useCheckReceipt } from '../api/check-receipt';

const MAX_MB = ANTI_FRAUD_RECEIPT_MAX_BYTES / 1024 / 1024;

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

type OrderRef = ReceiptCheckAnswer['matches'][number];

const OrdersTable = ({ rows, testId }: { rows: { order: OrderRef; note?: string }[]; testId: string }) => {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped withTableBorder fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('antiFraud.receipt.order')}</Table.Th>
            <Table.Th>{t('antiFraud.receipt.amount')}</Table.Th>
            <Table.Th>{t('antiFraud.receipt.created')}</Table.Th>
            <Table.Th>{t('antiFraud.receipt.status')}</Table.Th>
            <Table.Th>{t('antiFraud.receipt.card')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ order, note }) => (
            <Table.Tr key={`${order.guid}-${note ?? ''}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" ff="monospace">
                  {order.guid.slice(0, 8)}
                </Text>
                {note ? (
                  <Text size="xs" c="dimmed">
                    {note}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {order.amount.amount} {order.amount.currency.code}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.created_at)}</Table.Td>
              <Table.Td>{order.status.title}</Table.Td>
              <Table.Td>{order.card_tail ? `•• ${order.card_tail}` : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const Result = ({ answer }: { answer: ReceiptCheckAnswer }) => {
  const t = useT();
  const read = answer.read;
  return (
    <Stack gap="sm" data-testid="anti-fraud-receipt-result">
      {answer.used.length > 0 ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('antiFraud.receipt.usedTitle')}>
          <Text size="sm">{t('antiFraud.receipt.usedText', { count: answer.used.length })}</Text>
        </Alert>
      ) : null}
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('antiFraud.receipt.read')}
        </Text>
        {answer.text_read ? (
          <>
            <Badge variant="light" tt="none">
              {t('antiFraud.receipt.readAmount', { value: read.amount ?? '—' })}
            </Badge>
            <Badge variant="light" tt="none">
              {t('antiFraud.receipt.readDate', { value: read.date ? read.date.split('-').reverse().join('.') : '—' })}
            </Badge>
            <Badge variant="light" tt="none">
              {t('antiFraud.receipt.readCard', { value: read.card_tail ?? '—' })}
            </Badge>
          </>
        ) : (
          <Text size="sm">{t('antiFraud.receipt.notRead')}</Text>
        )}
      </Group>
      {answer.matches.length > 0 ? (
        <Stack gap={4}>
          <Group gap={6}>
            <IconCircleCheck size={18} color="var(--mantine-color-teal-text)" aria-hidden />
            <Text size="sm" fw={500} data-testid="anti-fraud-receipt-match">
              {t('antiFraud.receipt.matches', { count: answer.matches.length })}
            </Text>
          </Group>
          <OrdersTable rows={answer.matches.map((order) => ({ order }))} testId="anti-fraud-receipt-matches" />
        </Stack>
      ) : (
        <Text size="sm" data-testid="anti-fraud-receipt-no-match">
          {t('antiFraud.receipt.noMatch')}
        </Text>
      )}
      {answer.used.length > 0 ? (
        <OrdersTable
          rows={answer.used.map((use) => ({
            order: use.order,
            note: `${t(use.kind === 'order_receipt' ? 'antiFraud.receipt.usedOrder' : 'antiFraud.receipt.usedDispute')} ${formatDateTime(use.at)}`,
          }))}
          testId="anti-fraud-receipt-used"
        />
      ) : null}
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        SHA-256 {answer.sha256}
      </Text>
    </Stack>
  );
};

/** Upload a receipt (PDF, PNG or JPEG) and see which orders it fits and whether its bytes were already given for another. */
export const ReceiptCheckModal = ({ onClose }: { onClose: () => void }) => {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const check = useCheckReceipt();
  const failure = check.isError ? placeServerErrors(check.error, { shows: () => false, fallback: t('api.requestFailed') }) : null;
  const submit = async () => {
    if (!file) return;
    if (file.size > ANTI_FRAUD_RECEIPT_MAX_BYTES) return setTooLarge(true);
    check.mutate({ name: file.name.trim().slice(0, 200) || 'receipt', content: await dataUrlOf(file) });
  };
  return (
    <AppModal opened onClose={onClose} title={t('antiFraud.receipt.title')} size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('antiFraud.receipt.explanation', { max: MAX_MB })}
        </Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <FileInput
            style={{ flex: '1 1 220px' }}
            label={t('antiFraud.receipt.file')}
            placeholder={t('antiFraud.receipt.pick')}
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setTooLarge(false);
              check.reset();
            }}
            error={tooLarge ? t('antiFraud.receipt.tooLarge', { max: MAX_MB }) : undefined}
            clearable
            data-testid="anti-fraud-receipt-file"
          />
          <Button
            leftSection={<IconFileSearch size={16} />}
            disabled={!file}
            loading={check.isPending}
            onClick={() => void submit()}
            data-testid="anti-fraud-receipt-check"
          >
            {t('antiFraud.receipt.check')}
          </Button>
        </Group>
        <FormAlert failure={failure} testId="anti-fraud-receipt-error" />
        {check.data ? <Result answer={check.data} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('modal.close')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
};
