/**
 * What a browser may learn about a sublet: the public view model. It has no asset key (nor its
 * hash), no e-mail address, no first or last name: those columns are never selected for it (see
 * PUBLIC_SUBLET_COLUMNS in ./sublets.ts). Client-safe (types only and pure helpers).
 */
import type { ImageRef } from './images';

export interface PublicSublet {
  id: string;
  title: string;
  description: string;
  /** With the 'Bloomington IN' suffix (docs/product.md). */
  address: string;
  zipcode: string;
  bedroom: number;
  availableBedrooms: number;
  /** 'YYYY-MM-DD'. */
  availableFrom: string;
  availableTo: string;
  rent: number;
  petsAllowed: boolean;
  utilitiesIncluded: boolean;
  /** ISO instant. */
  createdDate: string;
  /** ISO instant the listing stops showing (30 days after approval), or null while not approved. */
  listedUntil: string | null;
  /** In order; the first is the cover. Never empty (the default image stands in). */
  photos: ImageRef[];
}

/**
 * Where a sublet stands, for its manage and moderation pages ('held': off the board by reports;
 * 'dates-past': off the board after its Available To day, within its 30 days or after them;
 * 'lapsed': not approved before its Available To day passed, so approving it would list nothing).
 */
export type SubletStatus = 'pending' | 'lapsed' | 'listed' | 'held' | 'dates-past' | 'expired';

export interface SubletWithStatus {
  sublet: PublicSublet;
  status: SubletStatus;
}

/** A sublet as its poster's private page shows it: whether its Renew is offered too. */
export interface ManagedSublet extends SubletWithStatus {
  /** Its poster may renew it now (lib/domain/sublet-renewal.ts). */
  renewable: boolean;
  /** When they may, if not yet (ISO instant), else null. */
  renewableFrom: string | null;
}

/** The fields that must never reach a browser. Tests look for each in every public payload. */
export const PRIVATE_SUBLET_FIELDS = ['assetKey', 'assetKeyHash', 'email', 'firstName', 'lastName'] as const;
