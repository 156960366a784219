import { labelRoute } from './label-route.js';
import type { RouteHead } from '../head/page-head.js';
import { labelHead } from '../head/label.head.js';

export const { loader, Component } = labelRoute('tags', {
  title: (name) => `Components tagged “${name}”`,
  breadcrumbs: [
    ['/marketplace', 'Marketplace'],
    ['/marketplace/components', 'Components'],
  ],
  noun: 'component',
  empty: { title: 'No components match', path: '/marketplace/components', link: 'See all components' },
});

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = (args) => labelHead('tags', args);
