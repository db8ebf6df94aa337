import { subletStatusText } from './SubletStatusNote';

const LATER = '2027-05-31';

describe('where a sublet stands', () => {
  it.each<[Parameters<typeof subletStatusText>[0], string | null, string, string]>([
    ['pending', null, LATER, 'Waiting for approval: it will be posted once approved, and stays listed for 30 days. We will e-mail you when it is.'],
    [
      'lapsed',
      null,
      '2026-12-10',
      'Not posted: its Available To date, Dec 10, 2026, passed before it was approved. It will be deleted with its photos on Jan 05, 2027.',
    ],
    ['listed', '2026-12-19T15:00:00Z', LATER, 'Listed on the sublet board until Dec 19, 2026.'],
    ['listed', '2026-12-19T15:00:00Z', '2026-12-10', 'Listed on the sublet board until Dec 10, 2026.'],
    [
      'held',
      '2026-12-19T15:00:00Z',
      LATER,
      'Taken off the sublet board after visitors reported it, until a moderator looks at it. If it is put back, it is listed until Dec 19, 2026.',
    ],
    [
      'dates-past',
      '2026-12-19T15:00:00Z',
      '2026-12-10',
      'No longer listed: its Available To date, Dec 10, 2026, has passed. It will be deleted with its photos on Jan 18, 2027.',
    ],
    ['expired', '2026-12-19T15:00:00Z', LATER, 'Expired on Dec 19, 2026: no longer listed. It will be deleted with its photos on Jan 18, 2027.'],
  ])('%s until %s, available to %s', (status, listedUntil, availableTo, text) => {
    // Posted Dec 6 at 9 AM in Bloomington.
    expect(subletStatusText(status, { listedUntil, availableTo, createdDate: '2026-12-06T14:00:00Z' })).toBe(text);
  });
});
