import type { Feedback } from './FormFeedback';
import { summaryItems, type NestedErrors } from './summaryItems';
import { canStartSubmission } from './submissionStatus';
import type { useSubmission } from './useSubmission';

type Submission = Pick<ReturnType<typeof useSubmission>, 'current' | 'send' | 'show'>;

/** What a Formik form gives the submit: its checks and its own submit. */
interface CheckedForm {
  validateForm(): Promise<NestedErrors>;
  submitForm(): Promise<unknown>;
}

/**
 * A sublet form's submit (docs/product.md#forms): one at a time, not while one is checked or
 * sent, nor after it succeeded; the fields are checked first, and when any fails the form shows
 * `title` over the list of what is wrong (each a link to its field) instead of sending.
 */
export async function checkedSubmit(
  form: CheckedForm,
  submission: Submission,
  invalid: { title: string; fields: readonly { path: string; id: string }[] },
): Promise<void> {
  if (!canStartSubmission(submission.current())) return;
  submission.send('submit');
  const errors = await form.validateForm();
  if (Object.keys(errors).length > 0) {
    await form.submitForm(); // counts the attempt and touches every field
    submission.send('invalid');
    const feedback: Feedback = { kind: 'invalid', title: invalid.title, items: summaryItems(errors, invalid.fields) };
    submission.show(feedback);
    return;
  }
  await form.submitForm();
}
