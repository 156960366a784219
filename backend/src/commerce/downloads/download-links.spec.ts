import { isDomainError } from '../../platform/domain-error.js';
import type { GatewaySecrets } from '../../platform/gateway-secrets.js';
import { DOWNLOAD_LINK_TTL_MS, DownloadLinks } from './download-links.js';

const secrets = (key: string): GatewaySecrets => ({ secret: () => Promise.resolve(key) }) as unknown as GatewaySecrets;
const grant = { accountId: 'a1', itemId: 'i1', uploadId: 'u1' };
const tokenOf = (url: string): string => url.slice('/api/downloads/'.length);

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('signed download links', () => {
  const links = new DownloadLinks(secrets('the key'));
  const now = Date.UTC(2026, 10, 24, 12);

  it('stand for the account, item and file they were signed for, until they expire', async () => {
    const token = tokenOf(await links.sign(grant, now));
    await expect(links.verify(token, now + DOWNLOAD_LINK_TTL_MS - 1)).resolves.toEqual(grant);
    expect(await refusal(links.verify(token, now + DOWNLOAD_LINK_TTL_MS))).toBe('link_expired');
  });

  it('refuse a token signed with another key, altered, or malformed', async () => {
    const token = tokenOf(await links.sign(grant, now));
    expect(await refusal(new DownloadLinks(secrets('another key')).verify(token, now))).toBe('bad_link');
    const [payload = '', mac = ''] = token.split('.');
    const other = Buffer.from(JSON.stringify({ a: 'a2', i: 'i1', u: 'u1', e: now + 1000 })).toString('base64url');
    expect(await refusal(links.verify(`${other}.${mac}`, now))).toBe('bad_link');
    expect(await refusal(links.verify(payload, now))).toBe('bad_link');
    expect(await refusal(links.verify(`${token}.extra`, now))).toBe('bad_link');
    expect(await refusal(links.verify('', now))).toBe('bad_link');
  });
});
