import { APPROVAL_LINK_DAYS, SUBLET_UNAPPROVED_DAYS } from '../domain/sublet-retention';

/** The texts of the moderators' confirmation page and of its POST answers. */
export const SUBLET_APPROVED_MESSAGE = 'Sublet approved. It is listed now.';
export const SUBLET_ALREADY_APPROVED_MESSAGE = 'This sublet was already approved.';
export const SUBLET_RESTORED_MESSAGE = 'Sublet put back. It is listed again, and reports no longer take it off the board.';
export const SUBLET_NOT_LISTABLE_MESSAGE =
  'Nothing was changed: this sublet can no longer be listed, because its Available To date or its 30 days on the board have passed.';
export const SUBLET_REJECTED_MESSAGE = 'Sublet rejected. It was deleted with its photos and will not be listed.';
export const SUBLET_TAKEN_DOWN_MESSAGE = 'Sublet taken down. It was deleted with its photos and is no longer listed.';
export const SUBLET_ALREADY_REMOVED_MESSAGE = 'This sublet was already removed.';
export const APPROVAL_LINK_EXPIRED_HEADING = 'This approval link has expired';
export const APPROVAL_LINK_EXPIRED_MESSAGE = `This approval link has expired. Approval links work for ${APPROVAL_LINK_DAYS} days after a sublet is posted; nothing was changed.`;
export const APPROVAL_LINK_EXPIRED_ADVICE = `A sublet that is not approved within ${SUBLET_UNAPPROVED_DAYS} days of being posted is deleted. If it should be listed, reply to the moderation e-mail and ask the poster to post it again.`;
export const MODERATION_FAILED_MESSAGE = 'The sublet could not be changed. Please try again.';
