import { type InferType, mixed, object } from 'yup';

/** What a moderator's removal button asks: 'reject' (a pending sublet) or 'take-down' (an approved one). */
export const MODERATION_REMOVALS = ['reject', 'take-down'] as const;
export type ModerationRemoval = (typeof MODERATION_REMOVALS)[number];

export const MODERATION_ACTION_MESSAGE = 'Choose Reject or Take down.';

/** The body of POST /api/sublets/remove/{token} (the confirmation page's Reject and Take down buttons). */
export function moderationRemovalSchema() {
  return object({
    action: mixed<ModerationRemoval>().oneOf([...MODERATION_REMOVALS], MODERATION_ACTION_MESSAGE).required(MODERATION_ACTION_MESSAGE),
  })
    .typeError(MODERATION_ACTION_MESSAGE)
    .nonNullable(MODERATION_ACTION_MESSAGE);
}

export type ModerationRemovalRequest = InferType<ReturnType<typeof moderationRemovalSchema>>;
