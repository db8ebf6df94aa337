import { readLimited } from './read-json';

/**
 * Reads a multipart/form-data body safely: the content type must be multipart with a boundary,
 * the body at most `maxBytes` (refused from Content-Length before anything is read, and counted
 * while streaming whatever Content-Length claims), and it must parse.
 */
export type MultipartResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

export const MULTIPART_MESSAGES = {
  notMultipart: 'Send the form as multipart/form-data.',
  tooLarge: 'The request is too large.',
  malformed: 'The request body is not valid multipart/form-data.',
} as const;

function isMultipart(value: string | null): boolean {
  if (!value) return false;
  const [mediaType = '', ...parameters] = value.split(';').map((part) => part.trim());
  return mediaType.toLowerCase() === 'multipart/form-data' && parameters.some((p) => /^boundary=.+/i.test(p));
}

export async function readMultipartForm(request: Request, maxBytes: number): Promise<MultipartResult> {
  const contentType = request.headers.get('content-type');
  if (!isMultipart(contentType)) return { ok: false, status: 415, message: MULTIPART_MESSAGES.notMultipart };
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413, message: MULTIPART_MESSAGES.tooLarge };

  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(request, maxBytes);
  } catch {
    return { ok: false, status: 400, message: MULTIPART_MESSAGES.malformed };
  }
  if (!bytes) return { ok: false, status: 413, message: MULTIPART_MESSAGES.tooLarge };
  try {
    const form = await new Response(bytes as BodyInit, { headers: { 'content-type': contentType as string } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400, message: MULTIPART_MESSAGES.malformed };
  }
}
