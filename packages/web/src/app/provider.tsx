import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { subscribeLocale } from '../shared/i18n/locale-store';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME, theme } from '../shared/theme/theme';

const NOTIFICATION_LIMIT = 5;
const NOTIFICATION_MS = 5000;

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  // The server translates statuses, titles and filter labels by `x-language`: a language switch
  // reloads what is on screen so it never mixes two languages.
  useEffect(() => subscribeLocale(() => void queryClient.invalidateQueries()), [queryClient]);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <Notifications position="bottom-right" limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
};
