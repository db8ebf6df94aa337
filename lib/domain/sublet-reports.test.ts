import { reportStanding, SUBLET_REPORTERS_TO_HOLD, type ReportHoldFields } from './sublet-reports';

const listed: ReportHoldFields = { heldAt: null, reviewedAt: null };
const held: ReportHoldFields = { heldAt: '2026-11-05T10:00:00Z', reviewedAt: null };
const kept: ReportHoldFields = { heldAt: null, reviewedAt: '2026-11-06T09:00:00Z' };

describe('reports from three different visitors take a listing off the board until a moderator looks', () => {
  it('holds at three', () => expect(SUBLET_REPORTERS_TO_HOLD).toBe(3));

  it.each<[string, ReportHoldFields, number, ReturnType<typeof reportStanding>]>([
    ['the first visitor', listed, 1, 'listed'],
    ['the second visitor', listed, 2, 'listed'],
    ['the third visitor takes it off', listed, 3, 'held-now'],
    ['a count past the threshold not yet acted on', listed, 5, 'held-now'],
    ['a fourth while it is off the board', held, 4, 'held'],
    ['held, then reported by the same visitors again', held, 3, 'held'],
    ['put back by a moderator: reports no longer hold it', kept, 3, 'kept'],
    ['put back, many reports later', kept, 12, 'kept'],
    ['put back, one report', kept, 1, 'kept'],
  ])('%s', (_case, listing, reporters, standing) => {
    expect(reportStanding(listing, reporters)).toBe(standing);
  });
});
