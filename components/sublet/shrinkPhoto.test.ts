import { shrunkSize } from './shrinkPhoto';

it.each<[number, number, { width: number; height: number } | null]>([
  [4032, 3024, { width: 2560, height: 1920 }], // a 12 MP phone photo, landscape
  [3024, 4032, { width: 1920, height: 2560 }], // portrait
  [8064, 6048, { width: 2560, height: 1920 }], // 48 MP
  [2560, 1440, null], // fits already
  [1600, 1200, null],
  [5000, 100, { width: 2560, height: 51 }], // a panorama keeps its shape
  [0, 0, null],
])('%i × %i → %j', (width, height, expected) => {
  expect(shrunkSize(width, height)).toEqual(expected);
});
