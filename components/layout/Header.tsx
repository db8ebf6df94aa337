import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { company, telHref } from '@/lib/company';
import { container, screenOnly, visuallyHidden } from '@/styles/utilities.css';
import { buttonClassName } from '@/components/ui/Button';
import * as styles from './Header.css';
import { Logo } from './Logo';
import { ModalTrigger } from './ModalTrigger';
import { sectionLinks } from './siteLinks';

/**
 * The site header (server component): logo to the top of home, the main navigation with
 * 'apply' and 'contact' (they open the modals), the phone link, the 'Contact us' mail button and
 * the mobile menu button, all plain markup that DelegatedActions.tsx makes work.
 */
export function Header() {
  return (
    <header className={styles.header} id="top">
      <div className={`${container} ${styles.inner}`}>
        <div className={styles.brand}>
          <Logo />
        </div>
        <nav aria-label="Main" className={`${styles.nav} ${screenOnly}`}>
          <ul className={styles.navList}>
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={styles.navLink}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
            <li className={styles.actionsStart}>
              <ModalTrigger modal="apply" className={buttonClassName({ variant: 'primary', size: 'sm' }, styles.navAction)}>
                apply
              </ModalTrigger>
            </li>
            <li>
              <ModalTrigger modal="contact" className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.navAction)}>
                contact
              </ModalTrigger>
            </li>
          </ul>
        </nav>
        <a href={telHref} className={styles.phone}>
          <Icon name="phone" />
          <span className={visuallyHidden}>Call </span>
          <span className={styles.phoneText}>{company.phoneDisplay}</span>
        </a>
        {/* Server markup, like a card's Apply: no client component per page for two buttons, and
            a tap before the page's script has run opens them once it has (earlyClicks.ts). */}
        <div className={`${styles.actions} ${screenOnly}`}>
          <ModalTrigger modal="contact" as="button" className={buttonClassName({ variant: 'ghost', iconOnly: true })} title="Contact us" aria-label="Contact us">
            <Icon name="mail" />
          </ModalTrigger>
          <ModalTrigger modal="menu" as="button" className={buttonClassName({ variant: 'ghost', iconOnly: true }, styles.menuButton)} aria-label="Open menu">
            <Icon name="menu" />
          </ModalTrigger>
        </div>
      </div>
    </header>
  );
}
