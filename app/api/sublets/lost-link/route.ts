import { createLostLinkEndpoint } from '@/lib/sublets/lost-link-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createLostLinkEndpoint();

/** POST /api/sublets/lost-link: `{ email, captchaResponse }` → 201 `{ message }` (docs/http-api.md). */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
