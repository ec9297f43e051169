import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME, theme } from '../shared/theme/theme';

const NOTIFICATION_LIMIT = 5;
const NOTIFICATION_MS = 5000;

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <Notifications position="bottom-right" limit={NOTIFICATION_LIMIT} autoClose={NOTIFICATION_MS} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
};
