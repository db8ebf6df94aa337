import 'server-only';
import { asc } from 'drizzle-orm';
import type { LeaseType } from '../domain/enums';
import { isGarageFloorplan, isListedProperty } from '../domain/listing-rules';
import type { Db } from './db';
import { latest } from './detail-rows';
import type { SitemapEntry } from './detail-types';
import { floorplans, properties } from './schema';
import { PAGES, communityPath, floorplanPath } from '../domain/routes';

/**
 * The listed floor plan and community pages with their true last change: a floor plan page
 * shows its property too, so its lastmod is the later of the two; a community page shows all
 * its floor plans, so its lastmod is the latest of the property and every floor plan under it.
 * `/flexible-term` changes with the short-term communities. Sublets are never listed here.
 */
export async function loadSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [propertyRows, floorplanRows] = await Promise.all([
    db
      .select({ id: properties.id, name: properties.name, active: properties.active, leaseType: properties.leaseType, updatedAt: properties.updatedAt })
      .from(properties)
      .orderBy(asc(properties.position), asc(properties.name)),
    db
      .select({ id: floorplans.id, propertyId: floorplans.propertyId, active: floorplans.active, style: floorplans.style, updatedAt: floorplans.updatedAt })
      .from(floorplans)
      .orderBy(asc(floorplans.position), asc(floorplans.name)),
  ]);
  const entries: SitemapEntry[] = [];
  const shortTermChanges: (Date | null)[] = [];
  for (const property of propertyRows) {
    if (!isListedProperty(property)) continue;
    const own = floorplanRows.filter((f) => f.propertyId === property.id);
    const communityLastModified = latest([property.updatedAt, ...own.map((f) => f.updatedAt)]);
    entries.push({ path: communityPath(property.id), lastModified: communityLastModified, kind: 'community' });
    if ((property.leaseType as LeaseType) === 'SHORT_TERM') shortTermChanges.push(communityLastModified ? new Date(communityLastModified) : null);
    for (const floorplan of own) {
      if (!floorplan.active || isGarageFloorplan(floorplan)) continue;
      entries.push({
        path: floorplanPath(floorplan.id),
        lastModified: latest([floorplan.updatedAt, property.updatedAt]),
        kind: 'floorplan',
      });
    }
  }
  const listingsChanged = latest(entries.map((e) => e.lastModified));
  return [
    { path: PAGES.home, lastModified: listingsChanged, kind: 'page' },
    { path: PAGES.flexibleTerm, lastModified: latest(shortTermChanges), kind: 'page' },
    ...entries,
  ];
}
