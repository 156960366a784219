/** @jest-environment jsdom */
import '../../testing/jsdom-globals.js';
import { orderNumber, type LibraryEntry } from '@creators/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { anOrder } from '../../testing/commerce-fixtures.js';
import { fakeApi, restoreFetchAfterEach, problem, type FakeAnswer, type FakeRequest } from '../../testing/fake-api.js';
import { renderRoutes } from '../../testing/render-routes.js';
import { Component as Library } from './library.js';

const bought: LibraryEntry = {
  itemId: 'item-1',
  kind: 'templates',
  slug: 'kit',
  title: 'Kit',
  coverImage: null,
  coverImageUrl: null,
  creator: { handle: 'ada', name: 'Ada Moreau' },
  way: 'purchase',
  acquiredAt: '2026-11-23T10:00:00.000Z',
  receipt: { orderId: 'order-1', paidAt: '2026-11-23T10:00:01.000Z', amount: 3000, currency: 'EUR' },
  licenceId: 'licence-1',
  licenceText: 'You may use this template in any number of projects.',
  stillListed: true,
  refund: { requestableUntil: '2026-12-07T10:00:01.000Z', request: null },
  files: [
    {
      uploadId: 'u1',
      name: 'kit.zip',
      size: 5000,
      mediaType: 'application/zip',
      format: null,
      downloadUrl: '/api/downloads/token-1',
    },
  ],
  links: { remixUrl: 'https://design.example.com/remix/kit' },
  releases: [],
  downloadedVersion: null,
  update: null,
  muted: false,
};

const got: LibraryEntry = {
  ...bought,
  itemId: 'item-2',
  kind: 'vectors',
  slug: 'leaf',
  title: 'Leaf',
  way: 'get',
  receipt: null,
  licenceId: null,
  stillListed: false,
  refund: null,
  files: [],
  links: {},
};

const order = anOrder({ currency: 'EUR' });

function renderLibrary(path: string, answer: (request: FakeRequest) => FakeAnswer) {
  const api = fakeApi(answer);
  renderRoutes(path, { '/library': <Library /> });
  return api;
}

describe('the library', () => {
  restoreFetchAfterEach();

  it('asks the creator for a refund of a purchase, with a reason, and says it was asked', async () => {
    let asked = false;
    const { requests } = renderLibrary('/library', ({ method, url }) => {
      if (method === 'POST' && url === '/api/orders/order-1/refund-request') {
        asked = true;
        return [201, { orderId: 'order-1', answerBy: '2026-12-01T00:00:00.000Z' }];
      }
      const refund = asked ? { requestableUntil: null, request: 'open' } : bought.refund;
      return [200, { entries: [{ ...bought, refund }, got] }];
    });
    const kit = await screen.findByRole('article', { name: 'Kit' });
    expect(
      within(await screen.findByRole('article', { name: 'Leaf' })).queryByRole('button', { name: 'Ask for a refund' }),
    ).toBeNull();
    fireEvent.click(within(kit).getByRole('button', { name: 'Ask for a refund' }));
    fireEvent.click(within(kit).getByRole('button', { name: 'Ask for a refund' }));
    expect(await within(kit).findByText('Say why, in a few words.')).toBeTruthy();
    fireEvent.change(within(kit).getByLabelText(/Why you ask/), { target: { value: 'It does not open' } });
    fireEvent.click(within(kit).getByRole('button', { name: 'Ask for a refund' }));
    expect(await within(kit).findByText(/You asked for a refund/)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'It does not open' });
  });

  it('lists what I got and bought, with receipts, licences and downloads', async () => {
    renderLibrary('/library', () => [200, { entries: [bought, got] }]);
    const kit = await screen.findByRole('article', { name: 'Kit' });
    expect(within(kit).getByRole('link', { name: 'Kit' }).getAttribute('href')).toBe('/marketplace/templates/kit');
    expect(within(kit).getByText('Bought')).toBeTruthy();
    const receipt = within(kit).getByText(orderNumber('order-1')).closest('dl');
    expect(receipt?.getAttribute('aria-label')).toBe('Receipt for “Kit”');
    expect(within(kit).getByText(orderNumber('order-1'))).toBeTruthy();
    expect(within(kit).getByText('€30.00')).toBeTruthy();
    expect(within(kit).getByText('EUR')).toBeTruthy();
    expect(within(kit).getByRole('link', { name: 'Download kit.zip of “Kit”' }).getAttribute('href')).toBe(
      '/api/downloads/token-1',
    );
    expect(within(kit).getByRole('link', { name: /Duplicate to remix/ })).toBeTruthy();
    expect(within(kit).getByRole('link', { name: 'Ada Moreau' }).getAttribute('href')).toBe('/ada');
    const licence = within(kit).getByText('You may use this template in any number of projects.');
    expect(licence.closest('details')?.open).toBe(false);
    fireEvent.click(within(kit).getByText('Licence'));
    expect(licence.closest('details')?.open).toBe(true);

    const leaf = screen.getByRole('article', { name: 'Leaf' });
    expect(within(leaf).getByText('Got for free')).toBeTruthy();
    // Unlisted since: kept, without a link to a page that is gone.
    expect(within(leaf).queryByRole('link', { name: 'Leaf' })).toBeNull();
    expect(within(leaf).getByText(/No longer listed/)).toBeTruthy();
    expect(within(leaf).queryByText('Order')).toBeNull();
  });

  it('leads an empty library to the marketplace', async () => {
    renderLibrary('/library', () => [200, { entries: [] }]);
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe('/marketplace');
  });

  it('says when it could not load, and tries again', async () => {
    let calls = 0;
    renderLibrary('/library', () => {
      calls += 1;
      return calls === 1 ? [503, problem(503, 'not ready')] : [200, { entries: [got] }];
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Leaf' })).toBeTruthy();
  });

  it('follows a purchase until it is paid, then shows it', async () => {
    let orderCalls = 0;
    const { requests } = renderLibrary('/library?order=order-1', ({ url }) => {
      if (url === '/api/orders/order-1') {
        orderCalls += 1;
        return [200, orderCalls < 2 ? order : { ...order, status: 'paid', paidAt: '2026-11-23T10:00:01.000Z' }];
      }
      return [200, { entries: orderCalls < 2 ? [got] : [bought, got] }];
    });
    expect(await screen.findByText(/Completing your purchase of “Kit” \(€30\.00\)/)).toBeTruthy();
    expect(
      await screen.findByText(/Your purchase of “Kit” \(€30\.00\) is complete/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Kit' })).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/library').length).toBeGreaterThanOrEqual(2);
  });

  it('says when a purchase failed, and leads back to the item', async () => {
    renderLibrary('/library?order=order-1', ({ url }) =>
      url === '/api/orders/order-1'
        ? [200, { ...order, status: 'failed', failure: 'the card was declined' }]
        : [200, { entries: [] }],
    );
    expect(await screen.findByText(/did not go through: the card was declined/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again from the item' }).getAttribute('href')).toBe(
      '/marketplace/templates/kit',
    );
  });
});
