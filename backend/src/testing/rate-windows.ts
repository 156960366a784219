/**
 * Rate limits count in fixed windows of wall-clock time: a burst that straddles two windows is two
 * bursts. Waits (a condition, polled) until at least `marginMs` of the current `windowMs` window
 * are left, far more than a test's burst of requests takes on any machine.
 */
export async function awayFromWindowEnd(windowMs: number, marginMs: number): Promise<void> {
  while (windowMs - (Date.now() % windowMs) < marginMs) await new Promise((resolve) => setTimeout(resolve, 200));
}

let addresses = 0;
/**
 * An `X-Forwarded-For` of an address no other call of this process used (the test gateway trusts
 * loopback's): for tests that sign up many people, as many people would, from addresses of their own.
 */
export function newAddress(): Record<string, string> {
  addresses += 1;
  return { 'x-forwarded-for': `100.64.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}` };
}
