import 'server-only';
import type {
  amenities,
  announcements,
  busRoutes,
  floorplans,
  homePageSpecials,
  leasingOffices,
  properties,
  similarFloorplans,
  teamMembers,
  testimonials,
  units,
  utilities,
  variations,
  webSpecials,
} from '../schema';
import { DEFAULT_TOUR_SLOT_CAPACITY } from '../../domain/tours';
import { resolveCommunity } from './cross-checks';
import { type AssetInsert, type ImageRowFactory, LISTING_ASSET_PREFIX } from './image-rows';
import type { ListingFile, ListingFloorplan, ListingProperty } from './listing-schema';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** One floor plan and everything under it. */
export interface FloorplanRows {
  floorplan: Row<typeof floorplans> & { id: string };
  units: Row<typeof units>[];
  amenities: Row<typeof amenities>[];
  utilities: Row<typeof utilities>[];
  variations: Row<typeof variations>[];
  testimonials: Row<typeof testimonials>[];
  webSpecials: Row<typeof webSpecials>[];
  similar: Row<typeof similarFloorplans>[];
}

/** One property and everything directly under it (not its floor plans). */
export interface PropertyRows {
  property: Row<typeof properties> & { id: string };
  leasingOffice: Row<typeof leasingOffices> | null;
  busRoutes: Row<typeof busRoutes>[];
}

export interface ListingRows {
  assets: AssetInsert[];
  properties: PropertyRows[];
  floorplans: FloorplanRows[];
  homePageSpecials: Row<typeof homePageSpecials>[];
  announcements: Row<typeof announcements>[];
  teamMembers: Row<typeof teamMembers>[];
}

const P = LISTING_ASSET_PREFIX;

/** Only the two fields (an import's extra keys are not stored). */
const faqRows = (faqs: { question: string; answer: string }[] | null | undefined) =>
  (faqs ?? []).map(({ question, answer }) => ({ question, answer }));

function floorplanRows(fp: ListingFloorplan, property: ListingProperty, position: number, images: ImageRowFactory): FloorplanRows {
  const id = fp.id;
  const label = `${fp.name} at ${property.name}`;
  return {
    floorplan: {
      id,
      propertyId: property.id,
      name: fp.name,
      active: fp.active ?? true,
      bedroom: fp.bedroom,
      bathroom: fp.bathroom,
      coverImageId: images.single(P, `floorplan:${id}:cover`, fp.coverImage, label),
      featured: fp.featured ?? false,
      style: fp.style,
      specialRent: fp.specialRent ?? null,
      specialRentStartDate: fp.specialRentStartDate ?? null,
      specialRentEndDate: fp.specialRentEndDate ?? null,
      address: fp.address ?? null,
      zipcode: fp.zipcode ?? null,
      virtualTourLink: fp.virtualTourLink ?? null,
      videoTourLink: fp.videoTourLink ?? null,
      threeSixtyVideoTourLink: fp.threeSixtyVideoTourLink ?? null,
      photosFolderId: images.folder(P, `floorplan:${id}`, fp.photos, (i) => `${label}, photo ${i + 1}`),
      description: fp.description ?? null,
      htmlTitle: fp.htmlTitle ?? null,
      allowedPet: fp.allowedPet ?? 'NO_PET',
      petPolicy: fp.petPolicy ?? null,
      squareFoot: fp.squareFoot ?? null,
      priceFor2To4Days: fp.priceFor2To4Days ?? null,
      priceFor5To13Days: fp.priceFor5To13Days ?? null,
      priceFor14To29Days: fp.priceFor14To29Days ?? null,
      priceFor1To4Months: fp.priceFor1To4Months ?? null,
      priceFor4andMoreMonths: fp.priceFor4andMoreMonths ?? null,
      faqs: faqRows(fp.faqs),
      position,
    },
    units: (fp.units ?? []).map((u) => ({
      code: u.id,
      floorplanId: id,
      active: u.active ?? true,
      rent: u.rent ?? null,
      deposit: u.deposit ?? null,
      squareFoot: u.squareFoot ?? null,
      moveInDate: u.moveInDate ?? null,
      availabilityExtensionMonths: u.availabilityExtensionMonths ?? 0,
      address: u.address ?? null,
      zipcode: u.zipcode ?? null,
      allowedPet: u.allowedPet ?? null,
      petPolicy: u.petPolicy ?? null,
    })),
    amenities: (fp.amenities ?? []).map((a, i) => ({
      floorplanId: id,
      name: a.name,
      featured: a.featured ?? false,
      type: a.type ?? 'NOT_APPLICABLE',
      position: i,
    })),
    utilities: (fp.utilities ?? []).map((u, i) => ({
      floorplanId: id,
      name: u.name,
      type: u.type,
      averageMonthlyBill: u.averageMonthlyBill ?? null,
      position: i,
    })),
    variations: (fp.variations ?? []).map((v, i) => ({ floorplanId: id, variation: v.variation, position: i })),
    testimonials: (fp.testimonials ?? []).map((t, i) => ({ floorplanId: id, testimonial: t.testimonial, tenant: t.tenant ?? '', position: i })),
    webSpecials: (fp.webSpecials ?? []).map((w, i) => ({
      floorplanId: id,
      description: w.description,
      startDate: w.startDate ?? null,
      endDate: w.endDate ?? null,
      position: i,
    })),
    similar: [...new Set(fp.similarTo ?? [])].map((similarToId, i) => ({ floorplanId: id, similarToId, position: i })),
  };
}

function propertyRows(p: ListingProperty, position: number, images: ImageRowFactory): PropertyRows {
  const office = p.leasingOffice;
  return {
    property: {
      id: p.id,
      name: p.name,
      active: p.active ?? true,
      leaseType: p.leaseType ?? 'YEARLY',
      address: p.address ?? '',
      zipcode: p.zipcode ?? '',
      phone: p.phone ?? '',
      email: p.email ?? null,
      rating: p.rating ?? null,
      ratingLink: p.ratingLink ?? null,
      coverImageId: images.single(P, `property:${p.id}:cover`, p.coverImage, p.name),
      photosFolderId: images.folder(P, `property:${p.id}`, p.photos, (i) => `${p.name}, photo ${i + 1}`),
      leasingOfficeType: p.leasingOfficeType ?? null,
      description: p.description ?? null,
      latitude: p.latitude ?? null,
      longitude: p.longitude ?? null,
      faqs: faqRows(p.faqs),
      tourSlotCapacity: p.tourSlotCapacity ?? DEFAULT_TOUR_SLOT_CAPACITY,
      position,
    },
    leasingOffice: office
      ? {
          propertyId: p.id,
          name: office.name ?? null,
          address: office.address ?? null,
          zipcode: office.zipcode ?? null,
          phone: office.phone ?? null,
          officeHours: office.officeHours ?? null,
          openingHours: (office.openingHours ?? []).map(({ day, opens, closes }) => ({ day, opens, closes })),
          direction: office.direction ?? null,
          officeMapId: images.single(P, `property:${p.id}:officeMap`, office.officeMap, `Map to the ${p.name} leasing office`),
          officeImageId: images.single(
            P,
            `property:${p.id}:officeImage`,
            office.officeImage,
            office.officeImageDescription ?? `The ${p.name} leasing office`,
          ),
          officeImageDescription: office.officeImageDescription ?? null,
        }
      : null,
    busRoutes: (p.busRoutes ?? []).map((b, i) => ({
      propertyId: p.id,
      busRoute: b.busRoute,
      busRouteLink: b.busRouteLink ?? null,
      position: i,
    })),
  };
}

/** The rows of all listing content of a validated file (no database access). */
export function buildListingRows(data: ListingFile, images: ImageRowFactory): ListingRows {
  const props = data.properties ?? [];
  const communities = props.map((p) => ({ id: p.id, name: p.name }));
  let floorplanPosition = 0;
  const result: ListingRows = {
    assets: images.rows,
    properties: props.map((p, i) => propertyRows(p, i, images)),
    floorplans: props.flatMap((p) => (p.floorplans ?? []).map((fp) => floorplanRows(fp, p, floorplanPosition++, images))),
    homePageSpecials: (data.homePageSpecials ?? []).map((s, i) => ({
      title: s.title,
      description: s.description ?? '',
      details: s.details ?? '',
      imageId: images.single(P, `homePageSpecial:${i}`, s.image, s.title),
      startDate: s.startDate ?? null,
      endDate: s.endDate ?? null,
      properties: [...new Set((s.properties ?? []).map((ref) => resolveCommunity(ref, communities) ?? ref))],
      position: i,
    })),
    announcements: (data.announcements ?? []).map((a, i) => ({
      text: a.text,
      link: a.link ?? null,
      linkText: a.linkText ?? null,
      startDate: a.startDate ?? null,
      endDate: a.endDate ?? null,
      position: i,
    })),
    teamMembers: (data.teamMembers ?? []).map((m, i) => ({
      name: m.name,
      email: m.email ?? null,
      jobTitle: m.jobTitle ?? null,
      photoId: images.single(P, `teamMember:${i}`, m.photoLink, m.name),
      blogLink: m.blogLink ?? null,
      position: i,
    })),
  };
  return result;
}
