'use client';

import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import * as styles from './Header.css';
import { preloadModalBody } from './modalBodies';
import { useSiteModals } from './useSiteModals';
import { screenOnly } from '@/styles/utilities.css';

/** The header's client island: the 'Contact us' mail button and the mobile menu button. */
export function HeaderButtons() {
  const { openContact, openMenu, modal } = useSiteModals();
  return (
    <div className={`${styles.actions} ${screenOnly}`}>
      <Button
        variant="ghost"
        iconOnly
        title="Contact us"
        aria-label="Contact us"
        aria-haspopup="dialog"
        onClick={() => openContact()}
        onPointerEnter={() => preloadModalBody('contact')}
        onFocus={() => preloadModalBody('contact')}
      >
        <Icon name="mail" />
      </Button>
      <Button
        variant="ghost"
        iconOnly
        className={styles.menuButton}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={modal.kind === 'menu'}
        onClick={openMenu}
      >
        <Icon name="menu" />
      </Button>
    </div>
  );
}
