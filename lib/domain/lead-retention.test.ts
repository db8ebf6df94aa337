import { DEFAULT_LEAD_RETENTION_MONTHS, leadCutoff, sentMailCutoff } from './lead-retention';

describe('lead retention cut-offs', () => {
  it.each([
    ['2026-11-24T12:00:00Z', 24, '2024-11-24T12:00:00Z'],
    ['2026-03-31T00:00:00Z', 1, '2026-02-28T00:00:00Z'],
    ['2028-02-29T08:00:00Z', 12, '2027-02-28T08:00:00Z'],
  ])('leads kept %s months from %s', (now, months, cutoff) => {
    expect(leadCutoff(new Date(now), months).toISOString()).toBe(new Date(cutoff).toISOString());
  });

  it('defaults to 24 months', () => {
    expect(DEFAULT_LEAD_RETENTION_MONTHS).toBe(24);
  });

  it('keeps sent mail 30 days', () => {
    expect(sentMailCutoff(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });
});
