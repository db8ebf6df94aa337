/**
 * A JPEG without what a camera or an editor wrote about it, its picture untouched (docs/photos.md,
 * "Imported pictures"). A phone photo's EXIF holds where it was taken (GPS), when, the phone's
 * make and serial number, and a thumbnail of the picture before any crop; XMP and IPTC hold
 * names and places; a motion photo carries a video after the picture's end. Kept: the JFIF header,
 * the colour profile (ICC), Adobe's colour-transform marker, the picture's own segments, and the
 * orientation, written back as the only EXIF tag so that the photo still shows upright. The
 * compressed picture data is copied byte for byte: nothing is decoded or re-encoded, and a
 * stripped file comes out unchanged.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;

const ORIENTATION_TAG = 0x0112;

function startsWith(bytes: Buffer, at: number, text: string): boolean {
  return bytes.subarray(at, at + text.length).equals(Buffer.from(text, 'latin1'));
}

/** Whether 0xFF then `next` in compressed data is a marker (not a literal, restart or fill). */
function endsScan(next: number): boolean {
  return next !== 0 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7);
}

/** Whether a segment (marker `marker`, payload from `at`) is kept. */
function keeps(bytes: Buffer, marker: number, at: number): boolean {
  if (marker === APP0) return startsWith(bytes, at, 'JFIF\0'); // not JFXX: a thumbnail
  if (marker === APP2) return startsWith(bytes, at, 'ICC_PROFILE\0');
  if (marker === APP14) return startsWith(bytes, at, 'Adobe');
  return !(marker >= APP0 && marker <= APP15) && marker !== COM;
}

/** The EXIF orientation (2–8) in an APP1 payload from `at` to `end`; null when absent or 1. */
export function exifOrientation(bytes: Buffer, at: number, end: number): number | null {
  if (!startsWith(bytes, at, 'Exif\0\0')) return null;
  const tiff = at + 6;
  const little = startsWith(bytes, tiff, 'II');
  if (!little && !startsWith(bytes, tiff, 'MM')) return null;
  const u16 = (offset: number) => (little ? bytes.readUInt16LE(offset) : bytes.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? bytes.readUInt32LE(offset) : bytes.readUInt32BE(offset));
  try {
    const ifd = tiff + u32(tiff + 4);
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (entry + 12 > end) return null;
      if (u16(entry) !== ORIENTATION_TAG) continue;
      const value = u16(entry + 8);
      return value >= 2 && value <= 8 ? value : null;
    }
  } catch {
    // An offset past the buffer: a damaged EXIF block says nothing.
  }
  return null;
}

/** An APP1 segment holding only the orientation: a big-endian TIFF header and one IFD entry. */
export function orientationSegment(orientation: number): Buffer {
  const payload = Buffer.alloc(6 + 8 + 2 + 12 + 4);
  payload.write('Exif\0\0', 0, 'latin1');
  payload.write('MM', 6, 'latin1');
  payload.writeUInt16BE(42, 8);
  payload.writeUInt32BE(8, 10); // IFD0 right after the header
  payload.writeUInt16BE(1, 14); // one entry
  payload.writeUInt16BE(ORIENTATION_TAG, 16);
  payload.writeUInt16BE(3, 18); // SHORT
  payload.writeUInt32BE(1, 20); // one value
  payload.writeUInt16BE(orientation, 24); // left-justified in the 4-byte value field
  // The next IFD's offset (0: none) is the zeroed last 4 bytes.
  const header = Buffer.from([0xff, APP1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

/**
 * `bytes` without metadata segments and without anything after the picture's end. Returns null
 * when `bytes` is not a JPEG this can walk (the caller keeps or refuses it as before).
 */
export function withoutJpegMetadata(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let afterHeader = 1; // where the orientation segment goes: after SOI and a leading APP0
  let at = 2;
  let inScan = false;
  while (at < bytes.length) {
    if (inScan) {
      // Compressed data: 0xFF is followed by 0x00 (a literal 0xFF), a restart marker or a
      // fill byte; any other marker ends the scan. Copied as it is.
      const start = at;
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && endsScan(bytes[at + 1]!))) at++;
      if (at + 1 >= bytes.length) {
        kept.push(bytes.subarray(start)); // cut short: kept as it came
        break;
      }
      kept.push(bytes.subarray(start, at));
      inScan = false;
      continue;
    }
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === EOI) {
      kept.push(bytes.subarray(at, at + 2));
      break; // whatever follows (a motion photo's video, a second picture) is left behind
    }
    if (at + 4 > bytes.length) return null;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) return null;
    if (marker === APP1) orientation ??= exifOrientation(bytes, at + 4, end);
    if (keeps(bytes, marker, at + 4)) {
      kept.push(bytes.subarray(at, end));
      if (marker === APP0 && kept.length === 2) afterHeader = 2;
    }
    inScan = marker === SOS;
    at = end;
  }
  if (orientation) kept.splice(afterHeader, 0, orientationSegment(orientation));
  return Buffer.concat(kept);
}
