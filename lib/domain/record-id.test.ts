import { isRecordId } from './record-id';

describe('isRecordId', () => {
  it.each([
    ['kirkwood-iris', true],
    ['Unit_12', true],
    ['7', true],
    ['a'.repeat(100), true],
    ['', false],
    ['a'.repeat(101), false],
    ['\u0000', false],
    ['kirkwood iris', false],
    ['kirkwood-iris ', false],
    ['\u200bkirkwood-iris', false],
    ['ki/rkwood', false],
    ['..', false],
    ['é', false],
    ['__proto__', true],
  ])('%j → %s', (value, expected) => {
    expect(isRecordId(value)).toBe(expected);
  });
});
