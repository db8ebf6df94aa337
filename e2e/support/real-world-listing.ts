// The listing of e2e/real-world-texts.spec.ts and e2e/company-data.spec.ts: texts and data as a
// company's own system has them, not as the demo does, in a file saved on Windows (UTF-16 with its
// byte order mark, a stray control character in a name), imported as staff import theirs
// (docs/import-format.md).
import sharp from 'sharp';
import { type ExtraSite, startSiteWithListing } from './extra-site';

export const URL_TEXT = 'https://www.example-property-management.com/communities/northwestern/floorplans/the-penthouse/photos/gallery/index.html';
export const EMAIL = 'leasing.office.northwestern.bloomington@example-property-management.com';
export const COMMUNITY_NAME = 'Northwestern Bloomington Graduate and Family Residences at Kirkwood';
export const PLAN_NAME = 'The Supercalifragilisticexpialidocious-Deluxe-Penthouse';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

function listing() {
  return {
    properties: [
      {
        id: 'northwestern',
        // The control character is dropped by the import (docs/import-format.md).
        name: `${COMMUNITY_NAME}\u0000`,
        leaseType: 'YEARLY',
        address: '1234 North Walnut Street Extension, Building C, Suite 4500-B',
        zipcode: '47404',
        email: EMAIL,
        phone: '(812) 555-0142',
        rating: 4.6,
        ratingLink: 'https://www.google.com/maps/search/?api=1&query=Northwestern',
        description: `Write to ${EMAIL} or see ${URL_TEXT}.`,
        floorplans: [
          {
            id: 'penthouse',
            name: PLAN_NAME,
            bedroom: 2,
            bathroom: 1.5,
            style: 'APARTMENT',
            // As staff type it: paragraphs, a list by line breaks, and an address to press.
            description: `Corner unit.\n\nFeatures:\n- Dishwasher\n- Balcony\n\nPhotos: ${URL_TEXT}`,
            petPolicy: `See ${URL_TEXT}`,
            // A tour on a host the site does not frame (Kuula): it opens in a new tab.
            virtualTourLink: 'https://kuula.co/share/collection/7lVfK',
            amenities: [{ name: 'Washer-and-dryer-hookups-in-every-unit-plus-a-laundromat', featured: true, type: 'KITCHEN' }],
            // A special with its end date, a web special's, and a bill's average: texts kept whole.
            specialRent: 1195,
            specialRentStartDate: day(-5),
            specialRentEndDate: day(60),
            webSpecials: [{ description: 'First month half off on a 12-month lease', startDate: day(-5), endDate: day(60) }],
            utilities: [{ name: 'Electric', type: 'RESIDENT_UTILITY', averageMonthlyBill: 88 }],
            // The unit's address as the old system holds it: the community's street, the
            // apartment, the town.
            units: [
              {
                id: 'ph-1',
                address: '1234 North Walnut Street Extension, Building C, Suite 4500-B Apt 7, Bloomington, IN 47404',
                rent: 1245,
                deposit: 750,
                squareFoot: 980,
                moveInDate: day(-10),
              },
            ],
          },
        ],
      },
      {
        id: 'stays',
        name: COMMUNITY_NAME.replace('Graduate', 'Furnished'),
        leaseType: 'SHORT_TERM',
        // The whole postal line where the street is asked for, and a number with its extension.
        address: '210 N Walnut St, Bloomington, IN 47404',
        zipcode: '47404',
        phone: '812.555.0142 ext. 3',
        floorplans: [
          {
            id: 'stay',
            name: `${PLAN_NAME}-Furnished`,
            bedroom: 1,
            bathroom: 1,
            style: 'STUDIO',
            priceFor2To4Days: 139,
            priceFor5To13Days: 119,
            priceFor14To29Days: 65,
            priceFor1To4Months: 59,
            priceFor4andMoreMonths: 49,
          },
        ],
      },
      {
        // Fully leased: the company's system marks every floor plan inactive until units free up.
        id: 'leased',
        name: 'Leased-Up Lofts',
        leaseType: 'YEARLY',
        address: '1500 S Walnut St',
        zipcode: '47401',
        floorplans: [
          {
            id: 'leased-loft',
            name: 'The Loft',
            active: false,
            bedroom: 1,
            bathroom: 1,
            style: 'APARTMENT',
            units: [{ id: '1', rent: 900, moveInDate: day(30) }],
          },
        ],
      },
      {
        // A floor plan whose units are not entered yet (or all inactive).
        id: 'oak-grove',
        name: 'Oak Grove',
        leaseType: 'YEARLY',
        address: '2200 E 10th St',
        zipcode: '47408',
        floorplans: [{ id: 'oak-a', name: 'Oak A', bedroom: 2, bathroom: 1, style: 'APARTMENT', units: [{ id: 'A1', active: false, rent: 1200 }] }],
      },
      {
        // A large complex: one floor plan with 14 units free for the next lease year, named as
        // its system names it.
        id: 'the-block',
        name: 'The Block at North College Avenue — Student Apartments Near Campus',
        leaseType: 'YEARLY',
        address: '600 N College Ave',
        zipcode: '47404',
        floorplans: [
          {
            id: 'block-2x2',
            name: '2 Bed / 2 Bath Deluxe Townhome with Attached Garage (Building C, Units 201–214)',
            // A photo: the link preview gives it a column and the texts the rest.
            coverImage: 'block.jpg',
            bedroom: 2,
            bathroom: 2,
            style: 'APARTMENT',
            units: Array.from({ length: 14 }, (_, i) => ({ id: `${201 + i}`, address: `600 N College Ave, Apt ${201 + i}`, rent: 1100 + i * 10, moveInDate: day(30 + i) })),
          },
        ],
      },
    ],
    homePageSpecials: [{ title: 'Sign-a-fourteen-month-lease-and-get-the-first-month-free', startDate: day(-5), endDate: day(30) }],
    teamMembers: [{ name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff', email: EMAIL, jobTitle: 'Assistant Community Manager' }],
    sublets: [
      {
        id: 'long-words',
        email: 'poster@example.com',
        firstName: 'Maximiliana',
        lastName: 'Wolfeschlegelsteinhausenbergerdorff',
        bedroom: 3,
        availableBedrooms: 1,
        availableFrom: day(10),
        availableTo: day(150),
        rent: 650,
        address: '1234 North Walnut Street Extension, Building C',
        zipcode: '47404',
        title: 'Room-in-a-three-bedroom-townhouse-near-campus!!!!!',
        description: `Write to ${EMAIL} or see ${URL_TEXT}`,
        createdDate: day(-1),
        approvedDate: day(-1),
        active: true,
        approved: true,
      },
    ],
  };
}

/** A site of its own with this listing, imported from the file as Windows PowerShell's Out-File writes it. */
export async function startRealWorldSite(prefix: string): Promise<ExtraSite> {
  const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(listing(), null, 2), 'utf16le')]);
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#9c7e5c' } }).jpeg().toBuffer();
  return startSiteWithListing(prefix, file, { 'block.jpg': photo });
}
