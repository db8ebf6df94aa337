import { formatPhone, normalisePhone, phoneTarget } from './phone';

describe('normalisePhone', () => {
  it.each([
    ['8125550142', '8125550142'],
    ['(812) 555-0142', '8125550142'],
    ['812.555.0142', '8125550142'],
    ['812/555-0142', '8125550142'],
    ['+1 812 555 0142', '8125550142'],
    ['18125550142', '8125550142'],
    ['555-0142', '5550142'],
    // Another country's number keeps its "+", however its country was written.
    ['+44 20 7946 0958', '+442079460958'],
    ['+65 6123 4567', '+6561234567'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['+91 98765 43210', '+919876543210'],
    ['0044 20 7946 0958', '+442079460958'],
    ['011 44 20 7946 0958', '+442079460958'],
    ['86 138 0013 8000', '+8613800138000'],
    ['+6561234567', '+6561234567'],
    // A US (or Canadian) number however its country was written: its 10 digits.
    ['011 1 812 555 0142', '8125550142'],
    ['+1 (416) 555-0199', '4165550199'],
    ['0012345678', '0012345678'],
    ['+1 555 0142', '15550142'],
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
    ['+442079460958', '+442079460958'],
  ])('%p → %p', (digits, shown) => expect(formatPhone(digits)).toBe(shown));
});

describe('phoneTarget: what a link to a stored number dials', () => {
  it.each([
    ['8125550142', '+18125550142'],
    ['+6561234567', '+6561234567'],
    ['+442079460958', '+442079460958'],
    ['5550142', '5550142'],
  ])('%p → %p', (phone, target) => expect(phoneTarget(phone)).toBe(target));
});

it('a stored number is stored again as it is (the server checks what the form sent)', () => {
  for (const input of ['(812) 555-0142', '+65 6123 4567', '0044 20 7946 0958', '555-0142', '86 138 0013 8000', '+1 555 0142']) {
    const stored = normalisePhone(input)!;
    expect([input, normalisePhone(stored)]).toEqual([input, stored]);
  }
});
