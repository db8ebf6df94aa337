/**
 * What a community page says where the company lists nothing to rent (docs/product.md, "When
 * nothing is listed"). "No matches found..." answers a search; a community whose floor plans are
 * all leased (inactive) or whose floor plans list no unit has not been searched, and its visitor
 * needs to know what to do instead.
 */
export interface NothingListed {
  /** What there is not. */
  text: string;
  /** What to do, said as the link to the page's contact form. */
  action: string;
}

const WAITING_LIST = 'Contact us to join the waiting list.';

/** The floor plans section of a community that lists none. A stay is booked by asking, not waited for. */
export function communityWithoutFloorplans(name: string, shortTerm: boolean): NothingListed {
  return {
    text: `${name} has no floor plans listed right now.`,
    action: shortTerm ? 'Contact us to ask about your dates.' : WAITING_LIST,
  };
}

/** The units section of a yearly community whose floor plans list no active unit. */
export function communityWithoutUnits(name: string): NothingListed {
  return { text: `${name} has no units listed right now.`, action: WAITING_LIST };
}

/**
 * The "3 floor plans" figure of a community (its page and its link preview), or null when it lists
 * none: "0 floor plans" says less than its floor plans section's own words.
 */
export function floorplanCountFigure(count: number): { count: number; label: string } | null {
  return count > 0 ? { count, label: count === 1 ? 'floor plan' : 'floor plans' } : null;
}
