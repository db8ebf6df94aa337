/**
 * A link to a section of the page that also moves the focus there when followed
 * (DelegatedActions.tsx): the hero's "START YOUR SEARCH", /flexible-term's "See the floor plans"
 * and a long list's page links. Without JavaScript the link's `#id` still scrolls to the section
 * and starts the next Tab there; with it the section is focused as well, so screen readers
 * announce it and the next Tab continues in it instead of after the link that was pressed (a
 * page link stays in place when the cards change).
 */
export const FOCUS_TARGET_ATTRIBUTE = 'data-focus-target';

/** The attribute for a link to the element with id `id`. */
export function focusTargetAttribute(id: string): Record<typeof FOCUS_TARGET_ATTRIBUTE, string> {
  return { [FOCUS_TARGET_ATTRIBUTE]: id };
}
