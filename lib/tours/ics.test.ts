import { calendarFile, escapeText, foldLine } from './ics';

describe('calendarFile', () => {
  const file = calendarFile(
    {
      uid: 'tour-12@example.com',
      start: new Date('2026-11-30T14:00:00Z'),
      end: new Date('2026-11-30T14:30:00Z'),
      stamp: new Date('2026-11-26T12:34:56.789Z'),
      summary: 'Tour of Kirkwood Commons',
      location: '401 E Kirkwood Ave, Bloomington, IN 47408',
      description: 'In person.\nTo cancel: https://example.com/tours/cancel/12.abc',
      url: 'https://example.com/communities/kirkwood-commons',
    },
    '-//Limestone Lane//Tours//EN',
  );

  it('is one published event, in UTC, every line ending CRLF', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(file).toContain('\r\nDTSTART:20261130T140000Z\r\n');
    expect(file).toContain('\r\nDTEND:20261130T143000Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20261126T123456Z\r\n');
    expect(file).toContain('\r\nUID:tour-12@example.com\r\n');
    expect(file).toContain('\r\nLOCATION:401 E Kirkwood Ave\\, Bloomington\\, IN 47408\r\n');
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

test.each([
  ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
  ['one\ntwo\r\nthree', 'one\\ntwo\\nthree'],
])('escapeText(%j)', (value, escaped) => expect(escapeText(value)).toBe(escaped));

describe('foldLine', () => {
  it('leaves a short line alone', () => expect(foldLine('SUMMARY:Tour')).toBe('SUMMARY:Tour'));

  it('folds at 75 octets and unfolds to the same text, never splitting a character', () => {
    const line = `DESCRIPTION:${'Café – à bientôt '.repeat(12)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const part of lines) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
