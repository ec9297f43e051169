import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../shared/i18n/use-t';

/** The current user could not be loaded (a 5xx, the network): the user stays signed in and may retry. */
export const SessionLoadError = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => {
  const t = useT();
  return (
    <Center mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-md))">
      <Stack align="center" gap="sm" maw={480} ta="center" role="alert" data-testid="session-load-error">
        <Title order={2}>{t('session.loadFailedTitle')}</Title>
        <Text c="dimmed">{t('session.loadFailedText')}</Text>
        <Button onClick={onRetry} loading={retrying}>
          {t('page.retry')}
        </Button>
      </Stack>
    </Center>
  );
};
