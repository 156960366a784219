import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Where a screen led: the address, as text to find (`At /library?order=1`). */
export function CurrentLocation() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders routes at an address with a fresh query cache (no retries), and any other address as
 * `CurrentLocation`, so a test can see where a screen navigated to.
 */
export function renderRoutes(path: string, routes: Readonly<Record<string, ReactNode>>) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
