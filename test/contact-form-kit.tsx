import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { GTAG_SCRIPT_ID } from '@/components/contact/adConversion';
import { ContactForm } from '@/components/contact/ContactForm';
import { MockFetch } from './mock-fetch';
import { resetSwrForTests } from './swr-cache';

/** What the ContactForm tests share (ContactForm.test.tsx and ContactForm.captcha.test.tsx). */

export const COMMUNITIES = [
  { id: 'maple-court', name: 'Maple Court' },
  { id: 'kirkwood', name: 'Kirkwood Commons' },
];
export const NO_CAPTCHA = { recaptchaSiteKey: null, adsConversion: null };

export type User = ReturnType<typeof userEvent.setup>;

/** A clean page for each test (form settings, no ad tag) and a fresh fake API that accepts the message. */
export function freshContactApi(): MockFetch {
  void resetSwrForTests();
  document.getElementById(GTAG_SCRIPT_ID)?.remove();
  delete (window as { gtag?: unknown }).gtag;
  delete (window as { dataLayer?: unknown }).dataLayer;
  return new MockFetch()
    .on('/api/contact', { status: 201, body: { message: 'Message Sent!' } })
    .on('/api/analytics/contact/', { status: 204 })
    .install();
}

export const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

export function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  return render(<ContactForm variant="modal" communities={COMMUNITIES} siteConfig={NO_CAPTCHA} {...props} />);
}

/** Types by pasting (fast on a busy machine; the form sees the same change events). */
export async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

export async function fillStepOne(user: User) {
  await enter(user, textbox(/^Name/), 'Casey Caller');
  await enter(user, textbox(/^Email/), 'casey@example.com');
  await enter(user, textbox(/^Phone/), '(812) 555-0177');
  await enter(user, textbox(/^Question/), 'Do you have a two bedroom in August?');
}

export async function toStepTwo(user: User) {
  await fillStepOne(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Step 2 of 2 (optional)' });
}
