import { createSubletDeleteEndpoint } from '@/lib/sublets/delete-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE');

const handle = createSubletDeleteEndpoint();

/**
 * DELETE /api/sublets/{assetKey} → 204; unknown key 404 (docs/http-api.md). The segment is named
 * for both uses: here it is the private asset key, under /message it is the public sublet id.
 */
export async function DELETE(request: Request, { params }: { params: Promise<{ subletRef: string }> }): Promise<Response> {
  const { subletRef } = await params;
  return handle(request, subletRef);
}
