/** Images: the asset rows and the bytes of the files the site stores itself. */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from './columns';

/**
 * One image: a file in the asset store (storageKey, its bytes in asset_blobs) or a remote URL
 * (a plain URL or a cloud-drive link, stored with the extracted drive id).
 * A photo folder is the set of assets sharing a folderId, ordered by the integer of `name`.
 */
export const assets = pgTable(
  'assets',
  {
    id: text('id').primaryKey(),
    folderId: text('folder_id'),
    name: text('name').notNull().default('0'),
    storageKey: text('storage_key'),
    url: text('url'),
    driveId: text('drive_id'),
    contentType: text('content_type'),
    width: integer('width'),
    height: integer('height'),
    byteSize: integer('byte_size'),
    /**
     * '#rrggbb' when the picture's whole edge is that one flat colour (a layout drawing on white):
     * such a picture is shown whole on it rather than cut to its frame (lib/storage/flat-edge.ts).
     * Null for a photo, a link, or a picture stored before it was measured.
     */
    backdrop: text('backdrop'),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('assets_folder_idx').on(t.folderId), index('assets_storage_key_idx').on(t.storageKey)],
);


/**
 * The asset store's bytes (lib/storage/asset-store.ts), one row per content: the key is a hash of
 * the bytes, so a row never changes and every server instance serves the same file. Asset rows
 * name their bytes by storageKey; no foreign key, since one content may back many asset rows
 * and is removed only when none uses it.
 */
export const assetBlobs = pgTable('asset_blobs', {
  storageKey: text('storage_key').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
