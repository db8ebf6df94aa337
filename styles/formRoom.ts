import type { StyleRule } from '@vanilla-extract/css';
import { breakpoints } from './breakpoints';

/**
 * For the placeholder of a form whose code comes later: it holds about the room the form will
 * take, so that nothing grows or moves under the visitor's eyes when the form comes. `phone` and
 * `fromTablet` are the loaded form's heights at 390 px and from 768 px (where the fields sit two
 * by two), rounded down.
 */
export function formRoom(phone: string, fromTablet: string): StyleRule {
  return { minHeight: phone, '@media': { [breakpoints.tablet]: { minHeight: fromTablet } } };
}
