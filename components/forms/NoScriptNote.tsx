import { company, telHref } from '@/lib/company';
import * as styles from './NoScriptNote.css';

/**
 * What a visitor with JavaScript off is told at the top of a form the site sends by script
 * (SENT_BY_SCRIPT, earlyInput.ts). Without it the browser posts the form to its own page, which
 * shows the form again, empty, and nothing is sent: a visitor could take that for sent. In
 * <noscript>, so that nobody else sees it. A lead can still reach the leasing team by e-mail or
 * phone; `offerContact` is off where they cannot help (posting a sublet).
 */
export function NoScriptNote({ doing, offerContact = true }: { doing: string; offerContact?: boolean }) {
  // One text node each, so that the HTML carries the sentence whole.
  const ask = `${doing} needs JavaScript, which is off in this browser: turn it on and reload the page`;
  return (
    <noscript>
      <p className={styles.note}>
        {offerContact ? (
          <>
            {`${ask}, or e-mail `}
            <a href={`mailto:${company.inquiriesEmail}`}>{company.inquiriesEmail}</a>
            {' or call '}
            <a href={telHref}>{company.phoneDisplay}</a>.
          </>
        ) : (
          `${ask}.`
        )}
      </p>
    </noscript>
  );
}
