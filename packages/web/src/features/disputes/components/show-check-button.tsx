import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { Dispute } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { FileViewerModal } from './file-viewer-modal';

/** The APPEALS table's "Show check" (spec 001): the first attached file, in a viewer. */
export const ShowCheckButton = ({ dispute }: { dispute: Dispute }) => {
  const t = useT();
  const [open, setOpen] = useState(false);
  const first = dispute.files[0];
  if (!first) return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="show-check"
      >
        {t('disputes.showCheck')}
      </Button>
      {open ? <FileViewerModal file={first} onClose={() => setOpen(false)} /> : null}
    </>
  );
};
