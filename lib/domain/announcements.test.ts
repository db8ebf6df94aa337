import { announcementKey, currentAnnouncement, type Announcement } from './announcements';

const a = (text: string, startDate: string | null, endDate: string | null, link: string | null = null): Announcement => ({
  text,
  link,
  linkText: null,
  startDate,
  endDate,
});

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
    expect(currentAnnouncement(list, today)?.text ?? null).toBe(text);
  });

  test('at 23:30 in Bloomington it is still that day (04:30 UTC the next day)', () => {
    expect(currentAnnouncement([a('Ends', null, '2026-11-25')], new Date('2026-11-26T04:30:00Z'))?.text).toBe('Ends');
  });

  test('a dismissed announcement gives way to the next current one; an edited one shows again', () => {
    const first = a('Fall leasing is open', null, null, '/apply');
    const second = a('Office closed Thursday', null, null);
    const dismissed = new Set([announcementKey(first)]);
    expect(currentAnnouncement([first, second], today, dismissed)?.text).toBe('Office closed Thursday');
    expect(currentAnnouncement([{ ...first, text: 'Fall leasing is open: apply free' }], today, dismissed)?.text).toBe('Fall leasing is open: apply free');
    expect(currentAnnouncement([{ ...first, link: '/contact' }], today, dismissed)?.text).toBe('Fall leasing is open');
  });
});
