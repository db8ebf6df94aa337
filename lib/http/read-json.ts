/**
 * Reads a request body as one JSON object, safely: the content type must be JSON, the body at
 * most `maxBytes` (checked while streaming, whatever Content-Length claims), valid UTF-8 and
 * valid JSON, and an object (not a list, string, number or null).
 */
export type JsonObjectResult =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; message: string };

export const BODY_MESSAGES = {
  notJson: 'Send the form as JSON (Content-Type: application/json).',
  tooLarge: 'The request is too large.',
  badJson: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object.',
} as const;

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const mediaType = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/** Reads a body up to `maxBytes` (counted while streaming, whatever Content-Length claims); null when it is larger. */
export async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readJsonObject(request: Request, maxBytes: number): Promise<JsonObjectResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) return { ok: false, status: 415, message: BODY_MESSAGES.notJson };
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, status: 413, message: BODY_MESSAGES.tooLarge };

  let bytes: Uint8Array | null;
  try {
    bytes = await readLimited(request, maxBytes);
  } catch {
    // The client went away or sent a broken stream.
    return { ok: false, status: 400, message: BODY_MESSAGES.badJson };
  }
  if (!bytes) return { ok: false, status: 413, message: BODY_MESSAGES.tooLarge };

  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.badJson };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, status: 400, message: BODY_MESSAGES.notObject };
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}
