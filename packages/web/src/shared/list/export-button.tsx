import { Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { downloadFile } from '../api/api-client';
import { useLocale, useT } from '../i18n/use-t';
import { notifyError, notifySuccess } from '../notifications/notify';
import type { ListParams, ListRoute } from './list-query';

const NEWLINE = 0x0a;

/** Record separators in a piece of the file: the server ends every row with CRLF. */
const linesIn = (chunk: Uint8Array) => {
  let lines = 0;
  for (const byte of chunk) if (byte === NEWLINE) lines += 1;
  return lines;
};

const save = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

type ExportButtonProps = { route: ListRoute; params: ListParams };

/**
 * Downloads every row of a list (its filters and sort, not only the page) as CSV, counting the rows
 * as they arrive; a second click cancels.
 */
export const ExportButton = ({ route, params }: ExportButtonProps) => {
  const t = useT();
  const locale = useLocale();
  const [rows, setRows] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    let lines = 0;
    setRows(0);
    try {
      const file = await downloadFile(route, {
        query: { sort: params.sort, filter: params.filter, format: 'csv' },
        signal: controller.signal,
        fallbackName: 'export.csv',
        onChunk: (chunk) => {
          lines += linesIn(chunk);
          setRows(Math.max(0, lines - 1));
        },
      });
      save(file.blob, file.name);
      notifySuccess(t('export.done', { rows: Math.max(0, lines - 1).toLocaleString(locale) }));
    } catch (error) {
      if (!controller.signal.aborted) notifyError(error, t('export.failed'));
    } finally {
      abort.current = null;
      setRows(null);
    }
  };

  if (rows !== null)
    return (
      <Group gap="xs" wrap="nowrap" data-testid="export-progress">
        <Loader size="xs" />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('export.running', { rows: rows.toLocaleString(locale) })}
        </Text>
        <Button size="xs" variant="subtle" color="gray" leftSection={<IconX size={14} />} onClick={() => abort.current?.abort()}>
          {t('export.cancel')}
        </Button>
      </Group>
    );
  return (
    <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => void start()} data-testid="export-csv">
      {t('export.button')}
    </Button>
  );
};
