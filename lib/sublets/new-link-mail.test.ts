import { isolate } from '../mail/render';
import { newLinkMail, type NoticedSublet } from './poster-notice-mail';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2027-03-10T17:00:00Z');
const site = { siteUrl: 'https://rentals.example', inquiriesEmail: 'moderators@rentals.example' };
const KEY = 'k'.repeat(43);
const sublet: NoticedSublet = {
  id: 'sub_1',
  email: 'robin@example.com',
  firstName: 'Robin',
  title: 'Sunny room',
  active: true,
  approved: true,
  approvedAt: new Date(now.getTime() - 10 * DAY),
  createdDate: new Date(now.getTime() - 11 * DAY),
  heldAt: null,
  availableTo: '2027-05-31',
};

describe('newLinkMail: the new private link a poster asked for', () => {
  it('hands over the new link, to the poster, answering to the moderators, and goes with the sublet', () => {
    const mail = newLinkMail(sublet, KEY, site, now);
    expect(mail).toMatchObject({ kind: 'sublet-new-link', to: ['robin@example.com'], replyTo: site.inquiriesEmail, subletId: 'sub_1', subject: 'A new link to your sublet: Sunny room' });
    expect(mail.text).toContain(`Manage your sublet: https://rentals.example/sublets/${KEY}`);
    expect(mail.html).toContain(`href="https://rentals.example/sublets/${KEY}"`);
    expect(mail.text).toContain(`Hi ${isolate('Robin')}, a new private link to "${isolate('Sunny room')}" was asked for`);
    expect(mail.text).toContain('the link we sent before no longer works');
  });

  it.each<[string, Partial<NoticedSublet>, string]>([
    ['a pending', { approved: false, approvedAt: null }, 'It waits for a moderator to approve it; we will e-mail you when it is.'],
    [
      'a lapsed',
      { approved: false, approvedAt: null, availableTo: '2027-03-09' },
      'It was not posted: its Available To date, Mar 09, 2027, has passed, and no moderator approved it before.',
    ],
    ['a listed', {}, 'It is listed on the sublet board until Mar 30, 2027.'],
    ['a listed (its dates end first)', { availableTo: '2027-03-20' }, 'It is listed on the sublet board until Mar 20, 2027.'],
    [
      'a past-dates',
      { availableTo: '2027-03-09' },
      'It is no longer on the sublet board: its Available To date, Mar 09, 2027, has passed. It will be deleted with its photos on Apr 29, 2027.',
    ],
    ['a held', { heldAt: new Date(now.getTime() - DAY) }, 'It is off the board until a moderator looks at it, after reports from visitors.'],
    ['an ended', { approvedAt: new Date(now.getTime() - 35 * DAY) }, 'Its 30 days on the sublet board ended on Mar 05, 2027; it will be deleted with its photos on Apr 04, 2027.'],
  ])('says where %s listing stands', (_case, change, standing) => {
    expect(newLinkMail({ ...sublet, ...change }, KEY, site, now).text).toContain(standing);
  });
});
