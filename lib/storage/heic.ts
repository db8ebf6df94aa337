import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { log } from '../log';

/**
 * HEIC, the format iPhones (and some Android phones) save photos in. No browser but Safari shows
 * it, and sharp's libvips has no HEVC decoder, so a HEIC is decoded here with libheif's
 * WebAssembly build (the libheif-js package, LGPL: used as published) in a worker thread
 * (heic-worker.cjs), and handed to sharp as pixels. libheif applies the file's own rotation and
 * mirroring and picks its primary picture among thumbnails and depth maps; what the file says
 * besides its colour profile (EXIF with GPS, XMP) is not carried over.
 */

/** Decoded pictures above this are refused before decoding: 48 MP (an iPhone's largest) fits. */
export const HEIC_MAX_PIXELS = 50_000_000;
/** A decode that takes longer ends the worker (a 12 MP photo takes about 0.8 s). */
const DECODE_TIMEOUT_MS = 30_000;
/** The worker holds a few hundred MB after a large photo; it ends when unused this long. */
const IDLE_MS = 30_000;

export class HeicDecodeError extends Error {
  constructor(detail: string) {
    super(`HEIC: ${detail}`);
    this.name = 'HeicDecodeError';
  }
}

interface Decoded {
  width: number;
  height: number;
  hasAlpha: boolean;
  data: Uint8Array;
}

interface Job {
  bytes: Uint8Array;
  resolve: (decoded: Decoded) => void;
  reject: (error: Error) => void;
}

interface Running {
  worker: Worker;
  /** One photo at a time: one decoded photo in memory, and a timeout that counts its decode only. */
  busy: Job | null;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

/** Photos waiting for the worker, in the order asked. */
const queue: Job[] = [];
let running: Running | null = null;

// Found from the working directory, as lib/data/db.ts finds its migrations: a bundler must not
// move it away from node_modules.
const WORKER_FILE = path.join(process.cwd(), 'lib', 'storage', 'heic-worker.cjs');

function start(): Running {
  const worker = new Worker(WORKER_FILE, { workerData: { maxPixels: HEIC_MAX_PIXELS } });
  const current: Running = { worker, busy: null };
  worker.on('message', (answer: { error?: string } & Partial<Decoded>) => {
    const job = current.busy;
    if (!job) return;
    current.busy = null;
    clearTimeout(current.timer);
    if (answer.error !== undefined) job.reject(new HeicDecodeError(answer.error));
    else job.resolve(answer as Decoded);
    if (queue.length > 0) return next();
    // While nothing waits, the worker neither keeps a command from exiting nor lingers.
    worker.unref();
    current.idle = setTimeout(() => end(current, 'idle'), IDLE_MS).unref();
  });
  worker.on('error', (error) => end(current, `the decoder failed (${error.message})`));
  worker.on('exit', () => end(current, 'the decoder stopped'));
  return current;
}

function next(): void {
  if (queue.length === 0) return;
  const current = (running ??= start());
  if (current.busy) return;
  clearTimeout(current.idle);
  current.worker.ref();
  const job = queue.shift()!;
  current.busy = job;
  current.timer = setTimeout(() => end(current, 'the decoder took too long'), DECODE_TIMEOUT_MS);
  current.worker.postMessage(job.bytes);
}

/** Ends a worker; the photo it was decoding is refused, the photos waiting go to a new one. */
function end(current: Running, reason: string): void {
  if (running === current) running = null;
  clearTimeout(current.timer);
  clearTimeout(current.idle);
  const job = current.busy;
  current.busy = null;
  if (job) {
    // The photo is refused as unreadable; an operator should know why.
    log.warn('heic.decoder_stopped', { reason });
    job.reject(new HeicDecodeError(reason));
  }
  void current.worker.terminate();
  next();
}

/** The primary picture of a HEIC as RGBA pixels, upright. Throws HeicDecodeError. */
export function decodeHeic(bytes: Uint8Array): Promise<Decoded> {
  return new Promise<Decoded>((resolve, reject) => {
    queue.push({ bytes, resolve, reject });
    next();
  });
}

/**
 * A HEIC as a sharp image of its pixels, with its colour profile: iPhones shoot in Display P3,
 * and the same numbers read as sRGB look washed out. sharp takes a profile only with a file, so
 * the pixels go through an uncompressed PNG that carries it.
 */
export async function heicImage(bytes: Buffer): Promise<Sharp> {
  const { icc } = await sharp(bytes).metadata();
  const decoded = await decodeHeic(bytes);
  const raw = { raw: { width: decoded.width, height: decoded.height, channels: 4 as const } };
  const pixels = Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength);
  const image = icc ? sharp(withIccChunk(await sharp(pixels, raw).png({ compressionLevel: 0 }).toBuffer(), icc)) : sharp(pixels, raw);
  return decoded.hasAlpha ? image : image.removeAlpha();
}

/** The PNG with an iCCP chunk (the profile, deflated) after its IHDR chunk. */
export function withIccChunk(png: Buffer, icc: Buffer): Buffer {
  const afterHeader = 8 + 25; // the signature, then IHDR: length, type, 13 bytes, CRC
  const data = Buffer.concat([Buffer.from('icc\0\0', 'latin1'), deflateSync(icc)]);
  const typeAndData = Buffer.concat([Buffer.from('iCCP', 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([png.subarray(0, afterHeader), length, typeAndData, crc, png.subarray(afterHeader)]);
}

let crcTable: Uint32Array | undefined;

/** PNG's CRC-32 (zlib.crc32 is not in every Node 20). */
function crc32(bytes: Buffer): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
