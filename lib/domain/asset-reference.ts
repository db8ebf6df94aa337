/**
 * Image references of the listing import (docs/import-format.md, docs/product.md "Asset reference"): an image
 * value is an absolute http(s) URL, a cloud-drive share link (its file id is extracted and the
 * image is shown through the drive's view URL), or a path relative to the JSON file.
 * Pure: no file system, no network.
 */
export type ImageReference =
  | { kind: 'url'; url: string }
  | { kind: 'drive'; driveId: string; url: string }
  | { kind: 'local'; path: string }
  | { kind: 'invalid'; reason: string };

const DRIVE_HOSTS = new Set([
  'drive.google.com',
  'docs.google.com',
  'drive.usercontent.google.com',
  'lh3.googleusercontent.com',
  'lh4.googleusercontent.com',
  'lh5.googleusercontent.com',
  'lh6.googleusercontent.com',
]);

/** Drive file ids are long runs of letters, digits, '-' and '_'. */
const DRIVE_ID = /^[A-Za-z0-9_-]{10,}$/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]+):/;

/** The URL that renders a drive file as an image. */
export function driveImageUrl(driveId: string): string {
  return `https://drive.google.com/uc?export=view&id=${driveId}`;
}

/**
 * The file id of a cloud-drive share link, or null when the URL is not a drive file link.
 * Shapes: /file/d/{id}/view, /file/d/{id}/edit, /open?id={id}, /uc?id={id}&export=…,
 * /thumbnail?id={id}, drive.usercontent.google.com/download?id={id}, lh3…/d/{id}.
 */
export function extractDriveFileId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (!DRIVE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const inPath = /\/(?:file\/)?d\/([^/?#]+)/.exec(url.pathname);
  const candidate = inPath?.[1] ?? url.searchParams.get('id');
  return candidate && DRIVE_ID.test(candidate) ? candidate : null;
}

function isDriveFolder(url: URL): boolean {
  return /\/(?:drive\/(?:u\/\d+\/)?)?folders\//.test(url.pathname);
}

/** Classifies one image value of an import file. */
export function parseImageReference(value: string): ImageReference {
  const text = value.trim();
  if (!text) return { kind: 'invalid', reason: 'must not be empty' };
  if (text.includes('\0')) return { kind: 'invalid', reason: 'must not contain NUL characters' };
  if (text.startsWith('//')) {
    return { kind: 'invalid', reason: 'must be an absolute http(s) URL (with its scheme), not //host/…' };
  }

  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return { kind: 'local', path: text };
  if (scheme !== 'http' && scheme !== 'https') {
    return { kind: 'invalid', reason: `must be an http(s) URL, a cloud-drive link or a relative file path (got a ${scheme}: URL)` };
  }

  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: 'invalid', reason: 'is not a valid URL' };
  }
  if (!url.hostname) return { kind: 'invalid', reason: 'is not a valid URL' };

  if (DRIVE_HOSTS.has(url.hostname.toLowerCase())) {
    if (isDriveFolder(url)) return { kind: 'invalid', reason: 'is a cloud-drive folder link, not a link to one image' };
    const driveId = extractDriveFileId(text);
    if (!driveId) return { kind: 'invalid', reason: 'is a cloud-drive link without a file id' };
    return { kind: 'drive', driveId, url: driveImageUrl(driveId) };
  }
  return { kind: 'url', url: url.toString() };
}

/** True for an absolute http(s) URL (links shown as hrefs: tours, bus routes, ratings, blogs). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}
