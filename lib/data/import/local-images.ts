import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseImageReference } from '../../domain/asset-reference';
import type { Db } from '../db';
import { inspectImage, saveAssetBytes, type StoredAsset } from '../../storage/asset-store';
import { eachLimited } from './each-limited';
import { ListingValidationError } from './errors';
import type { ImageValue } from './image-values';

/** The local image values, grouped by absolute file (one file may be used several times). */
function localFiles(values: ImageValue[], baseDir: string): Map<string, ImageValue[]> {
  const byFile = new Map<string, ImageValue[]>();
  for (const item of values) {
    const ref = parseImageReference(item.value);
    if (ref.kind !== 'local') continue;
    const file = path.resolve(baseDir, ref.path);
    byFile.set(file, [...(byFile.get(file) ?? []), item]);
  }
  return byFile;
}

async function problemOf(file: string): Promise<string | null> {
  const info = await stat(file).catch(() => null);
  if (!info) return 'file not found';
  if (!info.isFile()) return 'is not a file';
  try {
    await inspectImage(await readFile(file));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function describe(items: ImageValue[], file: string, problem: string): string[] {
  return items.map((item) => `${item.path}: ${problem}: ${item.value} (${file})`);
}

/** Errors for local image paths that do not exist or are not readable images. */
export async function checkLocalImages(values: ImageValue[], baseDir: string): Promise<string[]> {
  const errors: string[] = [];
  const files = [...localFiles(values, baseDir)];
  const problems = new Map<string, string>();
  await eachLimited(files, 4, async ([file]) => {
    const problem = await problemOf(file);
    if (problem) problems.set(file, problem);
  });
  for (const [file, items] of files) {
    const problem = problems.get(file);
    if (problem) errors.push(...describe(items, file, problem));
  }
  return errors;
}

/**
 * Copies every local image into the asset store (before the import's transaction).
 * Returns absolute file → stored asset. Throws ListingValidationError naming each bad path.
 */
export async function storeLocalImages(
  values: ImageValue[],
  options: { baseDir: string; db: Db },
): Promise<Map<string, StoredAsset>> {
  const stored = new Map<string, StoredAsset>();
  const errors: string[] = [];
  const files = [...localFiles(values, options.baseDir)];
  await eachLimited(files, 4, async ([file, items]) => {
    try {
      stored.set(file, await saveAssetBytes(options.db, await readFile(file), { stripMetadata: true, measureEdge: true }));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const problem = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is not a file' : (error as Error).message;
      errors.push(...describe(items, file, problem));
    }
  });
  if (errors.length) throw new ListingValidationError(errors);
  return stored;
}
