import { Alert, Button, FileButton, List, Stack, Text, Title } from '@mantine/core';
import { IconFileCheck, IconPaperclip } from '@tabler/icons-react';
import { RECEIPT_CONTENT_TYPES, RECEIPT_MAX_BYTES, RECEIPTS_PER_ORDER, type PaymentPage } from '@paydesk/contract';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { useUploadReceipt } from '../api/upload-receipt';

const MAX_MB = RECEIPT_MAX_BYTES / 1024 / 1024;

/** Attaching receipts: checked here for type and size first, and by their content on the server. */
export const ReceiptsSection = ({ token, page }: { token: string; page: PaymentPage }) => {
  const t = useT();
  const upload = useUploadReceipt(token);
  const [problem, setProblem] = useState<string | null>(null);
  const full = page.receipts.length >= RECEIPTS_PER_ORDER;

  const choose = (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (file.size > RECEIPT_MAX_BYTES) return setProblem(t('payPage.receiptTooLarge', { max: MAX_MB }));
    if (file.type && !(RECEIPT_CONTENT_TYPES as readonly string[]).includes(file.type)) return setProblem(t('payPage.receiptType'));
    upload.mutate(file, { onError: (error) => setProblem(error instanceof ApiError ? error.message : t('payPage.loadFailed')) });
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('payPage.receipts')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payPage.receiptHint', { max: MAX_MB, count: RECEIPTS_PER_ORDER })}
      </Text>
      {page.receipts.length > 0 ? (
        <List spacing={4} size="sm" icon={<IconFileCheck size={16} aria-hidden />} data-testid="pay-receipts">
          {page.receipts.map((receipt) => (
            <List.Item key={`${receipt.uploaded_at}-${receipt.file_name}`}>
              <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                {receipt.file_name}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
      {problem ? (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      ) : null}
      {full ? (
        <Text size="sm">{t('payPage.receiptLimit', { count: RECEIPTS_PER_ORDER })}</Text>
      ) : (
        <FileButton onChange={choose} accept={RECEIPT_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} loading={upload.isPending} fullWidth>
              {t('payPage.attach')}
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
};
