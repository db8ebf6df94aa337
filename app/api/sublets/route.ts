import { createSubletCreateEndpoint } from '@/lib/sublets/create-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createSubletCreateEndpoint();

/** POST /api/sublets: multipart sublet fields + `images` (1–5) + `captchaResponse` → 201 `{ assetKey }` (docs/http-api.md). */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
