import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The HEIC test photos (test/fixtures/heic/README.md says what each one is). */
export type HeicFixture = 'red-p3-640x480.heic' | 'phone-12mp.heic' | 'tiled-rotated-1200x900.heic';

export function heicFixture(name: HeicFixture): Buffer {
  return readFileSync(path.join(process.cwd(), 'test', 'fixtures', 'heic', name));
}
