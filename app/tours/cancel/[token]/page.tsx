import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/SiteLink';
import { notFound } from 'next/navigation';
import { ErrorNote } from '@/components/forms/ErrorNote';
import * as styles from '@/components/tour/TourPage.css';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { getAppSecret } from '@/lib/config';
import { readForPage } from '@/lib/data/client';
import { loadTourBooking } from '@/lib/data/tours';
import { companyDateTime } from '@/lib/domain/company-day';
import { communityPath, tourBookingPath, tourCancelApiPath } from '@/lib/domain/routes';
import { TOUR_KIND_LABELS } from '@/lib/domain/tours';
import { postNoticeMessage } from '@/lib/http/post-notice';
import { TOUR_ALREADY_CANCELLED_MESSAGE, TOUR_CANCEL_FAILED_MESSAGE, TOUR_CANCELLED_MESSAGE, TOUR_PAST_MESSAGE } from '@/lib/tours/cancel-messages';
import { verifyTourCancelToken } from '@/lib/tours/cancel-token';
import { privatePageMetadata } from '@/lib/seo/page-metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = privatePageMetadata('Cancel a tour');

/**
 * The page a tour's cancel link opens. Showing it changes nothing (mail scanners open links);
 * only its button, a POST to /api/tours/cancel/{token}, cancels. A token that does not verify,
 * or names no booking, is the 404 page.
 */
export default async function CancelTourPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await params;
  const { result } = await searchParams;
  const bookingId = verifyTourCancelToken(token, getAppSecret());
  if (bookingId === null) notFound();
  const booking = await readForPage((db) => loadTourBooking(db, bookingId));
  if (!booking) notFound();

  const communityName = booking.propertyName ?? booking.propertyId;
  const cancelled = booking.cancelledAt !== null;
  const now = new Date();
  const past = !cancelled && booking.startsAt.getTime() <= now.getTime();
  const heading = cancelled ? 'Tour cancelled' : past ? 'This tour has passed' : 'Cancel your tour?';
  const message = cancelled ? (result === 'cancelled' ? TOUR_CANCELLED_MESSAGE : TOUR_ALREADY_CANCELLED_MESSAGE) : past ? TOUR_PAST_MESSAGE : null;
  // The button's post came back refused or failed: the tour is as it was, and the button stays.
  const notice = cancelled || past ? null : postNoticeMessage(result, TOUR_CANCEL_FAILED_MESSAGE);

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.heading}>{heading}</h1>
      {message ? (
        <p role="status" className={cancelled ? styles.result : styles.notice}>
          <Icon name={cancelled ? 'check' : 'clock'} />
          <span>{message}</span>
        </p>
      ) : null}
      {notice ? <ErrorNote>{notice}</ErrorNote> : null}
      <div className={styles.card}>
        <dl className={styles.details}>
          <div>
            <dt className={styles.term}>When</dt>
            <dd className={styles.definition}>{companyDateTime(booking.startsAt)}</dd>
          </div>
          <div>
            <dt className={styles.term}>Tour</dt>
            <dd className={styles.definition}>{TOUR_KIND_LABELS[booking.kind]}</dd>
          </div>
          <div>
            <dt className={styles.term}>Community</dt>
            <dd className={styles.definition}>{communityName}</dd>
          </div>
          <div>
            <dt className={styles.term}>Booked by</dt>
            <dd className={styles.definition}>{booking.name}</dd>
          </div>
        </dl>
      </div>
      {!cancelled && !past ? (
        <>
          <p className={styles.lead}>Cancelling frees the time for someone else. You can book another time afterwards.</p>
          <form method="post" action={tourCancelApiPath(token)}>
            <Button type="submit" size="lg" variant="danger" iconStart={<Icon name="close" />}>
              Cancel tour
            </Button>
          </form>
        </>
      ) : booking.propertyName ? (
        <p>
          <SiteLink href={tourBookingPath(booking.propertyId)}>Book another tour of {communityName}</SiteLink> or{' '}
          <SiteLink href={communityPath(booking.propertyId)}>see {communityName}</SiteLink>.
        </p>
      ) : null}
    </div>
  );
}
