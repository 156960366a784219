/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import type { Link } from '@creators/contracts';
import { dashboardLinkKeys, type MyLinks } from '../api/get-my-links.js';
import { LinksManager } from './links-manager.js';

const link = (id: string, title: string): Link => ({ id, title, url: `https://${id}.example` });

interface Call {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** The server, as far as these tests need it: it keeps the order it is sent. */
function fakeServer(initial: readonly Link[]) {
  let links = [...initial];
  const calls: Call[] = [];
  const respond = (status: number, body: unknown) =>
    Promise.resolve({
      ok: status < 400,
      status,
      statusText: '',
      headers: { get: () => null },
      text: () => Promise.resolve(body === null ? '' : JSON.stringify(body)),
    } as unknown as Response);
  const fetch = jest.fn((input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, url: input, body });
    if (method === 'PUT') {
      const ids = (body as { ids: string[] }).ids;
      links = ids.map((id) => links.find((l) => l.id === id)).filter((l): l is Link => l !== undefined);
      return respond(200, { revision: 2, position: '10' });
    }
    return respond(200, { items: links, revision: 2 } satisfies MyLinks);
  });
  return { fetch, calls };
}

function renderManager(links: readonly Link[]) {
  const server = fakeServer(links);
  globalThis.fetch = server.fetch as unknown as typeof globalThis.fetch;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData<MyLinks>(dashboardLinkKeys.all, { items: [...links], revision: 1 });
  render(
    <QueryClientProvider client={queryClient}>
      <LinksManager />
    </QueryClientProvider>,
  );
  return server;
}

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.link-row-title')?.textContent);

describe('LinksManager', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('moves a link up at once, sends the whole new order, and keeps focus on the button', async () => {
    const server = renderManager([link('a', 'YouTube'), link('b', 'Newsletter'), link('c', 'Instagram')]);
    const button = screen.getByRole('button', { name: 'Move “Newsletter” up' });
    button.focus();
    fireEvent.click(button);

    await waitFor(() => {
      expect(titles()).toEqual(['Newsletter', 'YouTube', 'Instagram']);
    });
    expect(screen.getByRole('status').textContent).toBe('Moved “Newsletter” to position 1 of 3.');
    // At the top it cannot go further up, so focus goes to its other move button.
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move “Newsletter” down' }));
    });
    await waitFor(() => {
      expect(server.calls).toContainEqual({
        method: 'PUT',
        url: '/api/dashboard/links/order',
        body: { ids: ['b', 'a', 'c'] },
      });
    });
  });

  it('cannot move the first link up or the last one down', () => {
    renderManager([link('a', 'YouTube'), link('b', 'Newsletter')]);
    const disabled = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name }).disabled;
    expect(disabled('Move “YouTube” up')).toBe(true);
    expect(disabled('Move “Newsletter” down')).toBe(true);
    expect(disabled('Move “YouTube” down')).toBe(false);
  });

  it('asks before removing a link: focus moves into the question, Escape leaves it', async () => {
    const server = renderManager([link('a', 'YouTube'), link('b', 'Newsletter')]);
    const remove = screen.getByRole('button', { name: 'Remove “YouTube”' });
    remove.focus();
    fireEvent.click(remove);

    const dialog = screen.getByRole('dialog', { name: 'Remove “YouTube”?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });

    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(server.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });
});
