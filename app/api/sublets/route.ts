import { createSubletCreateEndpoint } from '@/lib/sublets/create-endpoint';

export const dynamic = 'force-dynamic';

const handle = createSubletCreateEndpoint();

/** POST /api/sublets: multipart sublet fields + `images` (1–5) + `captchaResponse` → 201 `{ assetKey }` (docs/http-api.md). */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
