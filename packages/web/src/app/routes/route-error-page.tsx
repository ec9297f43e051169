import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useT } from '../../shared/i18n/use-t';

// How browsers and Vite word a script or stylesheet of the app that did not arrive (a new
// release replaced the files, or the network is down).
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module|Failed to fetch/i;

export const isChunkLoadError = (error: unknown) => error instanceof Error && CHUNK_FAILURE.test(error.message);

/** Last resort for a screen that crashed or a chunk that failed to load. */
export const RouteErrorPage = () => {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  const chunkFailed = isChunkLoadError(error);
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center" data-testid={chunkFailed ? 'chunk-failed' : 'route-error'}>
        <Title order={2}>{chunkFailed ? t('page.chunkFailedTitle') : t('page.crashedTitle')}</Title>
        <Text c="dimmed">{chunkFailed ? t('page.chunkFailedText') : error instanceof Error ? error.message : t('page.loadFailed')}</Text>
        <Button onClick={() => window.location.reload()}>{t('page.reload')}</Button>
      </Stack>
    </Center>
  );
};
