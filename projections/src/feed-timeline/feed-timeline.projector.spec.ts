import { EventLog } from '../testing/event-log.js';
import { project } from '../testing/project-events.js';
import { FEED_TIMELINE, feedTimelineProjector } from './feed-timeline.projector.js';

describe('feed timeline projector', () => {
  it('given published items of every kind, sites included, holds one entry each with its publication time', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .at('2026-03-01')
      .publish('sites', 's1', 'u1', 'home', { siteUrl: 'https://ada.example' })
      .at('2026-03-02')
      .publish('components', 'c1', 'u1', 'grid')
      .create('plugins', 'p1', 'u1', 'draft');
    const model = await project(feedTimelineProjector, log.events);
    expect(model.ids(FEED_TIMELINE)).toEqual(['c1', 's1']);
    expect(model.get(FEED_TIMELINE, 's1')).toMatchObject({
      kind: 'sites',
      siteUrl: 'https://ada.example',
      previewUrl: null,
      publishedAt: '2026-03-01T12:00:00.000Z',
      creator: { handle: 'ada' },
    });
    expect(model.get(FEED_TIMELINE, 'c1')).toMatchObject({ siteUrl: null, publishedAt: '2026-03-02T12:00:00.000Z' });
  });

  it('given edit, creator rename, unpublish and delete, follows them', async () => {
    const log = new EventLog()
      .signUp('u1', 'ada')
      .publish('sites', 's1', 'u1', 'home', { siteUrl: 'https://ada.example' })
      .publish('tutorials', 't1', 'u1', 'intro', { level: 'beginner' })
      .publish('vectors', 'v1', 'u1', 'icons')
      .edit('sites', 's1', { siteUrl: 'https://ada.dev', title: 'Home' }, 'home-2')
      .creator({
        type: 'CreatorProfileUpdated',
        data: { creatorId: 'u1', changes: { avatarUrl: 'https://a.example' } },
      })
      .item('tutorials', 't1', 'Unpublished')
      .item('vectors', 'v1', 'Deleted');
    const model = await project(feedTimelineProjector, log.events);
    expect(model.all(FEED_TIMELINE)).toEqual([
      expect.objectContaining({
        id: 's1',
        slug: 'home-2',
        title: 'Home',
        siteUrl: 'https://ada.dev',
        creator: { handle: 'ada', name: 'ada', avatarUrl: 'https://a.example' },
      }),
    ]);
  });
});
