/** @jest-environment jsdom */
import '../../../testing/jsdom-globals.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SignInForm } from './sign-in-form.js';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve({
    ok: status < 400,
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name] ?? null },
    text: () => Promise.resolve(JSON.stringify(body)),
  } as unknown as Response);

function Links() {
  return <h1>Links at {useLocation().pathname}</h1>;
}

function renderSignIn(respond: () => Promise<Response>) {
  globalThis.fetch = jest.fn(respond);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/sign-in?next=%2Fdashboard%2Flinks']}>
        <Routes>
          <Route path="/sign-in" element={<SignInForm next="/dashboard/links" />} />
          <Route path="/dashboard/links" element={<Links />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    localStorage.clear();
  });

  it('goes back to the page that asked for sign-in', async () => {
    renderSignIn(() => answer(200, { creator: { id: 'c1', handle: 'ada', name: 'Ada' }, position: '3' }));
    expect(await screen.findByRole('heading', { name: 'Links at /dashboard/links' })).toBeTruthy();
    // From now on the header asks who is signed in.
    expect(localStorage.getItem('creators.maybe-signed-in')).toBe('1');
    const [path, init] = (globalThis.fetch as jest.Mock<typeof fetch>).mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/sign-in');
    expect(typeof init?.body === 'string' ? JSON.parse(init.body) : null).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
    });
  });

  it('says when the email or password is wrong, and stays', async () => {
    renderSignIn(() =>
      answer(401, {
        type: '/problems/bad-credentials',
        title: 'Wrong email or password',
        status: 401,
        detail: 'the e-mail address or the password is wrong',
      }),
    );
    expect(await screen.findByText('The e-mail address or the password is wrong.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('tells a throttled person how long to wait', async () => {
    renderSignIn(() =>
      answer(
        429,
        { type: '/problems/too-many-attempts', title: 'Too many attempts', status: 429, detail: 'try again in 900 s' },
        { 'retry-after': '900' },
      ),
    );
    expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeTruthy();
  });

  it('shows the server’s message beside the field it names', async () => {
    renderSignIn(() =>
      answer(400, {
        type: '/problems/invalid-input',
        title: 'Invalid input',
        status: 400,
        detail: 'email: must be shorter than or equal to 254 characters',
        errors: [{ field: 'email', message: 'must be shorter than or equal to 254 characters' }],
      }),
    );
    await screen.findByRole('heading', { name: 'Could not sign in' });
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('sign-in-email-error')?.textContent).toBe(
      'Must be shorter than or equal to 254 characters.',
    );
  });
});
