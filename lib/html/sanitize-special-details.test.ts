import { sanitizeSpecialDetails } from './sanitize-special-details';

describe('sanitizeSpecialDetails', () => {
  test.each([
    ['keeps formatting and lists', '<p>Take <strong>$500</strong> <em>off</em></p><ul><li>New residents</li></ul>', '<p>Take <strong>$500</strong> <em>off</em></p><ul><li>New residents</li></ul>'],
    ['drops scripts with their text', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['drops event handlers', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['drops style and iframes', '<style>p{}</style><iframe src="https://evil.example"></iframe><p>Hi</p>', '<p>Hi</p>'],
    ['drops javascript: links but keeps the text', '<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer">x</a>'],
    ['makes links safe', '<a href="https://example.com" target="_self">x</a>', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>'],
    ['drops images (no third-party loads)', '<img src="https://tracker.example/p.gif" onerror="x()">', ''],
    ['turns h1/h2 into h3 under the modal title', '<h1>Big</h1><h2>Deal</h2>', '<h3>Big</h3><h3>Deal</h3>'],
    ['empty stays empty', '', ''],
  ])('%s', (_, input, output) => {
    expect(sanitizeSpecialDetails(input)).toBe(output);
  });

  test('null and undefined give an empty string', () => {
    expect(sanitizeSpecialDetails(null)).toBe('');
    expect(sanitizeSpecialDetails(undefined)).toBe('');
  });
});
