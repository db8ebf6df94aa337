import { addressLine, mapsSearchUrl, withoutTown } from './maps';

describe('addressLine', () => {
  test.each([
    [{ address: '415 E 10th St', zipcode: '47408', city: 'Bloomington', state: 'IN' }, '415 E 10th St, Bloomington, IN 47408'],
    [{ address: ' 415 E 10th St ', zipcode: null, city: 'Bloomington', state: 'IN' }, '415 E 10th St, Bloomington, IN'],
    [{ address: '415 E 10th St', zipcode: '47408' }, '415 E 10th St, 47408'],
    [{ address: '', zipcode: '47408', city: 'Bloomington', state: 'IN' }, ''],
    [{ address: null, city: 'Bloomington' }, ''],
    // the whole postal line typed as the street: not the town twice
    [{ address: '812 E 3rd St Apt 301, Bloomington, IN 47401', zipcode: '47401', city: 'Bloomington', state: 'IN' }, '812 E 3rd St Apt 301, Bloomington, IN 47401'],
    [{ address: '812 E 3rd St Apt 301 bloomington', zipcode: '47401', city: 'Bloomington', state: 'IN' }, '812 E 3rd St Apt 301, Bloomington, IN 47401'],
    [{ address: '812 E 3rd St Apt 301, Bloomington, IN 47401', zipcode: null, city: 'Bloomington', state: 'IN' }, '812 E 3rd St Apt 301, Bloomington, IN 47401'],
    // a street named like the state is a street
    [{ address: '400 N Indiana Ave', zipcode: '47408', city: 'Bloomington', state: 'IN' }, '400 N Indiana Ave, Bloomington, IN 47408'],
  ])('%p → %s', (place, line) => {
    expect(addressLine(place)).toBe(line);
  });
});

describe('withoutTown', () => {
  const town = { city: 'Bloomington', state: 'IN' };
  test.each([
    ['812 E 3rd St Apt 301, Bloomington, IN 47401', '812 E 3rd St Apt 301'],
    ['812 E 3rd St Bloomington IN 47401-1234', '812 E 3rd St'],
    ['812 E 3rd St, Bloomington', '812 E 3rd St'],
    ['12 Main St, Ellettsville, IN 47429', '12 Main St, Ellettsville, IN 47429'],
    ['Bloomington', 'Bloomington'],
    ['1 Bloomington Ct', '1 Bloomington Ct'],
  ])('%j → %j', (address, street) => {
    expect(withoutTown(address, town)).toBe(street);
  });
});

test('mapsSearchUrl is a maps search of the encoded address, or null without one', () => {
  expect(mapsSearchUrl({ address: '415 E 10th St, Apt #2', zipcode: '47408', city: 'Bloomington', state: 'IN' })).toBe(
    'https://www.google.com/maps/search/?api=1&query=415%20E%2010th%20St%2C%20Apt%20%232%2C%20Bloomington%2C%20IN%2047408',
  );
  expect(mapsSearchUrl({ address: null })).toBeNull();
});
