import { startPeriodicJob } from './periodic-job';

jest.mock('./log', () => ({ log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } }));
const { log } = jest.requireMock('./log') as { log: { error: jest.Mock } };

describe('startPeriodicJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs first after firstInMs, then every everyMs, never two runs at once, and logs a failure', async () => {
    let finish: () => void = () => {};
    const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startPeriodicJob('test.job', run, { firstInMs: 100, everyMs: 1000 });
    await jest.advanceTimersByTimeAsync(99);
    expect(run).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2000); // still running: the ticks are skipped
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    run.mockImplementationOnce(() => Promise.reject(new Error('database down')));
    await jest.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith('test.job.failed', expect.any(Error));
    await jest.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(4);
    const stopped = job.stop();
    finish();
    await stopped;
    await jest.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(4);
  });
});
