import 'server-only';
import { approveSublet } from '../data/sublet-changes';
import { log } from '../log';
import { createModerationEndpoint, type ModerationDeps } from './moderation-endpoint';
import { posterNoticeMail } from './poster-notice-mail';
import {
  SUBLET_ALREADY_APPROVED_MESSAGE,
  SUBLET_APPROVED_MESSAGE,
  SUBLET_NOT_LISTABLE_MESSAGE,
  SUBLET_RESTORED_MESSAGE,
} from './moderation-messages';

export { SUBLET_ALREADY_APPROVED_MESSAGE, SUBLET_APPROVED_MESSAGE, SUBLET_NOT_LISTABLE_MESSAGE, SUBLET_RESTORED_MESSAGE };

export type SubletApproveDeps = ModerationDeps;

/**
 * POST /api/sublets/approve/{token}: the Approve button of the moderators' confirmation page
 * (only this POST approves; the page's GET changes nothing). The token is signed with APP_SECRET
 * and names the sublet; it expires 14 days after it was made (410, nothing changes).
 * approved = true, approvedAt = now; for a sublet that reports took off the board (Put back),
 * heldAt cleared and reviewedAt = now; either way the board's cache expires at once and the poster
 * is mailed what happened. One whose Available To day or 30 days have passed is not listed by
 * either: 409, nothing changes. A form post is answered 303 back to the page (it works without
 * JavaScript); other clients get JSON.
 */
export function createSubletApproveEndpoint(deps: SubletApproveDeps = {}) {
  return createModerationEndpoint(
    {
      name: 'approve',
      async act(db, subletId, { at, revalidate, site }) {
        // Only a change that lists it is made (approveSublet), so the poster always hears of it.
        const result = await approveSublet(db, subletId, at, (change, sublet) => posterNoticeMail(change, sublet, site));
        if (result === 'approved' || result === 'restored') {
          revalidate();
          log.info(`sublet.${result}`, { id: subletId });
        }
        return result;
      },
      messages: {
        approved: SUBLET_APPROVED_MESSAGE,
        restored: SUBLET_RESTORED_MESSAGE,
        'already-approved': SUBLET_ALREADY_APPROVED_MESSAGE,
        'not-listable': SUBLET_NOT_LISTABLE_MESSAGE,
      },
      changes: ['approved', 'restored'],
      refusals: ['not-listable'],
    },
    deps,
  );
}
