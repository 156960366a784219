import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';
import { documentStoreContract } from './testing/document-store.contract.js';

describe('SqliteDocumentStore', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'documents-')), 'documents.db');
  documentStoreContract(() => Promise.resolve(new SqliteDocumentStore(file)));
});
