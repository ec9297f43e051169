import { Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import type { Dispute } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { notifyError } from '../../../shared/notifications/notify';
import { AppModal } from '../../../shared/ui/app-modal';
import { getDisputeFile } from '../api/get-dispute-file';
import { fileSizeText, isImage } from '../model/dispute-file.util';

type DisputeFile = Dispute['files'][number];

/** A PDF opens in the browser's own viewer, in a new tab, from its bytes. */
const PdfPanel = ({ file }: { file: DisputeFile }) => {
  const t = useT();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    // Opened before the bytes arrive: a window opened after an await is taken for a pop-up.
    const tab = window.open('', '_blank');
    try {
      const blob = await getDisputeFile(file.url);
      const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      notifyError(error);
    } finally {
      setOpening(false);
    }
  };
  return (
    <Paper withBorder radius="sm" p="lg" data-testid="dispute-file-pdf">
      <Stack align="center" gap="xs">
        <IconFileTypePdf size={64} color="var(--mantine-color-red-text)" aria-hidden />
        <Text size="sm" fw={600} ta="center" style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          PDF · {fileSizeText(file.size)}
        </Text>
        <Button leftSection={<IconExternalLink size={16} aria-hidden />} loading={opening} onClick={() => void open()}>
          {t('disputes.file.openPdf')}
        </Button>
      </Stack>
    </Paper>
  );
};

/** One evidence file in a modal: an image as itself, a PDF with a button to its viewer; a download link under both. */
export const FileViewerModal = ({ file, onClose }: { file: DisputeFile; onClose: () => void }) => {
  const t = useT();
  return (
    <AppModal opened onClose={onClose} title={file.name} size="xl">
      <Stack gap="sm" data-testid="dispute-file-viewer" data-type={file.content_type}>
        {isImage(file.content_type) ? (
          <Image
            src={file.url}
            alt={t('disputes.file.alt', { name: file.name })}
            fit="contain"
            mah="70vh"
            radius="sm"
            data-testid="dispute-file-image"
          />
        ) : (
          <PdfPanel file={file} />
        )}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" truncate>
            {file.uploaded_by ? t('disputes.file.uploadedBy', { name: file.uploaded_by.username }) : null}
          </Text>
          <Anchor href={file.url} download={file.name} size="sm" style={{ whiteSpace: 'nowrap' }}>
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              {t('disputes.file.download')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </AppModal>
  );
};
