import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.js';
import { createPeriodicWorker } from './periodic-worker.js';

describe('periodic worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first pass after its delay, then every interval after the previous pass ended, until stopped', async () => {
    let passes = 0;
    const worker = createPeriodicWorker({
      pass: async () => ++passes,
      intervalMs: 1000,
      firstDelayMs: 300,
      logger: createLogger('silent'),
      failure: 'x',
    });
    worker.start();
    await vi.advanceTimersByTimeAsync(299);
    expect(passes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(passes).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(passes).toBe(2);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(passes).toBe(2);
  });

  it('answers a running pass instead of starting another, and keeps going after a failed pass', async () => {
    let calls = 0;
    let release!: () => void;
    const worker = createPeriodicWorker({
      pass: () => {
        calls++;
        if (calls === 1) return Promise.reject(new Error('database down'));
        return new Promise<number>((resolve) => (release = () => resolve(calls)));
      },
      intervalMs: 1000,
      logger: createLogger('silent'),
      failure: 'x',
    });
    worker.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    const a = worker.runDue();
    const b = worker.runDue();
    expect(calls).toBe(2);
    release();
    expect(await a).toBe(2);
    expect(await b).toBe(2);
    await worker.stop();
  });
});
