import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';
import type { FormCommunity } from '@/lib/domain/form-communities';
import type { PublicSiteConfig } from '@/lib/public-config';
import { container } from '@/styles/utilities.css';
import { ApplicationForm } from './ApplicationForm';
import * as styles from './ApplicationFormSection.css';
import { APPLICATION_PAGE_TITLE, APPLICATIONS_FREE_TEXT } from './applicationTexts';
import { PAGES } from '@/lib/domain/routes';

export interface ApplicationFormSectionProps {
  communities?: readonly FormCommunity[];
  siteConfig?: PublicSiteConfig;
  /** 1 on the /apply page (the page's title), 2 inside another page. */
  headingLevel?: 1 | 2;
}

/**
 * The Rental Application Request as a page section (server component around the client form):
 * heading, the statement that applications are always free, the form, and a link to the contact
 * form.
 */
export function ApplicationFormSection({ communities, siteConfig, headingLevel = 1 }: ApplicationFormSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = 'application-form-heading';
  return (
    <div className={container}>
      <section aria-labelledby={headingId} className={styles.section}>
        <Heading id={headingId} className={styles.heading}>
          {APPLICATION_PAGE_TITLE}
        </Heading>
        <p className={styles.intro}>
          Tell us who you are and where you would like to live, and our leasing team will send you the application.
        </p>
        <p className={styles.free}>
          <Icon name="check" />
          {APPLICATIONS_FREE_TEXT}
        </p>
        <div className={styles.card}>
          <ApplicationForm communities={communities} siteConfig={siteConfig} headingLevel={headingLevel === 1 ? 2 : 3} />
        </div>
        <p className={styles.switchRow}>
          <span>Have a question first?</span>
          <SiteLink href={PAGES.contact} className={styles.switchLink}>
            Contact us
          </SiteLink>
        </p>
      </section>
    </div>
  );
}
