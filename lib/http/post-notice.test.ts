import { postNoticeMessage } from './post-notice';
import { TOO_MANY_REQUESTS_MESSAGE } from './responses';

describe('postNoticeMessage', () => {
  it.each([
    ['busy', TOO_MANY_REQUESTS_MESSAGE],
    ['failed', 'The tour could not be cancelled.'],
    ['cancelled', null],
    [undefined, null],
    [['failed', 'busy'], null],
  ])('?result=%j → %j', (result, message) => {
    expect(postNoticeMessage(result, 'The tour could not be cancelled.')).toBe(message);
  });
});
