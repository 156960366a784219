/** @jest-environment jsdom */
import '../../testing/jsdom-globals.js';
import type { AccountSettingsView } from '@creators/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, problem, restoreFetchAfterEach, type FakeAnswer, type FakeRequest } from '../../testing/fake-api.js';
import { renderRoutes } from '../../testing/render-routes.js';
import { Component as Account } from './account.js';

const settings = (twoFactor: boolean): AccountSettingsView => ({
  email: 'ada@example.com',
  twoFactor: { enabled: twoFactor, recoveryCodesLeft: twoFactor ? 10 : 0 },
});

function renderAccount(twoFactor: boolean, erase: (request: FakeRequest) => FakeAnswer) {
  const api = fakeApi((request) => {
    if (request.url === '/api/account') return [200, settings(twoFactor)];
    if (request.url === '/api/account/sessions') return [200, { items: [] }];
    return erase(request);
  });
  renderRoutes('/account', { '/account': <Account /> });
  return api;
}

const type = (label: string, value: string, scope: HTMLElement): void => {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
};

describe('the account settings: your data', () => {
  restoreFetchAfterEach();

  it('offers the data download', async () => {
    renderAccount(false, () => [404, problem(404, 'no')]);
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('/api/account/data');
  });

  it('deletes the account with the password and the code when two-factor sign-in is on, saying what happens first', async () => {
    const { requests } = renderAccount(true, () => [
      200,
      { erasedAt: '2026-11-27T10:00:00.000Z', itemsWithdrawn: 1, filesKeptForHolders: 1, position: '9' },
    ]);
    const section = (await screen.findByRole('heading', { name: 'Delete your account' })).closest('section');
    if (section === null) throw new Error('no section');
    expect(within(section).getByText(/People who got or bought them keep them/)).toBeTruthy();
    type('Your password', 'the password now', section);
    type('Code from the app, or a recovery code', '123456', section);
    fireEvent.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    expect(
      await screen.findByText(/Your account is deleted\. A receipt is on its way to ada@example\.com/),
    ).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/account/erase')).toEqual([
      { method: 'POST', url: '/api/account/erase', body: { password: 'the password now', code: '123456' } },
    ]);
  });

  it('asks only for the password when two-factor sign-in is off, and says when it is refused', async () => {
    renderAccount(false, () => [403, problem(403, 'the password is wrong')]);
    const section = (await screen.findByRole('heading', { name: 'Delete your account' })).closest('section');
    if (section === null) throw new Error('no section');
    expect(within(section).queryByLabelText('Code from the app, or a recovery code')).toBeNull();
    type('Your password', 'wrong', section);
    fireEvent.click(within(section).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(section).findByText('Your account was not deleted')).toBeTruthy();
    expect(screen.queryByText(/Your account is deleted/)).toBeNull();
  });
});
