import type { DocumentStore } from '@creators/storage';
import { LOCAL_MAILBOX } from '../../platform/mail/local-mailbox.js';
import { MAIL_OUTBOX, type OutboxEntry } from '../../platform/mail/outbox.js';

const PAGE = 500;

/**
 * Deletes every message to `address` but the one kept (the erasure receipt): from the outbox,
 * whose records are not looked up by address (it is scanned, kept small by its retention), and
 * from the local mailbox of the embedded default.
 */
export async function forgetMailTo(documents: DocumentStore, address: string, keep: string): Promise<void> {
  const gone: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: OutboxEntry[]; nextCursor: string | null } = await documents.find(MAIL_OUTBOX, {
      limit: PAGE,
      cursor,
    });
    for (const entry of page.items) if (entry.to === address && entry.id !== keep) gone.push(entry.id);
    cursor = page.nextCursor;
  } while (cursor !== null);
  if (gone.length > 0) await documents.write(gone.map((id) => ({ op: 'delete', collection: MAIL_OUTBOX, id })));
  for (;;) {
    const page = await documents.find(LOCAL_MAILBOX, {
      filter: { to: address },
      limit: PAGE,
    });
    const delivered = page.items.filter((mail) => mail.id !== keep);
    if (delivered.length === 0) return;
    await documents.write(delivered.map((mail) => ({ op: 'delete', collection: LOCAL_MAILBOX, id: mail.id })));
  }
}
