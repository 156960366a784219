/** @jest-environment jsdom */
import '../../../testing/jsdom-globals.js';
import type { ItemReviewsView, ReviewView } from '@creators/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, restoreFetchAfterEach, type FakeAnswer, type FakeRequest } from '../../../testing/fake-api.js';
import { renderRoutes } from '../../../testing/render-routes.js';
import { ItemReviews } from './item-reviews.js';

const review: ReviewView = {
  id: 'r1',
  itemId: 'i1',
  reviewerId: 'b1',
  reviewer: { handle: 'bea', name: 'Bea' },
  rating: 4,
  text: 'Saved me a day',
  version: '1.2.0',
  writtenAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  answer: { text: 'Thank you!', at: '2026-11-21T10:00:00.000Z' },
};

const none: ItemReviewsView = {
  items: [],
  ratingAverage: null,
  ratingCount: 0,
  mine: null,
  canReview: false,
  isCreator: false,
};

function renderReviews(answer: (request: FakeRequest) => FakeAnswer) {
  const api = fakeApi(answer);
  renderRoutes('/marketplace/components/grid', {
    '/marketplace/components/grid': (
      <ItemReviews kind="components" slug="grid" report={(shown) => <button type="button">Report {shown.id}</button>} />
    ),
  });
  return api;
}

describe('an item’s reviews', () => {
  restoreFetchAfterEach();

  it('lists the shown reviews with their stars, the version held and the creator’s answer', async () => {
    renderReviews(() => [200, { ...none, items: [review], ratingAverage: 4, ratingCount: 1 }]);
    const entry = await screen.findByRole('listitem');
    expect(within(entry).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(entry).getByText('Saved me a day')).toBeTruthy();
    expect(within(entry).getByText(/version 1\.2\.0/)).toBeTruthy();
    expect(within(entry).getByText('Thank you!')).toBeTruthy();
    expect(within(entry).getByRole('button', { name: 'Report r1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5 by 1 review' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says when there are none yet, and offers a holder the form: stars first, then it is sent', async () => {
    const api = renderReviews((request) =>
      request.method === 'POST' ? [201, { reviewId: 'r9', position: '7' }] : [200, { ...none, canReview: true }],
    );
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Your review' });
    fireEvent.change(within(form).getByLabelText(/^Your review/), { target: { value: ' Neat ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await within(form).findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(api.requests.filter((sent) => sent.method === 'POST')).toEqual([]);
    fireEvent.click(within(form).getByLabelText('5 stars'));
    fireEvent.click(within(form).getByRole('button', { name: 'Post review' }));
    await waitFor(() => {
      expect(api.requests.filter((sent) => sent.method === 'POST')).toEqual([
        expect.objectContaining({ url: '/api/marketplace/components/grid/reviews', body: { rating: 5, text: 'Neat' } }),
      ]);
    });
  });

  it('shows a failure in place, with a retry', async () => {
    renderReviews(() => [500, { type: 'about:blank', title: 'Oops', status: 500, detail: '' }]);
    expect(await screen.findByRole('heading', { name: 'The reviews could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
