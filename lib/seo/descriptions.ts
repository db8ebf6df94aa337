/**
 * The meta descriptions of the detail pages: the facts a searcher compares first (beds, baths,
 * size, price, availability, place), then the listing's own description. Pure.
 */
import { company } from '../company';
import { withoutTown } from '../domain/maps';
import type { CommunityDetail, FloorplanDetail } from '../data/detail-types';
import { isFloorplanAvailableNow } from '../domain/availability';
import { bathroomLabel, bedroomLabel, formatUsd, squareFootLabel } from '../domain/formats';
import { floorplanPrice } from '../domain/pricing';
import { shortTermPriceAmount } from '../domain/short-term-pricing';
import type { Now } from '../domain/site-day';
import { clampAtWord } from './clamp';
import { floorplanSquareFoot } from '../domain/listing-fallbacks';

export function floorplanDescription(detail: FloorplanDetail, now: Now): string {
  const { floorplan, property } = detail;
  const facts = [bedroomLabel(floorplan.bedroom), bathroomLabel(floorplan.bathroom)];
  const squareFoot = floorplanSquareFoot(floorplan);
  if (squareFoot) facts.push(squareFootLabel(squareFoot));
  let price = '';
  if (property.leaseType === 'SHORT_TERM') {
    const daily = shortTermPriceAmount(detail.shortTermPrices.priceFor5To13Days) ?? shortTermPriceAmount(detail.shortTermPrices.priceFor2To4Days);
    price = daily === null ? 'furnished short-term stays' : `furnished stays from ${formatUsd(daily)} a night`;
  } else {
    const { effective } = floorplanPrice(floorplan, now);
    if (effective !== null) price = `from ${formatUsd(effective)} a month`;
    if (isFloorplanAvailableNow(floorplan, now)) price = price ? `${price}, available now` : 'available now';
  }
  const head = `${floorplan.name} at ${property.name}, ${company.city} ${company.state}: ${facts.join(', ')}${price ? `, ${price}` : ''}.`;
  return clampAtWord(floorplan.description ? `${head} ${floorplan.description}` : head);
}

export function communityDescription(detail: CommunityDetail, now: Now): string {
  const { property, floorplans } = detail;
  const bedrooms = floorplans.map((f) => f.bedroom);
  const prices = floorplans.map((f) => floorplanPrice(f, now).effective).filter((p): p is number => p !== null);
  const parts: string[] = [];
  if (floorplans.length > 0) {
    const min = Math.min(...bedrooms);
    const max = Math.max(...bedrooms);
    parts.push(`${floorplans.length} floor plan${floorplans.length === 1 ? '' : 's'}${min === max ? ` (${bedroomLabel(min)})` : ` from ${bedroomLabel(min)} to ${bedroomLabel(max)}`}`);
  }
  if (property.leaseType === 'SHORT_TERM') parts.push('furnished stays by the night or the month');
  else if (prices.length > 0) parts.push(`from ${formatUsd(Math.min(...prices))} a month`);
  const head = `${property.name}, ${withoutTown(property.address, company)}, ${company.city} ${company.state}${parts.length ? `: ${parts.join(', ')}` : ''}.`;
  return clampAtWord(property.description ? `${head} ${property.description}` : head);
}
