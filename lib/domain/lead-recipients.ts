/**
 * Who receives a lead (docs/product.md#mail). The server decides; the client never names an address.
 * Communities are matched by id first, then by name (case and spacing ignored), against the
 * active listed communities.
 */
export interface CommunityMailbox {
  id: string;
  name: string;
  /** The community's leasing mailboxes ("a@x.example, b@x.example"); null when it has none. */
  email: string | null;
}

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * The parts of a community's `email`: one address, or several separated by commas or semicolons
 * (docs/import-format.md), trimmed, each once (any case), in order. The import stores them so.
 */
export function mailboxParts(email: string | null | undefined): string[] {
  return dedupe((email ?? '').split(/[,;]/).map((part) => part.trim()).filter((part) => part !== ''));
}

/** The parts that are addresses: what is not one is left out. */
function mailboxAddresses(email: string | null | undefined): string[] {
  return mailboxParts(email).filter((part) => EMAIL.test(part));
}

/** A community's mailboxes, or `fallback` (the inquiries mailbox) when it names none. */
export function communityMailboxes(email: string | null | undefined, fallback: string): string[] {
  const addresses = mailboxAddresses(email);
  return addresses.length > 0 ? addresses : [fallback];
}

function nameKey(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The community a form names (by id, else by name), or null. */
export function findCommunity(ref: string, communities: readonly CommunityMailbox[]): CommunityMailbox | null {
  const wanted = ref.trim();
  if (!wanted) return null;
  return communities.find((c) => c.id === wanted) ?? communities.find((c) => nameKey(c.name) === nameKey(wanted)) ?? null;
}

function dedupe(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Application request → the chosen community's mailbox, else the inquiries mailbox. */
export function applicationRecipients(
  property: string,
  communities: readonly CommunityMailbox[],
  inquiriesEmail: string,
): { to: string[]; community: CommunityMailbox | null } {
  const community = findCommunity(property, communities);
  return { to: community ? communityMailboxes(community.email, inquiriesEmail) : [inquiriesEmail], community };
}

/**
 * Contact message → each ticked community's mailbox (deduplicated; a ticked community without
 * a mailbox is served by the inquiries mailbox), else the page's community, else the inquiries
 * mailbox. Unknown names are ignored.
 */
export function contactRecipients(
  { ticked, pageProperty }: { ticked: readonly string[]; pageProperty: string },
  communities: readonly CommunityMailbox[],
  inquiriesEmail: string,
): { to: string[]; tickedCommunities: CommunityMailbox[]; pageCommunity: CommunityMailbox | null } {
  const tickedCommunities: CommunityMailbox[] = [];
  for (const ref of ticked) {
    const community = findCommunity(ref, communities);
    if (community && !tickedCommunities.includes(community)) tickedCommunities.push(community);
  }
  const pageCommunity = findCommunity(pageProperty, communities);
  let to: string[];
  if (tickedCommunities.length > 0) to = dedupe(tickedCommunities.flatMap((c) => communityMailboxes(c.email, inquiriesEmail)));
  else if (pageCommunity) to = communityMailboxes(pageCommunity.email, inquiriesEmail);
  else to = [inquiriesEmail];
  return { to, tickedCommunities, pageCommunity };
}
