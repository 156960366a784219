/** @jest-environment jsdom */
import '../../../testing/jsdom-globals.js';
import type { ItemAccess, PublicItemView } from '@creators/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  fakeApi,
  restoreFetchAfterEach,
  problem,
  type FakeAnswer,
  type FakeRequest,
} from '../../../testing/fake-api.js';
import { renderRoutes } from '../../../testing/render-routes.js';
import { AcquirePanel } from './acquire-panel.js';

const file = {
  uploadId: 'u1',
  hash: 'a'.repeat(64),
  size: 2_400_000,
  mediaType: 'application/zip',
  name: 'kit.zip',
  format: null,
};

const itemOf = (amount: number): PublicItemView => ({
  id: 'item-1',
  kind: 'templates',
  slug: 'kit',
  title: 'Kit',
  summary: 'A kit',
  description: '',
  coverImageUrl: null,
  galleryImageUrls: [],
  previewUrl: null,
  price: { amount, currency: 'EUR' },
  files: [file],
  remixUrl: 'https://design.example.com/remix/kit',
  creator: { handle: 'ada', name: 'Ada', avatarUrl: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  likes: 3,
  updates: [],
  updatedOn: null,
});

const anonymous = (amount: number): ItemAccess => ({
  itemId: 'item-1',
  price: { amount, currency: 'EUR' },
  acquisitions: 1234,
  gets: 1234,
  sales: 0,
  own: false,
  entitled: false,
  way: null,
  files: [],
  links: {},
  pendingOrderId: null,
  licenceText: '“Kit” by Ada is licensed to you. You may use it in personal and commercial projects.',
});

const entitledFile = { ...file, downloadUrl: '/api/downloads/signed-token/kit.zip' };

function renderPanel(
  amount: number,
  signedIn: boolean,
  answer: (request: FakeRequest) => FakeAnswer,
  at = '/marketplace/templates/kit',
) {
  const api = fakeApi(answer);
  renderRoutes(at, {
    '/marketplace/templates/kit': <AcquirePanel kind="templates" item={itemOf(amount)} signedIn={signedIn} />,
  });
  return api;
}

describe('AcquirePanel', () => {
  restoreFetchAfterEach();

  it('shows what a free item includes, without links, and how often it was got', async () => {
    renderPanel(0, true, () => [200, anonymous(0)]);
    expect(await screen.findByText('1.2k gets')).toBeTruthy();
    const included = screen.getByRole('list', { name: 'Included with the item' });
    expect(within(included).getByText('kit.zip')).toBeTruthy();
    expect(within(included).getByText(/2\.4 MB/)).toBeTruthy();
    expect(within(included).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: /Duplicate to remix/ })).toBeNull();
  });

  it('says how often a paid item sold, not how often it was got', async () => {
    renderPanel(1250, false, () => [200, { ...anonymous(1250), acquisitions: 3, gets: 2, sales: 1 }]);
    expect(await screen.findByText('1 sale')).toBeTruthy();
    expect(screen.queryByText(/gets?$/)).toBeNull();
  });

  it('gets a free item for a signed-in visitor, then offers its files and remix link', async () => {
    const { requests } = renderPanel(0, true, ({ method }) =>
      method === 'POST'
        ? [
            200,
            {
              ...anonymous(0),
              acquisitions: 1235,
              entitled: true,
              way: 'get',
              files: [entitledFile],
              links: { remixUrl: 'https://design.example.com/remix/kit' },
            },
          ]
        : [200, anonymous(0)],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Get' }));
    const download = await screen.findByRole('link', { name: 'Download kit.zip of “Kit”' });
    expect(download.getAttribute('href')).toBe('/api/downloads/signed-token/kit.zip');
    expect(download.getAttribute('download')).toBe('kit.zip');
    expect(screen.getByRole('link', { name: /Duplicate to remix/ }).getAttribute('href')).toBe(
      'https://design.example.com/remix/kit',
    );
    expect(screen.getByRole('link', { name: /In your library/ }).getAttribute('href')).toBe('/library');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/marketplace/templates/kit/get',
    ]);
  });

  it('sends a signed-out visitor to sign in, coming back to the item', async () => {
    const { requests } = renderPanel(0, false, () => [200, anonymous(0)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Get' }));
    expect(await screen.findByText('At /sign-in?next=%2Fmarketplace%2Ftemplates%2Fkit%3Fthen%3Dget')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('offers sign-in when the session turns out to have ended', async () => {
    renderPanel(0, true, ({ method }) =>
      method === 'POST' ? [401, problem(401, 'sign in first')] : [200, anonymous(0)],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Get' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/sign-in?next=%2Fmarketplace%2Ftemplates%2Fkit%3Fthen%3Dget');
  });

  it('buys a paid item: places the order (the item only, no price) and opens the test checkout', async () => {
    const { requests } = renderPanel(3000, true, ({ method }) =>
      method === 'POST' ? [201, { orderId: 'order-9', checkoutUrl: '/checkout/order-9' }] : [200, anonymous(3000)],
    );
    const included = await screen.findByRole('list', { name: 'Included with the purchase' });
    expect(within(included).queryByRole('link')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy for €30.00' }));
    expect(await screen.findByText('At /checkout/order-9')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/orders', body: { itemId: 'item-1' } },
    ]);
  });

  it('shows the licence before buying, and sends the amount named and a discount code with the order', async () => {
    const api = fakeApi(({ method }) =>
      method === 'POST' ? [201, { orderId: 'order-9', checkoutUrl: '/checkout/order-9' }] : [200, anonymous(500)],
    );
    const item = { ...itemOf(500), price: { amount: 500, currency: 'EUR', payWhatYouWant: true } };
    renderRoutes('/marketplace/templates/kit', {
      '/marketplace/templates/kit': <AcquirePanel kind="templates" item={item} signedIn />,
    });
    expect(await screen.findByText(/personal and commercial projects/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Pay what you want/), { target: { value: '12.50' } });
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'LAUNCH20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('At /checkout/order-9')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/orders', body: { itemId: 'item-1', amount: 1250, discountCode: 'LAUNCH20' } },
    ]);
  });

  it('back from signing in to buy, opens the checkout without a second click', async () => {
    const { requests } = renderPanel(
      3000,
      true,
      ({ method }) =>
        method === 'POST' ? [201, { orderId: 'order-9', checkoutUrl: '/checkout/order-9' }] : [200, anonymous(3000)],
      '/marketplace/templates/kit?then=buy',
    );
    expect(await screen.findByText('At /checkout/order-9')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/orders', body: { itemId: 'item-1' } },
    ]);
  });

  it('back from signing in to get, gets the item once without a second click', async () => {
    const { requests } = renderPanel(
      0,
      true,
      ({ method }) =>
        method === 'POST' ? [200, { ...anonymous(0), entitled: true, files: [entitledFile] }] : [200, anonymous(0)],
      '/marketplace/templates/kit?then=get',
    );
    expect(await screen.findByRole('link', { name: 'Download kit.zip of “Kit”' })).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/marketplace/templates/kit/get',
    ]);
  });

  it('says why an order was refused, and stays', async () => {
    renderPanel(3000, true, ({ method }) =>
      method === 'POST' ? [409, problem(409, 'you already hold a licence for this item')] : [200, anonymous(3000)],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Buy for €30.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already hold a licence for this item.');
    expect(screen.getByRole('button', { name: 'Buy for €30.00' })).toBeTruthy();
  });

  it('shows the creator their own item with its downloads, and a buyer theirs', async () => {
    renderPanel(3000, true, () => [200, { ...anonymous(3000), own: true, entitled: true, files: [entitledFile] }]);
    expect(await screen.findByText('Your item')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download kit.zip of “Kit”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });

  it('shows a buyer that the item is in their library', async () => {
    renderPanel(3000, true, () => [
      200,
      { ...anonymous(3000), entitled: true, way: 'purchase', files: [entitledFile] },
    ]);
    expect(await screen.findByRole('link', { name: /In your library/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });
});
