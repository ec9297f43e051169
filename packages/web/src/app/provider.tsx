import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { subscribeLocale } from '../shared/i18n/locale-store';
import { currentUserQueryKey, currentUserQueryOptions, takePageUser } from '../shared/session/current-user';
import { colorSchemeManager, cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from '../shared/theme/theme';

const NOTIFICATION_LIMIT = 5;
const NOTIFICATION_MS = 5000;

/** The app's one query client; the router's loaders share it to ask for a screen's data ahead. */
export const createAppQueryClient = () => {
  const client = createQueryClient();
  // The page brought the signed-in user along; otherwise it is asked for at once, side by side
  // with the first screen's code, instead of after it has loaded.
  const pageUser = takePageUser();
  if (pageUser) client.setQueryData(currentUserQueryKey, pageUser);
  else void client.prefetchQuery(currentUserQueryOptions());
  return client;
};

export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  // The server translates statuses, titles and filter labels by `x-language`: a language switch
  // reloads what is on screen so it never mixes two languages.
  useEffect(() => subscribeLocale(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications position="bottom-right" limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
};
