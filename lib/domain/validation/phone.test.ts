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
    ['812-555-0142 ext 5', null],
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
