import { redirect, type RouteObject } from 'react-router';
import { ITEM_KINDS, MARKETPLACE_KINDS } from '@creators/contracts';
import { Layout, LayoutFallback } from './layout.js';
import { RouteError } from './route-error.js';

/**
 * Every screen of SPEC.md section 2. Routes per kind come from the kinds table; each screen's
 * code is loaded when first visited (route-level code splitting).
 */
const perMarketplaceKind: RouteObject[] = MARKETPLACE_KINDS.flatMap((kind) => [
  { path: `marketplace/${kind}`, handle: { kind }, lazy: () => import('./routes/marketplace-listing.js') },
  { path: `marketplace/${kind}/:slug`, handle: { kind }, lazy: () => import('./routes/marketplace-item.js') },
  {
    path: `marketplace/${kind}/:slug/preview`,
    handle: { kind },
    lazy: () => import('./routes/marketplace-preview.js'),
  },
]);

const perFeedKind: RouteObject[] = ITEM_KINDS.map((kind) => ({
  path: `feed/${kind}/:slug`,
  handle: { kind },
  lazy: () => import('./routes/feed-item.js'),
}));

const perDashboardKind: RouteObject[] = ITEM_KINDS.flatMap((kind) => [
  { path: kind, handle: { kind }, lazy: () => import('./routes/dashboard-items.js') },
  { path: `${kind}/:id/preview`, handle: { kind }, lazy: () => import('./routes/dashboard-item-preview.js') },
]);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback: LayoutFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect('/marketplace') },
      { path: 'marketplace', lazy: () => import('./routes/marketplace-home.js') },
      { path: 'marketplace/search', lazy: () => import('./routes/marketplace-search.js') },
      {
        path: 'marketplace/components/tags/:slug',
        handle: { kind: 'components' },
        lazy: () => import('./routes/component-tag.js'),
      },
      // The label indexes, ahead of the kinds' item routes (`tags` and `categories` are no item's slug).
      ...['marketplace/components/tags', 'marketplace/templates/categories', 'marketplace/templates/category'].map(
        (path) => ({
          path,
          handle: { kind: path.split('/')[1] },
          lazy: () => import('./routes/label-index.js'),
        }),
      ),
      {
        path: 'marketplace/templates/category/:slug',
        handle: { kind: 'templates' },
        lazy: () => import('./routes/template-category.js'),
      },
      ...perMarketplaceKind,
      { path: 'feed', lazy: () => import('./routes/feed.js') },
      { path: 'feed/following', lazy: () => import('./routes/feed-following.js') },
      ...perFeedKind,
      { path: 'experts', lazy: () => import('./routes/experts.js') },
      { path: 'sign-in', lazy: () => import('./routes/sign-in.js') },
      { path: 'sign-up', lazy: () => import('./routes/sign-up.js') },
      { path: 'sign-up/confirm', lazy: () => import('./routes/sign-up-confirm.js') },
      { path: 'forgot-password', lazy: () => import('./routes/forgot-password.js') },
      { path: 'reset-password', lazy: () => import('./routes/reset-password.js') },
      { path: 'account/email/confirm', lazy: () => import('./routes/account-email-confirm.js') },
      { path: 'outbox', lazy: () => import('./routes/outbox.js') },
      { path: 'moderation', lazy: () => import('./routes/moderation.js') },
      { path: 'moderation/collections', lazy: () => import('./routes/moderation-collections.js') },
      // Curation: what the home leads with, each with its page, and people's own collections.
      { path: 'trending', lazy: () => import('./routes/discover.js') },
      { path: 'new', lazy: () => import('./routes/discover.js') },
      { path: 'collections', lazy: () => import('./routes/my-collections.js') },
      { path: 'collections/:slug', lazy: () => import('./routes/collection-page.js') },
      // The analysts' workbench: its API answers the analyst role only.
      { path: 'analytics', lazy: () => import('./routes/analytics.js') },
      // Signed in only, like the dashboard: each loader sends anyone else to sign-in and back.
      { path: 'checkout/:orderId', lazy: () => import('./routes/checkout.js') },
      { path: 'library', lazy: () => import('./routes/library.js') },
      { path: 'account', lazy: () => import('./routes/account.js') },
      {
        // Signed in only: the layout's loader (and each screen's) sends anyone else to sign-in.
        path: 'dashboard',
        lazy: () => import('./routes/dashboard-layout.js'),
        children: [
          { index: true, loader: () => redirect('/dashboard/components') },
          ...perDashboardKind,
          { path: 'links', lazy: () => import('./routes/dashboard-links.js') },
          { path: 'profile', lazy: () => import('./routes/dashboard-profile.js') },
          { path: 'insights', lazy: () => import('./routes/dashboard-insights.js') },
          { path: 'earnings', lazy: () => import('./routes/dashboard-earnings.js') },
          { path: 'insights/:itemId', lazy: () => import('./routes/dashboard-item-insights.js') },
          { path: 'inbox', lazy: () => import('./routes/dashboard-inbox.js') },
        ],
      },
      // A creator's page, also where a handle that a page above shadows is reached.
      { path: 'creators/:slug', lazy: () => import('./routes/creator-page.js') },
      { path: ':slug', lazy: () => import('./routes/creator-page.js') },
      { path: 'creators/:handle/collections/:slug', lazy: () => import('./routes/collection-page.js') },
      { path: ':handle/collections/:slug', lazy: () => import('./routes/collection-page.js') },
      { path: '*', lazy: () => import('./routes/not-found.js') },
    ],
  },
];
