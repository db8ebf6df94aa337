import { petPolicyText, unitPetFields, type PetFields } from './pet-policy';

it.each<[PetFields, string]>([
  [{ allowedPet: false, petPolicy: null }, 'No pets'],
  [{ allowedPet: false, petPolicy: 'CAT' }, 'No pets'],
  [{ allowedPet: true, petPolicy: 'CAT' }, 'Cats allowed'],
  [{ allowedPet: true, petPolicy: 'SMALL_DOG_CAT' }, 'Cats and small dogs allowed'],
  [{ allowedPet: true, petPolicy: 'LARGE_DOG_SMALL_DOG_CAT' }, 'Cats, small and large dogs allowed'],
  [{ allowedPet: true, petPolicy: 'NO_PET' }, 'No pets'],
  [{ allowedPet: true, petPolicy: 'Two cats max, $25/month' }, 'Two cats max, $25/month'],
  [{ allowedPet: true, petPolicy: '  ' }, 'Pets allowed'],
  [{ allowedPet: null, petPolicy: null }, 'No pets'],
])('%j → %s', (fields, text) => {
  expect(petPolicyText(fields)).toBe(text);
});

it("a unit's own pet fields override its floor plan's", () => {
  const floorplan = { allowedPet: true, petPolicy: 'CAT' };
  expect(unitPetFields({ allowedPet: null, petPolicy: null }, floorplan)).toEqual(floorplan);
  expect(unitPetFields({ allowedPet: false, petPolicy: '' }, floorplan)).toEqual({ allowedPet: false, petPolicy: 'CAT' });
  expect(unitPetFields({ allowedPet: null, petPolicy: 'SMALL_DOG_CAT' }, floorplan)).toEqual({
    allowedPet: true,
    petPolicy: 'SMALL_DOG_CAT',
  });
});
