import { Alert, Button, Group, Text } from '@mantine/core';
import type { NotificationTemplateItem } from '@paydesk/contract';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { ListSection } from '../../../shared/list/list-section';
import { useTemplatesList } from '../api/get-templates';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { type TemplateAction, templateColumns } from './template-columns';
import { TemplateFormModal } from './template-form-modal';

type Open = { action: 'add' } | { action: TemplateAction; template: NotificationTemplateItem } | null;

/** /devices/templates: the built-in and the admins' own templates, by bank and sender, with the form and the Try panel. */
export const TemplatesList = () => {
  const t = useT();
  const list = useTemplatesList();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        <Text size="sm">{t('templates.explanation')}</Text>
      </Alert>
      <ListSection
        list={list}
        columns={templateColumns({ t, onAction: (action, template) => setOpen({ action, template }) })}
        rowKey={(template) => template.id}
        emptyText={t('templates.empty')}
        minWidth={960}
        testId="templates-list"
        toolbar={
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ action: 'add' })} data-testid="template-add">
              {t('templates.add')}
            </Button>
          </Group>
        }
      />
      {open?.action === 'add' ? <TemplateFormModal onClose={close} /> : null}
      {open?.action === 'edit' ? <TemplateFormModal template={open.template} onClose={close} /> : null}
      {open?.action === 'delete' ? <DeleteTemplateDialog id={open.template.id} onClose={close} /> : null}
    </>
  );
};
