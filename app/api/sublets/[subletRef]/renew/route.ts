import { createSubletRenewEndpoint } from '@/lib/sublets/renew-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createSubletRenewEndpoint();

/** POST /api/sublets/{assetKey}/renew: the poster's Renew → 200, or 303 back to the page for a form post (docs/http-api.md). */
export async function POST(request: Request, { params }: { params: Promise<{ subletRef: string }> }): Promise<Response> {
  const { subletRef } = await params;
  return handle(request, subletRef);
}
