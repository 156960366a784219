import { jest } from '@jest/globals';
import { ENGAGEMENT_EVENT_TYPES } from '@creators/contracts';
import { INTEGRATION_TEST_MS, PROMPTLY_MS } from '@creators/storage/testing';
import { ALL_PROJECTORS } from '../../all-projectors.js';
import { PUBLIC_ENGAGEMENT_PAST } from '../../published-items/public-items.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { NO_FILTER } from '../event-filter.js';
import { appendLog, historyLog, tempStores } from '../testing/history-log.js';
import { eventCounts } from './stats.js';

jest.setTimeout(INTEGRATION_TEST_MS);

describe('stats from the read models', () => {
  it('counts the views, previews and likes of days that left the engagement window as the log does', async () => {
    const { events, documents } = tempStores();
    try {
      await appendLog(events, historyLog({ days: 120, itemsPerDay: 2 }));
      const head = (await events.headPosition()) ?? 0;
      const runner = new ProjectionRunner(
        events,
        documents,
        ALL_PROJECTORS.filter((p) => p.name === 'event-stats' || p.name === 'public-items'),
      );
      await runner.start();
      try {
        expect(await runner.waitFor(head, PROMPTLY_MS)).toBe(true);
      } finally {
        await runner.stop();
      }
      // The first month's tallies have left the windows for the items' past tallies.
      expect(await documents.count(PUBLIC_ENGAGEMENT_PAST)).toBeGreaterThan(0);
      const filter = { ...NO_FILTER, types: [...ENGAGEMENT_EVENT_TYPES] };
      const fromModel = await eventCounts({ events, documents }, filter, 'week', 'read-model');
      const fromLog = await eventCounts({ events, documents }, filter, 'week', 'log');
      expect(fromModel.source).toBe('read-model');
      const cells = (counts: typeof fromLog.counts): string[] =>
        counts.periods.flatMap((period) =>
          counts.types.map((type) => `${period} ${type} ${counts.count(period, type)}`),
        );
      expect(cells(fromLog.counts).length).toBeGreaterThan(30);
      expect(cells(fromModel.counts)).toEqual(cells(fromLog.counts));
    } finally {
      await events.close();
      await documents.close();
    }
  });
});
