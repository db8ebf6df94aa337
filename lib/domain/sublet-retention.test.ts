import type { SubletListingFields } from './listing-types';
import {
  approvalLinkExpiresAt,
  isApprovalLinkExpired,
  isApprovalReminderDue,
  isSubletDueForRemoval,
  isSubletEndedNoticeDue,
  subletRemovalDueAt,
} from './sublet-retention';
import type { BoardSubletFields } from './sublets';

const created = '2026-10-01T12:00:00Z';
const approvedAt = '2026-10-02T12:00:00Z';
const approved: SubletListingFields = { active: true, approved: true, approvedAt, createdDate: created };
const pending: SubletListingFields = { active: true, approved: false, approvedAt: null, createdDate: created };

describe('the retention job deletes expired sublets after 30 days of grace and unapproved ones after 30 days', () => {
  it.each<[string, SubletListingFields, string, boolean]>([
    ['approved and current (listed)', approved, '2026-10-20T00:00:00Z', false],
    ['approved, expired a moment ago (30 days after approval)', approved, '2026-11-01T12:00:00Z', false],
    ['expired, within the grace period', approved, '2026-11-20T00:00:00Z', false],
    ['expired, one millisecond before the grace ends', approved, '2026-12-01T11:59:59.999Z', false],
    ['expired, grace over (60 days after approval)', approved, '2026-12-01T12:00:00Z', true],
    ['expired long ago', approved, '2027-06-01T00:00:00Z', true],
    ['approved without a recorded time: counts from posting', { ...approved, approvedAt: null }, '2026-11-30T12:00:00Z', true],
    ['approved without a recorded time, within grace', { ...approved, approvedAt: null }, '2026-11-30T11:59:59Z', false],
    ['inactive and expired past grace', { ...approved, active: false }, '2026-12-02T00:00:00Z', true],
    ['inactive but not yet due', { ...approved, active: false }, '2026-10-20T00:00:00Z', false],
    ['unapproved, just posted', pending, '2026-10-01T12:00:01Z', false],
    ['unapproved, 29 days', pending, '2026-10-30T12:00:00Z', false],
    ['unapproved, exactly 30 days', pending, '2026-10-31T12:00:00Z', true],
    ['unapproved, 45 days', pending, '2026-11-15T00:00:00Z', true],
    ['unreadable dates: kept', { ...pending, createdDate: 'not a date' }, '2030-01-01T00:00:00Z', false],
  ])('%s → removed: %s', (_case, sublet, now, removed) => {
    expect(isSubletDueForRemoval(sublet, new Date(now))).toBe(removed);
  });

  it('gives the instant of removal', () => {
    expect(subletRemovalDueAt(approved)?.toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(subletRemovalDueAt(pending)?.toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });
});

describe('the poster is mailed that the listing left the board, within a week of it', () => {
  const listing: BoardSubletFields = { ...approved, availableTo: '2027-05-31' };
  // Approved Oct 2 (30 days end Nov 1, 12:00 UTC); available until Oct 20, which ends in
  // Bloomington (UTC−4 in October) at 04:00 UTC on Oct 21.
  const datesFirst: BoardSubletFields = { ...approved, availableTo: '2026-10-20' };
  it.each<[string, BoardSubletFields, string, boolean]>([
    ['listed (29 days after approval)', listing, '2026-10-31T12:00:00Z', false],
    ['one millisecond before it ends', listing, '2026-11-01T11:59:59.999Z', false],
    ['as it ends (30 days after approval)', listing, '2026-11-01T12:00:00Z', true],
    ['6 days after', listing, '2026-11-07T12:00:00Z', true],
    ['7 days after: not any more', listing, '2026-11-08T12:00:00Z', false],
    ['expired long ago', listing, '2027-06-01T00:00:00Z', false],
    ['held by reports when it ended: still told', { ...listing, heldAt: '2026-10-20T00:00:00Z' }, '2026-11-02T00:00:00Z', true],
    ['approved without a recorded time: counts from posting', { ...listing, approvedAt: null }, '2026-10-31T12:00:00Z', true],
    ['never approved', { ...pending, availableTo: '2026-10-20' }, '2026-11-02T00:00:00Z', false],
    ['inactive (never on the board)', { ...listing, active: false }, '2026-11-02T00:00:00Z', false],
    ['unreadable dates', { ...listing, approvedAt: 'not a date' }, '2026-11-02T00:00:00Z', false],
    ['Available To first: its last minute in Bloomington', datesFirst, '2026-10-21T03:59:59Z', false],
    ['Available To first: the next day has begun in Bloomington', datesFirst, '2026-10-21T04:00:00Z', true],
    ['Available To first: 7 days after', datesFirst, '2026-10-27T23:00:00Z', true],
    ['Available To first: 8 days after, not any more', datesFirst, '2026-10-28T04:00:00Z', false],
    ['Available To first: not again when its 30 days end', datesFirst, '2026-11-01T12:00:00Z', false],
    ['Available To first, held when it passed: still told', { ...datesFirst, heldAt: '2026-10-10T00:00:00Z' }, '2026-10-22T00:00:00Z', true],
    ['Available To the day its 30 days end: at their end', { ...approved, availableTo: '2026-11-01' }, '2026-11-01T12:00:00Z', true],
    ['Available To the day its 30 days end: not before', { ...approved, availableTo: '2026-11-01' }, '2026-11-01T11:59:59Z', false],
  ])('%s → mailed: %s', (_case, sublet, now, due) => {
    expect(isSubletEndedNoticeDue(sublet, new Date(now))).toBe(due);
  });
});

describe('the moderators are reminded of a sublet waiting for approval: after 3 days, then weekly, until day 30', () => {
  const waiting: BoardSubletFields = { ...pending, availableTo: '2027-05-31' };
  it.each<[string, boolean, BoardSubletFields, string | null, string]>([
    ['posted 2 days ago', false, waiting, null, '2026-10-03T12:00:00Z'],
    ['posted 3 days ago, never reminded', true, waiting, null, '2026-10-04T12:00:00Z'],
    ['reminded 6 days ago', false, waiting, '2026-10-04T12:00:00Z', '2026-10-10T12:00:00Z'],
    ['reminded 7 days ago', true, waiting, '2026-10-04T12:00:00Z', '2026-10-11T12:00:00Z'],
    ['29 days, reminded a week ago', true, waiting, '2026-10-23T12:00:00Z', '2026-10-30T12:00:00Z'],
    ['30 days: deleted, not reminded', false, waiting, null, '2026-10-31T12:00:00Z'],
    ['its Available To day is today in Bloomington', true, { ...waiting, availableTo: '2026-10-04' }, null, '2026-10-04T12:00:00Z'],
    ['its Available To day has passed: approving would list nothing', false, { ...waiting, availableTo: '2026-10-03' }, null, '2026-10-04T12:00:00Z'],
    ['approved', false, { ...approved, availableTo: '2027-05-31' }, null, '2026-10-10T12:00:00Z'],
    ['inactive', false, { ...waiting, active: false }, null, '2026-10-10T12:00:00Z'],
    ['unreadable posting date', false, { ...waiting, createdDate: 'not a date' }, null, '2026-10-10T12:00:00Z'],
    ['unreadable reminder date', true, waiting, 'not a date', '2026-10-10T12:00:00Z'],
  ])('%s → reminded: %s', (_case, due, sublet, remindedAt, now) => {
    expect(isApprovalReminderDue(sublet, remindedAt, new Date(now))).toBe(due);
  });
});

describe('an approval link works for 14 days', () => {
  const issued = new Date('2026-11-01T09:00:00Z');
  it.each<[string, string, boolean]>([
    ['just sent', '2026-11-01T09:00:00Z', false],
    ['13 days later', '2026-11-14T09:00:00Z', false],
    ['one millisecond before 14 days', '2026-11-15T08:59:59.999Z', false],
    ['exactly 14 days later', '2026-11-15T09:00:00Z', true],
    ['a month later', '2026-12-01T09:00:00Z', true],
    ['dated a minute ahead (clock skew)', '2026-11-01T08:59:00Z', false],
    ['dated a day ahead (not one we sent)', '2026-10-31T09:00:00Z', true],
  ])('%s → expired: %s', (_case, now, expired) => {
    expect(isApprovalLinkExpired(issued, new Date(now))).toBe(expired);
  });

  it('expires 14 days after it was sent', () => {
    expect(approvalLinkExpiresAt(issued).toISOString()).toBe('2026-11-15T09:00:00.000Z');
  });
});
