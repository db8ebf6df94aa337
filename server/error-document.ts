import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DATABASE_UNAVAILABLE_TEXT,
  GET_NEW_SUBLET_LINK_LABEL,
  NOT_FOUND_LEAD,
  NOT_FOUND_MESSAGE,
  NOT_FOUND_TITLE,
  PAGE_FAILED_TEXT,
  SUBLET_LINK_NOT_FOUND_MESSAGE,
  UNEXPECTED_ERROR_TITLE,
} from '../components/layout/errorTexts';
import { PAGES } from '../lib/domain/routes';

/**
 * Next's document for a page that failed on the server (an `<html id="__next_error__">` shell) has
 * an empty body and no language: the error page (app/error.tsx) is drawn by the browser's scripts.
 * Without them, and on a slow phone until they have run, the visitor saw a blank page. Next sends
 * the same shell for a page whose record is not there (notFound() in a floor plan, community, tour
 * or sublet page: a listing removed, a sublet deleted), with the not-found page (app/not-found.tsx)
 * left to the scripts. This writes the page's words into the shell as it goes out: for a failure
 * its title, its message (the database's when the server made the failure a 503,
 * lib/http/pages-without-database.ts), "Try again" (the same address) and "Go to the home page";
 * for a 404 the not-found page's texts and links. When the scripts draw the page they start from
 * an empty body (React renders a document it did not hydrate from scratch, keeping only scripts and
 * styles), so the two never show together.
 */

/** How Next's error shell begins; any other document is sent as it is. */
const SHELL_START = Buffer.from('<!DOCTYPE html><html id="__next_error__"');
const HEAD_END = Buffer.from('</head>');
const BODY_START = Buffer.from('<body>');
/** Past this much without a `<body>`, the document is sent as it is. */
const MOST_HELD_BYTES = 256 * 1024;

/** What goes into a shell: a `<title>` when Next's has none, and the page's markup. */
export interface ShellText {
  title: string | null;
  markup: string;
}

/** The error page's words in Next's error shell `html` (its beginning, up to its `<body>` at least), or null when it is not one. */
export function withErrorText(html: Buffer, message: string): Buffer | null {
  return withShellText(html, { title: UNEXPECTED_ERROR_TITLE, markup: errorMarkup(message) });
}

/** `text` in Next's error shell `html`, or null when it is not one. */
export function withShellText(html: Buffer, text: ShellText): Buffer | null {
  const headEnd = html.indexOf(HEAD_END);
  const bodyStart = html.indexOf(BODY_START);
  if (!html.subarray(0, SHELL_START.length).equals(SHELL_START) || headEnd < 0 || bodyStart < headEnd) return null;
  const afterBody = bodyStart + BODY_START.length;
  return Buffer.concat([
    SHELL_START,
    Buffer.from(' lang="en"'),
    html.subarray(SHELL_START.length, headEnd),
    Buffer.from(`${text.title ? `<title>${text.title}</title>` : ''}<style>${STYLE}</style>`),
    html.subarray(headEnd, afterBody),
    Buffer.from(text.markup),
    html.subarray(afterBody),
  ]);
}

const ID = 'page-error-text';

/** Scoped to the markup's id; the theme's colours and fonts (styles/theme.css.ts). */
const STYLE = [
  `#${ID}{max-width:34rem;margin:0 auto;padding:4rem 1rem;text-align:center;color:#1f2430;`,
  'font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}',
  `#${ID} h1{margin:0 0 .75rem;font:700 1.75rem/1.2 ui-serif,Georgia,Cambria,"Times New Roman",serif}`,
  `#${ID} p{margin:0 0 1.5rem;color:#545b68}`,
  `#${ID} a{display:inline-block;margin:.25rem;padding:.75rem 1.25rem;border:2px solid #8c1d2f;border-radius:.5rem;`,
  'color:#8c1d2f;font-weight:600;text-decoration:none}',
  `#${ID} a:first-of-type{background:#8c1d2f;color:#fff}`,
  `#${ID} .code{margin:0;color:#8c1d2f;font:700 4rem/1 ui-serif,Georgia,Cambria,"Times New Roman",serif}`,
  `#${ID} .lead{color:#1f2430;font-size:1.25rem}`,
].join('');

/** The page's words; `href=""` is the document's own address, query included. */
function errorMarkup(message: string): string {
  return `<main id="${ID}"><h1>${UNEXPECTED_ERROR_TITLE}</h1><p>${message}</p><a href="">Try again</a><a href="/">Go to the home page</a></main>`;
}

/** A sublet's private link, `/sublets/{assetKey}` (the board's other pages never answer 404). */
const MANAGE_LINK_PATH = /^\/sublets\/[^/?#]+\/?(?:[?#]|$)/;

/**
 * The not-found page's words, for a 404 whose page the scripts would draw: app/not-found.tsx's,
 * or for a private link app/sublets/[assetKey]/not-found.tsx's.
 */
function notFoundMarkup(path: string): string {
  const manageLink = MANAGE_LINK_PATH.test(path);
  const message = manageLink ? SUBLET_LINK_NOT_FOUND_MESSAGE : NOT_FOUND_MESSAGE;
  const links = manageLink
    ? `<a href="${PAGES.lostSubletLink}">${GET_NEW_SUBLET_LINK_LABEL}</a><a href="${PAGES.sublets}">All sublets</a>`
    : `<a href="/">Go to the home page</a><a href="${PAGES.flexibleTerm}">Flexible term stays</a>`;
  return `<main id="${ID}"><p class="code" aria-hidden="true">404</p><h1>${NOT_FOUND_TITLE}</h1><p class="lead">${NOT_FOUND_LEAD}</p><p>${message}</p>${links}</main>`;
}

/** The words for a shell sent with `status` for the page at `path`. */
function shellTextFor(status: number, path: string): ShellText {
  if (status === 404) return { title: null, markup: notFoundMarkup(path) };
  return { title: UNEXPECTED_ERROR_TITLE, markup: errorMarkup(status === 503 ? DATABASE_UNAVAILABLE_TEXT : PAGE_FAILED_TEXT) };
}

/**
 * Writes the error page's words into a page's failure document as the response goes out. Call it
 * after any compression is set up, so that it sees the HTML as Next writes it. A document sent
 * with its length (a floor plan's 404 from Next's page cache) gets the length of what is sent.
 */
export function writeErrorText(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET' || request.headers.rsc !== undefined) return;
  const originalWrite = response.write;
  const originalEnd = response.end;
  const write = originalWrite as (...args: unknown[]) => boolean;
  const end = originalEnd as (...args: unknown[]) => ServerResponse;
  let held: Buffer[] | null = null;
  let decided = false;
  /** The length Next announced (a page from its cache is sent whole, with one), to be corrected. */
  let announced: number | null = null;
  const restore = () => {
    response.write = originalWrite;
    response.end = originalEnd;
  };
  // Whether the document may be changed: a failure or a 404, and HTML.
  const decide = (): boolean => {
    decided = true;
    const html = String(response.getHeader('content-type') ?? '').startsWith('text/html');
    const failed = response.statusCode >= 500 || response.statusCode === 404;
    if (!failed || !html) return false;
    const length = response.getHeader('content-length');
    if (length !== undefined) {
      // Its head must wait for the corrected length.
      announced = Number(length);
      return !response.headersSent && Number.isSafeInteger(announced);
    }
    // The site server's own head, which may make the failure a 503, goes out first.
    if (!response.headersSent) response.flushHeaders();
    return true;
  };
  const release = (bytes: Buffer): Buffer => {
    restore();
    held = null;
    const sent = withShellText(bytes, shellTextFor(response.statusCode, request.url ?? '/')) ?? bytes;
    if (announced !== null) response.setHeader('content-length', String(announced + sent.length - bytes.length));
    return sent;
  };

  response.write = function heldWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]): boolean {
    if (!decided && !decide()) {
      restore();
      return write.call(this, chunk, ...rest);
    }
    held ??= [];
    held.push(toBuffer(chunk, rest[0]));
    const bytes = Buffer.concat(held);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (bytes.indexOf(BODY_START) < 0 && bytes.length < MOST_HELD_BYTES) {
      held = [bytes];
      if (callback) process.nextTick(callback);
      return true;
    }
    return write.call(this, release(bytes), callback);
  } as ServerResponse['write'];

  response.end = function heldEnd(this: ServerResponse, ...args: unknown[]): ServerResponse {
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (!decided && !decide()) {
      restore();
      return end.apply(this, args);
    }
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const bytes = Buffer.concat([...(held ?? []), ...(chunk == null ? [] : [toBuffer(chunk, args[1])])]);
    return end.call(this, release(bytes), callback);
  } as ServerResponse['end'];
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}
