import { EventLog } from '../testing/event-log.js';
import { projectPicked, type DocumentReader } from './projector.js';

const reader: DocumentReader = { get: () => null, candidates: () => [] };

describe('projectPicked', () => {
  const [signUp, follow] = new EventLog().signUp('u1', 'ada').append('follow-u2-u1', 'CreatorFollowed', {
    followerId: 'u2',
    creatorId: 'u1',
  }).events;

  it('answers an event it does not pick with no changes, without projecting', () => {
    const projected: unknown[] = [];
    const project = projectPicked(
      (event) => (event.type === 'CreatorFollowed' ? event.data : null),
      (picked) => {
        projected.push(picked);
        return [];
      },
    );
    if (signUp === undefined) throw new Error('no sign-up event');
    expect(project(signUp, reader)).toEqual([]);
    expect(projected).toEqual([]);
  });

  it('hands what it picked, the event and the reader to the projection', () => {
    const project = projectPicked(
      (event) => (event.type === 'CreatorFollowed' ? event.data : null),
      (picked, event, read) => [
        { op: 'put' as const, collection: 'seen', doc: { id: event.type, picked, read: read === reader } },
      ],
    );
    if (follow === undefined) throw new Error('no follow event');
    expect(project(follow, reader)).toEqual([
      {
        op: 'put',
        collection: 'seen',
        doc: { id: 'CreatorFollowed', picked: { followerId: 'u2', creatorId: 'u1' }, read: true },
      },
    ]);
  });
});
