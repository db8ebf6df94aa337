import { subletStatusText } from './SubletStatusNote';

describe('where a sublet stands', () => {
  it.each<[Parameters<typeof subletStatusText>[0], string | null, string]>([
    ['pending', null, 'Waiting for approval: it will be posted once approved, and stays listed for 30 days. We will e-mail you when it is.'],
    ['listed', '2026-12-19T15:00:00Z', 'Listed on the sublet board until Dec 19, 2026.'],
    [
      'held',
      '2026-12-19T15:00:00Z',
      'Taken off the sublet board after visitors reported it, until a moderator looks at it. If it is put back, it is listed until Dec 19, 2026.',
    ],
    ['expired', '2026-12-19T15:00:00Z', 'Expired on Dec 19, 2026: no longer listed. It will be deleted with its photos on Jan 18, 2027.'],
  ])('%s', (status, listedUntil, text) => {
    expect(subletStatusText(status, listedUntil)).toBe(text);
  });
});
