import { announcementKey, firstNotDismissed, type Announcement } from './announcements';
import { currentAnnouncements } from './current-announcements';

const a = (text: string, startDate: string | null, endDate: string | null, link: string | null = null): Announcement => ({
  text,
  link,
  linkText: null,
  startDate,
  endDate,
});

/** The banner's choice: the server's current ones, then the browser's first not dismissed. */
const shown = (list: Announcement[], now: Date | string, dismissed: ReadonlySet<string> = new Set()) =>
  firstNotDismissed(currentAnnouncements(list, now), dismissed);

describe('the banner shows the first announcement current today (both days included, a missing date is open)', () => {
  const today = '2026-11-25';
  it.each<[string, Announcement[], string | null]>([
    ['none', [], null],
    ['no dates: always current', [a('Open', null, null)], 'Open'],
    ['starts today', [a('Starts', '2026-11-25', null)], 'Starts'],
    ['starts tomorrow', [a('Later', '2026-11-26', null)], null],
    ['ends today', [a('Ends', null, '2026-11-25')], 'Ends'],
    ['ended yesterday', [a('Over', null, '2026-11-24')], null],
    ['the first current one wins', [a('Over', '2026-10-01', '2026-10-31'), a('Now', '2026-11-01', '2026-11-30'), a('Also now', null, null)], 'Now'],
    ['a malformed date is not current', [a('Bad', '2026-13-01', null)], null],
  ])('%s', (_case, list, text) => {
    expect(shown(list, today)?.text ?? null).toBe(text);
  });

  test('the current ones keep their order and leave out the others', () => {
    const list = [a('Open', null, null), a('Over', null, '2026-11-24'), a('Now', '2026-11-01', '2026-11-30'), a('Later', '2026-11-26', null)];
    expect(currentAnnouncements(list, today).map((item) => item.text)).toEqual(['Open', 'Now']);
  });

  test('at 23:30 in Bloomington it is still that day (04:30 UTC the next day)', () => {
    expect(shown([a('Ends', null, '2026-11-25')], new Date('2026-11-26T04:30:00Z'))?.text).toBe('Ends');
    expect(shown([a('Ends', null, '2026-11-25')], new Date('2026-11-26T05:30:00Z'))).toBeNull();
  });

  test('a dismissed announcement gives way to the next current one; an edited one shows again', () => {
    const first = a('Fall leasing is open', null, null, '/apply');
    const second = a('Office closed Thursday', null, null);
    const dismissed = new Set([announcementKey(first)]);
    expect(shown([first, second], today, dismissed)?.text).toBe('Office closed Thursday');
    expect(shown([first], today, dismissed)).toBeNull();
    expect(shown([{ ...first, text: 'Fall leasing is open: apply free' }], today, dismissed)?.text).toBe('Fall leasing is open: apply free');
    expect(shown([{ ...first, link: '/contact' }], today, dismissed)?.text).toBe('Fall leasing is open');
  });
});
