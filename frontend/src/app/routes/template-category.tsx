import { labelRoute } from './label-route.js';
import type { RouteHead } from '../head/page-head.js';
import { labelHead } from '../head/label.head.js';

export const { loader, Component } = labelRoute('categories', {
  title: (name) => `${name} templates`,
  breadcrumbs: [
    ['/marketplace', 'Marketplace'],
    ['/marketplace/templates', 'Templates'],
    ['/marketplace/templates/category', 'Categories'],
  ],
  noun: 'template',
  empty: { title: 'No templates match', path: '/marketplace/templates/category', link: 'See every category' },
});

export { PageError as ErrorBoundary } from '../route-error.js';

export const head: RouteHead = (args) => labelHead('categories', args);
