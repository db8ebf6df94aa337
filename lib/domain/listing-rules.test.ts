import {
  communityOptions,
  isGarageFloorplan,
  isGarageProperty,
  listedFloorplans,
  listedShortTermFloorplans,
  unitListings,
} from './listing-rules';
import {
  makeFloorplan,
  makeListedFloorplan,
  makeListedProperty,
  makeProperty,
  makeShortTermFloorplan,
  makeUnit,
} from '@/test/listing-factories';

describe('the garage rule (docs/product.md)', () => {
  it.each([
    ['Kirkwood Garage', true],
    ['GARAGE 2', true],
    ['Parking garage lot', true],
    ['Garages on 3rd', true],
    ['Maple Court', false],
    ['Gar age', false],
  ])('%j is a garage: %s', (name, garage) => {
    expect(isGarageProperty({ name })).toBe(garage);
  });

  it('GARAGE-style floor plans', () => {
    expect(isGarageFloorplan({ style: 'GARAGE' })).toBe(true);
    expect(isGarageFloorplan({ style: 'TOWN_HOME' })).toBe(false);
  });
});

describe('what is listed: only active units, floor plans and properties, no garages', () => {
  const properties = [
    makeListedProperty({
      id: 'maple',
      name: 'Maple Court',
      floorplans: [
        makeFloorplan({
          id: 'f1',
          units: [makeUnit({ id: 'u1' }), makeUnit({ id: 'u2', active: false })],
        }),
        makeFloorplan({ id: 'f2', active: false }),
        makeFloorplan({ id: 'f3', style: 'GARAGE' }),
        makeFloorplan({ id: 'f4', units: [] }),
      ],
    }),
    makeListedProperty({ id: 'garage', name: 'Kirkwood garage', floorplans: [makeFloorplan({ id: 'g1' })] }),
    makeListedProperty({ id: 'closed', name: 'Old Mill', active: false, floorplans: [makeFloorplan({ id: 'o1' })] }),
    makeListedProperty({
      id: 'oak',
      name: 'Oak Flats',
      leaseType: 'SHORT_TERM',
      floorplans: [makeFloorplan({ id: 'k1' })],
    }),
  ];

  it('flattens in order, keeps only active units, attaches the property', () => {
    const listed = listedFloorplans(properties);
    expect(listed.map((fp) => fp.id)).toEqual(['f1', 'f4', 'k1']);
    expect(listed[0]!.units.map((u) => u.id)).toEqual(['u1']);
    expect(listed[0]!.property).toEqual({ id: 'maple', name: 'Maple Court', active: true, leaseType: 'YEARLY' });
  });

  it('does not change its input', () => {
    const copy = structuredClone(properties);
    listedFloorplans(properties);
    expect(properties).toEqual(copy);
  });

  it('the community filter offers only active YEARLY non-garage properties, in order', () => {
    expect(communityOptions(properties)).toEqual([{ id: 'maple', name: 'Maple Court' }]);
    const plan = [makeFloorplan({ id: 'p' })];
    expect(
      communityOptions([
        makeListedProperty({ id: 'b', name: 'Birch', floorplans: plan }),
        makeListedProperty({ id: 'a', name: 'Ash', floorplans: plan }),
        makeListedProperty({ id: 'g', name: 'The GARAGE', floorplans: plan }),
      ]),
    ).toEqual([
      { id: 'b', name: 'Birch' },
      { id: 'a', name: 'Ash' },
    ]);
  });

  it('the community filter leaves out a community that lists no floor plan, unless the search names it', () => {
    const leased = makeListedProperty({ id: 'leased', name: 'Leased-Up Lofts', floorplans: [makeFloorplan({ id: 'l1', active: false })] });
    const empty = makeListedProperty({ id: 'new', name: 'New Building' });
    const open = makeListedProperty({ id: 'oak', name: 'Oak Grove', floorplans: [makeFloorplan({ id: 'o1', units: [] })] });
    expect(communityOptions([leased, empty, open])).toEqual([{ id: 'oak', name: 'Oak Grove' }]);
    // A link from before it was leased keeps its pill's name.
    expect(communityOptions([leased, empty, open], ['leased'])).toEqual([
      { id: 'leased', name: 'Leased-Up Lofts' },
      { id: 'oak', name: 'Oak Grove' },
    ]);
  });
});

describe('units section rows', () => {
  it('carry their floor plan and only the web specials showing today', () => {
    const floorplan = makeListedFloorplan({
      id: 'f9',
      name: 'The Birch',
      bedroom: 2,
      featured: true,
      specialRent: 950,
      specialRentStartDate: '2026-11-01',
      specialRentEndDate: '2026-11-30',
      allowedPet: 'CAT',
      petPolicy: 'Cats welcome',
      webSpecials: [
        { description: 'Free parking', startDate: '2026-11-01', endDate: '2026-11-30' },
        { description: 'Old deal', startDate: '2026-10-01', endDate: '2026-10-31' },
      ],
      units: [
        makeUnit({ id: 'x', rent: 1300, petPolicy: 'No pets in this one', allowedPet: 'NO_PET' }),
        makeUnit({ id: 'y', active: false }),
      ],
    });
    const rows = unitListings([floorplan], '2026-11-30');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: 'x',
      rent: 1300,
      floorplanId: 'f9',
      floorplanName: 'The Birch',
      bedroom: 2,
      featured: true,
      specialRent: 950,
      allowedPet: 'NO_PET',
      petPolicy: 'No pets in this one',
      address: '100 Main St',
      webSpecials: ['Free parking'],
    });
    expect(unitListings([floorplan], '2026-12-01')[0]!.webSpecials).toEqual([]);
  });
});

describe('short-term floor plans', () => {
  it('lists active, non-garage floor plans of active SHORT_TERM non-garage properties', () => {
    const stays = makeProperty({ id: 'st', name: 'Downtown Stays', leaseType: 'SHORT_TERM' });
    const list = [
      makeShortTermFloorplan({ id: 'a', property: stays }),
      makeShortTermFloorplan({ id: 'b', property: stays, active: false }),
      makeShortTermFloorplan({ id: 'c', property: stays, style: 'GARAGE' }),
      makeShortTermFloorplan({ id: 'd', property: makeProperty({ leaseType: 'YEARLY' }) }),
      makeShortTermFloorplan({ id: 'e', property: { ...stays, name: 'Stay Garage' } }),
      makeShortTermFloorplan({ id: 'f', property: { ...stays, active: false } }),
    ];
    expect(listedShortTermFloorplans(list).map((fp) => fp.id)).toEqual(['a']);
  });
});
