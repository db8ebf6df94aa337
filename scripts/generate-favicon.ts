/**
 * Writes public/favicon.ico from the site's icon (app/icon.svg). Pages name the SVG icon in their
 * head; a document that names none (Next's error document, a feed reader, a bookmark service)
 * makes the browser ask for /favicon.ico, which answered 404. It is committed; run this only when
 * the icon changes: node --import tsx scripts/generate-favicon.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The sizes browsers pick from: the tab (16), the taskbar and high-density tabs (32, 48). */
const SIZES = [16, 32, 48];

/** An ICO file holding a PNG image of `svg` at each size (PNG in ICO: every browser since IE 9). */
async function iconFile(svg: Buffer): Promise<Buffer> {
  const images = await Promise.all(SIZES.map((size) => sharp(svg, { density: 288 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map((image, index) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(SIZES[index] ?? 0, 0); // width
    entry.writeUInt8(SIZES[index] ?? 0, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

async function main() {
  const root = process.cwd();
  writeFileSync(path.join(root, 'public', 'favicon.ico'), await iconFile(readFileSync(path.join(root, 'app', 'icon.svg'))));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
