import { ActionIcon, Alert, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconX } from '@tabler/icons-react';
import { DISPUTE_FILES_MAX } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import {
  DISPUTE_FILE_ACCEPT,
  DISPUTE_FILE_MAX_MB,
  fileSizeText,
  type FileRefusal,
  isImage,
  pickDisputeFiles,
  type PickedFile,
} from '../model/dispute-file.util';

type DisputeFilesInputProps = {
  value: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  disabled?: boolean;
};

const REFUSAL_KEYS = {
  type: 'disputes.files.refusedType',
  size: 'disputes.files.refusedSize',
  count: 'disputes.files.refusedCount',
} as const;

const Preview = ({ file, onRemove }: { file: PickedFile; onRemove: () => void }) => {
  const t = useT();
  return (
    <Paper withBorder radius="sm" p={6} data-testid="dispute-file-preview" data-type={file.type}>
      <Stack gap={4}>
        {isImage(file.type) ? (
          <Image src={file.content} alt={t('disputes.file.alt', { name: file.name })} h={72} fit="cover" radius="xs" />
        ) : (
          <Group h={72} justify="center" align="center">
            <IconFileTypePdf size={40} color="var(--mantine-color-red-text)" aria-hidden />
          </Group>
        )}
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" truncate title={file.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fileSizeText(file.size)}
            </Text>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={onRemove}
            aria-label={t('disputes.files.remove', { name: file.name })}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
};

/**
 * Evidence files: PNG, JPG or PDF by their bytes, each within the size limit, at most the
 * contract's count; a refused file is named with why before anything is sent.
 */
export const DisputeFilesInput = ({ value, onChange, disabled = false }: DisputeFilesInputProps) => {
  const t = useT();
  const [refused, setRefused] = useState<FileRefusal[]>([]);
  const [reading, setReading] = useState(false);

  const choose = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    setReading(true);
    try {
      const picked = await pickDisputeFiles(chosen, value.length);
      setRefused(picked.refused);
      if (picked.accepted.length > 0) onChange([...value, ...picked.accepted]);
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(files) => void choose(files)} accept={DISPUTE_FILE_ACCEPT} multiple disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              loading={reading}
              disabled={disabled || value.length >= DISPUTE_FILES_MAX}
              data-testid="dispute-files-pick"
            >
              {t('disputes.files.attach')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" style={{ flex: '1 1 180px' }}>
          {t('disputes.files.hint', { max: DISPUTE_FILES_MAX, mb: DISPUTE_FILE_MAX_MB })}
        </Text>
      </Group>
      {refused.length > 0 ? (
        <Alert color="red" p="xs" role="alert" data-testid="dispute-files-refused">
          <Stack gap={2}>
            {refused.map((refusal, index) => (
              <Text key={`${refusal.name}-${index}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t(REFUSAL_KEYS[refusal.problem], { name: refusal.name, max: DISPUTE_FILES_MAX, mb: DISPUTE_FILE_MAX_MB })}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {value.length > 0 ? (
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {value.map((file) => (
            <Preview
              key={file.key}
              file={file}
              onRemove={() => {
                setRefused([]);
                onChange(value.filter((kept) => kept.key !== file.key));
              }}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
};
