import type { RecordedEvent } from '@creators/contracts';
import {
  EventFilterError,
  NO_FILTER,
  decodeEventCursor,
  encodeEventCursor,
  matchesEvent,
  parseEventFilter,
  parseInstant,
} from './event-filter.js';

const event = (position: number, streamId: string, type: string, occurredAt: string): RecordedEvent => ({
  position,
  streamId,
  type,
  revision: 0,
  version: 1,
  data: {},
  metadata: { eventId: `e${position}`, occurredAt, creatorId: null, correlationId: 'c', causationId: null },
});

const problems = (raw: Parameters<typeof parseEventFilter>[0]): { field: string; message: string }[] => {
  try {
    parseEventFilter(raw);
  } catch (error) {
    if (error instanceof EventFilterError) return [...error.problems];
    throw error;
  }
  return [];
};

describe('the event filter shared by GET /api/events and the history CLI', () => {
  it('reads every parameter, a comma list of types and inclusive bounds', () => {
    expect(
      parseEventFilter({
        streamPrefix: 'template-',
        type: 'TemplatePublished, TemplateUnpublished',
        fromPosition: '10',
        toPosition: '20',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    ).toEqual({
      stream: null,
      streamPrefix: 'template-',
      types: ['TemplatePublished', 'TemplateUnpublished'],
      fromPosition: 10,
      toPosition: 20,
      from: '2026-03-01T00:00:00.000Z',
      to: '2026-03-31T23:59:59.999Z',
    });
    expect(parseEventFilter({})).toEqual(NO_FILTER);
    expect(parseEventFilter({ stream: ' ', type: '' })).toEqual(NO_FILTER);
  });

  it('reads times with or without a zone (UTC when none), and refuses dates that do not exist', () => {
    expect(parseInstant('2026-03-01T09:30', 'start')).toBe('2026-03-01T09:30:00.000Z');
    expect(parseInstant('2026-03-01T09:30:15.5+02:00', 'end')).toBe('2026-03-01T07:30:15.500Z');
    expect(parseInstant('2026-02-30', 'start')).toBeNull();
    expect(parseInstant('March 1st', 'start')).toBeNull();
  });

  it('names every refused parameter', () => {
    expect(
      problems({
        stream: 'a',
        streamPrefix: 'b',
        type: 'Good,not a type',
        fromPosition: '-1',
        toPosition: '2x',
        from: '2026-13-01',
        to: 'soon',
      }).map((p) => p.field),
    ).toEqual(['streamPrefix', 'type', 'fromPosition', 'toPosition', 'from', 'to']);
    expect(problems({ fromPosition: '9', toPosition: '3' })).toEqual([
      { field: 'toPosition', message: 'must not be before fromPosition' },
    ]);
    expect(problems({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { field: 'to', message: 'must not be before from' },
    ]);
  });

  it('matches on stream, prefix, type, positions and time, all inclusive', () => {
    const e = event(15, 'template-1', 'TemplatePublished', '2026-03-01T10:00:00.000Z');
    const filter = parseEventFilter({
      streamPrefix: 'template-',
      type: 'TemplatePublished',
      fromPosition: '15',
      toPosition: '15',
      from: '2026-03-01T10:00:00Z',
      to: '2026-03-01T10:00:00Z',
    });
    expect(matchesEvent(filter, e)).toBe(true);
    expect(matchesEvent({ ...filter, toPosition: 14 }, e)).toBe(false);
    expect(matchesEvent({ ...filter, types: ['TemplateCreated'] }, e)).toBe(false);
    expect(matchesEvent({ ...filter, streamPrefix: 'component-' }, e)).toBe(false);
    expect(matchesEvent({ ...filter, from: '2026-03-01T10:00:00.001Z' }, e)).toBe(false);
    expect(matchesEvent({ ...NO_FILTER, stream: 'template-1' }, e)).toBe(true);
  });

  it('hands out cursors it can read back, and refuses others naming the cursor', () => {
    expect(decodeEventCursor(encodeEventCursor(42))).toBe(42);
    expect(() => decodeEventCursor('nonsense')).toThrow(EventFilterError);
    expect(() => decodeEventCursor(Buffer.from('{"after":-3}').toString('base64url'))).toThrow('cursor:');
  });
});
