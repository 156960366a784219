import type { ItemCreatedData, ItemEditedData, ItemFields, Price } from './item-events.js';
import { ITEM_KINDS } from './kinds.js';
import { itemEventType } from './item-events.js';
import { upcastStep, type UpcasterTable } from './upcaster.js';

/*
 * Schema history of item events.
 *
 * v1  `<Kind>Created` and `<Kind>Edited` carried `price` as a whole number of US cents.
 * v2  `price` is `{ amount, currency }` in minor units, so an item can be priced in any currency.
 */

type FieldsV1 = Omit<ItemFields, 'price'> & { readonly price: number | Price };
export type ItemCreatedDataV1 = Omit<ItemCreatedData, 'fields'> & { readonly fields: FieldsV1 };
export type ItemEditedDataV1 = Omit<ItemEditedData, 'changes'> & { readonly changes: Partial<FieldsV1> };

// Only a number needs converting; a v1 price already shaped as v2 (some early fixtures) passes as is.
const priceV2 = (price: number | Price): Price =>
  typeof price === 'number' ? { amount: price, currency: 'USD' } : price;

export const createdV1ToV2 = (data: ItemCreatedDataV1): ItemCreatedData => ({
  ...data,
  fields: { ...data.fields, price: priceV2(data.fields.price) },
});

export const editedV1ToV2 = ({ changes, ...data }: ItemEditedDataV1): ItemEditedData => {
  const { price, ...rest } = changes;
  return { ...data, changes: price === undefined ? rest : { ...rest, price: priceV2(price) } };
};

export const ITEM_EVENT_UPCASTERS: UpcasterTable = Object.fromEntries(
  ITEM_KINDS.flatMap((kind) => [
    [itemEventType(kind, 'Created'), { 1: upcastStep(createdV1ToV2) }],
    [itemEventType(kind, 'Edited'), { 1: upcastStep(editedV1ToV2) }],
  ]),
);
