import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SubletCard } from '@/components/sublet/SubletCard';
import * as manage from '@/components/sublet/SubletManage.css';
import * as styles from '@/components/sublet/SubletPage.css';
import { SubletStatusNote } from '@/components/sublet/SubletStatusNote';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { getAppSecret } from '@/lib/config';
import { getDb } from '@/lib/data/client';
import { loadSubletForModeration } from '@/lib/data/sublets';
import { verifyApprovalToken } from '@/lib/sublets/approval-token';
import { SUBLET_ALREADY_APPROVED_MESSAGE, SUBLET_APPROVED_MESSAGE } from '@/lib/sublets/approve-endpoint';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Approve a sublet',
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

/**
 * The moderators' confirmation page (CONTRACTS §7), opened from the link in their mail. Showing it
 * changes nothing (mail scanners open links); only its Approve button, a POST to
 * /api/sublets/approve/{token}, approves. A token that does not verify is the 404 page.
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
  const subletId = verifyApprovalToken(token, getAppSecret());
  const found = subletId ? await loadSubletForModeration(await getDb(), subletId, new Date()) : null;
  if (!found) notFound();
  const { sublet, status } = found;
  const justApproved = result === 'approved' && status === 'listed';
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div>
        <h1 className={styles.heading}>{status === 'pending' ? 'Approve this sublet?' : 'Sublet approved'}</h1>
        <p className={styles.lead}>
          {status === 'pending'
            ? 'Check the listing and its photos. Approving lists it on the sublet board at once.'
            : 'This listing has been approved.'}
        </p>
      </div>
      {result === 'approved' || result === 'already-approved' ? (
        <p role="status" className={manage.result}>
          <Icon name="check" className={manage.statusIcon} />
          <span>{justApproved ? SUBLET_APPROVED_MESSAGE : SUBLET_ALREADY_APPROVED_MESSAGE}</span>
        </p>
      ) : null}
      <SubletStatusNote status={status} listedUntil={sublet.listedUntil} />
      <div className={styles.single}>
        <SubletCard sublet={sublet} priority photoSizes="(min-width: 768px) 640px, 100vw" />
      </div>
      {status === 'pending' ? (
        <form method="post" action={`/api/sublets/approve/${encodeURIComponent(token)}`}>
          <Button type="submit" size="lg" iconStart={<Icon name="check" />}>
            Approve
          </Button>
        </form>
      ) : (
        <Link href="/sublets">See the sublet board</Link>
      )}
    </div>
  );
}
