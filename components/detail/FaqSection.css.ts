import { style } from '@vanilla-extract/css';

/** Answers keep the line breaks of the import. */
export const answer = style({ whiteSpace: 'pre-line', margin: 0, maxWidth: '70ch' });
