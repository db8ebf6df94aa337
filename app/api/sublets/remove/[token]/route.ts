import { createSubletRemoveEndpoint } from '@/lib/sublets/remove-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createSubletRemoveEndpoint();

/** POST /api/sublets/remove/{token}: the moderators' Reject and Take down buttons (a GET never removes). */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  return handle(request, token);
}
