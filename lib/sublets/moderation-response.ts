import 'server-only';
import { subletApprovalPath } from '../domain/routes';

/** A post from the confirmation page's form (it works without JavaScript), or a client that wants HTML. */
export function wantsHtml(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type) || /text\/html/i.test(request.headers.get('accept') ?? '');
}

/** 303 back to the confirmation page, which shows the result. A relative Location: whatever host the moderator used. */
export function backToModerationPage(token: string, result: string): Response {
  const page = `${subletApprovalPath(token)}?result=${encodeURIComponent(result)}`;
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}
