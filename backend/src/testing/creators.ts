import { randomUUID } from 'node:crypto';
import { creatorStreamId } from '@creators/contracts';
import { PROMPTLY_MS } from '@creators/storage/testing';
import { SessionStore } from '../accounts/sessions/session-store.js';
import { anEvent } from './events.js';
import { HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/**
 * A signed-in creator for tests of other contexts: the CreatorSignedUp event and a session, made
 * directly so those tests do not depend on the sign-up flow (which has tests of its own).
 */
export async function signedInCreator(
  testApp: TestApp,
  handle = `maker${randomUUID().slice(0, 8)}`,
): Promise<{ client: HttpClient; creatorId: string; handle: string }> {
  const creatorId = randomUUID();
  const { position } = await testApp.events.append(
    creatorStreamId(creatorId),
    [anEvent('CreatorSignedUp', { creatorId, handle, name: `Maker ${handle}` }, creatorId)],
    'no_stream',
  );
  if (!(await testApp.runner.waitFor(position, PROMPTLY_MS))) {
    throw new Error(`the read models did not reach the new creator's position ${position} in ${PROMPTLY_MS} ms`);
  }
  const { token } = await testApp.app.get(SessionStore).start(creatorId);
  return { client: new HttpClient(testApp.base).useSession(token), creatorId, handle };
}

/** Grants a role as the history tool does (an event on the creator's stream), once the read models have it. */
export async function grantRole(
  testApp: TestApp,
  type: 'ModeratorRoleGranted' | 'AnalystRoleGranted' | 'PersonalDataRoleGranted',
  creatorId: string,
): Promise<void> {
  const { position } = await testApp.events.append(
    creatorStreamId(creatorId),
    [anEvent(type, { creatorId })],
    'stream_exists',
  );
  if (!(await testApp.runner.waitFor(position, PROMPTLY_MS))) {
    throw new Error(`the read models did not reach the grant's position ${position} in ${PROMPTLY_MS} ms`);
  }
}
