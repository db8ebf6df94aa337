/**
 * The demo's communities in Bloomington, IN (fictional businesses on real streets, plausible
 * coordinates, 812-555-01xx phones). Six communities: one SHORT_TERM, one whose name contains
 * "Garage" (never listed), one inactive; every floor plan style, a GARAGE-style plan included.
 */
import type { FloorplanStyle, LeaseType, Pet } from '../../domain/enums';
import { type OpeningHours, WEEKDAYS } from '../../domain/tours';
import type { ExteriorKind, SkyKind } from './images/exterior-svg';

export type ShortTermPrices = [number | string, number | string, number | string, number | string, number | string];

export interface FloorplanSpec {
  id: string;
  name: string;
  style: FloorplanStyle;
  bedroom: number;
  bathroom: number;
  squareFoot: number;
  /** Typical monthly rent (short-term plans: the 1–4 month daily rate × 30 is used instead). */
  rent: number;
  featured?: boolean;
  active?: boolean;
  pet?: Pet;
  shortTerm?: ShortTermPrices;
}

export interface CommunitySpec {
  id: string;
  name: string;
  leaseType: LeaseType;
  active: boolean;
  address: string;
  zipcode: string;
  latitude: number;
  longitude: number;
  phone: string;
  rating: number;
  description: string;
  exterior: ExteriorKind;
  sky: SkyKind;
  /** Room palette of its interiors. */
  palette: number;
  pet: Pet;
  office: {
    type: 'ON_SITE' | 'OFF_SITE';
    name: string;
    address: string;
    zipcode: string;
    hours: string;
    /** `hours` in machine-readable form (tour slots are made from it). */
    openingHours: OpeningHours[];
    direction: string;
    image: 'onsite' | 'downtown';
    imageDescription: string;
    streets: [string, string];
  };
  busRoutes: [string, string][];
  floorplans: FloorplanSpec[];
  /** Tours one slot holds, when not the default 1. */
  tourSlotCapacity?: number;
}

const HOURS = 'Monday–Friday 9:00 AM–6:00 PM\nSaturday 10:00 AM–4:00 PM\nSunday closed';
const OPENING_HOURS: OpeningHours[] = [
  ...WEEKDAYS.slice(0, 5).map((day) => ({ day, opens: '09:00', closes: '18:00' })),
  { day: 'SATURDAY', opens: '10:00', closes: '16:00' },
];
const EVERY_DAY_8_TO_8: OpeningHours[] = WEEKDAYS.map((day) => ({ day, opens: '08:00', closes: '20:00' }));
const DOWNTOWN_OFFICE = {
  type: 'OFF_SITE' as const,
  name: 'Limestone Lane Downtown Leasing Office',
  address: '120 W Kirkwood Ave',
  zipcode: '47404',
  hours: HOURS,
  openingHours: OPENING_HOURS,
  direction: 'On the courthouse square, on the south side of Kirkwood Ave between College Ave and Walnut St. Metered parking on Kirkwood; the 4th Street garage is one block south.',
  image: 'downtown' as const,
  imageDescription: 'The downtown leasing office on Kirkwood Avenue, with a green awning',
  streets: ['W Kirkwood Ave', 'N College Ave'] as [string, string],
};

const route = (number: number, name: string): [string, string] => [`Route ${number} – ${name}`, `https://bloomingtontransit.com/#route-${number}`];

const fp = (id: string, name: string, style: FloorplanStyle, bedroom: number, bathroom: number, squareFoot: number, rent: number, extra: Partial<FloorplanSpec> = {}): FloorplanSpec => ({
  id,
  name,
  style,
  bedroom,
  bathroom,
  squareFoot,
  rent,
  ...extra,
});

export const COMMUNITIES: CommunitySpec[] = [
  {
    id: 'kirkwood-commons',
    name: 'Kirkwood Commons',
    leaseType: 'YEARLY',
    active: true,
    address: '415 E Kirkwood Ave',
    zipcode: '47408',
    latitude: 39.16667,
    longitude: -86.52884,
    phone: '(812) 555-0110',
    rating: 4.6,
    description: 'Limestone mid-rise between the Square and Indiana University, with a rooftop terrace, a fitness room and secure bike storage.',
    exterior: 'midrise',
    sky: 'day',
    palette: 0,
    pet: 'LARGE_DOG_SMALL_DOG_CAT',
    office: {
      type: 'ON_SITE',
      name: 'Kirkwood Commons Leasing Office',
      address: '415 E Kirkwood Ave, Suite 100',
      zipcode: '47408',
      hours: HOURS,
      openingHours: OPENING_HOURS,
      direction: 'Enter from Kirkwood Ave through the glass doors at the center of the building; the office is the first door on the left. Visitor parking behind the building off Dunn St.',
      image: 'onsite',
      imageDescription: 'The Kirkwood Commons leasing office and resident lounge entrance',
      streets: ['E Kirkwood Ave', 'S Dunn St'],
    },
    busRoutes: [route(3, 'College Mall / Highland Village'), route(6, 'Campus Shuttle')],
    floorplans: [
      fp('kirkwood-aster', 'The Aster', 'STUDIO', 0, 1, 480, 895, { pet: 'CAT' }),
      fp('kirkwood-bluebell', 'The Bluebell', 'STUDIO', 0, 1, 540, 950, { featured: true }),
      fp('kirkwood-clover', 'The Clover', 'APARTMENT', 1, 1, 690, 1095, { featured: true }),
      fp('kirkwood-dahlia', 'The Dahlia', 'APARTMENT', 1, 1, 740, 1150),
      fp('kirkwood-fern', 'The Fern', 'APARTMENT', 2, 1, 880, 1395, { pet: 'SMALL_DOG_CAT' }),
      fp('kirkwood-iris', 'The Iris', 'APARTMENT', 2, 2, 980, 1525, { featured: true }),
      fp('kirkwood-juniper', 'The Juniper', 'APARTMENT', 3, 2, 1180, 1890),
      fp('kirkwood-laurel', 'The Laurel', 'DELUXE_APARTMENT', 2, 2, 1120, 1795, { featured: true }),
      fp('kirkwood-magnolia', 'The Magnolia', 'DELUXE_APARTMENT', 3, 2, 1380, 2250),
      fp('kirkwood-sage', 'The Sage', 'DELUXE_APARTMENT', 4, 2.5, 1560, 2690),
      fp('kirkwood-willow', 'The Willow', 'DELUXE_APARTMENT', 1, 1.5, 820, 1390, { active: false }),
    ],
  },
  {
    id: 'college-mall-flats',
    tourSlotCapacity: 2,
    name: 'College Mall Flats',
    leaseType: 'YEARLY',
    active: true,
    address: '320 S College Mall Rd',
    zipcode: '47401',
    latitude: 39.16268,
    longitude: -86.49671,
    phone: '(812) 555-0111',
    rating: 4.3,
    description: 'Garden-style flats across from College Mall, steps from groceries, the Clear Creek Trail connector and the Route 3 bus.',
    exterior: 'midrise',
    sky: 'golden',
    palette: 1,
    pet: 'SMALL_DOG_CAT',
    office: {
      type: 'ON_SITE',
      name: 'College Mall Flats Clubhouse',
      address: '320 S College Mall Rd',
      zipcode: '47401',
      hours: HOURS,
      openingHours: OPENING_HOURS,
      direction: 'Turn in at the College Mall Rd entrance and follow the signs to the clubhouse by the pool. Guest parking is marked in front.',
      image: 'onsite',
      imageDescription: 'The College Mall Flats clubhouse, home of the leasing office',
      streets: ['E 3rd St', 'S College Mall Rd'],
    },
    busRoutes: [route(3, 'College Mall / Highland Village'), route(9, 'IU Campus / College Mall / Cedarview')],
    floorplans: [
      fp('collegemall-atwater', 'The Atwater', 'STUDIO', 0, 1, 450, 825),
      fp('collegemall-bryan', 'The Bryan', 'APARTMENT', 1, 1, 650, 945, { featured: true, pet: 'NO_PET' }),
      fp('collegemall-cedar', 'The Cedar', 'APARTMENT', 1, 1, 720, 995),
      fp('collegemall-dunn', 'The Dunn', 'APARTMENT', 2, 1, 860, 1195),
      fp('collegemall-eastgate', 'The Eastgate', 'APARTMENT', 2, 2, 940, 1295, { featured: true }),
      fp('collegemall-fairview', 'The Fairview', 'APARTMENT', 2, 2, 1010, 1365, { pet: 'LARGE_DOG_SMALL_DOG_CAT' }),
      fp('collegemall-grant', 'The Grant', 'APARTMENT', 3, 2, 1150, 1595),
      fp('collegemall-hawthorne', 'The Hawthorne', 'DELUXE_APARTMENT', 2, 2, 1080, 1545, { featured: true }),
      fp('collegemall-jordan', 'The Jordan', 'DELUXE_APARTMENT', 3, 2.5, 1320, 1895),
      fp('collegemall-indiana', 'The Indiana', 'APARTMENT', 4, 2, 1420, 2080),
      fp('collegemall-garage', 'Detached Garage', 'GARAGE', 0, 0, 240, 95),
    ],
  },
  {
    id: 'henderson-row',
    name: 'Henderson Row Town Homes',
    leaseType: 'YEARLY',
    active: true,
    address: '1100 S Henderson St',
    zipcode: '47401',
    latitude: 39.15236,
    longitude: -86.53017,
    phone: '(812) 555-0112',
    rating: 4.8,
    description: 'Town homes and single-family houses in the Elm Heights and Bryan Park neighborhoods, with private entries, yards and driveways.',
    exterior: 'townhomes',
    sky: 'day',
    palette: 2,
    pet: 'LARGE_DOG_SMALL_DOG_CAT',
    office: DOWNTOWN_OFFICE,
    busRoutes: [route(7, 'Henderson / Walnut'), route(1, 'Fee Lane / Bryan Park')],
    floorplans: [
      fp('henderson-cardinal', 'The Cardinal', 'TOWN_HOME', 2, 1.5, 1050, 1450),
      fp('henderson-finch', 'The Finch', 'TOWN_HOME', 2, 2.5, 1150, 1595, { featured: true }),
      fp('henderson-heron', 'The Heron', 'TOWN_HOME', 3, 2.5, 1420, 1850),
      fp('henderson-kestrel', 'The Kestrel', 'TOWN_HOME', 3, 2.5, 1500, 1950, { pet: 'CAT' }),
      fp('henderson-oriole', 'The Oriole', 'TOWN_HOME', 4, 3.5, 1780, 2400, { featured: true }),
      fp('henderson-sparrow', 'Sparrow House', 'SINGLE_FAMILY', 3, 2, 1650, 2150, { featured: true }),
      fp('henderson-warbler', 'Warbler House', 'SINGLE_FAMILY', 4, 2.5, 1950, 2650),
      fp('henderson-wren', 'Wren House', 'SINGLE_FAMILY', 2, 1, 1100, 1595, { pet: 'SMALL_DOG_CAT' }),
    ],
  },
  {
    id: 'walnut-street-suites',
    name: 'Walnut Street Suites',
    leaseType: 'SHORT_TERM',
    active: true,
    address: '210 N Walnut St',
    zipcode: '47404',
    latitude: 39.16861,
    longitude: -86.53398,
    phone: '(812) 555-0113',
    rating: 4.7,
    description: 'Furnished suites on the Square for stays from a few days to many months: utilities, internet and a monthly cleaning included.',
    exterior: 'urban',
    sky: 'golden',
    palette: 3,
    pet: 'NO_PET',
    office: {
      type: 'ON_SITE',
      name: 'Walnut Street Suites Front Desk',
      address: '210 N Walnut St',
      zipcode: '47404',
      hours: 'Every day 8:00 AM–8:00 PM\nSelf check-in after hours',
      openingHours: EVERY_DAY_8_TO_8,
      direction: 'The front desk is inside the Walnut St entrance, next to the café. Short-term parking in the 7th Street garage.',
      image: 'onsite',
      imageDescription: 'The Walnut Street Suites front desk entrance',
      streets: ['W 7th St', 'N Walnut St'],
    },
    busRoutes: [route(2, 'South Walnut'), route(6, 'Campus Shuttle')],
    floorplans: [
      fp('walnut-urban-studio', 'Urban Studio', 'STUDIO', 0, 1, 420, 0, { shortTerm: [139, 119, 99, 79, 69] }),
      fp('walnut-studio-plus', 'Studio Plus', 'STUDIO', 0, 1, 510, 0, { shortTerm: [149, 129, 109, 89, 75], featured: true }),
      fp('walnut-one-bed', 'One Bedroom Suite', 'APARTMENT', 1, 1, 650, 0, { shortTerm: [169, 149, 125, 99, 85], featured: true }),
      fp('walnut-corner-one', 'Corner One Bedroom', 'APARTMENT', 1, 1, 720, 0, { shortTerm: [179, 159, 135, 105, 89] }),
      fp('walnut-two-bed', 'Two Bedroom Suite', 'APARTMENT', 2, 2, 960, 0, { shortTerm: [219, 189, 159, 125, 109] }),
      fp('walnut-executive', 'Executive Two Bedroom', 'DELUXE_APARTMENT', 2, 2, 1100, 0, { shortTerm: [259, 229, 189, 149, 129] }),
      fp('walnut-penthouse', 'Penthouse Three Bedroom', 'DELUXE_APARTMENT', 3, 2, 1450, 0, {
        shortTerm: [329, 289, 'Call for pricing', 'Call for pricing', 'Call for pricing'],
      }),
    ],
  },
  {
    id: 'tenth-street-garage',
    name: 'Tenth Street Garage',
    leaseType: 'YEARLY',
    active: true,
    address: '820 E 10th St',
    zipcode: '47408',
    latitude: 39.17183,
    longitude: -86.52152,
    phone: '(812) 555-0114',
    rating: 4.1,
    description: 'Covered, lockable garage bays near campus for residents of any Limestone Lane community.',
    exterior: 'garage',
    sky: 'day',
    palette: 4,
    pet: 'NO_PET',
    office: DOWNTOWN_OFFICE,
    busRoutes: [route(6, 'Campus Shuttle')],
    floorplans: [
      fp('tenth-single-bay', 'Single Bay', 'GARAGE', 0, 0, 260, 110),
      fp('tenth-tandem-bay', 'Tandem Bay', 'GARAGE', 0, 0, 420, 165),
    ],
  },
  {
    id: 'sycamore-knoll',
    name: 'Sycamore Knoll',
    leaseType: 'YEARLY',
    active: false,
    address: '1900 W 3rd St',
    zipcode: '47404',
    latitude: 39.16296,
    longitude: -86.55712,
    phone: '(812) 555-0115',
    rating: 4.0,
    description: 'Cottages on the west side, closed for renovation until next year.',
    exterior: 'cottages',
    sky: 'dusk',
    palette: 4,
    pet: 'SMALL_DOG_CAT',
    office: DOWNTOWN_OFFICE,
    busRoutes: [route(2, 'West 3rd Street')],
    floorplans: [
      fp('sycamore-cottage-a', 'Cottage A', 'SINGLE_FAMILY', 2, 1, 980, 1250),
      fp('sycamore-cottage-b', 'Cottage B', 'SINGLE_FAMILY', 3, 2, 1260, 1495),
      fp('sycamore-knoll-one', 'Knoll One', 'APARTMENT', 1, 1, 700, 925),
      fp('sycamore-knoll-two', 'Knoll Two', 'APARTMENT', 2, 1, 900, 1125),
    ],
  },
];

/** The community mailbox (docs/import-format.md `email`). */
export const communityEmail = (id: string) => `leasing-${id}@limestonelane.example`;
