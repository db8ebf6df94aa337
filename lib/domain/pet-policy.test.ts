import { allowsPets, floorplanPetFields, petRules, petSummary, unitPetFields, type PetFields } from './pet-policy';

describe('what a Pet value permits (fewest to most: NO_PET, CAT, SMALL_DOG_CAT, LARGE_DOG_SMALL_DOG_CAT)', () => {
  it.each<[PetFields['allowedPet'], string[], string[]]>([
    ['NO_PET', [], ['Cats', 'Small dogs', 'Large dogs']],
    ['CAT', ['Cats'], ['Small dogs', 'Large dogs']],
    ['SMALL_DOG_CAT', ['Cats', 'Small dogs'], ['Large dogs']],
    ['LARGE_DOG_SMALL_DOG_CAT', ['Cats', 'Small dogs', 'Large dogs'], []],
    [null, [], ['Cats', 'Small dogs', 'Large dogs']],
  ])('%s permits %j, not %j', (allowedPet, permitted, notPermitted) => {
    const rules = petRules({ allowedPet, petPolicy: null });
    expect([rules.permitted, rules.notPermitted, rules.policy]).toEqual([permitted, notPermitted, null]);
  });

  it('keeps the staff policy text, trimmed; blank is none', () => {
    expect(petRules({ allowedPet: 'CAT', petPolicy: '  Cats welcome, $300 deposit ' }).policy).toBe('Cats welcome, $300 deposit');
    expect(petRules({ allowedPet: 'CAT', petPolicy: '   ' }).policy).toBeNull();
  });
});

it.each<[PetFields, string, boolean]>([
  [{ allowedPet: 'NO_PET', petPolicy: null }, 'No pets', false],
  [{ allowedPet: 'CAT', petPolicy: null }, 'Cats allowed', true],
  [{ allowedPet: 'SMALL_DOG_CAT', petPolicy: '' }, 'Cats and small dogs allowed', true],
  [{ allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', petPolicy: null }, 'Cats, small and large dogs allowed', true],
  [{ allowedPet: 'CAT', petPolicy: 'Two cats max, $25/month' }, 'Two cats max, $25/month', true],
  [{ allowedPet: null, petPolicy: null }, 'No pets', false],
])('summary of %j: %s', (fields, summary, allows) => {
  expect(petSummary(fields)).toBe(summary);
  expect(allowsPets(fields)).toBe(allows);
});

it("a unit's own pet fields override its floor plan's", () => {
  const floorplan: PetFields = { allowedPet: 'CAT', petPolicy: 'Cats only' };
  expect(unitPetFields({ allowedPet: null, petPolicy: null }, floorplan)).toEqual(floorplan);
  expect(unitPetFields({ allowedPet: 'NO_PET', petPolicy: '' }, floorplan)).toEqual({ allowedPet: 'NO_PET', petPolicy: 'Cats only' });
  expect(unitPetFields({ allowedPet: null, petPolicy: 'Dogs under 30 lb' }, floorplan)).toEqual({ allowedPet: 'CAT', petPolicy: 'Dogs under 30 lb' });
});

describe("a floor plan's pets are those of the unit allowing the most", () => {
  const floorplan: PetFields = { allowedPet: 'CAT', petPolicy: 'Cats welcome, $300 deposit' };
  it.each<[string, PetFields[], PetFields]>([
    ['no units: the floor plan', [], floorplan],
    ['units without values: the floor plan', [{ allowedPet: null, petPolicy: null }], floorplan],
    [
      'a unit allowing more wins, with its text',
      [{ allowedPet: 'NO_PET', petPolicy: 'No pets in 101' }, { allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', petPolicy: 'Dogs welcome, $400 deposit' }],
      { allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', petPolicy: 'Dogs welcome, $400 deposit' },
    ],
    [
      'a unit allowing more without text keeps the floor plan text',
      [{ allowedPet: 'SMALL_DOG_CAT', petPolicy: null }],
      { allowedPet: 'SMALL_DOG_CAT', petPolicy: 'Cats welcome, $300 deposit' },
    ],
    [
      'units allowing fewer still count: the most among them',
      [{ allowedPet: 'NO_PET', petPolicy: null }, { allowedPet: 'NO_PET', petPolicy: 'None' }],
      { allowedPet: 'NO_PET', petPolicy: 'Cats welcome, $300 deposit' },
    ],
    [
      'the first unit wins a tie',
      [{ allowedPet: 'SMALL_DOG_CAT', petPolicy: 'first' }, { allowedPet: 'SMALL_DOG_CAT', petPolicy: 'second' }],
      { allowedPet: 'SMALL_DOG_CAT', petPolicy: 'first' },
    ],
  ])('%s', (_name, units, expected) => {
    expect(floorplanPetFields(floorplan, units)).toEqual(expected);
  });
});
