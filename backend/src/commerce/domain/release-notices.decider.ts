import { asReleaseNoticeEvent, type ReleaseNoticeEvent, type ReleaseNoticesData } from '@creators/contracts';
import type { Decider } from '../../platform/event-sourcing.js';

export interface ReleaseNoticesCommand {
  readonly type: 'Mute' | 'Resume';
  readonly notices: ReleaseNoticesData;
}

/** Whether a holder is e-mailed of an item's releases: on until muted; muting twice changes nothing. */
export const releaseNoticesDecider: Decider<{ readonly muted: boolean }, ReleaseNoticesCommand, ReleaseNoticeEvent> = {
  initial: { muted: false },
  read: asReleaseNoticeEvent,
  evolve: (_state, event) => ({ muted: event.type === 'ReleaseNoticesMuted' }),
  decide: ({ type, notices }, { muted }) => {
    if ((type === 'Mute') === muted) return [];
    return [{ type: type === 'Mute' ? 'ReleaseNoticesMuted' : 'ReleaseNoticesResumed', data: notices }];
  },
};
