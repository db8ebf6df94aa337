import { isSubletLinkResendAllowed, SUBLET_LINK_RESEND_MINUTES } from './sublet-links';

const now = new Date('2026-12-02T15:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('isSubletLinkResendAllowed (at most one new link an hour per listing)', () => {
  it('is one hour', () => expect(SUBLET_LINK_RESEND_MINUTES).toBe(60));

  it.each([
    ['never sent', null, true],
    ['sent a minute ago', minutesAgo(1), false],
    ['sent 59 minutes ago', minutesAgo(59), false],
    ['sent 59 minutes 59 seconds ago', minutesAgo(59 + 59 / 60), false],
    ['sent exactly an hour ago', minutesAgo(60), true],
    ['sent two hours ago', minutesAgo(120), true],
    ['sent a month ago', minutesAgo(30 * 24 * 60), true],
    ['sent just now', now, false],
    ['sent in the future (clock set back)', minutesAgo(-30), false],
  ])('%s → %s', (_case, sentAt, allowed) => {
    expect(isSubletLinkResendAllowed(sentAt, now)).toBe(allowed);
  });
});
