import { HONEYPOT_FIELD, isHoneypotFilled } from './honeypot';

describe('isHoneypotFilled', () => {
  it.each<[unknown, boolean]>([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    [false, false],
    ['http://spam.example', true],
    ['x', true],
    [0, true],
    [true, true],
    [{}, true],
    [[], true],
  ])('%p → %p', (value, filled) => {
    expect(isHoneypotFilled({ name: 'A', [HONEYPOT_FIELD]: value })).toBe(filled);
  });

  it('is false when the field is absent', () => expect(isHoneypotFilled({ name: 'A' })).toBe(false));
});
