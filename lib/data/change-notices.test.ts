import { missedNotices, readNoticePayload } from './change-notices';

describe('a change notice’s payload', () => {
  it.each([
    ['seq:42,listings,sublets', { seq: 42, tags: ['listings', 'sublets'] }],
    // A writer older than the numbered rows sent the tags alone.
    ['listings,sublets', { seq: null, tags: ['listings', 'sublets'] }],
    ['seq:7,sublets', { seq: 7, tags: ['sublets'] }],
    ['', { seq: null, tags: [] }],
    ['seq:x,listings', { seq: null, tags: ['listings'] }],
    ['seq:99999999999999999999,listings', { seq: null, tags: ['listings'] }],
  ])('%j reads as %j', (payload, expected) => {
    expect(readNoticePayload(payload)).toEqual(expected);
  });
});

describe('what a listener missed while its connection was down', () => {
  it.each([
    // [last notice it had, oldest row kept, newest row, missed]
    [10, 1, 10, 'none'],
    [10, 1, 13, { after: 10 }],
    [10, 11, 13, { after: 10 }],
    // The rows after the one it had were deleted (it was away longer than they are kept).
    [10, 12, 13, 'all'],
    // The database is older than what it saw: restored from a backup, or a new one.
    [10, 1, 8, 'all'],
    [10, null, null, 'all'],
    // It had read no number yet (its first connection failed): anything cached may be old.
    [null, 1, 10, 'all'],
    [null, null, null, 'all'],
    // No notice ever: nothing to miss.
    [0, null, null, 'none'],
  ] as const)('had %s, rows %s–%s: %j', (lastSeen, oldest, newest, expected) => {
    expect(missedNotices(lastSeen, { oldest, newest })).toEqual(expected);
  });
});
