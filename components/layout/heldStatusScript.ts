import { screenOnly } from '@/styles/utilities.css';
import * as styles from './HeldStatus.css';
import { LOST_SEND_TEXT } from './errorTexts';
import { HELD_STATUS_DELAY_MS, installHeldStatus, type HeldStatusLook } from './heldStatus';

/**
 * The inline script of heldStatus.ts with its words and looks, apart from it so that the page's
 * own code (which only calls clearHeldStatus) does not carry them.
 */
const LOOK: HeldStatusLook = {
  texts: {
    click: 'One moment: the page is still loading.',
    send: 'One moment: the page is still loading, then your form is sent.',
  },
  lostSend: LOST_SEND_TEXT,
  // A printed page is not told how its script loaded.
  classes: { status: `${styles.status} ${screenOnly}`, spinner: styles.spinner },
  delay: HELD_STATUS_DELAY_MS,
};

/** The inline script's text: the installer, called on the window. */
export const HELD_STATUS_SCRIPT = `(${installHeldStatus.toString()})(window,${JSON.stringify(LOOK)});`;
