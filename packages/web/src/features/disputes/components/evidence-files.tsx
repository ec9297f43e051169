import { Group, Image, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { Dispute } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { fileSizeText, isImage } from '../model/dispute-file.util';
import { FileViewerModal } from './file-viewer-modal';

type DisputeFile = Dispute['files'][number];

/** A dispute's evidence as thumbnails (a PDF as its icon and name); each opens in the viewer. */
export const EvidenceFiles = ({ files }: { files: DisputeFile[] }) => {
  const t = useT();
  const [shown, setShown] = useState<DisputeFile | null>(null);
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('disputes.files.none')}
      </Text>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" data-testid="dispute-files">
        {files.map((file) => (
          <UnstyledButton
            key={file.id}
            onClick={() => setShown(file)}
            aria-label={t('disputes.file.open', { name: file.name })}
            data-testid="dispute-file"
            data-type={file.content_type}
          >
            <Paper withBorder radius="sm" p={6}>
              <Stack gap={4}>
                {isImage(file.content_type) ? (
                  <Image src={file.url} alt="" h={72} fit="cover" radius="xs" loading="lazy" />
                ) : (
                  <Group h={72} justify="center">
                    <IconFileTypePdf size={40} color="var(--mantine-color-red-text)" aria-hidden />
                  </Group>
                )}
                <Text size="xs" truncate title={file.name}>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {fileSizeText(file.size)}
                  {file.uploaded_by ? ` · ${file.uploaded_by.username}` : ''}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {shown ? <FileViewerModal file={shown} onClose={() => setShown(null)} /> : null}
    </>
  );
};
