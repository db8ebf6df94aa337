import sharp from 'sharp';
import { exifOrientation, orientationSegment, withoutJpegMetadata } from './jpeg-metadata';

const MAKE = 'PhoneMakerCo';
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Resident</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>';
const TRAILER = Buffer.from('....ftypmp42 motion photo video');

/** A marker segment `0xFF marker` with `payload`. */
function segment(marker: number, payload: Buffer | string): Buffer {
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'latin1');
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
}

/** A photo as a phone saves it: EXIF with GPS, make and orientation, XMP, a colour profile. */
async function phonePhoto(options: { orientation?: number; progressive?: boolean } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(96 * 64 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 37) % 251;
  const jpeg = await sharp(pixels, { raw: { width: 96, height: 64, channels: 3 } })
    .jpeg({ quality: 90, progressive: options.progressive ?? false })
    .withIccProfile('p3')
    .withMetadata({ orientation: options.orientation ?? 6 })
    .withExifMerge({
      IFD0: { Make: MAKE, Model: 'Model 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 9/1 54/1', GPSLongitudeRef: 'W', GPSLongitude: '86/1 31/1 34/1' },
    })
    .withXmp(XMP)
    .toBuffer();
  // A comment, an IPTC block (APP13) and a JFXX thumbnail (APP0) after the header, a video after
  // the picture's end.
  const added = [segment(0xfe, 'Taken at 12 Elm St'), segment(0xed, 'Photoshop 3.0\0IPTC city Bloomington'), segment(0xe0, 'JFXX\0\x10uncropped thumbnail')];
  return Buffer.concat([jpeg.subarray(0, 2), ...added, jpeg.subarray(2), TRAILER]);
}

/** The tags of an EXIF block's first directory (sharp's `metadata().exif`: from "Exif\0\0"). */
function firstDirectoryTags(exif: Buffer | undefined): number[] {
  if (!exif) return [];
  const tiff = exif.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const ifd = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

const GPS_POINTER = 0x8825;
const MAKE_TAG = 0x010f;

const pixelsOf = (bytes: Buffer) => sharp(bytes).raw().toBuffer();
const contains = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe('withoutJpegMetadata', () => {
  it.each([
    ['baseline', false],
    ['progressive (several scans)', true],
  ])('drops EXIF, GPS, XMP, IPTC, comments and a trailing video; keeps the picture (%s)', async (_name, progressive) => {
    const photo = await phonePhoto({ progressive });
    expect(firstDirectoryTags((await sharp(photo).metadata()).exif)).toEqual(expect.arrayContaining([MAKE_TAG, GPS_POINTER, 0x0112]));
    const texts = [MAKE, 'Jane Resident', '12 Elm St', 'Bloomington', 'uncropped thumbnail', 'motion photo'];
    for (const text of texts) expect(contains(photo, text)).toBe(true);
    const stripped = withoutJpegMetadata(photo)!;
    for (const text of [...texts, 'http://ns.adobe.com/xap']) expect(contains(stripped, text)).toBe(false);
    expect(stripped.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(await pixelsOf(stripped)).toEqual(await pixelsOf(photo));
    const meta = await sharp(stripped).metadata();
    expect([meta.orientation, meta.xmp, meta.iptc, meta.icc?.length === (await sharp(photo).metadata()).icc?.length]).toEqual([6, undefined, undefined, true]);
    // The EXIF left is the orientation alone.
    expect(meta.exif).toEqual(orientationSegment(6).subarray(4));
    expect(firstDirectoryTags(meta.exif)).toEqual([0x0112]);
    expect(withoutJpegMetadata(stripped)).toEqual(stripped);
  });

  it('writes no EXIF at all for an upright photo', async () => {
    const stripped = withoutJpegMetadata(await phonePhoto({ orientation: 1 }))!;
    const meta = await sharp(stripped).metadata();
    expect([meta.exif, meta.orientation]).toEqual([undefined, undefined]);
  });

  it('leaves a JPEG without metadata (its JFIF header kept) byte for byte', async () => {
    const encoded = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    // JFIF 1.01, 1:1 pixels, no thumbnail: the header most JPEGs from editors and scanners carry.
    const jfif = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
    const plain = Buffer.concat([encoded.subarray(0, 2), jfif, encoded.subarray(2)]);
    expect(withoutJpegMetadata(plain)).toEqual(plain);
    expect(withoutJpegMetadata(encoded)).toEqual(encoded);
    // With a phone's EXIF after the JFIF header, the orientation comes back right after it.
    const turned = await phonePhoto();
    const both = withoutJpegMetadata(Buffer.concat([turned.subarray(0, 2), jfif, turned.subarray(2)]))!;
    expect(both.subarray(2, 2 + jfif.length + 4)).toEqual(Buffer.concat([jfif, orientationSegment(6).subarray(0, 4)]));
    expect((await sharp(both).metadata()).orientation).toBe(6);
  });

  it('keeps a file cut short inside its picture data as it came, less its metadata', async () => {
    const photo = await phonePhoto();
    const cut = photo.subarray(0, photo.length - TRAILER.length - 200);
    const stripped = withoutJpegMetadata(cut)!;
    expect(contains(stripped, MAKE)).toBe(false);
    expect(stripped.subarray(-100)).toEqual(cut.subarray(-100));
  });

  it.each([
    ['not a JPEG', Buffer.from('GIF89a')],
    ['empty', Buffer.alloc(0)],
    ['a segment longer than the file', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 0x45])],
    ['no marker where one belongs', Buffer.from([0xff, 0xd8, 0x12, 0x34])],
  ])('gives null for %s', (_name, bytes) => {
    expect(withoutJpegMetadata(bytes)).toBeNull();
  });
});

describe('exifOrientation', () => {
  /** An APP1 payload with one IFD0 entry, in either byte order. */
  function exif(order: 'II' | 'MM', tag: number, value: number): Buffer {
    const little = order === 'II';
    const tiff = Buffer.alloc(8 + 2 + 12 + 4);
    tiff.write(order, 0, 'latin1');
    const u16 = (v: number, at: number) => (little ? tiff.writeUInt16LE(v, at) : tiff.writeUInt16BE(v, at));
    const u32 = (v: number, at: number) => (little ? tiff.writeUInt32LE(v, at) : tiff.writeUInt32BE(v, at));
    u16(42, 2);
    u32(8, 4);
    u16(1, 8);
    u16(tag, 10);
    u16(3, 12);
    u32(1, 14);
    u16(value, 18);
    return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  }

  it.each([
    ['little-endian, 6', exif('II', 0x0112, 6), 6],
    ['big-endian, 8', exif('MM', 0x0112, 8), 8],
    ['upright (1)', exif('II', 0x0112, 1), null],
    ['out of range (9)', exif('MM', 0x0112, 9), null],
    ['another tag only', exif('II', 0x010f, 6), null],
    ['XMP, not EXIF', Buffer.from('http://ns.adobe.com/xap/1.0/\0<x/>', 'latin1'), null],
    ['an IFD offset past the block', Buffer.concat([Buffer.from('Exif\0\0MM\0\x2a\x7f\xff\xff\xff', 'latin1')]), null],
  ])('%s', (_name, payload, expected) => {
    expect(exifOrientation(payload, 0, payload.length)).toBe(expected);
  });
});
