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

/** The same wait inside the app's frame: a signed-in screen's code on its way, the header and menu already there. */
export const ScreenLoader = () => {
  const t = useT();
  return (
    <Center py="xl" data-testid="initial-loader">
      <Loader size="lg" aria-label={t('app.loading')} />
    </Center>
  );
};
