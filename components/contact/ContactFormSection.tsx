import type { ModalPreset } from '@/components/layout/siteModalsState';
import type { FormCommunity } from '@/lib/domain/form-communities';
import type { PublicSiteConfig } from '@/lib/public-config';
import * as styles from './ContactFormSection.css';
import { CONTACT_TITLE } from './contactTexts';
import { SectionContactForm } from './SectionContactForm';

export interface ContactFormSectionProps {
  /**
   * The page's community (and floor plan), e.g. `{ communityId, communityName }` on a community
   * page: it is ticked in step 2, receives the message when no community is ticked, and the
   * analytics count for it. Omit on pages about no community.
   */
  preset?: ModalPreset;
  /** Digits of the number for the text-or-call link (the community's); no link without one. */
  phone?: string;
  /** The listed communities `{ id, name }` when the page has them (getFormCommunities()); else the form fetches them. */
  communities?: readonly FormCommunity[];
  /** publicSiteConfig(getConfig()) when the page renders per request; else the form fetches /api/site-config. */
  siteConfig?: PublicSiteConfig;
  /** Id of the <section> (e.g. 'contact' for a '#contact' anchor). */
  id?: string;
  /** Heading text (default 'Contact Us'). */
  title?: string;
  /** 1 on the /contact page, 2 (default) inside another page. */
  headingLevel?: 1 | 2;
  /** Short text under the heading. */
  intro?: string;
  className?: string;
  /**
   * Load the form's code when the visitor comes near the section, not with the page (a section
   * far down a long page: a community's '#contact'); until then a skeleton holds its place.
   */
  deferred?: boolean;
}

/**
 * The Contact Us form as a page section (a server component around the client form): heading,
 * intro and the card around the form, on '/contact' and at a community page's '#contact'
 * (deferred). 'clicked' is reported when the visitor first moves into the form.
 */
export function ContactFormSection({
  id,
  title = CONTACT_TITLE,
  headingLevel = 2,
  intro = 'Questions about a community, a floor plan or a move-in date? Our leasing team answers by phone, text or e-mail.',
  className,
  deferred = false,
  preset,
  phone,
  communities,
  siteConfig,
}: ContactFormSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `${id ?? 'contact-form'}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={className ? `${styles.section} ${className}` : styles.section}>
      <Heading id={headingId} className={headingLevel === 1 ? styles.pageHeading : styles.heading}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <div className={styles.card}>
        <SectionContactForm
          deferred={deferred}
          variant="section"
          preset={preset}
          phone={phone}
          communities={communities}
          siteConfig={siteConfig}
          // The form's headings sit one level below the section's.
          headingLevel={headingLevel === 1 ? 2 : 3}
        />
      </div>
    </section>
  );
}
