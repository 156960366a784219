import { labelRoute } from './label-route.js';

export const { loader, Component, head } = labelRoute('categories', {
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
