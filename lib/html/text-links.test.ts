import { textLinks, textParagraphs } from './text-links';

describe('textLinks: addresses in a staff text become links', () => {
  test.each([
    ['no address at all', [{ text: 'no address at all' }]],
    [
      'Apply at https://example.com/apply.',
      [{ text: 'Apply at ' }, { text: 'https://example.com/apply', href: 'https://example.com/apply' }, { text: '.' }],
    ],
    [
      'see (https://example.com/faq) first',
      [{ text: 'see (' }, { text: 'https://example.com/faq', href: 'https://example.com/faq' }, { text: ') first' }],
    ],
    [
      'https://en.wikipedia.org/wiki/Kirkwood_(Bloomington)!',
      [
        { text: 'https://en.wikipedia.org/wiki/Kirkwood_(Bloomington)', href: 'https://en.wikipedia.org/wiki/Kirkwood_(Bloomington)' },
        { text: '!' },
      ],
    ],
    [
      'a http://x.example/?q=1&r=2, then more',
      [{ text: 'a ' }, { text: 'http://x.example/?q=1&r=2', href: 'http://x.example/?q=1&r=2' }, { text: ', then more' }],
    ],
    [
      'Write to LEASING@kirkwood.example.com; we answer.',
      [{ text: 'Write to ' }, { text: 'LEASING@kirkwood.example.com', href: 'mailto:LEASING@kirkwood.example.com' }, { text: '; we answer.' }],
    ],
    ['just http:// alone', [{ text: 'just http:// alone' }]],
    ['not@an-address and @handle', [{ text: 'not@an-address and @handle' }]],
    ['javascript:alert(1) and ftp://x.example', [{ text: 'javascript:alert(1) and ftp://x.example' }]],
  ])('%j', (text, parts) => {
    expect(textLinks(text)).toEqual(parts);
  });

  test('the parts put back together are the text', () => {
    const text = 'a https://x.example/p. b@c.example, (https://y.example) end';
    expect(
      textLinks(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});

describe('textParagraphs: a blank line starts a paragraph', () => {
  test.each([
    ['one line', ['one line']],
    ['Features:\n- Granite\n- Dishwasher', ['Features:\n- Granite\n- Dishwasher']],
    ['Welcome!\n\nSpacious lofts.', ['Welcome!', 'Spacious lofts.']],
    ['Welcome!\r\n\r\nSpacious\r\nlofts.', ['Welcome!', 'Spacious\nlofts.']],
    ['  a \n \t \n\n\n b  ', ['a', 'b']],
    ['\n\n', []],
  ])('%j', (text, paragraphs) => {
    expect(textParagraphs(text)).toEqual(paragraphs);
  });
});
