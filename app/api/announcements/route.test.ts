import type { Announcement } from '@/lib/domain/announcements';
import { GET } from './route';

const stored: Announcement[] = [];
jest.mock('@/lib/data/cached', () => ({ getAnnouncements: async () => stored }));

const a = (text: string, startDate: string | null, endDate: string | null): Announcement => ({ text, link: null, linkText: null, startDate, endDate });

afterEach(() => {
  jest.useRealTimers();
  stored.length = 0;
});

describe('GET /api/announcements', () => {
  it("answers the announcements current on Bloomington's day, in order, so the browser needs no time zone", async () => {
    stored.push(a('Ended', null, '2026-11-24'), a('Current', '2026-11-20', '2026-11-25'), a('Later', '2026-11-26', null), a('Open', null, null));
    // 23:30 on 25 November in Bloomington: 04:30 UTC on the 26th.
    jest.useFakeTimers({ now: new Date('2026-11-26T04:30:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(((await response.json()) as Announcement[]).map((item) => item.text)).toEqual(['Current', 'Open']);
  });

  it('turns with the day: at 00:30 on the 26th the next one is current and the last day has passed', async () => {
    stored.push(a('Current', '2026-11-20', '2026-11-25'), a('Later', '2026-11-26', null));
    jest.useFakeTimers({ now: new Date('2026-11-26T05:30:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    expect(((await (await GET()).json()) as Announcement[]).map((item) => item.text)).toEqual(['Later']);
  });
});
