import type { Metadata } from 'next';
import { company, telHref } from '@/lib/company';
import { getConfig } from '@/lib/config';
import { SENT_MAIL_RETENTION_DAYS } from '@/lib/domain/lead-retention';
import { SUBLET_EXPIRED_GRACE_DAYS, SUBLET_UNAPPROVED_DAYS } from '@/lib/domain/sublet-retention';
import { SUBLET_LISTING_DAYS } from '@/lib/domain/sublets';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { container } from '@/styles/utilities.css';
import * as styles from './page.css';
import { PAGES } from '@/lib/domain/routes';

// The retention period and the third parties in use are runtime settings.
export const dynamic = 'force-dynamic';

export function generateMetadata(): Metadata {
  return pageMetadata({
    title: 'Privacy',
    description: `What ${company.name} keeps when you use this site, for how long, and whom to ask about it.`,
    path: PAGES.privacy,
  });
}

/** /privacy: what the site stores, for how long, and whom to contact. The figures come from the code that enforces them. */
export default function PrivacyPage() {
  const { leadRetentionMonths, recaptcha, adsConversion } = getConfig();
  return (
    <div className={container}>
      <article className={styles.page}>
        <h1>Privacy</h1>
        <p>
          This site has no accounts and no sign-in. Here is everything it keeps about you, why, and for how long.
        </p>

        <h2>When you write to us</h2>
        <p>
          A rental application request, a contact message, a tour booking, a message to a sublet poster or a report of a sublet listing keeps what you typed (your
          name, e-mail address, phone number and message, or the tour&apos;s time), the community and page you sent it from, and when.
          We use it only to answer you, and to remind you of a tour booked more than a day ahead, the day before. It is deleted after {leadRetentionMonths} months. The copy our server e-mails to the leasing team is deleted from our server{' '}
          {SENT_MAIL_RETENTION_DAYS} days after it is sent.
        </p>

        <h2>When you post a sublet</h2>
        <p>
          We keep your listing, its photos, your name and your e-mail address. Once a moderator approves it, the listing and its
          photos are public for {SUBLET_LISTING_DAYS} days, or until its Available To date if that comes first; your name and e-mail address are never shown. Messages sent through the
          listing reach you by e-mail; their senders see your address only if you reply. We also e-mail you when a moderator approves, rejects or takes
          down your listing, when visitors&apos; reports take it off the board until a moderator looks, and shortly before its {SUBLET_LISTING_DAYS} days end, and when they do. Your private
          link (e-mailed to you, and shown once on your screen when you post) deletes the listing and its photos at once, with the e-mails about it our server still holds. If you lose it, you can ask for a new one
          to be e-mailed to the address you posted with; the old link then stops working.
          Otherwise the listing, its photos, your name and your e-mail address are deleted {SUBLET_EXPIRED_GRACE_DAYS} days after the listing
          expires, or {SUBLET_UNAPPROVED_DAYS} days after you posted it if no moderator approved it. If you renew it from your private link, it is
          listed for another {SUBLET_LISTING_DAYS} days, and these times count from then.
        </p>

        <h2>Counts, cookies and addresses</h2>
        <ul>
          <li>We count how often the contact form is opened, started and sent, per community and day. The counts say nothing about who you are.</li>
          <li>One cookie remembers for a day that you closed the specials window on the home page. There are no tracking cookies.</li>
          <li>When you dismiss the announcement at the bottom of a page, your browser remembers it until you close the tab; nothing about it is sent to us.</li>
          <li>
            What you type in a form and have not sent yet is kept by your browser in that tab, so that it is still there if you leave the
            page and come back. It is forgotten once you send the form or close the tab, and not filled in again after a day. Nothing of
            it reaches us before you send it.
          </li>
          <li>
            Your internet address is used to limit how many forms can be sent from one address. It is held in memory for at most an hour
            and not stored. A report of a sublet keeps only a fingerprint of it, made with our secret key and different for each listing, to
            count how many different people reported the listing.
          </li>
        </ul>

        <h2>Other services</h2>
        <ul>
          {recaptcha && <li>Google reCAPTCHA checks each form submission for abuse; Google receives the usual data of that check.</li>}
          {adsConversion && <li>After you send the contact form, Google Ads is told that a message was sent, without its content.</li>}
          <li>Videos, 3D tours and maps load from their providers only when you click them.</li>
        </ul>

        <h2>Questions</h2>
        <p>
          To see or delete what we hold about you, write to <a href={`mailto:${company.inquiriesEmail}`}>{company.inquiriesEmail}</a>{' '}
          or call <a href={telHref}>{company.phoneDisplay}</a>.
        </p>
      </article>
    </div>
  );
}
