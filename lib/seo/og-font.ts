import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { log, messageOf } from '../log';

/**
 * The font of the link-preview pictures: the one next/og ships (Geist), without its kerning.
 * satori, which lays the pictures out, places each word at the sum of its letters' widths but
 * draws the word kerned, so a word with kerned pairs ("Kirkwood", "Limestone") ends short of the
 * next word's place and the gap after it grows (19–20 px against 14–15 at 40 px). With the GPOS
 * table (where Geist keeps its kerning) renamed, the font has no kerning to apply: words are
 * drawn as wide as they are placed, and every gap is a space. The file is read where npm puts
 * next, from the working directory, as lib/data/db.ts finds its migrations.
 */
const GEIST = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'compiled', '@vercel', 'og', 'Geist-Regular.ttf');

let loading: Promise<Buffer | null> | undefined;

/** Geist without kerning, or null (next/og's own font is then used) when the file cannot be read. */
export function ogFont(): Promise<Buffer | null> {
  loading ??= readFile(GEIST).then(withoutKerning, (error: unknown) => {
    log.warn('og.font_unreadable', { file: GEIST, message: messageOf(error) });
    return null;
  });
  return loading;
}

/** An OpenType font with its GPOS table's tag renamed, so that no reader finds it. */
export function withoutKerning(font: Buffer): Buffer {
  const copy = Buffer.from(font);
  const tables = copy.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const entry = 12 + i * 16;
    if (copy.toString('latin1', entry, entry + 4) === 'GPOS') copy.write('XPOS', entry, 'latin1');
  }
  return copy;
}
