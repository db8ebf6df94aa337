import { createEndpointRateLimiter, scaledPolicy } from './endpoint-limiter';
import { createRateLimiter } from './limiter';

describe('createRateLimiter', () => {
  it('allows `points` requests per key in a window, then refuses with the time left', async () => {
    const limiter = createRateLimiter({ points: 3, durationSeconds: 60 });
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await limiter.take('a'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.retryAfterMs).toBeGreaterThan(58_000);
    expect(decisions[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('counts each key on its own', async () => {
    const limiter = createRateLimiter({ points: 1, durationSeconds: 60 });
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('b')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
  });

  it('opens again when the window is over', async () => {
    const limiter = createRateLimiter({ points: 1, durationSeconds: 1 });
    expect((await limiter.take('a')).allowed).toBe(true);
    expect((await limiter.take('a')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('blocks a key that went over for blockSeconds, and says so without counting', async () => {
    const limiter = createRateLimiter({ points: 2, durationSeconds: 1, blockSeconds: 60 });
    await limiter.take('a');
    await limiter.take('a');
    expect(await limiter.blockedForMs('a')).toBe(0);
    expect((await limiter.take('a')).allowed).toBe(false);
    expect(await limiter.blockedForMs('a')).toBeGreaterThan(58_000);
    expect(await limiter.blockedForMs('b')).toBe(0);
  });

  it('forgets every key on reset', async () => {
    const limiter = createRateLimiter({ points: 1, durationSeconds: 60 });
    await limiter.take('a');
    limiter.reset();
    expect((await limiter.take('a')).allowed).toBe(true);
  });

  it('refuses a policy that allows nothing', () => {
    expect(() => createRateLimiter({ points: 0, durationSeconds: 60 })).toThrow();
    expect(() => createRateLimiter({ points: 1, durationSeconds: 0 })).toThrow();
  });
});

describe('createEndpointRateLimiter', () => {
  it('limits each address, and counts the overall cap only when asked', async () => {
    const limiter = createEndpointRateLimiter({ perClient: { points: 1, durationSeconds: 60 }, overall: { points: 2, durationSeconds: 60 } });
    expect((await limiter.takeClient('a')).allowed).toBe(true);
    expect((await limiter.takeClient('a')).allowed).toBe(false);
    expect((await limiter.takeClient('b')).allowed).toBe(true);
    expect([(await limiter.takeOverall()).allowed, (await limiter.takeOverall()).allowed, (await limiter.takeOverall()).allowed]).toEqual([true, true, false]);
  });

  it('has no overall cap unless one is given', async () => {
    const limiter = createEndpointRateLimiter({ perClient: { points: 1, durationSeconds: 60 } });
    for (let i = 0; i < 5; i += 1) expect((await limiter.takeOverall()).allowed).toBe(true);
  });
});

describe('scaledPolicy', () => {
  it.each([
    [5, 1, 5],
    [5, 10, 50],
    [5, 0.5, 3],
    [5, 0.1, 1],
  ])('%p points × %p → %p', (points, factor, expected) => {
    expect(scaledPolicy({ points, durationSeconds: 60 }, factor)).toEqual({ points: expected, durationSeconds: 60 });
  });
});
