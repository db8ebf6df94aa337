import { globalStyle } from '@vanilla-extract/css';
import { ring, ringSizes } from '@/components/ui/Spinner.css';
import { EARLY_SUBMIT_HELD_ATTRIBUTE } from './earlySubmits';

/**
 * A form sent before its script ran, held until it does (earlySubmits.ts): its submit button
 * shows the spinner a form being sent shows. Drawn by CSS, since an element added to the form
 * before React starts would not be the markup React hydrates.
 */
const held = `form[${EARLY_SUBMIT_HELD_ATTRIBUTE}] [type="submit"]`;

globalStyle(held, { cursor: 'progress' });

globalStyle(`${held}::before`, { content: '""', ...ring, ...ringSizes.sm });
