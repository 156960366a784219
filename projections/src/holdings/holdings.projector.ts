import {
  asDownloadEvent,
  asEntitlementEvent,
  asOrderEvent,
  asReleaseNoticeEvent,
  compareVersions,
  type AcquisitionWay,
  type ItemKind,
  type OrderEvent,
  type OrderStatus,
  type PaymentProvider,
  type Receipt,
  type RecordedEvent,
} from '@creators/contracts';
import { collectionName, type DocumentChange } from '@creators/storage';
import type { DocumentReader, Projector } from '../runner/projector.js';
import { takenBy } from '../runner/projector.js';

/** One item an account holds (`<accountId>:<itemId>`): got for free or bought. */
export interface LibraryEntryDoc {
  readonly id: string;
  readonly accountId: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly sellerId: string;
  readonly way: AcquisitionWay;
  readonly acquiredAt: string;
  readonly orderId: string | null;
  readonly licenceId: string | null;
  readonly receipt: Receipt | null;
  /** A refunded purchase: no longer held. */
  readonly revoked: boolean;
  /** The newest release the holder downloaded a file of (absent: none yet). */
  readonly downloadedVersion?: string;
  /** New releases are not e-mailed to this holder. */
  readonly muted?: boolean;
  readonly [field: string]: unknown;
}

/** One order as its buyer follows it. */
export interface OrderDoc {
  readonly id: string;
  readonly orderId: string;
  readonly itemId: string;
  readonly kind: ItemKind;
  readonly buyerId: string;
  readonly sellerId: string;
  readonly amount: number;
  readonly currency: string;
  readonly provider: PaymentProvider;
  readonly checkoutId: string;
  readonly status: OrderStatus;
  readonly placedAt: string;
  readonly paidAt: string | null;
  readonly failure: string | null;
  readonly licenceId: string | null;
  readonly [field: string]: unknown;
}

/** The public count beside an item's Get or Buy: free gets and standing licences. */
export interface AcquisitionsDoc {
  readonly id: string;
  readonly gets: number;
  readonly sales: number;
  readonly [field: string]: unknown;
}

export const LIBRARY_ENTRIES = collectionName<LibraryEntryDoc>('library_entries');
export const LIBRARY_ORDERS = collectionName<OrderDoc>('library_orders');
export const ITEM_ACQUISITIONS = collectionName<AcquisitionsDoc>('item_acquisitions');

export const libraryEntryId = (accountId: string, itemId: string): string => `${accountId}:${itemId}`;

const counted = (doc: AcquisitionsDoc | null, itemId: string, gets: number, sales: number): AcquisitionsDoc => ({
  id: itemId,
  gets: (doc?.gets ?? 0) + gets,
  sales: (doc?.sales ?? 0) + sales,
});

/** An order's document after one of its events (refund requests are the creator's ledger's to show). */
function nextOrder(current: OrderDoc, order: OrderEvent, at: string): OrderDoc {
  switch (order.type) {
    case 'OrderPlaced':
    case 'RefundRequested':
    case 'RefundDeclined':
      return current;
    case 'OrderPaid':
      return { ...current, status: 'paid', paidAt: at, failure: null };
    case 'OrderPaymentFailed':
      return { ...current, status: 'failed', failure: order.data.reason };
    case 'OrderRefunded':
      return { ...current, status: 'refunded' };
  }
}

function changesOf(event: RecordedEvent, read: DocumentReader): DocumentChange[] {
  const at = event.metadata.occurredAt;
  const order = asOrderEvent(event);
  if (order !== null) {
    const { orderId } = order.data;
    if (order.type === 'OrderPlaced') {
      const placed = order.data;
      const doc: OrderDoc = {
        id: orderId,
        ...placed,
        status: 'placed',
        placedAt: at,
        paidAt: null,
        failure: null,
        licenceId: null,
      };
      return [{ op: 'put', collection: LIBRARY_ORDERS, doc }];
    }
    const current = read.get(LIBRARY_ORDERS, orderId);
    if (current === null) return [];
    const next = nextOrder(current, order, at);
    return next === current ? [] : [{ op: 'put', collection: LIBRARY_ORDERS, doc: next }];
  }

  const noted = holderChange(event, read);
  if (noted !== null) return noted;
  const held = asEntitlementEvent(event);
  if (held === null) return [];
  const { itemId, accountId } = held.data;
  const id = libraryEntryId(accountId, itemId);
  const entry = read.get(LIBRARY_ENTRIES, id);
  const counts = read.get(ITEM_ACQUISITIONS, itemId);
  switch (held.type) {
    case 'ItemGot': {
      // A purchase already in the library stays what it is; the get still counts once.
      if (entry !== null && !entry.revoked) return [];
      const doc: LibraryEntryDoc = {
        id,
        accountId,
        itemId,
        kind: held.data.kind,
        sellerId: held.data.sellerId,
        way: 'get',
        acquiredAt: at,
        orderId: null,
        licenceId: null,
        receipt: null,
        revoked: false,
      };
      return [
        { op: 'put', collection: LIBRARY_ENTRIES, doc },
        { op: 'put', collection: ITEM_ACQUISITIONS, doc: counted(counts, itemId, 1, 0) },
      ];
    }
    case 'LicenceIssued': {
      const { orderId, licenceId, amount, currency } = held.data;
      const paidAt = read.get(LIBRARY_ORDERS, orderId)?.paidAt ?? at;
      const doc: LibraryEntryDoc = {
        id,
        accountId,
        itemId,
        kind: held.data.kind,
        sellerId: held.data.sellerId,
        way: 'purchase',
        acquiredAt: at,
        orderId,
        licenceId,
        receipt: { orderId, paidAt, amount, currency },
        revoked: false,
      };
      const changes: DocumentChange[] = [
        { op: 'put', collection: LIBRARY_ENTRIES, doc },
        { op: 'put', collection: ITEM_ACQUISITIONS, doc: counted(counts, itemId, 0, 1) },
      ];
      const orderDoc = read.get(LIBRARY_ORDERS, orderId);
      if (orderDoc !== null) changes.push({ op: 'put', collection: LIBRARY_ORDERS, doc: { ...orderDoc, licenceId } });
      return changes;
    }
    case 'LicenceRevoked': {
      if (entry === null || entry.orderId !== held.data.orderId || entry.revoked) return [];
      return [
        { op: 'put', collection: LIBRARY_ENTRIES, doc: { ...entry, revoked: true } },
        { op: 'put', collection: ITEM_ACQUISITIONS, doc: counted(counts, itemId, 0, -1) },
      ];
    }
  }
}

/** A holder's download of a release, or their muting of its notices: their library entry follows. */
function holderChange(event: RecordedEvent, read: DocumentReader): DocumentChange[] | null {
  const download = asDownloadEvent(event);
  const notices = asReleaseNoticeEvent(event);
  const data = download?.data ?? notices?.data;
  if (data === undefined) return null;
  const { itemId, accountId } = data;
  const entry = read.get(LIBRARY_ENTRIES, libraryEntryId(accountId, itemId));
  if (entry === null) return [];
  if (notices !== null) {
    const muted = notices.type === 'ReleaseNoticesMuted';
    return (entry.muted ?? false) === muted
      ? []
      : [{ op: 'put', collection: LIBRARY_ENTRIES, doc: { ...entry, muted } }];
  }
  const version = download?.data.version;
  if (version === undefined) return [];
  const { downloadedVersion } = entry;
  if (downloadedVersion !== undefined && compareVersions(version, downloadedVersion) <= 0) return [];
  return [{ op: 'put', collection: LIBRARY_ENTRIES, doc: { ...entry, downloadedVersion: version } }];
}

/**
 * What accounts hold and buy: the library (`library_entries`, an account's items newest first),
 * orders as their buyers follow them (`library_orders`), and each item's public count of gets and
 * standing licences (`item_acquisitions`). Times are the events' own.
 */
export const holdingsProjector: Projector = {
  name: 'holdings',
  // 2: the release each holder downloaded, muted notices, and an item's holders.
  version: 2,
  collections: [
    {
      name: LIBRARY_ENTRIES,
      fields: { accountId: 'string', itemId: 'string', acquiredAt: 'string', revoked: 'boolean' },
      indexes: [
        ['accountId', 'acquiredAt'],
        ['itemId', 'acquiredAt'],
      ],
    },
    {
      name: LIBRARY_ORDERS,
      fields: { buyerId: 'string', itemId: 'string', status: 'string', placedAt: 'string' },
      indexes: [['buyerId', 'itemId', 'status']],
    },
    { name: ITEM_ACQUISITIONS, fields: {} },
  ],
  takes: takenBy(asOrderEvent, asEntitlementEvent, asDownloadEvent, asReleaseNoticeEvent),
  project: changesOf,
};
