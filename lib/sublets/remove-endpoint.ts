import 'server-only';
import { moderationRemovalSchema, type ModerationRemoval } from '../domain/validation/moderation';
import { validateSubmission } from '../domain/validation/validate';
import { jsonError } from '../http/responses';
import { createModerationEndpoint, type ModerationDeps, type ModerationInput } from './moderation-endpoint';
import { SUBLET_ALREADY_REMOVED_MESSAGE, SUBLET_REJECTED_MESSAGE, SUBLET_TAKEN_DOWN_MESSAGE } from './moderation-messages';
import { posterNoticeMail, type NoticedSublet } from './poster-notice-mail';
import { removeSublet } from './sublet-removal';

export type SubletRemoveDeps = ModerationDeps;

const BAD_BODY_MESSAGE = 'The request body is not valid.';

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/json/i.test(type)) return request.json();
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return Object.fromEntries(await request.formData());
  return {};
}

/** The button pressed: `action` of the form or JSON body, else 400 with the field's error. */
async function readRemoval(request: Request): Promise<ModerationInput<ModerationRemoval>> {
  let body: unknown;
  try {
    body = await readBody(request);
  } catch {
    return { ok: false, response: jsonError(400, BAD_BODY_MESSAGE) };
  }
  const checked = await validateSubmission(moderationRemovalSchema(), body);
  if (!checked.ok) return { ok: false, response: jsonError(400, Object.values(checked.errors)[0] ?? BAD_BODY_MESSAGE, checked.errors) };
  return { ok: true, value: checked.value.action };
}

/**
 * POST /api/sublets/remove/{token} with `action` = 'reject' (a pending sublet) or 'take-down'
 * (an approved one): the confirmation page's buttons beside Approve. The same signed link as
 * approval, with the same 14-day lifetime (410 once expired, nothing changes). The sublet is
 * deleted everywhere (./sublet-removal.ts: rows, photos, cached image copies, the board) and its
 * poster is mailed that it was not approved, or taken down, as it was pending or listed. Either
 * action removes the sublet whatever its state when the moderator pressed it (another moderator
 * may have approved it meanwhile: the one pressing wants it gone). Idempotent: a second post
 * answers that the sublet was already removed. A form post is answered 303 back to the page.
 */
export function createSubletRemoveEndpoint(deps: SubletRemoveDeps = {}) {
  return createModerationEndpoint(
    {
      name: 'remove',
      readInput: readRemoval,
      async act(db, subletId, { input, revalidate, imagesDir, site }) {
        const cause = input === 'reject' ? 'rejected' : 'taken-down';
        // The poster is told what their listing was when it went: on the board, or waiting.
        const notice = (sublet: NoticedSublet) => posterNoticeMail(sublet.approved ? 'taken-down' : 'rejected', sublet, site);
        const removed = await removeSublet(db, { id: subletId }, { cause, imagesDir, revalidate, notice });
        return removed ? cause : 'already-removed';
      },
      messages: {
        rejected: SUBLET_REJECTED_MESSAGE,
        'taken-down': SUBLET_TAKEN_DOWN_MESSAGE,
        'already-removed': SUBLET_ALREADY_REMOVED_MESSAGE,
      },
      changes: ['rejected', 'taken-down'],
    },
    deps,
  );
}
