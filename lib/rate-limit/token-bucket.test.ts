import { createEndpointRateLimiter } from './endpoint-limiter';
import { createRateLimiter } from './token-bucket';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter (token bucket)', () => {
  it('allows a burst, then one request per refill interval', () => {
    const time = clock();
    const limiter = createRateLimiter({ burst: 3, refillMs: 1000, now: time.now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 1000 });
    time.advance(400);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 600 });
    time.advance(600);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('refills up to the burst only', () => {
    const time = clock();
    const limiter = createRateLimiter({ burst: 2, refillMs: 1000, now: time.now });
    limiter.take('a');
    time.advance(60_000);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ burst: 1, refillMs: 1000, now: clock().now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('forgets the least recently used keys beyond maxKeys', () => {
    const limiter = createRateLimiter({ burst: 1, refillMs: 60_000, maxKeys: 2, now: clock().now });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c'); // drops 'a'
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
  });

  it('reset forgets every bucket', () => {
    const limiter = createRateLimiter({ burst: 1, refillMs: 60_000, now: clock().now });
    limiter.take('a');
    limiter.reset();
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('refuses a policy that could never allow anything', () => {
    expect(() => createRateLimiter({ burst: 0, refillMs: 1000 })).toThrow('burst >= 1');
    expect(() => createRateLimiter({ burst: 1, refillMs: 0 })).toThrow('refillMs > 0');
  });
});

describe('createEndpointRateLimiter', () => {
  it('limits each address, and all addresses together', () => {
    const time = clock();
    const limiter = createEndpointRateLimiter({
      perClient: { burst: 2, refillMs: 1000 },
      overall: { burst: 3, refillMs: 1000 },
      now: time.now,
    });
    expect(limiter.check('1.1.1.1').allowed).toBe(true);
    expect(limiter.check('1.1.1.1').allowed).toBe(true);
    expect(limiter.check('1.1.1.1').allowed).toBe(false); // per address
    expect(limiter.check('2.2.2.2').allowed).toBe(true);
    expect(limiter.check('3.3.3.3')).toEqual({ allowed: false, retryAfterMs: 1000 }); // overall
    time.advance(1000);
    expect(limiter.check('3.3.3.3').allowed).toBe(true);
  });
});
