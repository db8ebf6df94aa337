import { moderationRemovalSchema, MODERATION_ACTION_MESSAGE } from './moderation';
import { validateSubmission } from './validate';

describe('a moderator removal names what it does', () => {
  it.each<[string, unknown, boolean]>([
    ['reject', { action: 'reject' }, true],
    ['take down', { action: 'take-down' }, true],
    ['approve is not a removal', { action: 'approve' }, false],
    ['missing', {}, false],
    ['empty', { action: '' }, false],
    ['another type', { action: 1 }, false],
    ['not an object', 'reject', false],
    ['null', null, false],
  ])('%s', async (_case, input, ok) => {
    const result = await validateSubmission(moderationRemovalSchema(), input);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(Object.values(result.errors)).toEqual([MODERATION_ACTION_MESSAGE]);
  });
});
