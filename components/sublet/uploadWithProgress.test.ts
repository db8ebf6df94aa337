import { FakeXhr } from '@/test/fake-xhr';
import { UPLOAD_STALL_MS, uploadWithProgress } from './uploadWithProgress';

describe('uploadWithProgress', () => {
  afterEach(() => jest.useRealTimers());

  function start() {
    const fractions: number[] = [];
    let settled: unknown = null;
    const result = uploadWithProgress('/api/sublets', new FormData(), 'k'.repeat(22), (fraction) => fractions.push(fraction), () => new FakeXhr() as unknown as XMLHttpRequest).then(
      (value) => (settled = value),
    );
    return { xhr: FakeXhr.last!, fractions, result, settled: () => settled };
  }

  it('never cuts an upload that is still moving, however slow; gives up one that stalls for a minute', async () => {
    jest.useFakeTimers();
    const upload = start();
    expect(upload.xhr.headers['Idempotency-Key']).toBe(`"${'k'.repeat(22)}"`);
    // Five minutes of a slow phone upload: a little progress every 50 s.
    for (let sent = 1; sent <= 6; sent += 1) {
      await jest.advanceTimersByTimeAsync(50_000);
      upload.xhr.progress(sent, 10);
    }
    expect(upload.xhr.aborted).toBe(false);
    expect(upload.settled()).toBeNull();
    // Then the signal is lost: nothing moves.
    await jest.advanceTimersByTimeAsync(UPLOAD_STALL_MS);
    expect(upload.xhr.aborted).toBe(true);
    expect(await upload.result).toEqual({ status: 0, body: null });
    expect(upload.fractions).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6]);
  });

  it('waits for the answer after the last byte as long again, and leaves no timer once answered', async () => {
    jest.useFakeTimers();
    const upload = start();
    upload.xhr.progress(10, 10);
    await jest.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    upload.xhr.respond(201, { assetKey: 'a', message: 'ok' });
    expect(await upload.result).toEqual({ status: 201, body: { assetKey: 'a', message: 'ok' } });
    expect(upload.xhr.aborted).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});
