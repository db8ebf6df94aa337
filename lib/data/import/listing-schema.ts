/**
 * The listing import file (docs/import-format.md) as a Yup schema: field names are those of docs/product.md.
 * Extensions: property `email`, `description`, `latitude`, `longitude`; property and floor plan
 * `faqs`; leasing office `openingHours` and property `tourSlotCapacity` (tour booking); the
 * site-wide `announcements`; sublet `photos` and `approvedDate`. Unknown fields are
 * ignored.
 */
import { array, mixed, object, string, type InferType, type ISchema } from 'yup';
import {
  AMENITY_TYPES,
  FLOORPLAN_STYLES,
  LEASE_TYPES,
  LEASING_OFFICE_TYPES,
  PETS,
  UTILITY_TYPES,
} from '../../domain/enums';
import { MAX_TOUR_SLOT_CAPACITY, WEEKDAYS } from '../../domain/tours';
import {
  dateField,
  emailField,
  mailboxesField,
  endNotBeforeStart,
  idField,
  idList,
  imageField,
  imageList,
  linkField,
  oneOfField,
  optionalBoolean,
  optionalInteger,
  optionalNumber,
  optionalText,
  priceField,
  requiredNumber,
  requiredText,
  timestampField,
  urlField,
} from './schema-fields';

const zipcode = () =>
  optionalText().matches(/^\d{5}(?:-\d{4})?$/, { message: 'must be a 5-digit zip code (ex: 47404)', excludeEmptyString: true });

const list = <T,>(of: ISchema<T>) =>
  array(of).typeError('must be a list').nullable().transform((v, o) => (o === '' ? null : v));

const amenity = object({
  name: requiredText(),
  featured: optionalBoolean(),
  type: oneOfField(AMENITY_TYPES),
}).typeError('must be an object');

const utility = object({
  name: requiredText(),
  type: oneOfField(UTILITY_TYPES).required('is required'),
  averageMonthlyBill: optionalNumber(0),
}).typeError('must be an object');

const faq = object({ question: requiredText(), answer: requiredText() }).typeError('must be an object');

const variation = object({ variation: requiredText() }).typeError('must be an object');

const testimonial = object({ testimonial: requiredText(), tenant: optionalText() }).typeError('must be an object');

const webSpecial = object({
  description: requiredText(),
  startDate: dateField(),
  endDate: dateField().test(endNotBeforeStart('startDate')),
}).typeError('must be an object');

const unit = object({
  id: idField(),
  active: optionalBoolean(),
  rent: optionalNumber(0),
  deposit: optionalNumber(0),
  squareFoot: optionalInteger(0, 1_000_000),
  moveInDate: dateField(),
  availabilityExtensionMonths: optionalInteger(0, 24),
  address: optionalText(),
  zipcode: zipcode(),
  allowedPet: oneOfField(PETS),
  petPolicy: optionalText(),
}).typeError('must be an object');

const floorplan = object({
  id: idField(),
  name: requiredText(),
  active: optionalBoolean(),
  bedroom: optionalInteger(0, 20).required('is required'),
  bathroom: optionalNumber(0, 20).required('is required'),
  coverImage: imageField(),
  featured: optionalBoolean(),
  style: oneOfField(FLOORPLAN_STYLES).required('is required'),
  specialRent: optionalNumber(0),
  specialRentStartDate: dateField(),
  specialRentEndDate: dateField().test(endNotBeforeStart('specialRentStartDate')),
  address: optionalText(),
  zipcode: zipcode(),
  virtualTourLink: urlField(),
  // A video site's page, a video file's URL, or a file the site serves ('/videos/tour.webm').
  videoTourLink: linkField(),
  threeSixtyVideoTourLink: urlField(),
  description: optionalText(),
  htmlTitle: optionalText(),
  allowedPet: oneOfField(PETS),
  petPolicy: optionalText(),
  squareFoot: optionalInteger(0, 1_000_000),
  priceFor2To4Days: priceField(),
  priceFor5To13Days: priceField(),
  priceFor14To29Days: priceField(),
  priceFor1To4Months: priceField(),
  priceFor4andMoreMonths: priceField(),
  photos: imageList(),
  amenities: list(amenity),
  utilities: list(utility),
  variations: list(variation),
  testimonials: list(testimonial),
  webSpecials: list(webSpecial),
  similarTo: idList(),
  faqs: list(faq),
  units: list(unit),
}).typeError('must be an object');

const time = () =>
  requiredText().matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a 24-hour time HH:MM (ex: 09:00)' });

const openingHours = object({
  day: oneOfField(WEEKDAYS).required('is required'),
  opens: time(),
  closes: time().test('after-opens', 'must be after opens', function closesAfterOpens(closes) {
    const opens = this.parent?.opens;
    return typeof opens !== 'string' || typeof closes !== 'string' || closes > opens;
  }),
}).typeError('must be an object');

const leasingOffice = object({
  name: optionalText(),
  address: optionalText(),
  zipcode: zipcode(),
  phone: optionalText(),
  officeHours: optionalText(),
  openingHours: list(openingHours),
  direction: optionalText(),
  officeMap: imageField(),
  officeImage: imageField(),
  officeImageDescription: optionalText(),
})
  .typeError('must be an object')
  .nullable()
  .default(null);

const busRoute = object({ busRoute: requiredText(), busRouteLink: urlField() }).typeError('must be an object');

const property = object({
  id: idField(),
  name: requiredText(),
  active: optionalBoolean(),
  leaseType: oneOfField(LEASE_TYPES),
  address: optionalText(),
  zipcode: zipcode(),
  phone: optionalText(),
  email: mailboxesField(),
  description: optionalText(),
  latitude: optionalNumber(-90, 90),
  longitude: optionalNumber(-180, 180),
  rating: optionalNumber(0, 5),
  ratingLink: urlField(),
  coverImage: imageField(),
  leasingOfficeType: oneOfField(LEASING_OFFICE_TYPES),
  leasingOffice,
  tourSlotCapacity: optionalInteger(1, MAX_TOUR_SLOT_CAPACITY),
  busRoutes: list(busRoute),
  photos: imageList(),
  faqs: list(faq),
  floorplans: list(floorplan),
}).typeError('must be an object');

/** `properties` of a home-page special: a comma-separated string or a list (ids or names). */
const specialProperties = mixed<string[]>((value): value is string[] => Array.isArray(value))
  .typeError('must be a comma-separated text or a list of community ids or names')
  .transform((value) => {
    if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
    if (typeof value === 'number') return [String(value)];
    if (Array.isArray(value)) return value.map((v) => (typeof v === 'number' ? String(v) : v));
    return value;
  })
  .nullable()
  .test('properties', 'must be a comma-separated text or a list of community ids or names', (value) =>
    value == null || (Array.isArray(value) && value.every((v) => typeof v === 'string' && v.trim() !== '')),
  );

const homePageSpecial = object({
  title: requiredText(),
  description: optionalText(),
  details: optionalText(),
  image: imageField(),
  startDate: dateField(),
  endDate: dateField().test(endNotBeforeStart('startDate')),
  properties: specialProperties,
}).typeError('must be an object');

const announcement = object({
  text: requiredText().max(200, 'must be at most ${max} characters'),
  link: linkField(),
  linkText: optionalText().max(40, 'must be at most ${max} characters'),
  startDate: dateField(),
  endDate: dateField().test(endNotBeforeStart('startDate')),
}).typeError('must be an object');

const teamMember = object({
  name: requiredText(),
  email: emailField(),
  jobTitle: optionalText(),
  photoLink: imageField(),
  blogLink: urlField(),
}).typeError('must be an object');

const sublet = object({
  id: idField(),
  email: emailField().required('is required'),
  firstName: requiredText(),
  lastName: requiredText(),
  bedroom: optionalInteger(0, 20),
  availableBedrooms: optionalInteger(0, 20),
  availableFrom: dateField().required('is required'),
  availableTo: dateField().required('is required').test(endNotBeforeStart('availableFrom')),
  rent: requiredNumber(0),
  petsAllowed: optionalBoolean(),
  utilitiesIncluded: optionalBoolean(),
  address: requiredText(),
  zipcode: zipcode().required('is required'),
  subletFolderId: optionalText(),
  photosFolderId: optionalText(),
  coverImage: imageField(),
  photos: imageList(),
  title: requiredText().max(50, 'must be at most ${max} characters'),
  description: requiredText().max(500, 'must be at most ${max} characters'),
  createdDate: timestampField(),
  approvedDate: timestampField(),
  active: optionalBoolean(),
  approved: optionalBoolean(),
}).typeError('must be an object');

export const listingFileSchema = object({
  properties: list(property).required('is required'),
  homePageSpecials: list(homePageSpecial),
  announcements: list(announcement),
  teamMembers: list(teamMember),
  sublets: list(sublet),
  // A JSON document that is not an object (an array, a number) fails here with one message.
  $schema: string().optional(),
}).typeError('must be a JSON object with a "properties" list');

/** A validated listing file (the input of importListing). */
export type ListingFile = InferType<typeof listingFileSchema>;
export type ListingProperty = NonNullable<ListingFile['properties']>[number];
export type ListingFloorplan = NonNullable<ListingProperty['floorplans']>[number];
export type ListingUnit = NonNullable<ListingFloorplan['units']>[number];
export type ListingHomePageSpecial = NonNullable<ListingFile['homePageSpecials']>[number];
export type ListingAnnouncement = NonNullable<ListingFile['announcements']>[number];
export type ListingTeamMember = NonNullable<ListingFile['teamMembers']>[number];
export type ListingSublet = NonNullable<ListingFile['sublets']>[number];
