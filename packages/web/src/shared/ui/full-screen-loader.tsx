import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n/use-t';

export const FullScreenLoader = () => {
  const t = useT();
  return (
    <Center h="100dvh" data-testid="initial-loader">
      <Loader size="lg" aria-label={t('app.loading')} />
    </Center>
  );
};
