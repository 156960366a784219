import type { Price } from '@creators/contracts';

export function formatPrice(price: Price): string {
  if (price.amount === 0) return 'Free';
  return new Intl.NumberFormat('en', { style: 'currency', currency: price.currency }).format(price.amount / 100);
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));
}
