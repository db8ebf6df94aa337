'use client';

import { SiteLink } from '@/components/ui/SiteLink';
import { Button, buttonClassName } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Modal } from '@/components/ui/Modal';
import { APPLICATIONS_FREE_TEXT } from '@/components/application/applicationTexts';
import { company, telHref } from '@/lib/company';
import { LazyApplicationModalBody, LazyContactModalBody } from './modalBodies';
import { ModalTrigger } from './ModalTrigger';
import { sectionLinks } from './siteLinks';
import * as styles from './SiteModals.css';
import { useSiteModals } from './useSiteModals';

export const CONTACT_MODAL_TITLE = 'Contact Us';
export const APPLICATION_MODAL_TITLE = 'Rental Application Request';
export { APPLICATIONS_FREE_TEXT };

/** The mobile menu, the contact modal and the application modal of every page. */
export function SiteModals() {
  const modals = useSiteModals();
  const { modal } = modals;
  return (
    <>
      <Modal open={modal.kind === 'menu'} onClose={modals.closeMenu} title="Menu" placement="end" closeLabel="Close menu">
        <nav aria-label="Menu" className={styles.menuSection}>
          <div className={styles.menuActions}>
            <ModalTrigger modal="apply" className={buttonClassName({ variant: 'primary', fullWidth: true }, styles.menuAction)}>
              apply
            </ModalTrigger>
            <ModalTrigger modal="contact" className={buttonClassName({ variant: 'secondary', fullWidth: true }, styles.menuAction)}>
              contact
            </ModalTrigger>
          </div>
          <ul className={styles.menuList}>
            <li>
              <SiteLink href="/#top" className={styles.menuLink} onClick={modals.closeMenu}>
                Home
                <Icon name="chevron-right" />
              </SiteLink>
            </li>
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={styles.menuLink} onClick={modals.closeMenu}>
                  {link.label}
                  <Icon name="chevron-right" />
                </SiteLink>
              </li>
            ))}
          </ul>
          <a href={telHref} className={styles.menuPhone}>
            <Icon name="phone" />
            {company.phoneDisplay}
          </a>
        </nav>
      </Modal>

      <Modal open={modal.kind === 'contact'} onClose={modals.closeContact} title={CONTACT_MODAL_TITLE} size="lg">
        {modal.kind === 'contact' ? <LazyContactModalBody preset={modal.preset} onClose={modals.closeContact} /> : null}
      </Modal>

      <Modal open={modal.kind === 'application'} onClose={modals.closeApplication} title={APPLICATION_MODAL_TITLE} size="lg">
        <p className={styles.free}>
          <Icon name="check" />
          {APPLICATIONS_FREE_TEXT}
        </p>
        {modal.kind === 'application' ? (
          <LazyApplicationModalBody preset={modal.preset} onClose={modals.closeApplication} onContactUs={modals.switchApplicationToContact} />
        ) : null}
        <p className={styles.switchRow}>
          <span>Have a question first?</span>
          <Button variant="link" onClick={modals.switchApplicationToContact} aria-haspopup="dialog">
            Contact us
          </Button>
        </p>
      </Modal>
    </>
  );
}
