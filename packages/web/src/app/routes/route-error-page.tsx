import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useT } from '../../shared/i18n/use-t';

/** Last resort for a screen that crashed or a chunk that failed to load. */
export const RouteErrorPage = () => {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Title order={2}>{t('page.crashedTitle')}</Title>
        <Text c="dimmed">{error instanceof Error ? error.message : t('page.loadFailed')}</Text>
        <Button onClick={() => window.location.reload()}>{t('page.reload')}</Button>
      </Stack>
    </Center>
  );
};
