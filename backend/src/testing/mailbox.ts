import { LocalMailbox, type LocalMail } from '../platform/mail/local-mailbox.js';
import { MAIL_TRANSPORT, type MailTransport } from '../platform/mail/mail-transport.js';
import { Outbox } from '../platform/mail/outbox.js';
import type { HttpClient, Reply } from './http-client.js';
import type { TestApp } from './test-app.js';

/** What the local outbox holds for an address once every delivery started has ended, newest first. */
export async function mailTo(testApp: TestApp, email: string): Promise<LocalMail[]> {
  await testApp.app.get(Outbox).settled();
  const transport = testApp.app.get<symbol, MailTransport>(MAIL_TRANSPORT);
  if (!(transport instanceof LocalMailbox)) throw new Error('the test app keeps its mail in the local outbox');
  return transport.list(50, email.trim().toLowerCase());
}

/** The token of the newest confirmation link sent to an address. */
export async function confirmationToken(testApp: TestApp, email: string): Promise<string> {
  for (const mail of await mailTo(testApp, email)) {
    const token = /\/sign-up\/confirm(?:\?[^#\s]*)?#token=([\w-]+)/.exec(mail.text)?.[1];
    if (token !== undefined) return token;
  }
  throw new Error(`no confirmation link was sent to ${email}`);
}

/**
 * Signs up as a person does from the web: the request (202), the link from the e-mail, the
 * confirmation. Gives the confirmation's answer (or the request's, when that was refused).
 */
export async function signUpByEmail(
  testApp: TestApp,
  client: HttpClient,
  body: { email: string; password: string; handle: string; name: string },
  headers: Record<string, string> = {},
): Promise<Reply> {
  const requested = await client.post('/api/auth/sign-up', body, headers);
  if (requested.status !== 202) return requested;
  const token = await confirmationToken(testApp, body.email);
  return client.post('/api/auth/sign-up/confirm', { token }, headers);
}
