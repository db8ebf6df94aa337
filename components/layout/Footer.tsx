import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { company, telHref } from '@/lib/company';
import { container, screenOnly } from '@/styles/utilities.css';
import * as styles from './Footer.css';
import { Logo } from './Logo';
import { ModalTrigger } from './ModalTrigger';
import { sectionLinks } from './siteLinks';
import { PAGES } from '@/lib/domain/routes';

export const EQUAL_HOUSING_TEXT = 'Equal Housing Opportunity';

/** The site footer (server component; apply/contact are small client triggers). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        <div className={styles.column}>
          <Logo inverse />
          <address className={styles.address}>
            {company.name}
            <br />
            {company.streetAddress}
            <br />
            {company.city}, {company.state} {company.zipcode}
          </address>
        </div>
        <nav aria-labelledby="footer-explore" className={`${styles.column} ${screenOnly}`}>
          <h2 id="footer-explore" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={styles.link}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Talk to us</h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref} className={styles.phone}>
                <Icon name="phone" />
                {company.phoneDisplay}
              </a>
            </li>
            <li className={screenOnly}>
              <ModalTrigger modal="apply" className={styles.action}>
                <Icon name="arrow-right" />
                apply
              </ModalTrigger>
            </li>
            <li className={screenOnly}>
              <ModalTrigger modal="contact" className={styles.action}>
                <Icon name="mail" />
                contact
              </ModalTrigger>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`${container} ${styles.bottomInner}`}>
          <p className={styles.eho}>
            <Icon name="equal-housing" size="2rem" className={styles.ehoIcon} />
            <span>
              <strong>{EQUAL_HOUSING_TEXT}.</strong> We do business in accordance with the Fair Housing Act.
            </span>
          </p>
          <p className={styles.copyright}>
            © {company.name} ·{' '}
            <SiteLink href={PAGES.privacy} className={styles.bottomLink}>
              Privacy
            </SiteLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
