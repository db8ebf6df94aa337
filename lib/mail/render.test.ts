import { escapeHtml, isolate, phoneField, renderFieldsMail } from './render';

describe('escapeHtml', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('renderFieldsMail', () => {
  const mail = renderFieldsMail({
    heading: 'Contact <Message>',
    intro: 'Sam sent a message.',
    fields: [
      { label: 'Name', value: '<script>alert(1)</script>' },
      { label: 'Email', value: 'sam@example.com', href: 'mailto:sam@example.com' },
      { label: 'Question', value: 'Line one\nLine two' },
      { label: 'Pets', value: '' },
      { label: 'Page', value: 'javascript:alert(1)', href: 'javascript:alert(1)' },
      { label: 'Site', value: 'https://x.example/"><img>', href: 'https://x.example/"><img>' },
    ],
    footer: 'Reply to answer.',
  });

  it('lists every field in the text body, multi-line values indented', () => {
    expect(mail.text).toBe(
      [
        'Contact <Message>',
        '=================',
        '',
        'Sam sent a message.',
        '',
        'Name: <script>alert(1)</script>',
        'Email: sam@example.com',
        'Question:',
        '  Line one',
        '  Line two',
        'Pets: (not given)',
        'Page: javascript:alert(1)',
        'Site: https://x.example/"><img>',
        '',
        'Reply to answer.',
        '',
      ].join('\n'),
    );
  });

  it('escapes every value in the HTML body and links only safe addresses', () => {
    expect(mail.html).toContain('<title>Contact &lt;Message&gt;</title>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('<a href="mailto:sam@example.com">sam@example.com</a>');
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('<a href="https://x.example/&quot;&gt;&lt;img&gt;">');
    expect(mail.html).not.toContain('<img>');
    expect(mail.html).toContain('Line one\nLine two');
    expect(mail.html).toContain('(not given)');
  });

  it('gives every value its own direction: a visitor may write in a right-to-left script', () => {
    const cells = mail.html.match(/<td[^>]*>/g) ?? [];
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toContain('dir="auto"');
  });
});

describe('renderFieldsMail without fields (a notice to a poster)', () => {
  const notice = renderFieldsMail({ heading: 'Taken down', intro: 'It has been deleted.', fields: [], footer: 'Reply to write.' });
  it('has one blank line between the intro and the footer, and no empty table', () => {
    expect(notice.text).toBe('Taken down\n==========\n\nIt has been deleted.\n\nReply to write.\n');
    expect(notice.html).not.toContain('<table');
    expect(notice.html).toContain('It has been deleted.');
  });
});

describe('phoneField: a visitor\'s stored number in the staff\'s mail', () => {
  it.each([
    ['8125550142', '(812) 555-0142', 'tel:+18125550142'],
    ['+6561234567', '+6561234567', 'tel:+6561234567'],
    ['+8613800138000', '+8613800138000', 'tel:+8613800138000'],
    // A local number is dialled as it is, not as a country's code.
    ['5550142', '5550142', 'tel:5550142'],
    ['', '', undefined],
  ])('%p', (phone, value, href) => expect(phoneField(phone)).toEqual({ label: 'Phone', value, href }));
});

describe('isolate: what someone typed, inside a sentence of ours', () => {
  const FSI = '\u2068';
  const PDI = '\u2069';
  it.each([
    ['a Latin title', 'Sunny room', `${FSI}Sunny room${PDI}`],
    ['an Arabic title', 'غرفة مشمسة', `${FSI}غرفة مشمسة${PDI}`],
    ['a Hebrew title with digits', 'חדר 2', `${FSI}חדר 2${PDI}`],
    ['a right-to-left override (would reverse the rest of the sentence)', 'Room\u202Egnp.exe', `${FSI}Roomgnp.exe${PDI}`],
    ['an unmatched isolate (would swallow the rest)', 'Room\u2067', `${FSI}Room${PDI}`],
    ['embeddings and marks', '\u202Aa\u202Bb\u202Cc\u2066d\u2069', `${FSI}abcd${PDI}`],
    ['a zero-width joiner (emoji) kept', '👩\u200D💻 desk', `${FSI}👩\u200D💻 desk${PDI}`],
    ['a left-to-right mark kept', 'a\u200Eb', `${FSI}a\u200Eb${PDI}`],
    ['empty', '', `${FSI}${PDI}`],
  ])('%s', (_case, text, isolated) => {
    expect(isolate(text)).toBe(isolated);
  });

  it('reaches the HTML escaped and isolated', () => {
    const { html, text } = renderFieldsMail({ heading: 'h', intro: `Hi ${isolate('<b>Ana</b>')}, thanks.`, fields: [] });
    expect(text).toContain(`Hi ${FSI}<b>Ana</b>${PDI}, thanks.`);
    expect(html).toContain(`Hi ${FSI}&lt;b&gt;Ana&lt;/b&gt;${PDI}, thanks.`);
  });
});
