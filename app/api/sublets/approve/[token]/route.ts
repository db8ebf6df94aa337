import { createSubletApproveEndpoint } from '@/lib/sublets/approve-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createSubletApproveEndpoint();

/** POST /api/sublets/approve/{token}: the moderators' Approve button (a GET never approves). */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  return handle(request, token);
}
