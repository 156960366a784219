import { parentPort, workerData } from 'node:worker_threads';
import type { FromCommitThread, ToCommitThread } from './commit-thread-client.js';
import { SqliteDocumentStore } from './sqlite-document-store.js';
import { errorCode } from './write-transaction.js';

/** The commit thread (`commit-thread-client.ts`): commits each batch it is given, in order, on its own connection. */
const port = parentPort;
if (port === null) throw new Error('commit-thread.js runs as a worker thread');
const { file } = workerData as { file: string };
const store = new SqliteDocumentStore(file);
let chain = Promise.resolve();

port.on('message', (message: ToCommitThread) => {
  chain = chain.then(async () => {
    if (message.type === 'close') {
      await store.close();
      port.close();
      return;
    }
    let answer: FromCommitThread;
    try {
      answer = { id: message.id, ok: await store.commit(message.changes, message.checkpoints) };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      answer = { id: message.id, error: { message: text, code: errorCode(error) } };
    }
    port.postMessage(answer);
  });
});
