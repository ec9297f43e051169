import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider, createAppQueryClient } from './provider';
import { createAppRouter } from './router';

export const App = () => {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
};
