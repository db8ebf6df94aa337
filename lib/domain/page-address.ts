/**
 * Page addresses as they reach the site from the world, mended to the page they name.
 *
 * A link pasted into a text message or an e-mail often takes the end of its sentence along
 * ("…/floorplans/kirkwood-iris)." or a closing quote), and an address typed from a flyer comes
 * with capitals ("/Sublets", "/Floorplans/kirkwood-iris"). No page address ends with such a
 * character (ids are letters, digits, '_' and '-'; keys and tokens are base64url, tokens with a
 * '.' inside), and the site's own words in an address are lowercase, so the address names one
 * page only: the server answers it with a permanent redirect there rather than a 404.
 */

/** What a sentence leaves at the end of a link: punctuation, closing brackets, quotes, spaces. */
const SENTENCE_END = /[\s.,;:!?)\]}>'"*\u2019\u201d\u00bb\u2026/]+$/u;

/** The site's own words, by the word before them ('' for the first). */
const WORDS: Record<string, readonly string[]> = {
  '': ['floorplans', 'communities', 'flexible-term', 'sublets', 'team', 'apply', 'contact', 'privacy', 'tours'],
  sublets: ['new', 'lost-link', 'report', 'approve'],
  tours: ['cancel'],
};

/**
 * The page a decoded request path names when it is one of the site's pages written loosely, or
 * null when it is already as the site writes it, or names no page of the site (an API or a file
 * is never mended, nor a path whose first word is not the site's).
 */
export function mendedPagePath(path: string): string | null {
  const trimmed = path.replace(SENTENCE_END, '');
  const segments = trimmed.split('/').slice(1);
  if (trimmed === '') return path === '/' ? null : '/';
  if (!WORDS['']!.includes(segments[0]!.toLowerCase())) return null;
  const mended = segments.map((segment, index) => {
    const before = index === 0 ? '' : segments[index - 1]!.toLowerCase();
    const word = segment.toLowerCase();
    return index < 2 && WORDS[before]?.includes(word) ? word : segment;
  });
  // The third word of a community's tour page: /communities/{id}/tour.
  if (mended[0] === 'communities' && mended[2]?.toLowerCase() === 'tour') mended[2] = 'tour';
  const result = `/${mended.join('/')}`;
  return result === path ? null : result;
}

/** A decoded path as it goes into a Location header: each segment URL-encoded. */
export function encodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * Of the listed pages' paths, the one `path` names but for the case of its letters, when exactly
 * one does: ids are case-sensitive in the data, so two ids differing only in case are both kept,
 * and then neither is guessed.
 */
export function listedPathIgnoringCase(listed: readonly string[], path: string): string | null {
  const wanted = path.toLowerCase();
  const matches = listed.filter((candidate) => candidate.toLowerCase() === wanted && candidate !== path);
  return matches.length === 1 ? matches[0]! : null;
}
