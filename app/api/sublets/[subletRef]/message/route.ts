import { createSubletMessageEndpoint } from '@/lib/sublets/message-endpoint';

export const dynamic = 'force-dynamic';

const handle = createSubletMessageEndpoint();

/** POST /api/sublets/{id}/message: `{ name, email, message, captchaResponse }` → 201 (docs/http-api.md). */
export async function POST(request: Request, { params }: { params: Promise<{ subletRef: string }> }): Promise<Response> {
  const { subletRef } = await params;
  return handle(request, subletRef);
}
