import { isListedProperty } from './listing-rules';
import type { PropertySummary } from './listing-types';

/** A community the lead forms offer: only its id and name reach the browser (never its mailbox). */
export interface FormCommunity {
  id: string;
  name: string;
}

/**
 * The communities the application and contact forms offer (docs/product.md#pages: "the listed
 * communities"): every active property whose name lacks 'garage', yearly and short-term alike,
 * in listing order. These are exactly the communities the server routes mail for
 * (lib/data/community-mailboxes.ts).
 */
export function formCommunities(properties: readonly PropertySummary[]): FormCommunity[] {
  return properties.filter((property) => isListedProperty(property)).map((property) => ({ id: property.id, name: property.name }));
}
