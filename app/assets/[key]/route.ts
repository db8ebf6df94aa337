import { getDb } from '@/lib/data/client';
import { log } from '@/lib/log';
import { otherMethods } from '@/lib/http/other-methods';
import { readAsset } from '@/lib/storage/asset-store';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(): Response {
  return Response.json(
    { message: 'Not found' },
    { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
  );
}

/** Serves stored bytes of the asset store: /assets/{storageKey}. Unknown or malformed keys → 404. */
export async function GET(request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const { key } = await params;
  let asset;
  try {
    asset = await readAsset(await getDb(), key);
  } catch (error) {
    // The database is unreachable: a temporary failure, said so (the browser shows the default image).
    log.error('asset.read_failed', error);
    return Response.json(
      { message: 'Pictures are unavailable right now. Please try again shortly.' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10', 'X-Content-Type-Options': 'nosniff' } },
    );
  }
  if (!asset) return notFound();

  const headers = new Headers({
    'Content-Type': asset.contentType,
    ETag: asset.etag,
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
  });
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('Content-Length', String(asset.bytes.length));
  return new Response(new Uint8Array(asset.bytes), { status: 200, headers });
}
