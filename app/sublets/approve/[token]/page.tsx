import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/SiteLink';
import { notFound } from 'next/navigation';
import { ErrorNote } from '@/components/forms/ErrorNote';
import { SubletCard } from '@/components/sublet/SubletCard';
import * as manage from '@/components/sublet/SubletManage.css';
import * as styles from '@/components/sublet/SubletPage.css';
import { SubletReports } from '@/components/sublet/SubletReports';
import { SubletStatusNote } from '@/components/sublet/SubletStatusNote';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { getAppSecret } from '@/lib/config';
import { getDb, readForPage } from '@/lib/data/client';
import { loadSubletReports } from '@/lib/data/sublet-reports';
import { loadSubletForModeration } from '@/lib/data/sublets';
import type { SubletStatus } from '@/lib/data/sublet-view';
import { companyDateTime } from '@/lib/domain/company-day';
import { postNoticeMessage } from '@/lib/http/post-notice';
import { readModerationLink } from '@/lib/sublets/moderation-link';
import {
  APPROVAL_LINK_EXPIRED_ADVICE,
  APPROVAL_LINK_EXPIRED_HEADING,
  APPROVAL_LINK_EXPIRED_MESSAGE,
  MODERATION_FAILED_MESSAGE,
  SUBLET_ALREADY_APPROVED_MESSAGE,
  SUBLET_ALREADY_REMOVED_MESSAGE,
  SUBLET_APPROVED_MESSAGE,
  SUBLET_NOT_LISTABLE_MESSAGE,
  SUBLET_REJECTED_MESSAGE,
  SUBLET_RESTORED_MESSAGE,
  SUBLET_TAKEN_DOWN_MESSAGE,
} from '@/lib/sublets/moderation-messages';
import { PAGES } from '@/lib/domain/routes';
import { privatePageMetadata } from '@/lib/seo/page-metadata';
import { widths } from '@/styles/breakpoints';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = privatePageMetadata('Approve a sublet');

// Maps, not objects: `?result=constructor` must find nothing.
const REMOVED = new Map<string, { heading: string; message: string }>([
  ['rejected', { heading: 'Sublet rejected', message: SUBLET_REJECTED_MESSAGE }],
  ['taken-down', { heading: 'Sublet taken down', message: SUBLET_TAKEN_DOWN_MESSAGE }],
  ['already-removed', { heading: 'Sublet removed', message: SUBLET_ALREADY_REMOVED_MESSAGE }],
]);

/** What the page asks of a sublet in each state. */
const STANDING: Record<SubletStatus, { heading: string; lead: string }> = {
  pending: {
    heading: 'Approve this sublet?',
    lead: 'Check the listing and its photos. Approving lists it on the sublet board at once; rejecting deletes it with its photos.',
  },
  held: {
    heading: 'Put this sublet back?',
    lead: 'Visitors reported this listing, so it is off the board until you decide; their reports are below. Putting it back lists it again, and reports no longer take it off; taking it down deletes it with its photos at once.',
  },
  listed: { heading: 'Sublet approved', lead: 'This listing has been approved. Taking it down deletes it with its photos at once.' },
  'dates-past': { heading: 'Sublet approved', lead: 'This listing has been approved. Taking it down deletes it with its photos at once.' },
  expired: { heading: 'Sublet approved', lead: 'This listing has been approved. Taking it down deletes it with its photos at once.' },
  // Approving it would list nothing: only Reject is offered.
  lapsed: {
    heading: 'Reject this sublet?',
    lead: 'Its Available To date passed while it waited, so approving it would not put it on the sublet board. Rejecting deletes it with its photos and tells its poster.',
  },
};

/** What a listed sublet's page says after a button's post came back done. */
const DONE = new Map<string, string>([
  ['approved', SUBLET_APPROVED_MESSAGE],
  ['restored', SUBLET_RESTORED_MESSAGE],
  ['already-approved', SUBLET_ALREADY_APPROVED_MESSAGE],
]);

/**
 * The moderators' confirmation page, opened from the link in their mail. Showing it changes
 * nothing (mail scanners open links); only its buttons, POSTs to /api/sublets/approve/{token}
 * (Approve) and /api/sublets/remove/{token} (Reject, Take down), change the sublet. A token that
 * does not verify is the 404 page; a link older than 14 days gets a page saying it expired.
 */
export default async function ApproveSubletPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await params;
  const { result } = await searchParams;
  const now = new Date();
  const link = await readForPage(() => readModerationLink(token, { db: getDb, secret: getAppSecret(), now }));
  if (link.state === 'invalid') notFound();
  if (link.state === 'expired') return <ExpiredLink issuedAt={link.issuedAt} />;

  const found = await readForPage((db) => loadSubletForModeration(db, link.subletId, now));
  if (!found) {
    // Removed by this page's buttons (the link is genuine, so the sublet existed): say so.
    const removed = typeof result === 'string' ? REMOVED.get(result) : undefined;
    if (!removed) notFound();
    return (
      <div className={`${styles.page} ${styles.narrow}`}>
        <h1 className={styles.heading}>{removed.heading}</h1>
        <p role="status" className={manage.result}>
          <Icon name="check" className={manage.statusIcon} />
          <span>{removed.message}</span>
        </p>
        <SiteLink href={PAGES.sublets}>See the sublet board</SiteLink>
      </div>
    );
  }
  const { sublet, status } = found;
  const reports = await readForPage((db) => loadSubletReports(db, link.subletId));
  const answered = typeof result === 'string' ? DONE.get(result) : undefined;
  // A post answered done for a sublet that has expired since: it was done before.
  const done = answered && status !== 'listed' ? SUBLET_ALREADY_APPROVED_MESSAGE : answered;
  const { heading, lead } = STANDING[status];
  // A button's post came back refused or failed: the sublet is as it was, and the buttons stay.
  const notice = result === 'not-listable' ? SUBLET_NOT_LISTABLE_MESSAGE : postNoticeMessage(result, MODERATION_FAILED_MESSAGE);
  const approveAction = `/api/sublets/approve/${encodeURIComponent(token)}`;
  const removeAction = `/api/sublets/remove/${encodeURIComponent(token)}`;
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      {done ? (
        <p role="status" className={manage.result}>
          <Icon name="check" className={manage.statusIcon} />
          <span>{done}</span>
        </p>
      ) : null}
      {notice ? <ErrorNote>{notice}</ErrorNote> : null}
      <SubletStatusNote status={status} sublet={sublet} />
      <SubletReports {...reports} />
      <div className={styles.single}>
        <SubletCard sublet={sublet} priority photoSizes={`${widths.tablet} 640px, 100vw`} />
      </div>
      <div className={manage.moderationActions}>
        {status === 'pending' || status === 'lapsed' ? (
          <>
            {status === 'pending' ? (
              <form method="post" action={approveAction}>
                <Button type="submit" size="lg" iconStart={<Icon name="check" />}>
                  Approve
                </Button>
              </form>
            ) : null}
            <form method="post" action={removeAction}>
              <input type="hidden" name="action" value="reject" />
              <Button type="submit" size="lg" variant="danger" iconStart={<Icon name="close" />}>
                Reject
              </Button>
            </form>
          </>
        ) : (
          <>
            {status === 'held' ? (
              <form method="post" action={approveAction}>
                <Button type="submit" size="lg" iconStart={<Icon name="check" />}>
                  Put back
                </Button>
              </form>
            ) : null}
            <form method="post" action={removeAction}>
              <input type="hidden" name="action" value="take-down" />
              <Button type="submit" size="lg" variant="danger" iconStart={<Icon name="trash" />}>
                Take down
              </Button>
            </form>
            <SiteLink href={PAGES.sublets}>See the sublet board</SiteLink>
          </>
        )}
      </div>
    </div>
  );
}

function ExpiredLink({ issuedAt }: { issuedAt: Date }) {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.heading}>{APPROVAL_LINK_EXPIRED_HEADING}</h1>
      <p className={manage.status}>
        <Icon name="clock" className={manage.statusIcon} />
        <span>{APPROVAL_LINK_EXPIRED_MESSAGE}</span>
      </p>
      <p className={styles.lead}>This link was sent on {companyDateTime(issuedAt)}.</p>
      <p>{APPROVAL_LINK_EXPIRED_ADVICE}</p>
      <SiteLink href={PAGES.sublets}>See the sublet board</SiteLink>
    </div>
  );
}
