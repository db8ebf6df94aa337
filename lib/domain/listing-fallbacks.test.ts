import { communityPhone, floorplanDisplayName, floorplanPlace, floorplanSquareFoot } from './listing-fallbacks';

describe('floorplanDisplayName', () => {
  it.each([
    [{ id: 'kirkwood-iris', name: 'The Iris', htmlTitle: 'Iris | Kirkwood' }, 'The Iris'],
    [{ id: 'kirkwood-iris', name: '', htmlTitle: 'Iris | Kirkwood' }, 'Iris | Kirkwood'],
    [{ id: 'kirkwood-iris', name: '  ', htmlTitle: null }, 'Floorplan: kirkwood-iris'],
    [{ id: 'kirkwood-iris', name: null }, 'Floorplan: kirkwood-iris'],
  ])('%j → %s', (floorplan, expected) => {
    expect(floorplanDisplayName(floorplan)).toBe(expected);
  });
});

describe('floorplanSquareFoot', () => {
  it.each([
    [{ squareFoot: 850, units: [{ squareFoot: 900 }] }, 850],
    [{ squareFoot: null, units: [{ squareFoot: null }, { squareFoot: 910 }, { squareFoot: 920 }] }, 910],
    [{ squareFoot: 0, units: [{ squareFoot: 640 }] }, 640],
    [{ squareFoot: null, units: [] }, null],
    [{ squareFoot: null }, null],
  ])('%j → %s', (floorplan, expected) => {
    expect(floorplanSquareFoot(floorplan)).toBe(expected);
  });
});

describe('floorplanPlace', () => {
  const property = { address: '100 N College Ave', zipcode: '47404' };
  it.each([
    [{ address: '12 E Kirkwood Ave', zipcode: '47408' }, { address: '12 E Kirkwood Ave', zipcode: '47408' }],
    [{ address: '12 E Kirkwood Ave', zipcode: null }, { address: '12 E Kirkwood Ave', zipcode: '47404' }],
    [{ address: '', zipcode: ' ' }, property],
    [{}, property],
  ])('%j → %j', (floorplan, expected) => {
    expect(floorplanPlace(floorplan, property)).toEqual(expected);
  });
});

describe('communityPhone', () => {
  it.each([
    [{ phone: '(812) 555-0100', leasingOffice: { phone: '(812) 555-0199' } }, '(812) 555-0100'],
    [{ phone: '', leasingOffice: { phone: '(812) 555-0199' } }, '(812) 555-0199'],
    [{ phone: null, leasingOffice: null }, null],
    [{ phone: ' ', leasingOffice: { phone: '' } }, null],
  ])('%j → %s', (property, expected) => {
    expect(communityPhone(property)).toBe(expected);
  });
});
