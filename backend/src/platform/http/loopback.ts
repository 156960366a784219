import { isIP } from 'node:net';

/**
 * A client on this machine: any loopback address in either family (all of 127.0.0.0/8), including
 * IPv4 written as an IPv6-mapped address. Taken from the client address after TRUST_PROXY.
 */
export const isLoopback = (ip: string): boolean => {
  const v4 = ip.replace(/^::ffff:/, '');
  return ip === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
};
