import { Anchor, Box, Group, Image, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { Dispute } from '@paydesk/contract';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { isImage } from '../model/dispute-file.util';

type DisputeFile = Dispute['files'][number];

/** One evidence file in a modal: an image as itself, a PDF in the browser's viewer; a download link under both. */
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
          <Box
            component="iframe"
            src={file.url}
            title={t('disputes.file.pdfTitle', { name: file.name })}
            w="100%"
            h="70vh"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid="dispute-file-pdf"
          />
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
