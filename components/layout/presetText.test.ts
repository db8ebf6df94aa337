import { describePreset } from './presetText';

describe('describePreset', () => {
  test.each([
    [{ floorplanName: 'Aspen', communityName: 'Maple Court' }, 'the Aspen floor plan at Maple Court'],
    // A name that already starts with its article is not given a second one.
    [{ floorplanName: 'The Bluebell', communityName: 'Kirkwood Commons' }, 'The Bluebell floor plan at Kirkwood Commons'],
    [{ floorplanName: 'the loft' }, 'the loft floor plan'],
    [{ floorplanName: 'Theodore' }, 'the Theodore floor plan'],
    [{ communityName: 'Maple Court' }, 'Maple Court'],
    [{ address: '1 Main St' }, '1 Main St'],
    [{}, ''],
  ])('%j → %s', (preset, text) => {
    expect(describePreset(preset)).toBe(text);
  });
});
