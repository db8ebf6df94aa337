import { addressLine, mapsSearchUrl } from './maps';

describe('addressLine', () => {
  test.each([
    [{ address: '415 E 10th St', zipcode: '47408', city: 'Bloomington', state: 'IN' }, '415 E 10th St, Bloomington, IN 47408'],
    [{ address: ' 415 E 10th St ', zipcode: null, city: 'Bloomington', state: 'IN' }, '415 E 10th St, Bloomington, IN'],
    [{ address: '415 E 10th St', zipcode: '47408' }, '415 E 10th St, 47408'],
    [{ address: '', zipcode: '47408', city: 'Bloomington', state: 'IN' }, ''],
    [{ address: null, city: 'Bloomington' }, ''],
  ])('%p → %s', (place, line) => {
    expect(addressLine(place)).toBe(line);
  });
});

test('mapsSearchUrl is a maps search of the encoded address, or null without one', () => {
  expect(mapsSearchUrl({ address: '415 E 10th St, Apt #2', zipcode: '47408', city: 'Bloomington', state: 'IN' })).toBe(
    'https://www.google.com/maps/search/?api=1&query=415%20E%2010th%20St%2C%20Apt%20%232%2C%20Bloomington%2C%20IN%2047408',
  );
  expect(mapsSearchUrl({ address: null })).toBeNull();
});
