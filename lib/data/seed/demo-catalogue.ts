/** Word lists the demo draws from: amenities of every type, utilities, testimonials, variations. */
import type { AmenityType } from '../../domain/enums';

export const AMENITIES: Record<AmenityType, string[]> = {
  KITCHEN: ['Dishwasher', 'Stainless steel appliances', 'Quartz countertops', 'Built-in microwave', 'Gas range', 'Kitchen island'],
  LIVING_AND_BEDROOM: ['Walk-in closets', 'Wide-plank flooring', 'Ceiling fans', 'Oversized windows', 'Nine-foot ceilings'],
  BATHROOM: ['Double vanity', 'Walk-in shower', 'Soaking tub', 'Tiled tub surround'],
  OUTDOOR: ['Private balcony', 'Ground-floor patio', 'Courtyard with grills', 'Fenced yard', 'Rooftop terrace access'],
  HEATING_COOLING_AND_WIRING: ['Central air conditioning', 'Energy-efficient windows', 'Fiber internet ready', 'Washer and dryer in unit'],
  SMART_LIVING: ['Smart lock entry', 'Smart thermostat', 'Package lockers', 'App-based maintenance requests'],
  PARKING: ['Off-street parking', 'Covered parking', 'Secure bike storage', 'EV charging'],
  NOT_APPLICABLE: ['On-site maintenance', '24-hour emergency maintenance', 'Recycling on site', 'Fitness room'],
};

export const GARAGE_AMENITIES: [string, AmenityType][] = [
  ['Automatic door opener', 'SMART_LIVING'],
  ['Lighted, covered bay', 'PARKING'],
  ['Electrical outlet', 'HEATING_COOLING_AND_WIRING'],
  ['Keypad entry', 'NOT_APPLICABLE'],
];

export const RESIDENT_UTILITIES: [string, number][] = [
  ['Electricity (Duke Energy)', 68],
  ['Natural gas (CenterPoint)', 34],
  ['Internet', 55],
  ['Renters insurance', 14],
];

export const INCLUDED_UTILITIES: [string, number][] = [
  ['Water and sewer (City of Bloomington Utilities)', 38],
  ['Trash and recycling', 18],
  ['Pest control', 6],
];

export const SHORT_TERM_UTILITIES: [string, number][] = [
  ['Electricity', 70],
  ['Water and sewer', 38],
  ['High-speed Wi-Fi', 55],
  ['Monthly cleaning', 80],
];

export const TESTIMONIALS: [string, string][] = [
  ['Maintenance fixed our dishwasher the same afternoon I reported it. I have never had a landlord this responsive.', 'Jordan P.'],
  ['I walk to class in ten minutes and to the Square in five. The natural light in the living room is wonderful.', 'Priya S.'],
  ['Quiet neighbors, a clean building and a leasing team that actually answers the phone.', 'Marcus L.'],
  ['We moved in with two dogs and felt welcome from day one. The yard is a big plus.', 'Hannah and Luis R.'],
  ['The kitchen is bigger than my parents’ — I cook every night now.', 'Devon K.'],
  ['Renewing was painless and the rent increase was fair. Staying another year!', 'Aisha M.'],
  ['The bus stop is right outside, so I sold my car. Best decision I made this year.', 'Tom W.'],
  ['Great for a visiting professor: furnished, spotless, and the Wi-Fi is fast.', 'Dr. Elena V.'],
  ['Our town home feels like a house: two floors, a private entry and room for guests.', 'The Nguyen family'],
  ['Package lockers mean nothing walks off my porch anymore.', 'Chris B.'],
  ['Move-in was organised down to the minute and the unit was spotless.', 'Samantha G.'],
  ['Heating bills are low even in January thanks to the new windows.', 'Ben T.'],
  ['Safe, well-lit parking and a bike room — exactly what I needed.', 'Olivia H.'],
];

export const VARIATIONS: string[] = [
  'Corner unit with windows on two sides',
  'Top floor with vaulted ceilings',
  'Ground floor with a private patio',
  'Renovated kitchen with a breakfast bar',
  'Balcony overlooking the courtyard',
  'Extra storage closet off the hallway',
  'Accessible layout with a roll-in shower',
];

export const WEB_SPECIALS: string[] = [
  '$300 off your first full month’s rent',
  'Application fee waived this week',
  'Free covered parking for six months',
  'Half off the security deposit',
  'Free month of internet on a 12-month lease',
  '$50 gift card to a Kirkwood Ave restaurant at move-in',
];

export const VIEWS: Record<string, string> = {
  STUDIO: 'an open studio layout that makes the most of every square foot',
  APARTMENT: 'a bright, practical layout with separate living and sleeping areas',
  DELUXE_APARTMENT: 'premium finishes, extra storage and generous living space',
  TOWN_HOME: 'two levels, a private entry and room to spread out',
  SINGLE_FAMILY: 'a whole house to yourself, with a yard and a driveway',
  GARAGE: 'a covered, lockable space for a car, bikes or storage',
};

/** Deterministic pick of `count` distinct items. */
export function pick<T>(items: readonly T[], count: number, rand: () => number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]!);
  return out;
}

/** An 11-character video id for YouTube / Matterport style URLs. */
export function mediaId(rand: () => number): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length: 11 }, () => chars[Math.floor(rand() * chars.length)]).join('');
}
