import { labelRoute } from './label-route.js';

export const { loader, Component, head } = labelRoute('tags', {
  title: (name) => `Components tagged “${name}”`,
  breadcrumbs: [
    ['/marketplace', 'Marketplace'],
    ['/marketplace/components', 'Components'],
  ],
  noun: 'component',
  empty: { title: 'No components match', path: '/marketplace/components', link: 'See all components' },
});

export { PageError as ErrorBoundary } from '../route-error.js';
