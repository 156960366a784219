import type { Price } from '@creators/contracts';
import { formatPrice } from '../../lib/format.js';

export function PriceTag({ price }: { readonly price: Price }) {
  return <span className={price.amount === 0 ? 'price price-free' : 'price'}>{formatPrice(price)}</span>;
}
