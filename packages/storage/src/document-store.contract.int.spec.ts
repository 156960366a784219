import { join } from 'node:path';
import { MongoDocumentStore } from './mongo/mongo-document-store.js';
import { SqliteDocumentStore } from './sqlite/sqlite-document-store.js';
import { documentStoreContract } from './testing/document-store.contract.js';
import { tempDir } from './testing/harness.js';

describe('SqliteDocumentStore', () => {
  const file = join(tempDir('documents-'), 'documents.db');
  documentStoreContract(() => Promise.resolve(new SqliteDocumentStore(file)));
});

// Registered only with a server to run against; testing/report-unreachable-adapters.js says when not.
const mongodbUrl = process.env.MONGODB_URL ?? '';
if (mongodbUrl !== '') {
  describe('MongoDocumentStore', () => {
    documentStoreContract(() => MongoDocumentStore.connect(mongodbUrl));
  });
}
