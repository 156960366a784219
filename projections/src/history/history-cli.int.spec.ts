import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { jest } from '@jest/globals';
import type { RecordedEvent } from '@creators/contracts';
import type { SqliteDocumentStore, SqliteEventStore } from '@creators/storage';
import { builtEntry, INTEGRATION_TEST_MS, PROMPTLY_MS, runProcess } from '@creators/storage/testing';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { CREATOR_ROLES } from '../creator-roles/creator-roles.projector.js';
import { EVENT_STATS } from '../event-stats/event-stats.projector.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { periodOf } from './commands/stats.js';
import { runHistory } from './run-history.js';
import { asOfCollection } from './as-of.js';
import {
  appendLog,
  dumpModels,
  historyContext,
  historyLog,
  readLog,
  tempStores,
  TextOutput,
} from './testing/history-log.js';

jest.setTimeout(INTEGRATION_TEST_MS);

const CLI = builtEntry(new URL('../../dist/history/cli.js', import.meta.url));

describe('the history CLI on a generated log', () => {
  let file: string;
  let events: SqliteEventStore;
  let documents: SqliteDocumentStore;
  let log: RecordedEvent[];

  beforeAll(async () => {
    ({ file, events, documents } = tempStores());
    await appendLog(events, historyLog({ days: 14, itemsPerDay: 6 }));
    log = await readLog(events);
  });
  afterAll(async () => {
    await events.close();
    await documents.close();
  });

  /** Runs one command line in-process, as `npm run history -- ...` would. */
  async function history(argv: string[], tty = false): Promise<{ status: number; out: string; err: string }> {
    const context = { ...historyContext({ events, documents }), err: new TextOutput(tty) };
    const status = await runHistory(argv, () => Promise.resolve({ ...context, close: async () => undefined }), context);
    return { status, out: context.out.text, err: context.err.text };
  }

  const byTypes = (types: string[]): RecordedEvent[] => log.filter((e) => types.includes(e.type));
  const tempFile = (name: string): string => join(dirname(file), name);
  const ndjson = (text: string): RecordedEvent[] =>
    text
      .trim()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as RecordedEvent);

  describe('events', () => {
    it('lists events of a type in log order as a table, and says how to read on', async () => {
      const { status, out, err } = await history(['events', '--type', 'TemplatePublished', '--limit', '3']);
      expect(status).toBe(0);
      const expected = byTypes(['TemplatePublished']);
      const lines = out.trim().split('\n');
      expect(lines[0]).toMatch(/^position\s+time\s+stream\s+type\s+v\s+data$/);
      expect(lines.slice(2, 5).map((line) => Number(line.trim().split(/\s+/)[0]))).toEqual(
        expected.slice(0, 3).map((e) => e.position),
      );
      expect(out).toContain('3 events');
      expect(err).toContain(`--from-position ${expected[3]?.position ?? 0}`);
    });

    it('prints NDJSON with every filter applied: stream prefix, position range and time range', async () => {
      const from = log[40]?.metadata.occurredAt ?? '';
      const to = log[300]?.metadata.occurredAt ?? '';
      const args = ['--stream-prefix', 'component-', '--from-position', '20', '--to-position', '400'];
      const { status, out } = await history(['events', ...args, '--from', from, '--to', to, '--all', '--ndjson']);
      expect(status).toBe(0);
      const expected = log.filter(
        (e) =>
          e.streamId.startsWith('component-') &&
          e.position >= 20 &&
          e.position <= 400 &&
          e.metadata.occurredAt >= from &&
          e.metadata.occurredAt <= to,
      );
      expect(expected.length).toBeGreaterThan(5);
      expect(ndjson(out)).toEqual(expected);
    });

    it('reads one stream whole', async () => {
      const stream = 'template-item2';
      const { out } = await history(['events', '--stream', stream, '--ndjson']);
      expect(ndjson(out)).toEqual(log.filter((e) => e.streamId === stream));
    });

    it('refuses a bad value naming the flag, with exit code 2', async () => {
      const bad = await history(['events', '--from', 'yesterday', '--to-position', 'x']);
      expect(bad.status).toBe(2);
      expect(bad.err).toContain('--to-position must be a position');
      expect(bad.err).toContain('--from must be an ISO date or time');
      expect((await history(['events', '--colour'])).status).toBe(2);
      expect((await history(['nonsense'])).status).toBe(2);
    });
  });

  describe('export', () => {
    it('writes the whole log as NDJSON, draws a progress bar and prints the count', async () => {
      const out = tempFile('all.ndjson');
      const result = await history(['export', '--out', out], true);
      expect(result.status).toBe(0);
      expect(ndjson(readFileSync(out, 'utf8'))).toEqual(log);
      expect(existsSync(`${out}.partial`)).toBe(false);
      expect(result.err).toMatch(/export \[#+\] 100%/);
      expect(result.out).toContain(`exported ${log.length.toLocaleString('en-US')} events to ${out} (ndjson)`);
    });

    it('writes a filtered range as CSV that a spreadsheet reads back', async () => {
      const out = tempFile('published.csv');
      const types = ['TemplatePublished', 'TemplateUnpublished'];
      const { status } = await history(['export', '--out', out, '--type', types.join(',')]);
      expect(status).toBe(0);
      const [header, ...rows] = readFileSync(out, 'utf8').trim().split('\n');
      expect(header).toBe(
        'position,streamId,revision,type,version,occurredAt,eventId,creatorId,correlationId,causationId,data',
      );
      const expected = byTypes(types);
      expect(rows).toHaveLength(expected.length);
      const first = expected[0];
      expect(rows[0]).toBe(
        `${first?.position},${first?.streamId},${first?.revision},${first?.type},1,${first?.metadata.occurredAt},` +
          `${first?.metadata.eventId},,${first?.metadata.correlationId},,"${JSON.stringify(first?.data).replaceAll('"', '""')}"`,
      );
    });

    it('upcasts on request: every item event in its current shape', async () => {
      const out = tempFile('upcast.ndjson');
      await history(['export', '--out', out, '--type', 'ComponentCreated', '--upcast']);
      const exported = ndjson(readFileSync(out, 'utf8'));
      expect(exported.length).toBeGreaterThan(0);
      expect(exported.every((e) => e.version === 2)).toBe(true);
    });

    it('needs --out', async () => {
      const { status, err } = await history(['export']);
      expect(status).toBe(2);
      expect(err).toContain('--out FILE is required');
    });
  });

  describe('stats', () => {
    const counted = (events: readonly RecordedEvent[], by: 'day' | 'week'): Map<string, number> => {
      const counts = new Map<string, number>();
      for (const e of events) {
        const key = `${periodOf(e.metadata.occurredAt.slice(0, 10), by)} ${e.type}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    };
    const parsedCsv = (out: string): Map<string, number> =>
      new Map(
        out
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => {
            const [period, type, n] = line.split(',');
            return [`${period ?? ''} ${type ?? ''}`, Number(n)];
          }),
      );

    it('counts events per type per day over a range, from the log', async () => {
      const { status, out, err } = await history(['stats', '--from', '2026-02-22', '--to', '2026-02-25', '--csv']);
      expect(status).toBe(0);
      const inRange = log.filter((e) => e.metadata.occurredAt >= '2026-02-22' && e.metadata.occurredAt < '2026-02-26');
      expect(parsedCsv(out)).toEqual(counted(inRange, 'day'));
      expect(err).toContain('(from the log)');
    });

    it('answers templates published per week, and the event-stats read model agrees once caught up', async () => {
      const fromLog = await history([
        'stats',
        '--type',
        'TemplatePublished',
        '--by',
        'week',
        '--csv',
        '--source',
        'log',
      ]);
      expect(parsedCsv(fromLog.out)).toEqual(counted(byTypes(['TemplatePublished']), 'week'));
      const runner = new ProjectionRunner(
        events,
        documents,
        // Views, previews and likes are the engagement windows' (the items' stage, which public-items follows).
        ALL_PROJECTORS.filter((p) => p.name === 'event-stats' || p.name === 'public-items'),
      );
      await runner.start();
      expect(await runner.waitFor(log.at(-1)?.position ?? 0, PROMPTLY_MS)).toBe(true);
      await runner.stop();
      expect(await documents.count(EVENT_STATS)).toBeGreaterThan(0);
      const fromModel = await history(['stats', '--type', 'TemplatePublished', '--by', 'week', '--csv']);
      expect(fromModel.err).toContain('event-stats read model');
      expect(fromModel.out).toBe(fromLog.out);
    });

    it('prints a table with totals and writes an SVG and an HTML chart', async () => {
      const svg = tempFile('chart.svg');
      const html = tempFile('chart.html');
      const table = await history(['stats', '--by', 'week', '--chart', svg]);
      expect(table.status).toBe(0);
      expect(table.out).toMatch(/^week of\s+type\s+events$/m);
      expect(table.out).toMatch(/^total\s+ItemViewed\s+\d+/m);
      const drawing = readFileSync(svg, 'utf8');
      expect(drawing).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      const viewed = log.filter((e) => e.type === 'ItemViewed' && e.metadata.occurredAt < '2026-02-23').length;
      expect(drawing).toContain(`<title>2026-02-16 ItemViewed: ${viewed}</title>`);
      expect(drawing).toContain('>other types</text>');
      await history(['stats', '--type', 'TemplatePublished', '--chart', html]);
      expect(readFileSync(html, 'utf8')).toMatch(/<!doctype html>[\s\S]*<svg[\s\S]*<table>/);
      expect((await history(['stats', '--chart', tempFile('chart.png')])).status).toBe(2);
    });
  });

  describe('lag', () => {
    it('shows each read model checkpoint, the head and the distance, and fails a --max check', async () => {
      const head = log.at(-1)?.position ?? 0;
      const { status, out } = await history(['lag', '--json']);
      expect(status).toBe(0);
      const answer = JSON.parse(out) as {
        head: number;
        projections: {
          projection: string;
          behind: number;
          atLeast: boolean;
          lagSeconds: number;
          checkpoint: number | null;
        }[];
      };
      expect(answer.head).toBe(head);
      expect(answer.projections.map((p) => p.projection)).toEqual(ALL_PROJECTORS.map((p) => p.name));
      expect(answer.projections.find((p) => p.projection === 'event-stats')).toMatchObject({
        checkpoint: head,
        behind: 0,
      });
      // Counted in events (the whole log here), and aged by the oldest one still to apply.
      const search = answer.projections.find((p) => p.projection === 'search');
      expect(search).toMatchObject({ checkpoint: null, behind: log.length, atLeast: false });
      expect(search?.lagSeconds).toBeGreaterThan(0);
      const table = await history(['lag']);
      expect(table.out).toMatch(new RegExp(`^event-stats\\s+2\\s+${head}\\s+${head}\\s+0`, 'm'));
      const check = await history(['lag', '--max', '10']);
      expect(check.status).toBe(1);
      expect(check.err).toContain('events behind the head');
    });
  });

  describe('grant-analyst and revoke-analyst', () => {
    const roleEvents = async (): Promise<string[]> =>
      (await events.readStream('creator-c1')).filter((e) => e.type.startsWith('AnalystRole')).map((e) => e.type);

    it('grants and revokes by handle, appending an event only when something changes', async () => {
      const profiles = new ProjectionRunner(
        events,
        documents,
        ALL_PROJECTORS.filter((p) => p.name === 'creator-profiles'),
      );
      await profiles.start();
      expect(await profiles.waitFor(log.at(-1)?.position ?? 0, PROMPTLY_MS)).toBe(true);
      await profiles.stop();
      const granted = await history(['grant-analyst', '@ADA']);
      expect(granted).toMatchObject({ status: 0 });
      expect(granted.out).toMatch(/^granted the analyst role to @ada \(creator c1\) at position \d+$/m);
      expect((await history(['grant-analyst', 'ada'])).out).toContain('already is an analyst; nothing changed');
      expect(await roleEvents()).toEqual(['AnalystRoleGranted']);
      const revoked = await history(['revoke-analyst', 'ada']);
      expect(revoked.out).toContain('revoked the analyst role from @ada');
      expect(await roleEvents()).toEqual(['AnalystRoleGranted', 'AnalystRoleRevoked']);
      await history(['grant-analyst', 'ada']);

      const runner = new ProjectionRunner(
        events,
        documents,
        ALL_PROJECTORS.filter((p) => p.name === 'creator-roles'),
      );
      await runner.start();
      expect(await runner.waitFor((await events.headPosition()) ?? 0, PROMPTLY_MS)).toBe(true);
      await runner.stop();
      expect(await documents.get(CREATOR_ROLES, 'c1')).toEqual({ id: 'c1', roles: ['analyst'] });
      log = await readLog(events);
    });

    it('says so when no creator has the handle (exit code 1)', async () => {
      const { status, err } = await history(['grant-analyst', 'nobody']);
      expect(status).toBe(1);
      expect(err).toContain('no creator has the handle "nobody"');
    });
  });

  it('runs as the built entry with the store the environment names, and helps', async () => {
    const run = (args: string[]): Promise<{ code: number | null; out: string }> =>
      runProcess(process.execPath, [CLI, ...args], {
        env: { ...process.env, DATA_DIR: dirname(file), EVENTSTORE_URL: '', MONGODB_URL: '' },
      }).then(({ code, stdout }) => ({ code, out: stdout }));
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('npm run build');
    for (const command of ['events', 'export', 'stats', 'replay', 'rebuild', 'lag', 'grant-analyst', 'revoke-analyst'])
      expect((await run([command, '--help'])).out).toMatch(/^Usage: npm run history -- /);
    const events = await run(['events', '--type', 'CreatorSignedUp', '--ndjson']);
    expect(events.code).toBe(0);
    expect(ndjson(events.out).map((e) => e.type)).toEqual(Array(5).fill('CreatorSignedUp'));
  });

  it('replays as the built entry in a thread of its own: what the same replay builds here, people’s values hidden unless asked', async () => {
    const point = log[Math.floor(log.length / 2)]?.position ?? 0;
    const cli = (args: string[]): Promise<{ code: number | null; stdout: string }> =>
      runProcess(process.execPath, [CLI, 'replay', '--as-of', String(point), '--show', 'summary', ...args], {
        env: { ...process.env, DATA_DIR: dirname(file), EVENTSTORE_URL: '', MONGODB_URL: '' },
      });
    const here = await history(['replay', '--as-of', String(point), '--name', 'here', '--show', 'summary']);
    const shown = await cli(['--name', 'shown', '--personal-data']);
    const hidden = await cli(['--name', 'hidden']);
    expect([shown.code, hidden.code]).toEqual([0, 0]);
    expect(here.out).toContain('published components');
    expect(shown.stdout).toBe(here.out);
    expect(hidden.stdout).toBe(here.out);

    const models = (namespace: string, only?: string): Promise<Record<string, unknown[]>> =>
      dumpModels(
        documents,
        ALL_PROJECTORS.filter((model) => only === undefined || model.name === only),
        (collection) => asOfCollection(namespace, collection),
      );
    expect(await models('shown')).toEqual(await models('here'));
    // The generated creators are named after their handles, in capitals.
    const name = (log.find((event) => event.type === 'CreatorSignedUp')?.data as { name: string }).name;
    expect(JSON.stringify(await models('shown', 'creator-profiles'))).toContain(name);
    expect(JSON.stringify(await models('hidden', 'creator-profiles'))).not.toContain(name);
  });

  it('keeps the table history sql loaded in DATA_DIR/history, and a second run answers from it', async () => {
    const kept = join(dirname(file), 'history', 'sql-events.duckdb');
    const count = async (): Promise<string> => {
      const { code, stdout, output } = await runProcess(
        process.execPath,
        [CLI, 'sql', 'SELECT count(*) FROM events', '--csv'],
        {
          env: { ...process.env, DATA_DIR: dirname(file), EVENTSTORE_URL: '', MONGODB_URL: '' },
        },
      );
      expect(code).toBe(0);
      expect(output).not.toContain('loaded into memory');
      return stdout.trim().split('\n')[1] ?? '';
    };
    expect(await count()).toBe(String(log.length));
    expect(existsSync(kept)).toBe(true);
    expect(await count()).toBe(String(log.length));
  });
});
