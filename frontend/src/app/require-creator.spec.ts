import { QueryClient } from '@tanstack/react-query';
import { requireCreator } from './require-creator.js';

const answer = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requireCreator', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends a signed-out visitor to sign-in, asking to come back to the page they wanted', async () => {
    globalThis.fetch = () =>
      Promise.resolve(answer(401, { type: 'x', title: 'Sign-in required', status: 401, detail: '' }));
    const thrown: unknown = await requireCreator(
      new QueryClient(),
      new Request('http://localhost/dashboard/templates?edit=new'),
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sign-in?next=%2Fdashboard%2Ftemplates%3Fedit%3Dnew');
  });

  it('lets a signed-in creator through', async () => {
    const me = { id: 'c1', handle: 'ada', name: 'Ada', avatarUrl: null };
    globalThis.fetch = () => Promise.resolve(answer(200, me));
    await expect(requireCreator(new QueryClient(), new Request('http://localhost/dashboard/links'))).resolves.toEqual(
      me,
    );
  });
});
