import { decodePreset, encodePreset } from './modalTriggerData';

describe('modal trigger presets carried in markup', () => {
  test('round trip of every field', () => {
    const preset = { communityId: 'c', communityName: 'C', floorplanId: 'f', floorplanName: 'F', address: '1 Main St' };
    expect(decodePreset(encodePreset(preset))).toEqual(preset);
  });

  test.each([
    [null, {}],
    ['', {}],
    ['not json', {}],
    ['null', {}],
    ['{"communityId":3,"floorplanId":"f","other":"x"}', { floorplanId: 'f' }],
  ])('%s gives %j', (text, preset) => {
    expect(decodePreset(text)).toEqual(preset);
  });
});
