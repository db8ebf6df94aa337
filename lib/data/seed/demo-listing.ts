/**
 * The demo listing file (docs/import-format.md format) built from the community specs, dated relative to
 * `now`. Image values are paths relative to the listing file, registered with `images`.
 */
import { company } from '../../company';
import { type CommunitySpec, COMMUNITIES, communityEmail } from './demo-communities';
import { demoCalendar } from './demo-dates';
import { homePageSpecials, sublets, teamMembers } from './demo-extras';
import { announcements, communityFaqs, FLOORPLAN_FAQS } from './demo-faqs';
import { buildFloorplan } from './demo-floorplans';
import type { DemoImages } from './demo-images';
import type { SkyKind } from './images/exterior-svg';

const OTHER_SKY: Record<SkyKind, SkyKind> = { day: 'dusk', golden: 'day', dusk: 'golden' };

function officeImages(c: CommunitySpec, images: DemoImages) {
  const onSite = c.office.type === 'ON_SITE';
  return {
    officeImage: onSite ? images.exterior('office-onsite', 'office', 'golden') : images.exterior('office-downtown', 'office', 'day'),
    officeMap: images.map(onSite ? c.id : 'downtown-office', {
      label: onSite ? c.name : `${company.shortName} Leasing Office`,
      horizontalStreet: c.office.streets[0],
      verticalStreet: c.office.streets[1],
      seed: onSite ? c.id : 'downtown-office',
    }),
  };
}

function property(c: CommunitySpec, images: DemoImages, floorplans: unknown[]) {
  return {
    id: c.id,
    name: c.name,
    active: c.active,
    leaseType: c.leaseType,
    address: c.address,
    zipcode: c.zipcode,
    phone: c.phone,
    email: communityEmail(c.id),
    description: c.description,
    latitude: c.latitude,
    longitude: c.longitude,
    rating: c.rating,
    ratingLink: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${c.name}, ${c.address}, Bloomington, IN`)}`,
    coverImage: images.exterior(c.id, c.exterior, c.sky),
    leasingOfficeType: c.office.type,
    tourSlotCapacity: c.tourSlotCapacity ?? null,
    leasingOffice: {
      name: c.office.name,
      address: c.office.address,
      zipcode: c.office.zipcode,
      phone: c.office.type === 'ON_SITE' ? c.phone : company.phoneDisplay,
      officeHours: c.office.hours,
      openingHours: c.office.openingHours,
      direction: c.office.direction,
      officeImageDescription: c.office.imageDescription,
      ...officeImages(c, images),
    },
    busRoutes: c.busRoutes.map(([busRoute, busRouteLink]) => ({ busRoute, busRouteLink })),
    photos: [
      images.exterior(c.id, c.exterior, c.sky),
      images.exterior(c.id, c.exterior, OTHER_SKY[c.sky]),
      ...(c.exterior === 'garage' ? [] : [images.room('living', c.palette), images.room('kitchen', c.palette)]),
    ],
    faqs: communityFaqs(c),
    floorplans,
  };
}

/** The whole demo listing (a plain JSON value, validated and imported like any other file). */
export function buildDemoListing(now: Date, images: DemoImages) {
  const cal = demoCalendar(now);
  let index = 0;
  const properties = COMMUNITIES.map((c) => {
    const counter = { next: 0 };
    const floorplans = c.floorplans.map((f) => ({ ...buildFloorplan(c, f, index++, cal, images, counter), faqs: FLOORPLAN_FAQS[f.id] ?? null }));
    return property(c, images, floorplans);
  });
  return {
    properties,
    homePageSpecials: homePageSpecials(cal, images),
    announcements: announcements(cal),
    teamMembers: teamMembers(images),
    sublets: sublets(cal, images),
  };
}
