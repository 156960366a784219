/** @jest-environment jsdom */
import '../../../testing/jsdom-globals.js';
import type { LibraryEntry } from '@creators/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, restoreFetchAfterEach } from '../../../testing/fake-api.js';
import { renderRoutes } from '../../../testing/render-routes.js';
import { Component as Library } from '../../../app/routes/library.js';

const file = (name: string, token: string) => ({
  uploadId: token,
  name,
  size: 100,
  mediaType: 'application/zip',
  format: null,
  downloadUrl: `/api/downloads/${token}`,
});

const held: LibraryEntry = {
  itemId: 'item-1',
  kind: 'components',
  slug: 'kit',
  title: 'Kit',
  coverImage: null,
  coverImageUrl: null,
  creator: { handle: 'ada', name: 'Ada Moreau' },
  way: 'get',
  acquiredAt: '2026-11-20T10:00:00.000Z',
  receipt: null,
  licenceId: null,
  licenceText: 'Yours to use.',
  stillListed: true,
  refund: null,
  files: [file('kit.zip', 'new-kit'), file('icons.zip', 'icons')],
  links: {},
  releases: [
    { version: '1.1.0', notes: 'Sharper', date: '2026-11-25T10:00:00.000Z', files: [file('kit.zip', 'new-kit')] },
    { version: '1.0.0', notes: 'First', date: '2026-11-19T10:00:00.000Z', files: [file('kit.zip', 'old-kit')] },
  ],
  downloadedVersion: '1.0.0',
  update: {
    from: '1.0.0',
    to: '1.1.0',
    added: ['icons.zip'],
    removed: ['old.pdf'],
    changed: ['kit.zip'],
    notes: [{ version: '1.1.0', date: '2026-11-25T10:00:00.000Z', notes: 'Sharper' }],
  },
  muted: false,
};

describe('releases in the library', () => {
  restoreFetchAfterEach();

  it('marks an update with what changed, lists earlier releases to download, and mutes its e-mail', async () => {
    let muted = false;
    const { requests } = fakeApi(({ method, url }) => {
      if (method === 'PUT' && url === '/api/library/item-1/mute') {
        muted = true;
        return [200, { muted: true, position: '9' }];
      }
      return [200, { entries: [{ ...held, muted }] }];
    });
    renderRoutes('/library', { '/library': <Library /> });
    const update = await screen.findByRole('group', { name: 'Update available for “Kit”' });
    expect(within(update).getByText('1.0.0 → 1.1.0')).toBeTruthy();
    expect(
      within(update)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Added', 'Changed', 'Removed']);
    expect(
      within(update)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['icons.zip', 'kit.zip', 'old.pdf']);
    expect(within(update).getByText('Sharper')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download kit.zip of “Kit 1.0.0”' }).getAttribute('href')).toBe(
      '/api/downloads/old-kit',
    );

    const box = screen.getByRole('checkbox', { name: 'E-mail me new releases of “Kit”' });
    expect((box as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(
      await screen.findByRole('checkbox', { name: 'E-mail me new releases of “Kit”', checked: false }),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT' && request.url === '/api/library/item-1/mute')).toBe(
      true,
    );
  });

  it('says nothing is new once the latest release was downloaded', async () => {
    fakeApi(() => [200, { entries: [{ ...held, downloadedVersion: '1.1.0', update: null }] }]);
    renderRoutes('/library', { '/library': <Library /> });
    const releases = await screen.findByRole('region', { name: 'Releases of “Kit”' });
    expect(within(releases).getByText(/you have the latest/)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Update available for “Kit”' })).toBeNull();
  });
});
