import { moveRangeHandle, normalizeRange } from './rangeHandles';

const bounds = { min: 0, max: 4000 };

describe('moveRangeHandle (docs/product.md: min stays at least 1 below max and vice versa)', () => {
  it.each([
    // [current, handle, next, expected]
    [[0, 4000], 'min', 500, [500, 4000]],
    [[0, 4000], 'max', 1500, [0, 1500]],
    [[0, 1500], 'min', 1500, [1499, 1500]],
    [[0, 1500], 'min', 3000, [1499, 1500]],
    [[1000, 4000], 'max', 1000, [1000, 1001]],
    [[1000, 4000], 'max', 200, [1000, 1001]],
    [[0, 4000], 'min', -50, [0, 4000]],
    [[0, 4000], 'max', 9999, [0, 4000]],
    [[0, 1], 'min', 1, [0, 1]],
    [[3999, 4000], 'max', 3999, [3999, 4000]],
  ] as const)('%j moving %s to %d gives %j', (current, handle, next, expected) => {
    expect(moveRangeHandle(current, handle, next, bounds)).toEqual(expected);
  });

  it('keeps a larger gap when asked (step)', () => {
    expect(moveRangeHandle([0, 1000], 'min', 990, { ...bounds, gap: 50 })).toEqual([950, 1000]);
  });
});

describe('normalizeRange', () => {
  it.each([
    [[500, 1500], [500, 1500]],
    [[-10, 5000], [0, 4000]],
    [[4000, 4000], [3999, 4000]],
    [[0, 0], [0, 1]],
    [[2000, 1000], [2000, 2001]],
  ] as const)('%j → %j', (value, expected) => {
    expect(normalizeRange(value, bounds)).toEqual(expected);
  });
});
