import {
  isSubletEndingNoticeDue,
  isSubletRenewable,
  SUBLET_ENDING_NOTICE_DAYS,
  SUBLET_RENEW_DAYS_BEFORE_END,
  subletRenewableFrom,
  subletRenewableLater,
  type RenewableSublet,
} from './sublet-renewal';

const DAY = 24 * 60 * 60 * 1000;
// Approved on Nov 1 at noon in Bloomington: listed until Dec 1 at noon (30 × 24 hours).
const approvedAt = new Date('2026-11-01T17:00:00Z');
const end = approvedAt.getTime() + 30 * DAY;
const listing: RenewableSublet = {
  active: true,
  approved: true,
  approvedAt,
  createdDate: new Date('2026-10-30T12:00:00Z'),
  heldAt: null,
  availableTo: '2027-05-31',
};
const at = (offsetFromEnd: number) => new Date(end + offsetFromEnd);

describe('isSubletRenewable (docs/product.md, "Renewed")', () => {
  it('opens 7 days before the end', () => {
    expect(SUBLET_RENEW_DAYS_BEFORE_END).toBe(7);
    expect(subletRenewableFrom(listing)).toEqual(new Date(end - 7 * DAY));
  });

  it.each<[string, Partial<RenewableSublet>, Date, boolean]>([
    ['listed, 20 days left', {}, at(-20 * DAY), false],
    ['listed, a minute before the 7 days', {}, at(-7 * DAY - 60_000), false],
    ['listed, 7 days left to the minute', {}, at(-7 * DAY), true],
    ['listed, an hour left', {}, at(-60 * 60_000), true],
    ['ended a minute ago', {}, at(60_000), true],
    ['ended 29 days ago (not yet deleted)', {}, at(29 * DAY), true],
    ['pending approval', { approved: false, approvedAt: null }, at(0), false],
    ['held off the board by reports', { heldAt: new Date(end - 2 * DAY) }, at(0), false],
    ['inactive (imported so)', { active: false }, at(0), false],
    ['imported approved without a time: counts from its creation', { approvedAt: null }, new Date(new Date('2026-10-30T12:00:00Z').getTime() + 25 * DAY), true],
    ['its Available To day is today in Bloomington', { availableTo: '2026-12-01' }, at(0), true],
    // 03:00 UTC on Dec 2 is still Dec 1 in Bloomington (UTC−5).
    ['its Available To day is today in Bloomington, already tomorrow in UTC', { availableTo: '2026-12-01' }, new Date('2026-12-02T03:00:00Z'), true],
    ['its Available To day has passed', { availableTo: '2026-11-30' }, at(0), false],
    ['listed, an hour left, the place available that day only', { availableTo: '2026-12-01' }, at(-60 * 60_000), true],
    // The board drops it after Nov 30 anyway: 30 more days would add nothing.
    ['listed, 2 days left, the place available until the day before the end', { availableTo: '2026-11-30' }, at(-2 * DAY), false],
  ])('%s', (_case, change, now, renewable) => {
    expect(isSubletRenewable({ ...listing, ...change }, now)).toBe(renewable);
  });
});

describe('isSubletEndingNoticeDue (the poster is told 3 days before the end, while they can renew)', () => {
  it('is 3 days', () => expect(SUBLET_ENDING_NOTICE_DAYS).toBe(3));

  it.each<[string, Partial<RenewableSublet>, Date, boolean]>([
    ['4 days left', {}, at(-4 * DAY), false],
    ['a minute more than 3 days left', {}, at(-3 * DAY - 60_000), false],
    ['3 days left to the minute', {}, at(-3 * DAY), true],
    ['a day left', {}, at(-DAY), true],
    ['a minute left', {}, at(-60_000), true],
    ['at the end', {}, at(0), false],
    ['ended a day ago (the end has its own mail)', {}, at(DAY), false],
    ['a day left, held off the board by reports', { heldAt: new Date(end - 5 * DAY) }, at(-DAY), false],
    ['a day left, its Available To date passed', { availableTo: '2026-11-28' }, at(-DAY), false],
    ['a day left, its Available To date the day before the end', { availableTo: '2026-11-30' }, at(-DAY), false],
    ['a day left, its Available To date the day of the end', { availableTo: '2026-12-01' }, at(-DAY), true],
    ['a day left, pending approval', { approved: false, approvedAt: null }, at(-DAY), false],
  ])('%s', (_case, change, now, due) => {
    expect(isSubletEndingNoticeDue({ ...listing, ...change }, now)).toBe(due);
  });
});

describe('subletRenewableLater (what the private page says of a listing not renewable yet)', () => {
  const from = new Date(end - 7 * DAY);
  it.each<[string, Partial<RenewableSublet>, Date, Date | null]>([
    ['listed, 20 days left: from its last 7 days', {}, at(-20 * DAY), from],
    ['listed, a minute before them', {}, at(-7 * DAY - 60_000), from],
    ['already renewable', {}, at(-7 * DAY), null],
    ['ended', {}, at(DAY), null],
    ['held by reports', { heldAt: new Date(end - 20 * DAY) }, at(-20 * DAY), null],
    ['pending', { approved: false, approvedAt: null }, at(-20 * DAY), null],
    ['its Available To date passes before then', { availableTo: '2026-11-20' }, at(-20 * DAY), null],
    ['its Available To date is the day renewal opens: its dates end before its 30 days', { availableTo: '2026-11-24' }, at(-20 * DAY), null],
    ['its Available To date is the day its 30 days end', { availableTo: '2026-12-01' }, at(-20 * DAY), from],
  ])('%s', (_case, change, now, later) => {
    expect(subletRenewableLater({ ...listing, ...change }, now)).toEqual(later);
  });
});
