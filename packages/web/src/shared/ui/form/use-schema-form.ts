import { useForm } from '@mantine/form';
import { issueText, schemaIssues } from '@paydesk/contract';
import type { z } from 'zod';
import { useLocale } from '../../i18n/use-t';

type SchemaFormOptions<Values extends Record<string, unknown>> = {
  /** The contract's schema of the request the form sends. */
  schema: z.ZodType;
  initialValues: Values;
  /** From the form's values to the request, when they differ (trimming, numbers as text). */
  toRequest?: (values: Values) => unknown;
  /** A form's own wording for a field, in place of the generic one ("Enter the reason for blocking."). */
  messages?: Partial<Record<string, string>>;
};

/**
 * A form whose fields are checked by the contract's own schema before sending, in the words the
 * server would use; the server's refusals go under the same fields with `setErrors`.
 */
export const useSchemaForm = <Values extends Record<string, unknown>>({
  schema,
  initialValues,
  toRequest,
  messages = {},
}: SchemaFormOptions<Values>) => {
  const locale = useLocale();
  return useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const issues = schemaIssues(schema, toRequest ? toRequest(values) : values) ?? {};
      return Object.fromEntries(Object.entries(issues).map(([path, issue]) => [path, messages[path] ?? issueText(issue, locale)]));
    },
  });
};
