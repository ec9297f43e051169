import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type Terminal, terminalBody, terminalUpdateBody } from '@paydesk/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { pathsShown } from '../../../shared/ui/form/server-errors';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { useSchemaForm } from '../../../shared/ui/form/use-schema-form';
import { MultiSelectField } from '../../../shared/ui/multi-select-field';
import { ToggleField } from '../../../shared/ui/toggle-field';
import { useRequisiteChoices } from '../api/get-requisite-choices';
import { useCreateTerminal, useUpdateTerminal } from '../api/save-terminal';
import {
  newTerminalValues,
  requisiteOptions,
  type TerminalFormValues,
  terminalFieldOf,
  toCreateBody,
  toUpdateBody,
  valuesOfTerminal,
} from '../model/terminal-form.util';
import type { Pairing } from '../model/terminal-types';

const MAX_NAME = 120;

type TerminalFormModalProps = {
  /** The terminal to edit; none for a new one. */
  terminal?: Terminal;
  onClose: () => void;
  /** A new terminal and its one-time pairing code, to be shown next. */
  onCreated?: (terminal: Terminal, pairing: Pairing) => void;
};

/** Add or edit a terminal: its name, the requisites it serves and, once it exists, its directions and automatic confirmation. */
export const TerminalFormModal = ({ terminal, onClose, onCreated }: TerminalFormModalProps) => {
  const t = useT();
  const editing = terminal !== undefined;
  const choices = useRequisiteChoices();
  const form = useSchemaForm<TerminalFormValues>({
    schema: editing ? terminalUpdateBody : terminalBody,
    initialValues: terminal ? valuesOfTerminal(terminal) : newTerminalValues(),
    toRequest: editing ? toUpdateBody : toCreateBody,
    messages: { name: t('terminals.form.nameRequired'), requisites: t('terminals.form.requisitesRequired') },
  });

  const placement = { form, shows: pathsShown('name', 'requisites'), mapPath: terminalFieldOf, placedSummary: null };
  const create = useFormMutation(useCreateTerminal(), placement);
  const update = useFormMutation(useUpdateTerminal(), placement);

  const submit = form.onSubmit((values) => {
    if (terminal) {
      update.submit({ guid: terminal.guid, body: toUpdateBody(values) }, { onSuccess: onClose });
      return;
    }
    create.submit(toCreateBody(values), {
      onSuccess: ({ pairing_code: code, pairing_expires_at: expiresAt, ...created }) => {
        onClose();
        onCreated?.(created, { code, expires_at: expiresAt });
      },
    });
  });

  return (
    <FormModal
      title={terminal ? t('terminals.form.editTitle', { name: terminal.name }) : t('terminals.add')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('setup.save')}
      pending={create.pending || update.pending}
      failure={(editing ? update : create).failure}
      testIds={{ form: 'terminal-form', submit: 'terminal-save', failure: 'terminal-form-error' }}
    >
      <TextInput
        label={t('terminals.form.name')}
        {...form.getInputProps('name')}
        maxLength={MAX_NAME}
        withAsterisk
        data-autofocus
        data-testid="terminal-name-input"
      />
      <MultiSelectField
        label={t('terminals.form.requisites')}
        placeholder={t('terminals.form.requisitesPlaceholder')}
        options={requisiteOptions(choices.data ?? [], terminal?.requisites)}
        value={form.values.requisites}
        onChange={(value) => form.setFieldValue('requisites', value)}
        error={form.errors.requisites ?? (choices.isError ? errorMessage(choices.error, t('page.loadFailed')) : undefined)}
        disabled={choices.isPending}
        withAsterisk
        data-testid="terminal-requisites"
      />
      {choices.isSuccess && choices.data.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('terminals.form.noRequisites')}
        </Text>
      ) : null}
      {editing ? (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ToggleField
              label={t('terminals.payIn')}
              checked={form.values.deposit_open}
              onChange={(value) => form.setFieldValue('deposit_open', value)}
              data-testid="terminal-deposit-open"
            />
            <ToggleField
              label={t('terminals.payOut')}
              checked={form.values.withdraw_open}
              onChange={(value) => form.setFieldValue('withdraw_open', value)}
              data-testid="terminal-withdraw-open"
            />
          </SimpleGrid>
          <ToggleField
            label={t('terminals.form.autoConfirm')}
            description={t('terminals.form.autoConfirmHint')}
            checked={form.values.auto_confirm}
            onChange={(value) => form.setFieldValue('auto_confirm', value)}
            data-testid="terminal-auto-confirm"
          />
        </Stack>
      ) : null}
    </FormModal>
  );
};
