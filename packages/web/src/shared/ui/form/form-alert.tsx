import { Stack, Text } from '@mantine/core';
import type { ServerErrors } from './server-errors';

type FormAlertProps = { failure: Pick<ServerErrors, 'message' | 'others'> | null; testId?: string };

/** The red lines under a form: what failed, then the refused fields it has no input for. Nothing when all is well. */
export const FormAlert = ({ failure, testId }: FormAlertProps) => {
  if (!failure || (!failure.message && failure.others.length === 0)) return null;
  return (
    <Stack gap={2} role="alert" data-testid={testId}>
      {failure.message ? (
        <Text c="red" size="sm">
          {failure.message}
        </Text>
      ) : null}
      {failure.others.map((line) => (
        <Text key={line} c="red" size="xs">
          {line}
        </Text>
      ))}
    </Stack>
  );
};
