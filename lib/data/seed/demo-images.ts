import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type ExteriorKind, exteriorSvg, type SkyKind } from './images/exterior-svg';
import { type FloorplanDrawing, floorplanSvg } from './images/floorplan-svg';
import { type MapPicture, mapSvg } from './images/map-svg';
import { avatarSvg, bannerSvg } from './images/portrait-svg';
import { ROOM_PALETTES, type RoomKind, roomSvg } from './images/room-svg';

type Format = 'jpg' | 'png';
interface ImageJob {
  svg: () => string;
  format: Format;
}

/**
 * The demo's images, registered while the listing is built (each method returns the path,
 * relative to the listing JSON, and remembers how to draw the file) and drawn afterwards.
 */
export class DemoImages {
  private readonly jobs = new Map<string, ImageJob>();

  private add(file: string, format: Format, svg: () => string): string {
    const relative = `images/${file}.${format}`;
    if (!this.jobs.has(relative)) this.jobs.set(relative, { svg, format });
    return relative;
  }

  room(kind: RoomKind, palette: number): string {
    const p = ROOM_PALETTES[palette % ROOM_PALETTES.length]!;
    return this.add(`rooms/${kind}-${palette % ROOM_PALETTES.length}`, 'jpg', () => roomSvg(kind, p));
  }

  exterior(name: string, kind: ExteriorKind, sky: SkyKind): string {
    return this.add(`exteriors/${name}-${sky}`, 'jpg', () => exteriorSvg(kind, sky, name));
  }

  floorplan(id: string, drawing: FloorplanDrawing): string {
    return this.add(`floorplans/${id}`, 'png', () => floorplanSvg(drawing));
  }

  map(name: string, picture: MapPicture): string {
    return this.add(`maps/${name}`, 'png', () => mapSvg(picture));
  }

  avatar(name: string, index: number): string {
    return this.add(`avatars/${index}`, 'jpg', () => avatarSvg(name, index));
  }

  banner(name: string, title: string, colors: [string, string]): string {
    return this.add(`banners/${name}`, 'jpg', () => bannerSvg(title, colors));
  }

  get count(): number {
    return this.jobs.size;
  }

  /** Draws every registered image that `dir` lacks. Returns how many were drawn. */
  async render(dir: string, concurrency = 3): Promise<number> {
    const jobs = [...this.jobs];
    let next = 0;
    let drawn = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const [relative, job] = jobs[next++]!;
        const file = path.join(dir, relative);
        if (await stat(file).catch(() => null)) continue;
        await mkdir(path.dirname(file), { recursive: true });
        const image = sharp(Buffer.from(job.svg()));
        const bytes = job.format === 'jpg' ? await image.jpeg({ quality: 80, mozjpeg: true }).toBuffer() : await image.png({ palette: true, quality: 90 }).toBuffer();
        // Written beside, then renamed: an interrupted seed never leaves a half file in the cache.
        const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
        try {
          await writeFile(temp, bytes);
          await rename(temp, file);
        } finally {
          await rm(temp, { force: true });
        }
        drawn++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return drawn;
  }
}
