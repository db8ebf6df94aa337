/**
 * A small valid listing file and its local images, for the import tests (node and PostgreSQL).
 * Images are real PNG/JPEG files drawn by sharp, of known sizes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const FIXTURE_IMAGES = {
  'img/cover.jpg': { width: 1200, height: 800, format: 'jpeg' as const, color: '#7fa3c9' },
  'img/a.png': { width: 300, height: 200, format: 'png' as const, color: '#c98f7f' },
  'img/b.png': { width: 640, height: 480, format: 'png' as const, color: '#8fc97f' },
};

/** Writes the fixture images under dir (img/…); returns dir. */
export async function writeFixtureImages(dir: string): Promise<string> {
  mkdirSync(path.join(dir, 'img'), { recursive: true });
  for (const [file, spec] of Object.entries(FIXTURE_IMAGES)) {
    const image = sharp({ create: { width: spec.width, height: spec.height, channels: 3, background: spec.color } });
    await (spec.format === 'jpeg' ? image.jpeg() : image.png()).toFile(path.join(dir, file));
  }
  writeFileSync(path.join(dir, 'img', 'notes.txt'), 'not an image');
  return dir;
}

/** Tests change the fixture freely, also into invalid shapes: it is typed loosely on purpose. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseRecord = Record<string, any>;
export interface FixtureListing {
  properties: LooseRecord[];
  homePageSpecials: LooseRecord[];
  teamMembers: LooseRecord[];
  sublets: LooseRecord[];
}

/** A fresh copy of a valid listing (every collection present, a few edge forms). */
export function validListing(): FixtureListing {
  return {
    properties: [
      {
        id: 'maple-court',
        name: 'Maple Court',
        active: true,
        leaseType: 'YEARLY',
        address: '100 S Walnut St',
        zipcode: '47401',
        phone: '(812) 555-0199',
        email: 'leasing-maple@limestonelane.example',
        rating: 4.5,
        ratingLink: 'https://www.google.com/maps/search/?api=1&query=Maple+Court',
        coverImage: 'img/cover.jpg',
        leasingOfficeType: 'ON_SITE',
        leasingOffice: {
          name: 'Maple Court Office',
          address: '100 S Walnut St',
          zipcode: '47401',
          phone: '(812) 555-0199',
          officeHours: 'Mon–Fri 9–5',
          openingHours: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({ day, opens: '09:00', closes: '17:00' })),
          direction: 'Front door',
          officeMap: 'https://example.com/map.png',
          officeImage: 'img/a.png',
          officeImageDescription: 'The office',
        },
        busRoutes: [{ busRoute: 'Route 3', busRouteLink: 'https://bloomingtontransit.com/#route-3' }],
        photos: ['img/b.png', 'img/a.png', 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view?usp=sharing'],
        floorplans: [
          {
            id: 'maple-one',
            name: 'The One',
            active: true,
            bedroom: 1,
            bathroom: 1,
            coverImage: 'img/a.png',
            featured: true,
            style: 'APARTMENT',
            specialRent: 850,
            specialRentStartDate: '2026-01-01',
            specialRentEndDate: '2026-12-31',
            virtualTourLink: 'https://my.matterport.com/show/?m=abcdefghijk',
            videoTourLink: 'https://www.youtube.com/watch?v=abcdefghijk',
            allowedPet: 'CAT',
            petPolicy: 'Cats welcome, $300 deposit',
            squareFoot: 700,
            photos: ['img/b.png', 'img/a.png'],
            amenities: [{ name: 'Dishwasher', featured: true, type: 'KITCHEN' }, { name: 'Porch' }],
            utilities: [
              { name: 'Water', type: 'INCLUDED_UTILITY', averageMonthlyBill: 30 },
              { name: 'Electric', type: 'RESIDENT_UTILITY', averageMonthlyBill: 60 },
            ],
            variations: [{ variation: 'Corner unit' }],
            testimonials: [{ testimonial: 'Lovely', tenant: 'Ann' }],
            webSpecials: [{ description: '$100 off', startDate: '2026-01-01', endDate: '2026-02-01' }],
            similarTo: [12],
            units: [
              { id: 101, rent: 900, deposit: 500, squareFoot: 700, moveInDate: '2026-12-01', availabilityExtensionMonths: 2 },
              { id: '102', active: false, rent: 925, moveInDate: '2027-01-15', allowedPet: 'LARGE_DOG_SMALL_DOG_CAT', petPolicy: 'Dogs of any size in this ground-floor home, $400 deposit' },
            ],
          },
          { id: 12, name: 'The Twelve', bedroom: 2, bathroom: 1.5, style: 'TOWN_HOME', similarTo: ['maple-one'], units: [] },
        ],
      },
      {
        id: 'oak-suites',
        name: 'Oak Suites',
        leaseType: 'SHORT_TERM',
        floorplans: [
          {
            id: 'oak-studio',
            name: 'Oak Studio',
            bedroom: 0,
            bathroom: 1,
            style: 'STUDIO',
            priceFor2To4Days: 120,
            priceFor5To13Days: '99.50',
            priceFor14To29Days: 89,
            priceFor1To4Months: 'Call for pricing',
            priceFor4andMoreMonths: '',
          },
        ],
      },
    ],
    homePageSpecials: [
      { title: 'Half off', description: 'Deal', details: '<p>Hi</p>', image: 'img/b.png', startDate: '2026-01-01', endDate: '2026-12-31', properties: 'Maple Court, oak-suites' },
    ],
    teamMembers: [{ name: 'Ann Lee', email: 'ann@limestonelane.example', jobTitle: 'Manager', photoLink: 'img/a.png', blogLink: 'https://example.com/ann' }],
    sublets: [
      {
        id: 'sub-1',
        email: 'poster@example.com',
        firstName: 'Pat',
        lastName: 'Poster',
        bedroom: 2,
        availableBedrooms: 1,
        availableFrom: '2026-12-01',
        availableTo: '2027-02-01',
        rent: 600,
        address: '1 Elm St, Bloomington IN',
        zipcode: '47401',
        title: 'Room for rent',
        description: 'A room',
        coverImage: 'img/a.png',
        photos: ['img/b.png'],
        createdDate: '2026-11-01',
        approved: true,
      },
    ],
  };
}
