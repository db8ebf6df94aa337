import sharp from 'sharp';
import { HONEYPOT_FIELD } from '../domain/validation/honeypot';

/**
 * Test images drawn with sharp, and multipart sublet posts built the way a browser sends them.
 */

/** A marker written into test EXIF data: if it survives, metadata was kept. */
export const EXIF_MARKER = 'SECRET-HOME-LOCATION-7731';

export async function testImage({
  width = 800,
  height = 600,
  format = 'jpeg',
  gps = false,
  colour = { r: 180, g: 120, b: 90 },
}: {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'gif';
  gps?: boolean;
  colour?: { r: number; g: number; b: number };
} = {}): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: colour } });
  if (gps) {
    image = image.withExif({
      IFD0: { Copyright: EXIF_MARKER, ImageDescription: EXIF_MARKER, Make: 'TestCam', Orientation: '1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 9/1 5/1', GPSLongitudeRef: 'W', GPSLongitude: '86/1 31/1 34/1' },
    });
  }
  return image.toFormat(format).toBuffer();
}

/** A file as a browser puts it in a form. */
export function fileOf(bytes: Buffer | string, name: string, type: string): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}

export const SUBLET_FIELDS = {
  firstName: 'Jamie',
  lastName: 'Rivera-Quillfeather',
  email: 'jamie.poster@example.com',
  bedroom: '2',
  availableBedrooms: '1',
  address: '1021 N Walnut St Apt 3',
  zipcode: '47404',
  availableFrom: '2027-05-01',
  availableTo: '2027-08-15',
  rent: '650',
  title: 'Sunny room near Showers Park',
  description: 'One furnished bedroom in a two-bedroom apartment.',
  petsAllowed: 'false',
  utilitiesIncluded: 'true',
  captchaResponse: '',
  [HONEYPOT_FIELD]: '',
} as const;

export function subletFormData(fields: Record<string, string | undefined> = {}, files: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...SUBLET_FIELDS, ...fields })) {
    if (value !== undefined) form.append(name, value);
  }
  for (const file of files) form.append('images', file);
  return form;
}

export function multipartPost(url: string, body: FormData | string | Uint8Array, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.40', ...headers },
    body: body as BodyInit,
  });
}
