import type { DatabaseHandle } from './db';
import { openDatabaseAtStart } from './open-at-start';

const handle = { kind: 'postgres' } as DatabaseHandle;
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const wrongPassword = () => Object.assign(new Error('password authentication failed for user "site"'), { code: '28P01' });

/** Runs openDatabaseAtStart on a clock that moves only when it sleeps; `answers` says what each attempt gets. */
async function start(answers: (attempt: number) => 'open' | Error) {
  let clock = 0;
  const slept: number[] = [];
  let attempts = 0;
  const opened = openDatabaseAtStart({
    open: async () => {
      const answer = answers(attempts++);
      if (answer === 'open') return handle;
      throw answer;
    },
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
    now: () => clock,
  });
  const result = await opened.then(
    (value) => value,
    (error: unknown) => error,
  );
  return { result, slept, attempts };
}

beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
});

describe('openDatabaseAtStart', () => {
  it('opens at once when the database answers', async () => {
    expect(await start(() => 'open')).toEqual({ result: handle, slept: [], attempts: 1 });
  });

  it('waits for a database that comes up after the server (1 s, then 2 s)', async () => {
    expect(await start((attempt) => (attempt < 2 ? refused() : 'open'))).toEqual({ result: handle, slept: [1_000, 2_000], attempts: 3 });
  });

  it('gives up after a minute of a database that does not answer, with its last error', async () => {
    const { result, slept } = await start(() => refused());
    expect(slept).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000, 10_000]);
    expect(result).toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('does not wait on a failure that waiting cannot mend (a wrong password)', async () => {
    const { result, slept } = await start(() => wrongPassword());
    expect(slept).toEqual([]);
    expect(result).toMatchObject({ code: '28P01' });
  });
});
