import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseImageReference } from '../../domain/asset-reference';
import type { StoredAsset } from '../../storage/asset-store';
import type { assets } from '../schema';

export type AssetInsert = typeof assets.$inferInsert & { id: string };

type ImageSource = Pick<AssetInsert, 'storageKey' | 'url' | 'driveId' | 'contentType' | 'width' | 'height' | 'byteSize' | 'backdrop'>;

/** What names a picture: its bytes' key when stored, else its link. */
function identityOf(source: ImageSource): string {
  return source.storageKey ?? source.driveId ?? source.url ?? '';
}

/** Prefix of the asset rows that belong to listing content (replaced by every import). */
export const LISTING_ASSET_PREFIX = 'listing-';
/** Prefix of the asset rows of imported sublet photos. */
export const SUBLET_ASSET_PREFIX = 'sublet-import-';

/**
 * Turns image values into asset rows. Ids are derived from the owner, the position and the
 * image's identity, so an unchanged image keeps its row id from one import to the next.
 */
export class ImageRowFactory {
  readonly rows: AssetInsert[] = [];
  /** Rows whose picture was named by a web address or drive link and copied. */
  copiedRows = 0;

  constructor(
    private readonly stored: Map<string, StoredAsset>,
    private readonly baseDir: string,
    /** Copies of web pictures by address (remote-images.ts); the others stay links. */
    private readonly copied: ReadonlyMap<string, StoredAsset> = new Map(),
  ) {}

  /** One image (cover, office image, …); null for no value. */
  single(prefix: string, owner: string, value: string | null | undefined, alt: string): string | null {
    if (!value) return null;
    return this.add(prefix, owner, null, '0', value, alt);
  }

  /**
   * A photo folder: rows named "0", "1", … in order. Returns the folder id, or null when empty.
   * A picture listed twice (the same address, or the same bytes under another file name) is kept
   * once, where it first comes: a gallery would show it twice.
   */
  folder(prefix: string, folderId: string, values: readonly string[] | null | undefined, alt: (index: number) => string): string | null {
    if (!values?.length) return null;
    const seen = new Set<string>();
    for (const value of values) {
      const picture = this.source(value);
      const identity = identityOf(picture.source);
      if (seen.has(identity)) continue;
      seen.add(identity);
      this.push(prefix, folderId, folderId, String(seen.size - 1), picture, alt(seen.size - 1));
    }
    return folderId;
  }

  /** A list of images without a folder (sublet photos); returns their row ids in order. */
  list(prefix: string, owner: string, values: readonly string[], alt: string): string[] {
    return values.map((value, index) => this.add(prefix, `${owner}#${index}`, null, String(index), value, alt));
  }

  private add(prefix: string, owner: string, folderId: string | null, name: string, value: string, alt: string): string {
    return this.push(prefix, owner, folderId, name, this.source(value), alt);
  }

  /** Where an image value's picture is: its stored bytes (copied from the web or not), or its link. */
  private source(value: string): { source: ImageSource; copied: boolean } {
    const ref = parseImageReference(value);
    let source: ImageSource;
    switch (ref.kind) {
      case 'local': {
        const file = this.stored.get(path.resolve(this.baseDir, ref.path));
        if (!file) throw new Error(`Image ${value} was not stored before the import`);
        source = { ...file, url: null, driveId: null };
        break;
      }
      case 'drive':
      case 'url': {
        const copy = this.copied.get(ref.url);
        if (copy) return { source: { ...copy, url: null, driveId: null }, copied: true };
        const link = ref.kind === 'drive' ? { url: null, driveId: ref.driveId } : { url: ref.url, driveId: null };
        source = { storageKey: null, ...link, contentType: null, width: null, height: null, byteSize: null, backdrop: null };
        break;
      }
      case 'invalid':
        throw new Error(`Invalid image ${value}: ${ref.reason}`);
    }
    return { source, copied: false };
  }

  private push(
    prefix: string,
    owner: string,
    folderId: string | null,
    name: string,
    { source, copied }: { source: ImageSource; copied: boolean },
    alt: string,
  ): string {
    if (copied) this.copiedRows++;
    const identity = identityOf(source);
    const hash = createHash('sha256').update(`${owner}|${name}|${identity}|${alt}`).digest('hex').slice(0, 24);
    const id = `${prefix}${hash}`;
    this.rows.push({ id, folderId, name, alt, ...source });
    return id;
  }
}
