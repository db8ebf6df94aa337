import type { ListedReport } from '@/lib/data/sublet-reports';
import { companyDateTime } from '@/lib/domain/company-day';
import { SUBLET_REPORT_REASON_LABELS } from '@/lib/domain/validation/sublet-report';
import * as styles from './SubletManage.css';

/**
 * The reports of a listing on its moderation page (server-rendered): why it was taken off the
 * board, or what visitors said of it, without searching the mailbox. Newest first.
 */
export function SubletReports({ reports, total, reporters }: { reports: ListedReport[]; total: number; reporters: number }) {
  if (total === 0) return null;
  return (
    <section aria-labelledby="sublet-reports" className={styles.reports}>
      <h2 id="sublet-reports" className={styles.reportsHeading}>
        Reports
      </h2>
      <p className={styles.reportsCount}>
        {total === 1 ? 'One report' : `${total} reports`}
        {reporters > 1 ? ` from ${reporters} different visitors` : reporters === 1 && total > 1 ? ' from one visitor' : ''}
        {total > reports.length ? `; the newest ${reports.length}:` : ':'}
      </p>
      <ul className={styles.reportList}>
        {reports.map((report, index) => (
          <li key={index} className={styles.reportItem}>
            <strong>{SUBLET_REPORT_REASON_LABELS[report.reason].label}</strong>
            <span className={styles.reportMeta}>
              {' '}
              · <time dateTime={report.receivedAt.toISOString()} className={styles.reportTime}>{companyDateTime(report.receivedAt)}</time>
              {report.email ? (
                <>
                  {' · '}
                  <a href={`mailto:${report.email}`}>{report.email}</a>
                </>
              ) : null}
            </span>
            {report.details ? (
              <p dir="auto" className={styles.reportDetails}>
                {report.details}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
