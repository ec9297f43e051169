import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { notifySuccess } from '../../notifications/notify';
import { placeServerErrors, type ServerErrors } from './server-errors';

type Placement = Omit<Parameters<typeof placeServerErrors>[1], 'fallback' | 'shows'> & {
  /** True for a path the form has an input for; none by default (a confirmation with no fields). */
  shows?: (path: string) => boolean;
  /** The alert's text when the server gave no words: "Request failed." by default. */
  fallback?: string;
};

type Options = Placement & {
  /** The form whose fields take the server's messages under them. */
  form?: { setErrors: (errors: Record<string, string>) => void };
};

type Outcome<Data> = {
  /** A toast said on success. */
  success?: string | ((data: Data) => string);
  /** What follows a success: close the modal, open what was made. */
  onSuccess?: (data: Data) => void;
};

/**
 * A form's call, with the one way every form answers it: the last failure cleared when sent
 * again, a success toast and what follows on success, and on failure the server's field messages
 * under their fields and the rest in the form's alert (`failure`, for `FormModal`).
 */
export const useFormMutation = <Data, Variables>(
  mutation: UseMutationResult<Data, Error, Variables>,
  { form, shows = () => false, fallback, ...placement }: Options = {},
) => {
  const t = useT();
  const [failure, setFailure] = useState<ServerErrors | null>(null);
  const submit = (variables: Variables, { success, onSuccess }: Outcome<Data> = {}) => {
    setFailure(null);
    mutation.mutate(variables, {
      onSuccess: (data) => {
        if (success) notifySuccess(typeof success === 'function' ? success(data) : success);
        onSuccess?.(data);
      },
      onError: (error) => {
        const placed = placeServerErrors(error, { shows, fallback: fallback ?? t('api.requestFailed'), ...placement });
        form?.setErrors(placed.fields);
        setFailure(placed);
      },
    });
  };
  return { submit, failure, pending: mutation.isPending, clear: () => setFailure(null) };
};
