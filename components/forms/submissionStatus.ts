/**
 * The submission states of a lead form (docs/product.md): init, then start on submit; from start either
 * submitting (all required present, captcha included) or formInvalid; submitting ends in
 * complete (success) or submissionError (failure). Pure, so the rule is tested as a table.
 */
export type SubmissionStatus = 'init' | 'start' | 'submitting' | 'complete' | 'submissionError' | 'formInvalid';

export type SubmissionEvent =
  /** The visitor submits. */
  | 'submit'
  /** The fields (and captcha) checked out. */
  | 'valid'
  /** A required field or the captcha is missing. */
  | 'invalid'
  | 'succeeded'
  | 'failed'
  /** The visitor changed a field. */
  | 'edit';

export function nextSubmissionStatus(status: SubmissionStatus, event: SubmissionEvent): SubmissionStatus {
  switch (event) {
    case 'submit':
      return status === 'submitting' || status === 'complete' ? status : 'start';
    case 'valid':
      return status === 'start' ? 'submitting' : status;
    case 'invalid':
      return status === 'start' ? 'formInvalid' : status;
    case 'succeeded':
      return status === 'submitting' ? 'complete' : status;
    case 'failed':
      return status === 'submitting' ? 'submissionError' : status;
    case 'edit':
      return status === 'submissionError' ? 'init' : status;
    default:
      return status;
  }
}

export interface SubmitRule {
  /**
   * Keep the submit disabled after a failed submission until the visitor edits a field (the
   * contact form: "afterwards the submit stays disabled", docs/product.md). The application form lets a
   * visitor retry at once.
   */
  lockAfterFailure?: boolean;
}

/** Whether the submit button is enabled: never while submitting, never once complete. */
export function canSubmit(status: SubmissionStatus, { lockAfterFailure = false }: SubmitRule = {}): boolean {
  if (status === 'submitting' || status === 'complete') return false;
  if (lockAfterFailure && status === 'submissionError') return false;
  return true;
}

/**
 * Whether a submit may start a new submission: as canSubmit, and not while the last one is still
 * being checked ('start': fields and captcha), so that a second press is not a second post.
 */
export function canStartSubmission(status: SubmissionStatus, rule: SubmitRule = {}): boolean {
  return status !== 'start' && canSubmit(status, rule);
}
