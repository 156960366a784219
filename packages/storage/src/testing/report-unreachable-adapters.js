// @ts-check
/**
 * Jest globalSetup: the production adapters' contract suites are registered only when their
 * server's URL is set (see the *.contract.int.spec.ts files), so a run without them says so here,
 * once, instead of showing skipped tests. Plain JavaScript because jest loads this file natively.
 */
const suites = [
  { suite: 'EsdbEventStore', variable: 'EVENTSTORE_URL' },
  { suite: 'MongoDocumentStore', variable: 'MONGODB_URL' },
  // S3BlobStore always runs against s3rver; S3_URL adds a real server (MinIO, AWS).
  { suite: 'S3BlobStore on S3_URL', variable: 'S3_URL' },
];

// jest requires the default export.
export default function reportUnreachableAdapters() {
  const missing = suites.filter(({ variable }) => (process.env[variable] ?? '') === '');
  if (missing.length === 0) return;
  const list = missing.map(({ suite, variable }) => `${suite} (${variable} unset)`).join(', ');
  process.stdout.write(`storage contract suites not run: ${list}\n`);
}
