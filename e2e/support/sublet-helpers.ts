import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { mailCatcherURL } from '../../playwright.config';

/** Helpers of e2e/sublets.spec.ts and sublet-form.spec.ts: test photos drawn with sharp, the mail catcher, the post form. */

export interface CaughtMail {
  to: string[];
  envelopeTo: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
}

/**
 * A day of next year ('MM-DD' → 'YYYY-MM-DD'): a sublet's Available To may not have passed
 * (lib/domain/validation/sublet.ts), so the tests' stays are always ahead of the clock.
 */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;
export const nextYearDay = (monthDay: string) => `${NEXT_YEAR}-${monthDay}`;

export const imageDir = mkdtempSync(path.join(os.tmpdir(), 'sublets-e2e-'));
export const photos = { a: '', b: '' };

/** Two ~1 MB JPEGs (noise compresses badly, so the upload takes long enough to see its progress); the first with GPS EXIF. */
export async function drawTestPhotos(): Promise<void> {
  const noise = (seed: number) => {
    const width = 1400;
    const height = 1000;
    const pixels = Buffer.alloc(width * height * 3);
    let x = seed;
    for (let i = 0; i < pixels.length; i += 1) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      pixels[i] = x >> 23;
    }
    return sharp(pixels, { raw: { width, height, channels: 3 } });
  };
  photos.a = path.join(imageDir, 'living-room.jpg');
  photos.b = path.join(imageDir, 'kitchen.jpg');
  await noise(1)
    .withExif({ IFD0: { Copyright: 'e2e' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 9/1 5/1' } })
    .jpeg({ quality: 92 })
    .toFile(photos.a);
  await noise(2).jpeg({ quality: 92 }).toFile(photos.b);
}

export async function mails(request: APIRequestContext): Promise<CaughtMail[]> {
  const response = await request.get(`${mailCatcherURL}/messages`);
  return (await response.json()) as CaughtMail[];
}

export async function waitForMail(request: APIRequestContext, matches: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await mails(request)).find(matches);
      return Boolean(found);
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

export function poster(testInfo: TestInfo, tag: string) {
  const id = `${testInfo.project.name}-${tag}-${Date.now().toString(36)}`;
  return {
    firstName: 'Quinn',
    lastName: `Zyxwarden${testInfo.project.name === 'phone' ? 'Phone' : 'Desk'}${tag}`,
    email: `poster.${id}@example.com`,
    title: `E2E ${tag} ${testInfo.project.name} ${Date.now().toString(36)}`.slice(0, 50),
  };
}

type ChosenFiles = Parameters<Page['setInputFiles']>[1];

/** Fills every field; the images are the two drawn test photos unless `files` are given. */
export async function fillSubletForm(page: Page, who: ReturnType<typeof poster>, files: ChosenFiles = [photos.a, photos.b]) {
  await page.getByLabel('First Name').fill(who.firstName);
  await page.getByLabel('Last Name').fill(who.lastName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Title').fill(who.title);
  await page.getByLabel('Address').fill('415 E 4th St Apt 2');
  await page.getByLabel('Zip Code').fill('47408');
  await page.getByRole('combobox', { name: 'Bedrooms', exact: true }).selectOption('3');
  await page.getByRole('combobox', { name: 'Available Bedrooms' }).selectOption('2');
  await page.getByLabel(/^Rent/).fill('725');
  await page.getByLabel('Available From').fill(nextYearDay('05-15'));
  await page.getByLabel('Available To').fill(nextYearDay('08-10'));
  await page.getByLabel('Pets allowed').check();
  await page.getByLabel('Description').fill('Two rooms in a quiet house near Kirkwood. Summer only.');
  await page.locator('input[type="file"]').setInputFiles(files);
}

export function cardOf(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

/**
 * A test photo made unique by a corner of random colour: photos are stored by content, and a file
 * another test's sublet still uses (the other project runs the same test in parallel) is rightly
 * kept when this one is deleted.
 */
export async function uniquePhoto(file: string): Promise<Buffer> {
  const colour = () => Math.floor(Math.random() * 256);
  const corner = { create: { width: 16, height: 16, channels: 3 as const, background: { r: colour(), g: colour(), b: colour() } } };
  return sharp(readFileSync(file)).composite([{ input: corner, top: 0, left: 0 }]).jpeg({ quality: 92 }).toBuffer();
}

/** Posts a sublet with both test photos through the API; its id, asset key and moderation token. */
export async function postSublet(request: APIRequestContext, title: string, email: string, mail?: (title: string) => Promise<string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: 'Quinn',
    lastName: 'Lifecycle',
    email,
    bedroom: '2',
    availableBedrooms: '1',
    address: '300 N Lifecycle Ln',
    zipcode: '47401',
    availableFrom: nextYearDay('05-01'),
    availableTo: nextYearDay('07-31'),
    rent: '600',
    title,
    description: 'A listing that will be deleted.',
    captchaResponse: '',
  })) {
    form.append(name, value);
  }
  form.append('images', new Blob([new Uint8Array(await uniquePhoto(photos.a))], { type: 'image/jpeg' }), 'living-room.jpg');
  form.append('images', new Blob([new Uint8Array(await uniquePhoto(photos.b))], { type: 'image/jpeg' }), 'kitchen.jpg');
  const posted = await request.post('/api/sublets', { multipart: form });
  expect(posted.status()).toBe(201);
  const { assetKey } = (await posted.json()) as { assetKey: string };
  const token = mail ? await mail(title) : await moderationToken(request, title);
  return { id: token.split('.')[0]!, assetKey, token };
}

export async function moderationToken(request: APIRequestContext, title: string): Promise<string> {
  const moderation = await waitForMail(request, (m) => m.subject === `Sublet to approve: ${title}`);
  return /\/sublets\/approve\/([A-Za-z0-9_.-]+)/.exec(moderation.text)![1]!;
}
