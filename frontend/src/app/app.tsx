import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { activeQueryClient } from '../lib/query-client.js';

export function App({ router }: { readonly router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={activeQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
