import { canStartSubmission, canSubmit, nextSubmissionStatus, type SubmissionEvent, type SubmissionStatus } from './submissionStatus';

describe('nextSubmissionStatus (docs/product.md)', () => {
  it.each<[SubmissionStatus, SubmissionEvent, SubmissionStatus]>([
    ['init', 'submit', 'start'],
    ['start', 'valid', 'submitting'],
    ['start', 'invalid', 'formInvalid'],
    ['submitting', 'succeeded', 'complete'],
    ['submitting', 'failed', 'submissionError'],
    // Trying again.
    ['formInvalid', 'submit', 'start'],
    ['submissionError', 'submit', 'start'],
    // No second submit while one is under way, none after success.
    ['submitting', 'submit', 'submitting'],
    ['complete', 'submit', 'complete'],
    ['complete', 'edit', 'complete'],
    // Editing after a failure unlocks the form.
    ['submissionError', 'edit', 'init'],
    ['formInvalid', 'edit', 'formInvalid'],
    // Events out of turn change nothing.
    ['init', 'valid', 'init'],
    ['init', 'succeeded', 'init'],
    ['start', 'succeeded', 'start'],
    ['formInvalid', 'failed', 'formInvalid'],
    ['complete', 'failed', 'complete'],
  ])('%s --%s--> %s', (from, event, to) => {
    expect(nextSubmissionStatus(from, event)).toBe(to);
  });
});

describe('canSubmit', () => {
  it.each<[SubmissionStatus, boolean, boolean]>([
    ['init', true, true],
    ['start', true, true],
    ['formInvalid', true, true],
    ['submitting', false, false],
    ['complete', false, false],
    ['submissionError', true, false],
  ])('%s: application %p, contact %p', (status, application, contact) => {
    expect(canSubmit(status)).toBe(application);
    expect(canSubmit(status, { lockAfterFailure: true })).toBe(contact);
  });
});

describe('canStartSubmission: one submission at a time', () => {
  it.each<[SubmissionStatus, boolean]>([
    ['init', true],
    ['start', false],
    ['submitting', false],
    ['complete', false],
    ['submissionError', true],
    ['formInvalid', true],
  ])('%s: %p', (status, expected) => {
    expect(canStartSubmission(status)).toBe(expected);
  });
});
