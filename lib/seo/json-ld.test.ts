import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: '<!-- x --> & y', sep: 'a\u2028b\u2029c' };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain('&');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});
