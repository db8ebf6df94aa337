import { createSubletApproveEndpoint } from '@/lib/sublets/approve-endpoint';

export const dynamic = 'force-dynamic';

const handle = createSubletApproveEndpoint();

/** POST /api/sublets/approve/{token}: the moderators' Approve button (a GET never approves). */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  return handle(request, token);
}
