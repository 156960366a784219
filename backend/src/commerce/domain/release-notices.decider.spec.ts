import { deciderSpec } from '../../platform/testing/decider-spec.js';
import { releaseNoticesDecider } from './release-notices.decider.js';

const given = deciderSpec(releaseNoticesDecider);
const notices = { itemId: 'i1', accountId: 'a1' };
const muted = { type: 'ReleaseNoticesMuted', data: notices } as const;
const resumed = { type: 'ReleaseNoticesResumed', data: notices } as const;

describe('a holder muting the release notices of an item', () => {
  it('mutes notices that are on', () => {
    given([]).when({ type: 'Mute', notices }).then([muted]);
  });

  it('changes nothing when muted again', () => {
    given([muted]).when({ type: 'Mute', notices }).then([]);
  });

  it('resumes muted notices, and changes nothing when they are on', () => {
    given([muted]).when({ type: 'Resume', notices }).then([resumed]);
    given([muted, resumed]).when({ type: 'Resume', notices }).then([]);
    given([]).when({ type: 'Resume', notices }).then([]);
  });
});
