import { buttonClassName } from '@/components/ui/Button';
import { ANSWERS_EARLY_ATTRIBUTE } from './earlyClicks';
import { RELOAD_PAGE_LABEL, SCRIPT_CANNOT_START_TEXT, SCRIPT_FAILED_AGAIN_TEXT, SCRIPT_FAILED_TEXT, SCRIPT_SLOW_TEXT } from './errorTexts';
import { screenOnly } from '@/styles/utilities.css';
import * as styles from './ScriptFailure.css';
import { installScriptFailure, PAGE_SCRIPT_PREFIX, SCRIPT_FAILURE_TIMES, type ScriptFailureNotice } from './scriptFailure';

/**
 * The inline script of scriptFailure.ts with its notice's words and looks, apart from it so that
 * the page's own code (which only calls markPageScriptRan) does not carry them.
 */
const NOTICE: ScriptFailureNotice = {
  message: SCRIPT_FAILED_TEXT,
  again: SCRIPT_FAILED_AGAIN_TEXT,
  tryAgain: 'Try again',
  trying: 'Trying again…',
  reload: RELOAD_PAGE_LABEL,
  cannotStart: SCRIPT_CANNOT_START_TEXT,
  slow: SCRIPT_SLOW_TEXT,
  classes: {
    // A printed page is not told how its script loaded.
    notice: `${styles.notice} ${screenOnly}`,
    message: styles.message,
    tryAgain: buttonClassName({ size: 'sm' }),
    reload: buttonClassName({ variant: 'secondary', size: 'sm' }),
  },
  mark: ANSWERS_EARLY_ATTRIBUTE,
};

/** The inline script's text: the installer, called on the window. */
export const SCRIPT_FAILURE_SCRIPT = `(${installScriptFailure.toString()})(window,${JSON.stringify(PAGE_SCRIPT_PREFIX)},${JSON.stringify(NOTICE)},${JSON.stringify(SCRIPT_FAILURE_TIMES)});`;
