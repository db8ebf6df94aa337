/** Texts and addresses of the Contact Us form (no form libraries: the shell may import these). */
export const CONTACT_API_URL = '/api/contact';
export const CONTACT_TITLE = 'Contact Us';
export const STEP_ONE_HEADING = 'Step 1 of 2 (required)';
export const STEP_TWO_HEADING = 'Step 2 of 2 (optional)';
export const NEXT_LABEL = 'Next';
export const BACK_LABEL = 'Back';
export const SEND_LABEL = 'Send Message';
export const PREFERENCE_LEGEND = 'How should we reach you?';
export const COMMUNITIES_LEGEND = 'Communities you are interested in';
export const RENT_LABEL = 'Monthly rent';
export const RENT_STEP = 50;
