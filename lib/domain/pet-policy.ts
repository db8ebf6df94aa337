/**
 * Pets, as the system the site replaces records them: `allowedPet` is a Pet value (enums.ts
 * PETS, from fewest to most pets allowed) and `petPolicy` is free text written by staff
 * ("Cats welcome, $300 deposit"). A unit's own values override its floor plan's when set.
 */
import { PET_LABELS, PETS, type Pet } from './enums';

export interface PetFields {
  allowedPet: Pet | null;
  petPolicy: string | null;
}

/** The kinds of pets a Pet value speaks of, each with the least Pet value that permits it. */
export const PET_KINDS = [
  { label: 'Cats', permittedFrom: 'CAT' },
  { label: 'Small dogs', permittedFrom: 'SMALL_DOG_CAT' },
  { label: 'Large dogs', permittedFrom: 'LARGE_DOG_SMALL_DOG_CAT' },
] as const satisfies readonly { label: string; permittedFrom: Pet }[];

export type PetKind = (typeof PET_KINDS)[number]['label'];

export interface PetRules {
  allowedPet: Pet;
  permitted: PetKind[];
  notPermitted: PetKind[];
  /** The staff's policy text, trimmed; null when there is none. */
  policy: string | null;
}

const rank = (pet: Pet | null): number => PETS.indexOf(pet ?? 'NO_PET');

/** A unit's pet fields with its floor plan's as fallback. */
export function unitPetFields(unit: PetFields, floorplan: PetFields): PetFields {
  return {
    allowedPet: unit.allowedPet ?? floorplan.allowedPet,
    petPolicy: unit.petPolicy?.trim() ? unit.petPolicy : floorplan.petPolicy,
  };
}

/** What a Pet value permits and does not permit, with the policy text. No value: no pets. */
export function petRules(fields: PetFields): PetRules {
  const allowedPet = fields.allowedPet ?? 'NO_PET';
  const permitted = PET_KINDS.filter((kind) => rank(allowedPet) >= rank(kind.permittedFrom)).map((kind) => kind.label);
  const notPermitted = PET_KINDS.filter((kind) => rank(allowedPet) < rank(kind.permittedFrom)).map((kind) => kind.label);
  return { allowedPet, permitted, notPermitted, policy: fields.petPolicy?.trim() || null };
}

/**
 * The pets of a floor plan: those of its unit that allows the most (a unit without its own
 * values has the floor plan's), or the floor plan's own when it has no units. The first such unit
 * wins a tie, and its policy text is the one shown.
 */
export function floorplanPetFields(floorplan: PetFields, units: readonly PetFields[]): PetFields {
  let best: PetFields | null = null;
  for (const unit of units) {
    const fields = unitPetFields(unit, floorplan);
    if (!best || rank(fields.allowedPet) > rank(best.allowedPet)) best = fields;
  }
  return best ?? floorplan;
}

/** One short line: the policy text when staff wrote one, else what the Pet value allows ('Cats allowed'). */
export function petSummary(fields: PetFields): string {
  return fields.petPolicy?.trim() || PET_LABELS[fields.allowedPet ?? 'NO_PET'];
}

/** Whether any pet is allowed. */
export function allowsPets(fields: PetFields): boolean {
  return rank(fields.allowedPet) > 0;
}
