import { applicationRecipients, type CommunityMailbox, communityMailboxes, contactRecipients, findCommunity } from './lead-recipients';

const INQUIRIES = 'inquiries@site.example';
const communities: CommunityMailbox[] = [
  { id: 'maple-court', name: 'Maple Court', email: 'maple@leasing.example' },
  { id: 'oak-row', name: 'Oak  Row', email: 'oak@leasing.example' },
  { id: 'elm-flats', name: 'Elm Flats', email: 'MAPLE@leasing.example' }, // shares Maple's mailbox
  { id: 'no-mail', name: 'Birch House', email: null },
  { id: 'bad-mail', name: 'Cedar Place', email: 'not an address' },
  { id: 'Oak Row', name: 'Tricky Id', email: 'tricky@leasing.example' },
  // Two mailboxes, as an import stores them; the second shared with Oak Row.
  { id: 'pine-hall', name: 'Pine Hall', email: 'pine@leasing.example, oak@leasing.example' },
];

describe('communityMailboxes', () => {
  it.each<[string | null, string[]]>([
    ['maple@leasing.example', ['maple@leasing.example']],
    ['pine@leasing.example, oak@leasing.example', ['pine@leasing.example', 'oak@leasing.example']],
    ['pine@leasing.example;oak@leasing.example; PINE@leasing.example', ['pine@leasing.example', 'oak@leasing.example']],
    ['pine@leasing.example, not an address', ['pine@leasing.example']],
    ['not an address', [INQUIRIES]],
    [' , ', [INQUIRIES]],
    [null, [INQUIRIES]],
  ])('%p → %p', (email, to) => expect(communityMailboxes(email, INQUIRIES)).toEqual(to));
});

describe('findCommunity', () => {
  it.each<[string, string | null]>([
    ['maple-court', 'maple-court'],
    ['Maple Court', 'maple-court'],
    ['  maple   COURT ', 'maple-court'],
    ['oak row', 'oak-row'],
    ['Oak Row', 'Oak Row'], // an id match wins over a name match
    ['unknown', null],
    ['', null],
  ])('%p → %p', (ref, id) => expect(findCommunity(ref, communities)?.id ?? null).toBe(id));
});

describe('applicationRecipients', () => {
  it.each<[string, string[]]>([
    ['maple-court', ['maple@leasing.example']],
    ['Maple Court', ['maple@leasing.example']],
    ['no-mail', [INQUIRIES]],
    ['bad-mail', [INQUIRIES]],
    ['Somewhere Else', [INQUIRIES]],
    ['pine-hall', ['pine@leasing.example', 'oak@leasing.example']],
    ['', [INQUIRIES]],
  ])('%p → %p', (property, to) => {
    expect(applicationRecipients(property, communities, INQUIRIES).to).toEqual(to);
  });

  it('names the matched community', () => {
    expect(applicationRecipients('Maple Court', communities, INQUIRIES).community?.id).toBe('maple-court');
  });
});

describe('contactRecipients', () => {
  it.each<[string, string[], string, string[]]>([
    ['each ticked community', ['maple-court', 'oak-row'], '', ['maple@leasing.example', 'oak@leasing.example']],
    ['ticked by name', ['Maple Court'], '', ['maple@leasing.example']],
    ['deduplicated, case-insensitively', ['maple-court', 'elm-flats', 'Maple Court'], '', ['maple@leasing.example']],
    ['the inquiries mailbox for a ticked community without one', ['maple-court', 'no-mail'], '', ['maple@leasing.example', INQUIRIES]],
    ['ticked wins over the page', ['oak-row'], 'maple-court', ['oak@leasing.example']],
    ['the page community when nothing is ticked', [], 'maple-court', ['maple@leasing.example']],
    ['the page community when the ticked are unknown', ['Nowhere'], 'oak-row', ['oak@leasing.example']],
    ['the inquiries mailbox for a page community without one', [], 'no-mail', [INQUIRIES]],
    ['the inquiries mailbox when nothing matches', ['Nowhere'], 'Elsewhere', [INQUIRIES]],
    ['the inquiries mailbox for an empty message', [], '', [INQUIRIES]],
    ['every mailbox of a community, each once', ['oak-row', 'pine-hall'], '', ['oak@leasing.example', 'pine@leasing.example']],
    ['every mailbox of the page community', [], 'pine-hall', ['pine@leasing.example', 'oak@leasing.example']],
  ])('%s', (_case, ticked, pageProperty, to) => {
    expect(contactRecipients({ ticked, pageProperty }, communities, INQUIRIES).to).toEqual(to);
  });

  it('lists the matched communities once each', () => {
    const result = contactRecipients({ ticked: ['maple-court', 'Maple Court', 'x'], pageProperty: 'oak-row' }, communities, INQUIRIES);
    expect(result.tickedCommunities.map((c) => c.id)).toEqual(['maple-court']);
    expect(result.pageCommunity?.id).toBe('oak-row');
  });
});
