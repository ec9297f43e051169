import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ManagedUser } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { CopyField } from '../../../shared/ui/copy-field';
import { FormModal } from '../../../shared/ui/form/form-modal';
import { useFormMutation } from '../../../shared/ui/form/use-form-mutation';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { showsUserField } from '../model/field-errors';
import { emptyValues, isEmptyUpdate, toCreateBody, toUpdateBody, type UserFormValues, valuesFromUser } from '../model/user-form-values';
import type { ManagedType } from '../model/user-type';
import { UserFormFields } from './user-form-fields';

const useFormValues = (initial: UserFormValues) => {
  const [values, setValues] = useState(initial);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));
  return { values, set };
};

type CreateProps = {
  type: ManagedType;
  title: string;
  /** After a first create the fee maximum starts at 499. */
  afterCreate: boolean;
  onCreated: () => void;
  onClose: () => void;
};

/** Mounted while open, so every opening starts from the defaults. */
export const CreateUserModal = ({ type, title, afterCreate, onCreated, onClose }: CreateProps) => {
  const t = useT();
  const create = useFormMutation(useCreateUser(), { shows: showsUserField, fallback: t('users.form.saveFailed') });
  const { values, set } = useFormValues(emptyValues(afterCreate));
  const [inviteLink, setInviteLink] = useState<string | null>(null);

  const submit = () =>
    create.submit(toCreateBody(type, values), {
      success: ({ user }) => t('users.notify.created', { name: user.username }),
      onSuccess: ({ invite_link: link }) => {
        onCreated();
        if (link) setInviteLink(link);
        else onClose();
      },
    });

  const size = type === 'trader' || type === 'merchant' ? 'xl' : 'lg';
  if (inviteLink) {
    return (
      <AppModal opened onClose={onClose} title={title} size={size}>
        <Stack gap="md" data-testid="invite-link-result">
          <Alert color="green">{t('users.form.inviteCreated')}</Alert>
          <CopyField label={t('users.form.inviteLink')} value={inviteLink} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('users.action.done')}</Button>
          </Group>
        </Stack>
      </AppModal>
    );
  }
  return (
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('users.action.create')}
      cancelLabel={t('users.action.cancel')}
      pending={create.pending}
      failure={create.failure}
      size={size}
      testIds={{ form: 'user-form', failure: 'user-form-error' }}
    >
      <UserFormFields type={type} mode="create" values={values} set={set} errors={create.failure?.fields ?? {}} />
    </FormModal>
  );
};

type EditProps = { user: ManagedUser; onClose: () => void };

/** Sends only what changed; with no change it just closes. */
export const EditUserModal = ({ user, onClose }: EditProps) => {
  const t = useT();
  const update = useFormMutation(useUpdateUser(), { shows: showsUserField, fallback: t('users.form.saveFailed') });
  const [initial] = useState(() => valuesFromUser(user));
  const { values, set } = useFormValues(initial);
  const submit = () => {
    const body = toUpdateBody(user.type, initial, values);
    if (isEmptyUpdate(body)) {
      onClose();
      return;
    }
    update.submit(
      { uuid: user.uuid, body },
      { success: (saved) => t('users.notify.updated', { name: saved.username }), onSuccess: onClose },
    );
  };

  return (
    <FormModal
      title={t('users.modal.edit', { name: user.username })}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('users.action.save')}
      cancelLabel={t('users.action.cancel')}
      pending={update.pending}
      failure={update.failure}
      size={user.type === 'trader' || user.type === 'merchant' ? 'xl' : 'lg'}
      testIds={{ form: 'user-form', failure: 'user-form-error' }}
    >
      <UserFormFields type={user.type} mode="edit" values={values} set={set} errors={update.failure?.fields ?? {}} self={user.uuid} />
    </FormModal>
  );
};
