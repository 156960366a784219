// @ts-check
// Write-side figures: create-and-publish commands from 50 concurrent creators, over HTTP from a
// second process, beside the same server's health endpoint measured in the same run.
import { fmt, line, load, signUpCreators, startGateway } from './lib.mjs';

export async function run() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const gateway = await startGateway();
  try {
    const cookies = await signUpCreators(gateway.base, 50);
    const health = await load(gateway.base, 'health', { connections: 50, seconds });
    const commands = await load(gateway.base, 'create-and-publish', { connections: 50, seconds, setup: { cookies } });
    console.log(
      `commands: 50 concurrent creators, create then publish, ${seconds} s each, over loopback from a second process`,
    );
    line('  health endpoint', health.perSecond, 'requests/s', null);
    line('  health p99', health.p99, 'ms', null);
    line('  create-and-publish commands', commands.perSecond, 'commands/s', health.perSecond, '>= 2,000 commands/s');
    line('  command p50', commands.p50, 'ms', null);
    line('  command p99', commands.p99, 'ms', null, '< 50 ms');
    if (commands.errors > 0) console.log(`  (${fmt(commands.errors)} commands were refused)`);
    return { health, commands };
  } finally {
    await gateway.stop();
  }
}
