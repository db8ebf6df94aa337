/**
 * Expands a demo floor plan spec into a listing-file floor plan: units, amenities, utilities,
 * testimonials, variations, specials, tours and photos. Deterministic for a given day.
 */
import { AMENITY_TYPES, type Pet, STYLE_LABELS } from '../../domain/enums';
import type { DemoCalendar } from './demo-dates';
import type { CommunitySpec, FloorplanSpec } from './demo-communities';
import {
  AMENITIES,
  GARAGE_AMENITIES,
  INCLUDED_UTILITIES,
  mediaId,
  pick,
  RESIDENT_UTILITIES,
  SHORT_TERM_UTILITIES,
  TESTIMONIALS,
  VARIATIONS,
  VIEWS,
  WEB_SPECIALS,
} from './demo-catalogue';
import type { DemoImages } from './demo-images';
import { random, seedOf } from './images/svg-kit';

/** Policy texts as leasing staff write them (free text beside the Pet value). */
const PET_POLICY_TEXTS: Record<Pet, string | null> = {
  NO_PET: null,
  CAT: 'Up to two cats. $300 refundable deposit and $25 monthly pet rent per cat.',
  SMALL_DOG_CAT: 'Cats and dogs under 30 lb, two pets at most. $300 deposit and $35 monthly pet rent per pet.',
  LARGE_DOG_SMALL_DOG_CAT: 'Cats and dogs of any size, two pets at most (some breeds excluded). $400 deposit and $40 monthly pet rent per pet.',
};

/** Special-rent windows (docs/product.md) as days from today: current, expired, future, and the inclusive edges. */
const SPECIAL_RENTS: Record<string, { start: number; end: number; off: number }> = {
  'kirkwood-clover': { start: -10, end: 20, off: 100 },
  'kirkwood-iris': { start: -14, end: 0, off: 125 }, // ends today
  'kirkwood-juniper': { start: 0, end: 30, off: 150 }, // starts today
  'collegemall-eastgate': { start: -60, end: -1, off: 100 }, // expired
  'collegemall-grant': { start: 1, end: 45, off: 120 }, // future
  'collegemall-bryan': { start: -5, end: 25, off: -1 }, // specialRent 0: never applied
  'henderson-finch': { start: -3, end: 40, off: 200 },
  'henderson-sparrow': { start: 7, end: 60, off: 175 }, // future
};

type Window = 'current' | 'expired' | 'future' | 'endsToday' | 'startsToday';
const WINDOWS: Record<Window, [number, number]> = {
  current: [-7, 21],
  expired: [-45, -2],
  future: [5, 40],
  endsToday: [-10, 0],
  startsToday: [0, 14],
};
const WEB_SPECIAL_WINDOWS: Record<string, Window[]> = {
  'kirkwood-bluebell': ['current'],
  'kirkwood-iris': ['current', 'expired'],
  'kirkwood-laurel': ['endsToday'],
  'collegemall-hawthorne': ['startsToday', 'future'],
  'collegemall-dunn': ['expired'],
  'collegemall-eastgate': ['current'],
  'henderson-oriole': ['current'],
  'henderson-heron': ['future'],
  'walnut-studio-plus': ['current'],
};

const TESTIMONIAL_COUNTS = [3, 2, 1, 4, 0, 5, 2, 3, 1, 2, 0, 3];

function roundTo(n: number, step: number) {
  return Math.round(n / step) * step;
}

function units(c: CommunitySpec, f: FloorplanSpec, cal: DemoCalendar, rand: () => number, counter: { next: number }) {
  const garage = f.style === 'GARAGE';
  const shortTerm = c.leaseType === 'SHORT_TERM';
  const count = shortTerm ? 2 : garage ? 3 + Math.floor(rand() * 2) : !c.active ? 3 : 5 + Math.floor(rand() * 4);
  const monthly = shortTerm && typeof f.shortTerm?.[3] === 'number' ? f.shortTerm[3] * 30 : f.rent;
  return Array.from({ length: count }, (_, k) => {
    const n = counter.next++;
    const floor = 1 + (n % 4);
    const code = garage ? `G-${String(n + 1).padStart(2, '0')}` : f.style === 'TOWN_HOME' || f.style === 'SINGLE_FAMILY' ? String(1100 + n * 2) : `${floor}${String(n + 1).padStart(2, '0')}`;
    const address = garage ? `${c.address}, Bay ${code}` : f.style === 'TOWN_HOME' || f.style === 'SINGLE_FAMILY' ? `${code} ${c.address.replace(/^\d+\s+/, '')}` : `${c.address}, Apt ${code}`;
    const roll = rand();
    // A quarter are available already (up to 45 days ago); the rest spread over 14 months.
    const offset = shortTerm && k === 0 ? -3 : roll < 0.25 ? -Math.floor(rand() * 45) : 1 + Math.floor(rand() * 425);
    const rent = monthly ? roundTo(monthly + (garage ? 0 : floor * 15 + Math.floor(rand() * 5) * 10 - 20), 5) : null;
    return {
      id: code,
      active: rand() > 0.05,
      rent,
      deposit: garage ? 0 : rent && rent > 1200 ? 750 : 500,
      squareFoot: f.squareFoot + (garage ? 0 : Math.floor(rand() * 5) * 10 - 20),
      moveInDate: f.id === 'kirkwood-clover' && k === 0 ? cal.today : cal.day(offset),
      availabilityExtensionMonths: rand() < 0.3 ? 1 + Math.floor(rand() * 3) : 0,
      address,
      zipcode: c.zipcode,
      ...(rand() < 0.1 && !garage ? { allowedPet: 'NO_PET', petPolicy: 'This home has no pets: it is kept free of pet allergens.' } : {}),
    };
  });
}

function amenities(f: FloorplanSpec, rand: () => number) {
  if (f.style === 'GARAGE') return GARAGE_AMENITIES.map(([name, type], i) => ({ name, type, featured: i < 2 }));
  return AMENITY_TYPES.flatMap((type) => pick(AMENITIES[type], 1 + Math.floor(rand() * 2), rand).map((name) => ({ name, type, featured: rand() < 0.35 })));
}

function utilities(c: CommunitySpec, f: FloorplanSpec) {
  const scale = 1 + 0.15 * f.bedroom;
  const bill = (n: number) => roundTo(n * scale, 1);
  if (c.leaseType === 'SHORT_TERM') return SHORT_TERM_UTILITIES.map(([name, n]) => ({ name, type: 'INCLUDED_UTILITY', averageMonthlyBill: bill(n) }));
  if (f.style === 'GARAGE') return [{ name: 'Electricity for the bay', type: 'INCLUDED_UTILITY', averageMonthlyBill: 8 }];
  const resident = RESIDENT_UTILITIES.slice(0, f.style === 'SINGLE_FAMILY' || f.style === 'TOWN_HOME' ? 4 : 3);
  return [
    ...resident.map(([name, n]) => ({ name, type: 'RESIDENT_UTILITY', averageMonthlyBill: bill(n) })),
    ...INCLUDED_UTILITIES.map(([name, n]) => ({ name, type: 'INCLUDED_UTILITY', averageMonthlyBill: bill(n) })),
  ];
}

function photos(c: CommunitySpec, f: FloorplanSpec, index: number, images: DemoImages, drawing: string) {
  if (f.style === 'GARAGE') return [drawing, images.exterior('garage', 'garage', 'day')];
  const palette = (c.palette + (index % 2)) % 5;
  return [
    drawing,
    images.room('living', palette),
    images.room('kitchen', palette),
    ...(f.bedroom > 0 ? [images.room('bedroom', palette)] : []),
    images.room('bath', palette),
  ];
}

/**
 * Floor plans whose video tour is a file the site serves (public/videos, made by
 * scripts/make-demo-video.mjs): it plays in the site's own player, with mute and pause.
 */
const DIRECT_VIDEO_TOURS: Record<string, string> = { 'kirkwood-juniper': '/videos/demo-tour.webm' };

export function buildFloorplan(c: CommunitySpec, f: FloorplanSpec, index: number, cal: DemoCalendar, images: DemoImages, counter: { next: number }) {
  const rand = random(seedOf(f.id));
  const pet = f.pet ?? c.pet;
  const drawing = images.floorplan(f.id, { name: f.name, bedroom: f.bedroom, bathroom: f.bathroom, squareFoot: f.squareFoot, style: f.style });
  const gallery = photos(c, f, index, images, drawing);
  const special = SPECIAL_RENTS[f.id];
  const beds = f.bedroom === 0 ? (f.style === 'GARAGE' ? 'Garage' : 'Studio') : `${f.bedroom} Bedroom`;
  const similar = c.floorplans
    .filter((o) => o.id !== f.id && o.active !== false && (o.style === 'GARAGE') === (f.style === 'GARAGE') && Math.abs(o.bedroom - f.bedroom) <= 1)
    .slice(0, 3)
    .map((o) => o.id);
  const count = f.style === 'GARAGE' ? index % 2 : TESTIMONIAL_COUNTS[index % TESTIMONIAL_COUNTS.length]!;
  const shortTerm = f.shortTerm ?? [];

  return {
    id: f.id,
    name: f.name,
    active: f.active ?? true,
    bedroom: f.bedroom,
    bathroom: f.bathroom,
    coverImage: f.featured && f.style !== 'GARAGE' ? gallery[1] : drawing,
    featured: f.featured ?? false,
    style: f.style,
    specialRent: special ? Math.max(0, special.off < 0 ? 0 : f.rent - special.off) : null,
    specialRentStartDate: special ? cal.day(special.start) : null,
    specialRentEndDate: special ? cal.day(special.end) : null,
    address: c.address,
    zipcode: c.zipcode,
    virtualTourLink: rand() < 0.6 ? `https://my.matterport.com/show/?m=${mediaId(rand)}` : null,
    videoTourLink: DIRECT_VIDEO_TOURS[f.id] ?? (rand() < 0.5 ? `https://www.youtube.com/watch?v=${mediaId(rand)}` : null),
    threeSixtyVideoTourLink: rand() < 0.2 ? `https://www.youtube.com/watch?v=${mediaId(rand)}` : null,
    description: `${f.name} at ${c.name} offers ${VIEWS[f.style]}. ${f.style === 'GARAGE' ? `About ${f.squareFoot} sq ft` : `${beds}, ${f.bathroom} bath, about ${f.squareFoot} sq ft`}. ${c.description}`,
    htmlTitle: `${f.name}: ${beds}${f.style === 'GARAGE' ? '' : ` ${f.bathroom} Bath ${STYLE_LABELS[f.style]}`} at ${c.name}, Bloomington IN`,
    allowedPet: pet,
    petPolicy: PET_POLICY_TEXTS[pet],
    squareFoot: f.squareFoot,
    priceFor2To4Days: shortTerm[0] ?? null,
    priceFor5To13Days: shortTerm[1] ?? null,
    priceFor14To29Days: shortTerm[2] ?? null,
    priceFor1To4Months: shortTerm[3] ?? null,
    priceFor4andMoreMonths: shortTerm[4] ?? null,
    photos: gallery,
    amenities: amenities(f, rand),
    utilities: utilities(c, f),
    variations: f.style === 'GARAGE' ? [] : pick(VARIATIONS, Math.floor(rand() * 4), rand).map((variation) => ({ variation })),
    testimonials: pick(TESTIMONIALS, count, rand).map(([testimonial, tenant]) => ({ testimonial, tenant })),
    webSpecials: (WEB_SPECIAL_WINDOWS[f.id] ?? []).map((w, i) => ({
      description: c.leaseType === 'SHORT_TERM' ? '10% off stays of 30 nights or more' : WEB_SPECIALS[(index + i) % WEB_SPECIALS.length]!,
      startDate: cal.day(WINDOWS[w][0]),
      endDate: cal.day(WINDOWS[w][1]),
    })),
    similarTo: similar,
    units: units(c, f, cal, rand, counter),
  };
}
