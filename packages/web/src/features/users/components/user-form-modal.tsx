import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ManagedUser } from '@paydesk/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n/use-t';
import { notifySuccess } from '../../../shared/notifications/notify';
import { AppModal } from '../../../shared/ui/app-modal';
import { CopyField } from '../../../shared/ui/copy-field';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { type FieldErrors, unshownErrors } from '../model/field-errors';
import { emptyValues, isEmptyUpdate, toCreateBody, toUpdateBody, type UserFormValues, valuesFromUser } from '../model/user-form-values';
import type { ManagedType } from '../model/user-type';
import { UserFormFields } from './user-form-fields';

type Failure = { message: string; fields: FieldErrors };

const failureOf = (error: unknown, fallback: string): Failure =>
  isApiError(error) ? { message: error.localizedMessage, fields: error.fields } : { message: fallback, fields: {} };

const FormFailure = ({ failure }: { failure: Failure | null }) => {
  if (!failure) return null;
  const others = unshownErrors(failure.fields);
  return (
    <Stack gap={2} role="alert" data-testid="user-form-error">
      <Text c="red" size="sm">
        {failure.message}
      </Text>
      {others.map((line) => (
        <Text key={line} c="red" size="xs">
          {line}
        </Text>
      ))}
    </Stack>
  );
};

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
  const create = useCreateUser();
  const { values, set } = useFormValues(emptyValues(afterCreate));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [inviteLink, setInviteLink] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    create.mutate(toCreateBody(type, values), {
      onSuccess: ({ user, invite_link: link }) => {
        notifySuccess(t('users.notify.created', { name: user.username }));
        onCreated();
        if (link) setInviteLink(link);
        else onClose();
      },
      onError: (error) => setFailure(failureOf(error, t('users.form.saveFailed'))),
    });
  };

  return (
    <AppModal opened onClose={onClose} title={title} size={type === 'trader' || type === 'merchant' ? 'xl' : 'lg'}>
      {inviteLink ? (
        <Stack gap="md" data-testid="invite-link-result">
          <Alert color="green">{t('users.form.inviteCreated')}</Alert>
          <CopyField label={t('users.form.inviteLink')} value={inviteLink} />
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('users.action.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="user-form">
          <Stack gap="md">
            <UserFormFields type={type} mode="create" values={values} set={set} errors={failure?.fields ?? {}} />
            <FormFailure failure={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('users.action.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('users.action.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
};

type EditProps = { user: ManagedUser; onClose: () => void };

/** Sends only what changed; with no change it just closes. */
export const EditUserModal = ({ user, onClose }: EditProps) => {
  const t = useT();
  const update = useUpdateUser();
  const [initial] = useState(() => valuesFromUser(user));
  const { values, set } = useFormValues(initial);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = toUpdateBody(user.type, initial, values);
    if (isEmptyUpdate(body)) {
      onClose();
      return;
    }
    update.mutate(
      { uuid: user.uuid, body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('users.notify.updated', { name: saved.username }));
          onClose();
        },
        onError: (error) => setFailure(failureOf(error, t('users.form.saveFailed'))),
      },
    );
  };

  return (
    <AppModal
      opened
      onClose={onClose}
      title={t('users.modal.edit', { name: user.username })}
      size={user.type === 'trader' || user.type === 'merchant' ? 'xl' : 'lg'}
    >
      <form onSubmit={submit} noValidate data-testid="user-form">
        <Stack gap="md">
          <UserFormFields type={user.type} mode="edit" values={values} set={set} errors={failure?.fields ?? {}} self={user.uuid} />
          <FormFailure failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('users.action.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('users.action.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
};
