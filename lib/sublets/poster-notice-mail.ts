import { formatDisplayDate } from '../domain/formats';
import { PAGES, subletManagePath } from '../domain/routes';
import { siteDay } from '../domain/site-day';
import { subletRemovalDueAt, SUBLET_UNAPPROVED_DAYS } from '../domain/sublet-retention';
import {
  areSubletDatesPast,
  isSubletInListingPeriod,
  SUBLET_LISTING_DAYS,
  subletExpiresAt,
  subletListedUntilDay,
  type BoardSubletFields,
} from '../domain/sublets';
import type { OutboxMail } from '../mail/outbox';
import { isolate, renderFieldsMail, type MailField } from '../mail/render';

/**
 * What happens to a listing after it was posted, told to its poster (docs/product.md, "What the
 * poster is told"): approved, put back after reports, held off the board by reports, rejected or
 * taken down by a moderator, deleted unapproved, its 30 days ending soon and ended. Without these
 * a poster learns it only by opening the board or the manage link. Each is stored in the
 * transaction that made the change, or once by the hourly job for what time brings, so it is
 * sent exactly when it happened. Replies go to the moderators. The new private link a poster asks
 * for (`newLinkMail`, below) is their mail too.
 */
export type PosterNotice = 'approved' | 'restored' | 'held' | 'rejected' | 'taken-down' | 'unapproved-deleted' | 'ending' | 'ended';

/** What a notice needs of the sublet: its poster, its title and the dates its listing runs by. */
export type NoticedSublet = BoardSubletFields & { id: string; email: string; firstName: string; title: string };

/** Notices stored as the sublet is deleted: they outlive it (the others go with it). */
const SENT_AS_IT_GOES: ReadonlySet<PosterNotice> = new Set(['rejected', 'taken-down', 'unapproved-deleted']);

export interface NoticeSite {
  siteUrl: string;
  /** The moderators' address (INQUIRIES_EMAIL): the notices answer to it. */
  inquiriesEmail: string;
}

const day = (instant: Date) => formatDisplayDate(siteDay(instant));

/** The last day the board shows it: the end of its 30 days, or its Available To day if earlier. */
function listedUntil(sublet: NoticedSublet): string {
  const until = subletListedUntilDay({ ...sublet, approved: true });
  return until ? formatDisplayDate(until) : '';
}

/** Whether its Available To day came before the end of its 30 days: it left the board then. */
function datesEndedFirst(sublet: NoticedSublet): boolean {
  const expiresAt = subletExpiresAt({ ...sublet, approved: true });
  return expiresAt !== null && areSubletDatesPast(sublet, expiresAt);
}

const datesPastText = (sublet: NoticedSublet) => `its Available To date, ${formatDisplayDate(sublet.availableTo)}, has passed`;

/** The day a listing whose 30 days ended is deleted with its photos. */
function removalDay(sublet: NoticedSublet): string {
  const due = subletRemovalDueAt({ ...sublet, approved: true });
  return due ? day(due) : '';
}

interface NoticeText {
  subject: string;
  heading: string;
  intro: string;
  fields?: MailField[];
  footer: string;
}

const manageFooter = (siteUrl: string) =>
  `To see, renew or delete your listing, use the private link in the e-mail you got when you posted it; if you lost it, ask for a new one at ${siteUrl}${PAGES.lostSubletLink}. Reply to this e-mail to write to the moderators.`;
const GONE_FOOTER = 'Reply to this e-mail to write to the moderators.';

function noticeText(notice: PosterNotice, sublet: NoticedSublet, siteUrl: string): NoticeText {
  const name = isolate(sublet.firstName);
  const title = isolate(sublet.title);
  const link = (label: string, path: string) => [{ label, value: `${siteUrl}${path}`, href: `${siteUrl}${path}` }];
  const board = link('Sublet board', PAGES.sublets);
  const postAgain = link('Post a sublet', PAGES.newSublet);
  switch (notice) {
    case 'approved':
      return {
        subject: `Your sublet is on the board: ${sublet.title}`,
        heading: 'Your sublet is on the board',
        intro: `Hi ${name}, "${title}" was approved and is listed on the sublet board until ${listedUntil(sublet)}. Visitors who write to you through the board reach you by e-mail; your address is not shown to them.`,
        fields: board,
        footer: manageFooter(siteUrl),
      };
    case 'restored':
      return {
        subject: `Your sublet is back on the board: ${sublet.title}`,
        heading: 'Your sublet is back on the board',
        intro: `Hi ${name}, a moderator looked at "${title}" after visitors reported it, and put it back on the sublet board. It is listed until ${listedUntil(sublet)}.`,
        fields: board,
        footer: manageFooter(siteUrl),
      };
    case 'held':
      return {
        subject: `Your sublet is off the board for now: ${sublet.title}`,
        heading: 'Your sublet is off the board for now',
        intro: `Hi ${name}, visitors reported "${title}", so it was taken off the sublet board until a moderator looks at it, and nobody can write to you about it meanwhile. If it is put back, it is listed until ${listedUntil(sublet)}.`,
        footer: 'Reply to this e-mail to tell the moderators anything they should know about it.',
      };
    case 'rejected':
      return {
        subject: `Your sublet was not approved: ${sublet.title}`,
        heading: 'Your sublet was not approved',
        intro: `Hi ${name}, a moderator did not approve "${title}", so it was not posted. It has been deleted with its photos.`,
        footer: GONE_FOOTER,
      };
    case 'taken-down':
      return {
        subject: `Your sublet was taken down: ${sublet.title}`,
        heading: 'Your sublet was taken down',
        intro: `Hi ${name}, a moderator took "${title}" off the sublet board. It has been deleted with its photos, and nobody can write to you about it any more.`,
        footer: GONE_FOOTER,
      };
    case 'unapproved-deleted':
      return {
        subject: `Your sublet was not approved: ${sublet.title}`,
        heading: 'Your sublet was not approved',
        intro: `Hi ${name}, no moderator approved "${title}" within ${SUBLET_UNAPPROVED_DAYS} days of its posting, so it was not posted. It has been deleted with its photos; you are welcome to post it again.`,
        fields: postAgain,
        footer: GONE_FOOTER,
      };
    case 'ending':
      return {
        subject: `Your sublet ends soon: ${sublet.title}`,
        heading: 'Your sublet ends soon',
        intro: `Hi ${name}, "${title}" is listed on the sublet board until ${listedUntil(sublet)}. Still looking for someone? Press Renew on the page of your private link to keep it listed for ${SUBLET_LISTING_DAYS} days from then on. If the place is taken, you can delete the listing there.`,
        fields: board,
        footer: manageFooter(siteUrl),
      };
    case 'ended':
      return {
        subject: `Your sublet is no longer listed: ${sublet.title}`,
        heading: 'Your sublet is no longer listed',
        intro: datesEndedFirst(sublet)
          ? `Hi ${name}, "${title}" is no longer on the sublet board: ${datesPastText(sublet)}. It will be deleted with its photos on ${removalDay(sublet)}. Have a place for other dates? Post it anew.`
          : `Hi ${name}, the ${SUBLET_LISTING_DAYS} days of "${title}" on the sublet board ended on ${listedUntil(sublet)}. It will be deleted with its photos on ${removalDay(sublet)}. To list it for another ${SUBLET_LISTING_DAYS} days, press Renew on the page of your private link before then, while its Available To date has not passed; or post it anew.`,
        fields: postAgain,
        footer: manageFooter(siteUrl),
      };
  }
}

/** The notice as a mail to store, to the poster, answering to the moderators. */
export function posterNoticeMail(notice: PosterNotice, sublet: NoticedSublet, site: NoticeSite): OutboxMail {
  const { subject, heading, intro, fields = [], footer } = noticeText(notice, sublet, site.siteUrl);
  return {
    kind: `sublet-${notice}`,
    to: [sublet.email],
    replyTo: site.inquiriesEmail,
    subject,
    ...renderFieldsMail({ heading, intro, fields, footer }),
    subletId: SENT_AS_IT_GOES.has(notice) ? null : sublet.id,
  };
}

/** Where a listing stands, in the words of the mail that gives its poster a new link. */
function standingText(sublet: NoticedSublet, now: Date): string {
  if (!sublet.approved) {
    return areSubletDatesPast(sublet, now)
      ? `It was not posted: ${datesPastText(sublet)}, and no moderator approved it before.`
      : 'It waits for a moderator to approve it; we will e-mail you when it is.';
  }
  if (areSubletDatesPast(sublet, now)) return `It is no longer on the sublet board: ${datesPastText(sublet)}. It will be deleted with its photos on ${removalDay(sublet)}.`;
  if (!isSubletInListingPeriod(sublet, now)) return `Its ${SUBLET_LISTING_DAYS} days on the sublet board ended on ${listedUntil(sublet)}; it will be deleted with its photos on ${removalDay(sublet)}.`;
  if (sublet.heldAt) return 'It is off the board until a moderator looks at it, after reports from visitors.';
  return `It is listed on the sublet board until ${listedUntil(sublet)}.`;
}

/**
 * The new private link to a listing, asked for on the lost-link page (lib/domain/sublet-links.ts):
 * the old one no longer works. To the address the sublet was posted with, answering to the
 * moderators; it goes with the sublet while not yet sent.
 */
export function newLinkMail(sublet: NoticedSublet, assetKey: string, { siteUrl, inquiriesEmail }: NoticeSite, now: Date): OutboxMail {
  const manageUrl = `${siteUrl}${subletManagePath(assetKey)}`;
  const name = isolate(sublet.firstName);
  const title = isolate(sublet.title);
  return {
    kind: 'sublet-new-link',
    to: [sublet.email],
    replyTo: inquiriesEmail,
    subject: `A new link to your sublet: ${sublet.title}`,
    ...renderFieldsMail({
      heading: 'A new link to your sublet',
      intro: `Hi ${name}, a new private link to "${title}" was asked for on the sublet board. ${standingText(sublet, now)} Use the link below to see or delete your listing; the link we sent before no longer works. Keep it to yourself: anyone who has it can delete the listing.`,
      fields: [{ label: 'Manage your sublet', value: manageUrl, href: manageUrl }],
      footer: 'If you did not ask for it, you need not do anything: your listing is unchanged, and only this e-mail has its link. Reply to this e-mail to write to the moderators.',
    }),
    subletId: sublet.id,
  };
}
