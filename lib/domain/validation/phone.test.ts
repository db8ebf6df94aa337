import { formatPhone, normalisePhone } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['8125550142', '8125550142'],
    ['(812) 555-0142', '8125550142'],
    ['812.555.0142', '8125550142'],
    ['812/555-0142', '8125550142'],
    ['+1 812 555 0142', '8125550142'],
    ['18125550142', '8125550142'],
    ['555-0142', '5550142'],
    ['+44 20 7946 0958', '442079460958'],
    ['  812 555 0142  ', '8125550142'],
    // As pasted from a phone's contacts or messages: invisible bidi marks around it, a
    // non-breaking hyphen and space, other dashes, full-width digits.
    ['\u202A+1 (812) 555-0142\u202C', '8125550142'],
    ['\u2068812-555-0142\u2069', '8125550142'],
    ['+1 812 555 0142\u200E', '8125550142'],
    ['+1\u00A0(812)\u00A0555\u20110142', '8125550142'],
    ['812\u2013555\u20130142', '8125550142'],
    ['\uFF18\uFF11\uFF12\uFF15\uFF15\uFF15\uFF10\uFF11\uFF14\uFF12', '8125550142'],
    ['812-555-0142 ext 5', null],
    ['812 555 0142 x12', null],
    ['812_555_0142', null],
    ['call me', null],
    ['123456', null],
    ['1234567890123456', null],
    ['++18125550142', null],
    ['', null],
  ])('%p → %p', (input, expected) => expect(normalisePhone(input)).toBe(expected));
});

describe('formatPhone', () => {
  it.each([
    ['8125550142', '(812) 555-0142'],
    ['5550142', '5550142'],
    ['442079460958', '442079460958'],
  ])('%p → %p', (digits, shown) => expect(formatPhone(digits)).toBe(shown));
});
