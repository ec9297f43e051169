import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { notifyError } from '../../../shared/notifications/notify';
import { getReceiptFile, useOrderReceipts } from '../api/get-order-receipts';
import { DateTimeText } from '../../../shared/ui/date-time-text';

const KIB = 1024;

const sizeText = (bytes: number) =>
  bytes < KIB * KIB ? `${Math.max(1, Math.round(bytes / KIB))} KB` : `${(bytes / KIB / KIB).toFixed(1)} MB`;

/** The customer's receipts of an order: each opens in a new tab (a PDF or an image), fetched only when asked for. */
export const OrderReceipts = ({ orderId }: { orderId: string }) => {
  const t = useT();
  const receipts = useOrderReceipts(orderId, true);
  const [opening, setOpening] = useState<string | null>(null);
  if (receipts.isPending) return <Loader size="xs" aria-label={t('app.loading')} />;
  if (receipts.isError) return <Alert color="red">{errorMessage(receipts.error, t('page.loadFailed'))}</Alert>;
  if (receipts.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('orders.receipts.none')}
      </Text>
    );
  }
  const open = async (receiptId: string) => {
    setOpening(receiptId);
    try {
      const file = await getReceiptFile(orderId, receiptId);
      const url = URL.createObjectURL(file.blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: file.name, rel: 'noopener' });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notifyError(error, t('orders.receipts.loadFailed'));
    } finally {
      setOpening(null);
    }
  };
  return (
    <Stack gap="xs" data-testid="order-receipts">
      {receipts.data.map((receipt) => (
        <Group key={receipt.id} justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" truncate>
              {receipt.file_name}
            </Text>
            <Text size="xs" c="dimmed">
              <DateTimeText value={receipt.uploaded_at} size="xs" /> · {sizeText(receipt.size)}
            </Text>
          </Stack>
          <Button
            size="compact-sm"
            variant="light"
            loading={opening === receipt.id}
            onClick={() => void open(receipt.id)}
            aria-label={t('orders.receipts.downloadNamed', { name: receipt.file_name })}
          >
            {t('orders.receipts.download')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
};
