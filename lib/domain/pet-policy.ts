/**
 * The pet policy text of a floor plan or unit (SPEC §3 allowedPet, petPolicy). A unit's
 * own values override its floor plan's when set.
 */
import { PET_POLICIES, PET_POLICY_LABELS, type PetPolicy } from './enums';

export interface PetFields {
  allowedPet: boolean | null;
  petPolicy: string | null;
}

function isPetPolicy(value: string): value is PetPolicy {
  return (PET_POLICIES as readonly string[]).includes(value);
}

/**
 * 'No pets' when pets are not allowed; otherwise the label of an enum policy
 * ('Cats allowed', …), free policy text as written, or 'Pets allowed' when none is given.
 */
export function petPolicyText(fields: PetFields): string {
  if (fields.allowedPet === false) return PET_POLICY_LABELS.NO_PET;
  const policy = fields.petPolicy?.trim() ?? '';
  if (isPetPolicy(policy)) return PET_POLICY_LABELS[policy];
  if (policy !== '') return policy;
  return fields.allowedPet === true ? 'Pets allowed' : PET_POLICY_LABELS.NO_PET;
}

/** A unit's pet fields with its floor plan's as fallback. */
export function unitPetFields(unit: PetFields, floorplan: PetFields): PetFields {
  return {
    allowedPet: unit.allowedPet ?? floorplan.allowedPet,
    petPolicy: unit.petPolicy?.trim() ? unit.petPolicy : floorplan.petPolicy,
  };
}
