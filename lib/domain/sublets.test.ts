import {
  isSubletInListingPeriod,
  isSubletListed,
  listedSublets,
  sortSubletsNewestFirst,
  subletBedroomsText,
  subletExpiresAt,
  subletListedUntilDay,
  unexpiredSublets,
  withCitySuffix,
  type BoardSubletFields,
} from './sublets';

const approvedAt = new Date('2026-11-01T15:00:00Z');
const base: BoardSubletFields = {
  active: true,
  approved: true,
  approvedAt,
  createdDate: new Date('2026-10-30T12:00:00Z'),
  availableTo: '2027-05-31',
};

describe('a sublet is listed while active, approved and within 30 days of approval', () => {
  it.each<[string, Partial<BoardSubletFields>, string, boolean]>([
    ['just approved', {}, '2026-11-01T15:00:00Z', true],
    ['29 days later', {}, '2026-11-30T15:00:00Z', true],
    ['one millisecond before 30 days', {}, '2026-12-01T14:59:59.999Z', true],
    ['exactly 30 days later', {}, '2026-12-01T15:00:00Z', false],
    ['31 days later', {}, '2026-12-02T15:00:00Z', false],
    ['not approved', { approved: false, approvedAt: null }, '2026-11-02T00:00:00Z', false],
    ['inactive (deleted)', { active: false }, '2026-11-02T00:00:00Z', false],
    ['approved time as text', { approvedAt: '2026-11-01T15:00:00Z' }, '2026-11-20T00:00:00Z', true],
    ['approved without a time: counts from creation', { approvedAt: null }, '2026-11-29T11:59:00Z', true],
    ['approved without a time, 30 days after creation', { approvedAt: null }, '2026-11-29T12:00:00Z', false],
    ['held off the board by reports', { heldAt: '2026-11-05T10:00:00Z' }, '2026-11-06T00:00:00Z', false],
    ['held field present but empty', { heldAt: null }, '2026-11-06T00:00:00Z', true],
    // Its Available To day, in Bloomington (UTC−5 in November): the place is gone after it.
    ['on its Available To day', { availableTo: '2026-11-20' }, '2026-11-20T23:00:00Z', true],
    ['on its Available To day, already the next day in UTC', { availableTo: '2026-11-20' }, '2026-11-21T04:59:59Z', true],
    ['the day after its Available To day, within its 30 days', { availableTo: '2026-11-20' }, '2026-11-21T05:00:00Z', false],
  ])('%s', (_case, overrides, now, listed) => {
    expect(isSubletListed({ ...base, ...overrides }, new Date(now))).toBe(listed);
  });

  it('a held listing is still in its listing period (a visitor may report it), until its 30 days end', () => {
    const held = { ...base, heldAt: '2026-11-05T10:00:00Z' };
    expect(isSubletInListingPeriod(held, new Date('2026-11-06T00:00:00Z'))).toBe(true);
    expect(isSubletInListingPeriod(held, new Date('2026-12-01T15:00:00Z'))).toBe(false);
    expect(isSubletInListingPeriod({ ...held, approved: false }, new Date('2026-11-06T00:00:00Z'))).toBe(false);
  });

  it('expires 30 days after approval', () => {
    expect(subletExpiresAt(base)?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(subletExpiresAt({ ...base, approved: false })).toBeNull();
  });

  it.each<[string, Partial<BoardSubletFields>, string | null]>([
    ['the day its 30 days end, in Bloomington', {}, '2026-12-01'],
    ['its Available To day when that comes first', { availableTo: '2026-11-20' }, '2026-11-20'],
    ['the end of its 30 days when its Available To day is that day', { availableTo: '2026-12-01' }, '2026-12-01'],
    ['none while not approved', { approved: false, approvedAt: null }, null],
  ])('is listed until %s', (_case, overrides, day) => {
    expect(subletListedUntilDay({ ...base, ...overrides })).toBe(day);
  });

  it('a cached board drops listings whose 30 days ended or whose Available To day passed', () => {
    const board = [
      { id: 'listed', listedUntil: '2026-12-01T15:00:00.000Z', availableTo: '2027-05-31' },
      { id: 'expired', listedUntil: '2026-11-21T00:00:00.000Z', availableTo: '2027-05-31' },
      { id: 'dates-past', listedUntil: '2026-12-01T15:00:00.000Z', availableTo: '2026-11-20' },
      { id: 'last-day', listedUntil: '2026-12-01T15:00:00.000Z', availableTo: '2026-11-21' },
      { id: 'not-approved', listedUntil: null, availableTo: '2027-05-31' },
    ];
    expect(unexpiredSublets(board, new Date('2026-11-21T12:00:00Z')).map((sublet) => sublet.id)).toEqual(['listed', 'last-day']);
  });
});

describe('newest first', () => {
  const sublets = [
    { ...base, id: 'old', createdDate: '2026-10-01T00:00:00Z' },
    { ...base, id: 'new', createdDate: '2026-10-29T00:00:00Z' },
    { ...base, id: 'tie-a', createdDate: '2026-10-15T00:00:00Z' },
    { ...base, id: 'tie-b', createdDate: new Date('2026-10-15T00:00:00Z') },
    { ...base, id: 'hidden', createdDate: '2026-10-30T00:00:00Z', approved: false },
  ];

  it('sorts by creation, newest first, ties in order, input untouched', () => {
    const copy = structuredClone(sublets);
    expect(sortSubletsNewestFirst(sublets).map((s) => s.id)).toEqual(['hidden', 'new', 'tie-a', 'tie-b', 'old']);
    expect(sublets).toEqual(copy);
  });

  it('lists only the listed ones', () => {
    expect(listedSublets(sublets, new Date('2026-11-10T00:00:00Z')).map((s) => s.id)).toEqual([
      'new',
      'tie-a',
      'tie-b',
      'old',
    ]);
  });
});

describe('the address suffix and the bedroom text', () => {
  it.each([
    ['1021 N Walnut St Apt 3', '1021 N Walnut St Apt 3, Bloomington IN'],
    ['  611 E 2nd St, ', '611 E 2nd St, Bloomington IN'],
    ['611 E 2nd St, Bloomington IN', '611 E 2nd St, Bloomington IN'],
    ['611 E 2nd St Bloomington, IN', '611 E 2nd St Bloomington, IN'],
    ['611 E 2nd St, Bloomington, IN 47401', '611 E 2nd St, Bloomington, IN 47401'],
    ['611 E 2nd St bloomington indiana 47401-2233', '611 E 2nd St bloomington indiana 47401-2233'],
    ['611 E 2nd St, 47401', '611 E 2nd St, 47401, Bloomington IN'],
    ['', ''],
  ])('%j → %j', (address, expected) => {
    expect(withCitySuffix(address)).toBe(expected);
  });

  it.each<[number, number, string]>([
    [1, 2, '1 of 2 bedrooms available'],
    [1, 1, '1 of 1 bedroom available'],
    [3, 4, '3 of 4 bedrooms available'],
    [0, 0, 'Studio'],
  ])('%d of %d', (available, total, expected) => {
    expect(subletBedroomsText(available, total)).toBe(expected);
  });
});
