/**
 * How a unit is named in its floor plan's availability table (docs/product.md#days-availability-and-prices).
 *
 * Staff give a unit's address as their system holds it: '415 E Kirkwood Ave, Apt 7', but as
 * often '812 E 3rd St Apt 301', '812 E. 3rd St. #301' or the whole postal line with the town.
 * Repeating the community's street on every row says nothing and, on a phone, squeezes the
 * column to a word a line; so a unit at its community's street is named by what follows the
 * street ('Apt 301'), and a unit elsewhere by its street address without the town.
 */
import { escapeRegExp, withoutTown, type Town } from './maps';

/**
 * What follows the community's street in the address ('Apt 301', '#301'); '' when the address is
 * the street itself; null when the address is not on that street. Spaces, periods and commas
 * between the street's words do not matter, nor does case.
 */
function afterStreet(address: string, street: string): string | null {
  const words = street.split(/[\s.,]+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = new RegExp(`^${words.map(escapeRegExp).join('[\\s.,]+')}\\.?(?:$|[\\s,]+|(?=#))`, 'i');
  const match = pattern.exec(address);
  if (!match) return null;
  return address.slice(match[0].length).replace(/^[\s,-]+/, '').trim();
}

/** 'Apt 7', 'Unit 7' or '1102 S Henderson St': the row header of a unit in the table. */
export function unitLabel(unit: { id: string; address: string | null }, propertyAddress: string, place: Town): string {
  const byId = `Unit ${unit.id}`;
  const address = unit.address?.trim();
  if (!address) return byId;
  const own = withoutTown(address, place);
  const rest = afterStreet(own, withoutTown(propertyAddress, place));
  if (rest === null) return own;
  if (rest === '') return byId;
  // A bare number ('301', 'C-301A') after the street is the unit's number.
  return /^[A-Za-z]?-?\d[\w-]*$/.test(rest) ? `Unit ${rest}` : rest;
}
