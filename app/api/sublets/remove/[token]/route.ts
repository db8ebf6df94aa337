import { createSubletRemoveEndpoint } from '@/lib/sublets/remove-endpoint';

export const dynamic = 'force-dynamic';

const handle = createSubletRemoveEndpoint();

/** POST /api/sublets/remove/{token}: the moderators' Reject and Take down buttons (a GET never removes). */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  return handle(request, token);
}
