/**
 * Rate limits count in fixed windows of wall-clock time: a burst that straddles two windows is two
 * bursts. Waits (a condition, polled) until at least `marginMs` of the current `windowMs` window
 * are left, far more than a test's burst of requests takes on any machine.
 */
export async function awayFromWindowEnd(windowMs: number, marginMs: number): Promise<void> {
  while (windowMs - (Date.now() % windowMs) < marginMs) await new Promise((resolve) => setTimeout(resolve, 200));
}
