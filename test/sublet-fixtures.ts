import sharp from 'sharp';
import { HONEYPOT_FIELD } from '../lib/domain/validation/honeypot';

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

/** Next year: a sublet's Available To may not have passed (lib/domain/validation/sublet.ts). */
const NEXT_YEAR = new Date().getUTCFullYear() + 1;

export const SUBLET_FIELDS = {
  firstName: 'Jamie',
  lastName: 'Rivera-Quillfeather',
  email: 'jamie.poster@example.com',
  bedroom: '2',
  availableBedrooms: '1',
  address: '1021 N Walnut St Apt 3',
  zipcode: '47404',
  availableFrom: `${NEXT_YEAR}-05-01`,
  availableTo: `${NEXT_YEAR}-08-15`,
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

export type MalformedPost = [string, () => Promise<{ body: FormData | string | Uint8Array; headers?: Record<string, string> }>];

/** 50+ malformed POST /api/sublets bodies: wrong content types, broken multipart, and each field wrong. `image` makes a valid image file. */
export function malformedSubletPosts(image: () => File): MalformedPost[] {
  const cases: MalformedPost[] = [];
  const text = (body: string, type: string) => async () => ({ body, headers: { 'content-type': type } });
  cases.push(['empty body', text('', 'multipart/form-data; boundary=x')]);
  cases.push(['JSON instead of multipart', text('{"title":"x"}', 'application/json')]);
  cases.push(['url-encoded', text('title=x&rent=1', 'application/x-www-form-urlencoded')]);
  cases.push(['plain text', text('hello', 'text/plain')]);
  cases.push(['no content type', async () => ({ body: 'hello', headers: { 'content-type': '' } })]);
  cases.push(['multipart without boundary', text('--x\r\n\r\n', 'multipart/form-data')]);
  cases.push(['garbage under a boundary', text('this is not multipart at all', 'multipart/form-data; boundary=abc')]);
  cases.push(['unterminated part', text('--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello', 'multipart/form-data; boundary=abc')]);
  cases.push(['wrong boundary', text('--zzz\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--zzz--\r\n', 'multipart/form-data; boundary=abc')]);
  cases.push(['binary noise', async () => ({ body: new Uint8Array(4096).map((_, i) => (i * 37) % 256), headers: { 'content-type': 'multipart/form-data; boundary=q' } })]);
  cases.push(['no fields at all', async () => ({ body: new FormData() })]);
  cases.push(['only images', async () => ({ body: (() => { const f = new FormData(); f.append('images', image()); return f; })() })]);
  const fields = ['firstName', 'lastName', 'email', 'bedroom', 'availableBedrooms', 'address', 'zipcode', 'availableFrom', 'availableTo', 'rent', 'title', 'description'];
  for (const field of fields) {
    cases.push([`${field}: missing`, async () => ({ body: subletFormData({ [field]: undefined }, [image()]) })]);
    cases.push([`${field}: 5000 characters`, async () => ({ body: subletFormData({ [field]: 'y'.repeat(5000) }, [image()]) })]);
    cases.push([
      `${field}: a file`,
      async () => {
        const form = subletFormData({ [field]: undefined }, [image()]);
        form.append(field, fileOf('x', 'x.txt', 'text/plain'));
        return { body: form };
      },
    ]);
  }
  cases.push(['images as text', async () => ({ body: (() => { const f = subletFormData(); f.append('images', 'cover.jpg'); return f; })() })]);
  cases.push(['pets as nonsense', async () => ({ body: subletFormData({ petsAllowed: 'perhaps' }, [image()]) })]);
  cases.push(['utilities as nonsense', async () => ({ body: subletFormData({ utilitiesIncluded: '{"$ne":1}' }, [image()]) })]);
  cases.push(['e-mail header injection', async () => ({ body: subletFormData({ email: 'a@b.co\r\nBcc: victim@example.com' }, [image()]) })]);
  cases.push(['two e-mails', async () => ({ body: subletFormData({ email: 'a@b.co, c@d.co' }, [image()]) })]);
  cases.push(['rent in scientific notation', async () => ({ body: subletFormData({ rent: '1e9' }, [image()]) })]);
  cases.push(['rent Infinity', async () => ({ body: subletFormData({ rent: 'Infinity' }, [image()]) })]);
  cases.push(['bedroom -1', async () => ({ body: subletFormData({ bedroom: '-1' }, [image()]) })]);
  cases.push(['date year 0', async () => ({ body: subletFormData({ availableFrom: '0000-01-01' }, [image()]) })]);
  cases.push(['date 2027-13-45', async () => ({ body: subletFormData({ availableTo: `${NEXT_YEAR}-13-45` }, [image()]) })]);
  cases.push(['dates reversed', async () => ({ body: subletFormData({ availableFrom: `${NEXT_YEAR}-09-01`, availableTo: `${NEXT_YEAR}-08-01` }, [image()]) })]);
  cases.push(['zip with letters', async () => ({ body: subletFormData({ zipcode: '4740O' }, [image()]) })]);
  cases.push(['duplicated title', async () => ({ body: (() => { const f = subletFormData({}, [image()]); f.append('title', 'second'); return f; })() })]);
  cases.push(['an empty file', async () => ({ body: subletFormData({}, [fileOf(Buffer.alloc(0), 'empty.jpg', 'image/jpeg')]) })]);
  cases.push(['control characters only in the name', async () => ({ body: subletFormData({ firstName: '\u0000\u0007' }, [image()]) })]);

  return cases;
}
