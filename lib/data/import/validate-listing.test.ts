import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FixtureListing, type LooseRecord as Loose, validListing, writeFixtureImages } from '../../../test/listing-fixture';
import { validateListingFile } from './validate-listing';

async function errorsOf(change: (l: Loose) => void): Promise<string[]> {
  const listing: Loose = validListing();
  change(listing);
  const result = await validateListingFile(listing);
  return result.ok ? [] : result.errors;
}

const fp0 = (l: Loose) => l.properties[0].floorplans[0];
const STYLES = 'STUDIO, APARTMENT, DELUXE_APARTMENT, TOWN_HOME, SINGLE_FAMILY, GARAGE';

describe('validateListingFile', () => {
  it('accepts the valid fixture and normalises ids and prices', async () => {
    const result = await validateListingFile(validListing());
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const [maple, oak] = result.data.properties!;
    expect(maple!.floorplans![1]!.id).toBe('12');
    expect(maple!.floorplans![0]!.units![0]!.id).toBe('101');
    expect(maple!.floorplans![0]!.similarTo).toEqual(['12']);
    const studio = oak!.floorplans![0]!;
    expect([studio.priceFor2To4Days, studio.priceFor5To13Days, studio.priceFor1To4Months, studio.priceFor4andMoreMonths]).toEqual([
      '120',
      '99.50',
      'Call for pricing',
      null,
    ]);
    expect(result.data.homePageSpecials![0]!.properties).toEqual(['Maple Court', 'oak-suites']);
  });

  it('reads character references in texts as their characters, but leaves HTML to its sanitizer', async () => {
    const listing: Loose = validListing();
    // The special names the community as the export does: its references decoded alike.
    listing.properties[0].name = 'Kirkwood &amp; Dunn';
    listing.homePageSpecials[0].properties = ['Kirkwood &amp; Dunn'];
    fp0(listing).description = 'Spacious&nbsp;townhome.\n\nTenant&#39;s choice';
    listing.homePageSpecials[0].details = '<p>Save &lt;b&gt;$500&lt;/b&gt; &amp; more</p>';
    const result = await validateListingFile(listing);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const maple = result.data.properties![0]!;
    expect([maple.name, maple.floorplans![0]!.description]).toEqual(['Kirkwood & Dunn', "Spacious\u00a0townhome.\n\nTenant's choice"]);
    expect(result.data.homePageSpecials![0]!.details).toBe('<p>Save &lt;b&gt;$500&lt;/b&gt; &amp; more</p>');
  });

  it.each<[string, unknown, string | null]>([
    ['one address', ' leasing@maple.example ', 'leasing@maple.example'],
    ['several, by commas', 'leasing@maple.example,manager@maple.example', 'leasing@maple.example, manager@maple.example'],
    ['several, by semicolons, one twice', 'leasing@maple.example; manager@maple.example; LEASING@maple.example;', 'leasing@maple.example, manager@maple.example'],
    ['a list', ['leasing@maple.example', 'manager@maple.example'], 'leasing@maple.example, manager@maple.example'],
    ['only separators: none', ' , ; ', null],
  ])("a community's mailboxes: %s", async (_case, email, stored) => {
    const listing: Loose = validListing();
    listing.properties[0].email = email;
    const result = await validateListingFile(listing);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.data.properties![0]!.email).toBe(stored);
  });

  it('drops control characters from every text, as an older system\'s export may hold them', async () => {
    const listing: Loose = validListing();
    listing.properties[0].name = 'Maple\u0000 Court\u0007';
    fp0(listing).name = '\u000BThe Birch';
    listing.properties[0].description = 'Quiet street.\nNear campus.\u0000';
    const result = await validateListingFile(listing);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    const [maple] = result.data.properties!;
    expect(maple!.name).toBe('Maple Court');
    expect(maple!.floorplans![0]!.name).toBe('The Birch');
    expect(maple!.description).toBe('Quiet street.\nNear campus.');
  });

  it.each<[string, (l: Loose) => void, string]>([
    ['an unknown style', (l) => (fp0(l).style = 'LOFT'), `properties[0].floorplans[0].style: must be one of ${STYLES}`],
    ['a missing style', (l) => delete fp0(l).style, 'properties[0].floorplans[0].style: is required'],
    ['an unknown lease type', (l) => (l.properties[1].leaseType = 'MONTHLY'), 'properties[1].leaseType: must be one of YEARLY, SHORT_TERM'],
    ['an unknown office type', (l) => (l.properties[0].leasingOfficeType = 'REMOTE'), 'properties[0].leasingOfficeType: must be one of OFF_SITE, ON_SITE'],
    [
      'opening hours on an unknown day',
      (l) => (l.properties[0].leasingOffice.openingHours[0].day = 'MON'),
      'properties[0].leasingOffice.openingHours[0].day: must be one of MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY',
    ],
    ['opening hours in 12-hour time', (l) => (l.properties[0].leasingOffice.openingHours[0].opens = '9:00 AM'), 'properties[0].leasingOffice.openingHours[0].opens: must be a 24-hour time HH:MM (ex: 09:00)'],
    ['closing before opening', (l) => (l.properties[0].leasingOffice.openingHours[1].closes = '08:30'), 'properties[0].leasingOffice.openingHours[1].closes: must be after opens'],
    ['opening hours that are not a list', (l) => (l.properties[0].leasingOffice.openingHours = 'Mon–Fri 9–5'), 'properties[0].leasingOffice.openingHours: must be a list'],
    ['a tour capacity of 0', (l) => (l.properties[0].tourSlotCapacity = 0), 'properties[0].tourSlotCapacity: must be at least 1'],
    ['a fractional tour capacity', (l) => (l.properties[0].tourSlotCapacity = 1.5), 'properties[0].tourSlotCapacity: must be a whole number'],
    [
      'an unknown amenity type',
      (l) => (fp0(l).amenities[1].type = 'GYM'),
      'properties[0].floorplans[0].amenities[1].type: must be one of KITCHEN, LIVING_AND_BEDROOM, BATHROOM, OUTDOOR, HEATING_COOLING_AND_WIRING, SMART_LIVING, PARKING, NOT_APPLICABLE',
    ],
    ['a utility without type', (l) => delete fp0(l).utilities[0].type, 'properties[0].floorplans[0].utilities[0].type: is required'],
    [
      'an unknown Pet value',
      (l) => (fp0(l).units[1].allowedPet = 'DOG'),
      'properties[0].floorplans[0].units[1].allowedPet: must be one of NO_PET, CAT, SMALL_DOG_CAT, LARGE_DOG_SMALL_DOG_CAT',
    ],
    [
      'a yes/no allowedPet (the Pet value says which pets)',
      (l) => (fp0(l).allowedPet = true),
      'properties[0].floorplans[0].allowedPet: must be one of NO_PET, CAT, SMALL_DOG_CAT, LARGE_DOG_SMALL_DOG_CAT',
    ],
    ['a question without an answer', (l) => (l.properties[0].faqs = [{ question: 'Parking?' }]), 'properties[0].faqs[0].answer: is required'],
    ['faqs that are not a list', (l) => (fp0(l).faqs = 'Parking? Yes.'), 'properties[0].floorplans[0].faqs: must be a list'],
    ['an announcement without text', (l) => (l.announcements = [{ link: '/apply' }]), 'announcements[0].text: is required'],
    [
      'an announcement link that is neither a site path nor http(s)',
      (l) => (l.announcements = [{ text: 'Open house', link: 'javascript:alert(1)' }]),
      'announcements[0].link: must be a path on this site (starting with /) or an absolute http(s) URL',
    ],
    [
      'an announcement link to another host without a scheme',
      (l) => (l.announcements = [{ text: 'Open house', link: '//evil.example' }]),
      'announcements[0].link: must be a path on this site (starting with /) or an absolute http(s) URL',
    ],
    [
      'an announcement that ends before it starts',
      (l) => (l.announcements = [{ text: 'Open house', startDate: '2026-12-02', endDate: '2026-12-01' }]),
      'announcements[0].endDate: must not be before startDate',
    ],
    ['an announcement over 200 characters', (l) => (l.announcements = [{ text: 'x'.repeat(201) }]), 'announcements[0].text: must be at most 200 characters'],
    ['an id with a space', (l) => (fp0(l).id = 'maple one'), 'properties[0].floorplans[0].id: must be an id of letters, digits, "_" or "-" (at most 100)'],
    ['an id with a slash', (l) => (l.properties[1].id = '../x'), 'properties[1].id: must be an id of letters, digits, "_" or "-" (at most 100)'],
    ['a missing property id', (l) => delete l.properties[1].id, 'properties[1].id: is required'],
    ['a missing name', (l) => (l.properties[1].name = '  '), 'properties[1].name: is required'],
    ['a duplicate property id', (l) => (l.properties[1].id = 'maple-court'), 'properties[1].id: duplicate property id "maple-court" (also at properties[0].id)'],
    [
      'a duplicate floor plan id across properties',
      (l) => (l.properties[1].floorplans[0].id = 'maple-one'),
      'properties[1].floorplans[0].id: duplicate floor plan id "maple-one" (also at properties[0].floorplans[0].id)',
    ],
    [
      'a duplicate unit id (number and text)',
      (l) => (fp0(l).units[1].id = '101'),
      'properties[0].floorplans[0].units[1].id: duplicate unit id "101" (also at properties[0].floorplans[0].units[0].id)',
    ],
    ['similarTo an unknown id', (l) => fp0(l).similarTo.push('nope'), 'properties[0].floorplans[0].similarTo[1]: no floor plan with id "nope" in this file'],
    ['similarTo itself', (l) => fp0(l).similarTo.push('maple-one'), 'properties[0].floorplans[0].similarTo[1]: a floor plan cannot be similar to itself'],
    ['an impossible date', (l) => (fp0(l).units[0].moveInDate = '2026-02-30'), 'properties[0].floorplans[0].units[0].moveInDate: must be a date YYYY-MM-DD'],
    ['a US-style date', (l) => (fp0(l).specialRentStartDate = '12/01/2026'), 'properties[0].floorplans[0].specialRentStartDate: must be a date YYYY-MM-DD'],
    [
      'an end before its start',
      (l) => (fp0(l).webSpecials[0].endDate = '2025-12-31'),
      'properties[0].floorplans[0].webSpecials[0].endDate: must not be before startDate',
    ],
    ['a text bedroom count', (l) => (fp0(l).bedroom = 'two'), 'properties[0].floorplans[0].bedroom: must be a number'],
    ['a fractional bedroom count', (l) => (fp0(l).bedroom = 1.5), 'properties[0].floorplans[0].bedroom: must be a whole number'],
    ['a negative rent', (l) => (fp0(l).units[0].rent = -5), 'properties[0].floorplans[0].units[0].rent: must be at least 0'],
    ['a rating above 5', (l) => (l.properties[0].rating = 7), 'properties[0].rating: must be at most 5'],
    ['a non-boolean flag', (l) => (fp0(l).featured = 'sometimes'), 'properties[0].floorplans[0].featured: must be true or false'],
    ['a javascript: link', (l) => (fp0(l).virtualTourLink = 'javascript:alert(1)'), 'properties[0].floorplans[0].virtualTourLink: must be an absolute http(s) URL'],
    ['a bad bus route link', (l) => (l.properties[0].busRoutes[0].busRouteLink = 'www.bt.com'), 'properties[0].busRoutes[0].busRouteLink: must be an absolute http(s) URL'],
    ['a bad e-mail', (l) => (l.properties[0].email = 'leasing at maple'), 'properties[0].email: must be an e-mail address'],
    [
      'a bad address among several',
      (l) => (l.properties[0].email = 'leasing@maple.example; manager at maple'),
      'properties[0].email: must be e-mail addresses separated by commas: "manager at maple" is not one',
    ],
    ['a bad zip code', (l) => (l.properties[0].zipcode = '4740'), 'properties[0].zipcode: must be a 5-digit zip code (ex: 47404)'],
    [
      'an ftp image',
      (l) => (l.teamMembers[0].photoLink = 'ftp://example.com/a.jpg'),
      'teamMembers[0].photoLink: must be an http(s) URL, a cloud-drive link or a relative file path (got a ftp: URL)',
    ],
    [
      'a drive folder as an image',
      (l) => (l.properties[0].photos[0] = 'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMn'),
      'properties[0].photos[0]: is a cloud-drive folder link, not a link to one image',
    ],
    ['an empty photo', (l) => (fp0(l).photos[1] = ''), 'properties[0].floorplans[0].photos[1]: must not be empty'],
    ['an object as a price', (l) => (l.properties[1].floorplans[0].priceFor2To4Days = { amount: 1 }), 'properties[1].floorplans[0].priceFor2To4Days: must be a number or a text'],
    ['floorplans that are not a list', (l) => (l.properties[1].floorplans = 'none'), 'properties[1].floorplans: must be a list'],
    ['a unit that is not an object', (l) => (fp0(l).units[0] = 5), 'properties[0].floorplans[0].units[0]: must be an object'],
    [
      'a special naming an unknown community',
      (l) => (l.homePageSpecials[0].properties = ['maple-court', 'Birch Hall']),
      'homePageSpecials[0].properties[1]: no community with id or name "Birch Hall" in this file',
    ],
    ['a special without title', (l) => delete l.homePageSpecials[0].title, 'homePageSpecials[0].title: is required'],
    ['a team member without name', (l) => (l.teamMembers[0].name = ''), 'teamMembers[0].name: is required'],
    ['a long sublet title', (l) => (l.sublets[0].title = 'x'.repeat(51)), 'sublets[0].title: must be at most 50 characters'],
    ['a sublet ending before it starts', (l) => (l.sublets[0].availableTo = '2026-11-30'), 'sublets[0].availableTo: must not be before availableFrom'],
    ['a sublet without rent', (l) => delete l.sublets[0].rent, 'sublets[0].rent: is required'],
    ['a duplicate sublet id', (l) => l.sublets.push({ ...l.sublets[0] }), 'sublets[1].id: duplicate sublet id "sub-1" (also at sublets[0].id)'],
    ['no properties list', (l) => delete l.properties, 'properties: is required'],
  ])('reports %s with its JSON path', async (_name, change, message) => {
    expect(await errorsOf(change)).toContain(message);
  });

  it('reports every error at once (abortEarly: false)', async () => {
    const errors = await errorsOf((l) => {
      fp0(l).style = 'LOFT';
      l.properties[1].floorplans[0].bedroom = -1;
      l.sublets[0].email = 'x';
    });
    expect(errors).toEqual([
      'properties[0].floorplans[0].style: must be one of ' + STYLES,
      'properties[1].floorplans[0].bedroom: must be at least 0',
      'sublets[0].email: must be an e-mail address',
    ]);
  });

  it('rejects a document that is not an object', async () => {
    const result = await validateListingFile([1, 2]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]).toMatch(/^\(file\): must be a JSON object/);
  });

  describe('local images (with baseDir)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'data-validate-'));
    beforeAll(() => writeFixtureImages(dir));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('accepts existing images', async () => {
      const result = await validateListingFile(validListing(), { baseDir: dir });
      expect(result.ok ? [] : result.errors).toEqual([]);
    });

    it('names the path of a missing file and of a file that is not an image', async () => {
      const listing: FixtureListing = validListing();
      listing.properties[0]!.photos[1] = 'img/missing.png';
      listing.teamMembers[0]!.photoLink = 'img/notes.txt';
      const result = await validateListingFile(listing, { baseDir: dir });
      expect(result.ok).toBe(false);
      const errors = result.ok ? [] : result.errors;
      expect(errors).toContain(`properties[0].photos[1]: file not found: img/missing.png (${path.join(dir, 'img/missing.png')})`);
      expect(errors.find((e) => e.startsWith('teamMembers[0].photoLink: not a supported image'))).toBeDefined();
    });
  });
});

describe('validateListingFile type errors of mixed fields', () => {
  it.each<[string, (l: Loose) => void, string]>([
    ['an object as an id', (l) => (l.properties[0].id = { a: 1 }), 'properties[0].id: must be an id of letters, digits, "_" or "-" (at most 100)'],
    ['a boolean as special properties', (l) => (l.homePageSpecials[0].properties = true), 'homePageSpecials[0].properties: must be a comma-separated text or a list of community ids or names'],
  ])('reports %s', async (_name, change, message) => {
    expect(await errorsOf(change)).toContain(message);
  });
});
