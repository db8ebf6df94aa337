/**
 * The reCAPTCHA v3 action of each form. The client passes it to executeRecaptcha(action); the
 * server checks that a token was issued for that action (docs/configuration.md).
 * reCAPTCHA allows letters, digits, '/' and '_' in action names.
 */
export const CAPTCHA_ACTIONS = {
  application: 'application',
  contact: 'contact',
  subletPost: 'sublet_post',
  subletMessage: 'sublet_message',
  subletReport: 'sublet_report',
  subletLink: 'sublet_link',
  tour: 'tour',
} as const;

export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];
