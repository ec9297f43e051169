import { Text } from '@mantine/core';

/** The red line under a form; renders nothing without a message. */
export const FormError = ({ message, testId }: { message: string | null; testId?: string }) =>
  message ? (
    <Text c="red" size="sm" role="alert" data-testid={testId}>
      {message}
    </Text>
  ) : null;
