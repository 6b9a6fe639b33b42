import { describe, expect, it, vi } from 'vitest';

describe('zod jitless start-up setting', () => {
  it('is what zod reads once a schema module loads after it', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('keeps zod from probing `new Function` when a schema parses (our CSP forbids eval)', async () => {
    await import('./zod-jitless');
    const spy = vi.spyOn(globalThis, 'Function');
    const { bookingSchema } = await import('@app/shared/booking');
    bookingSchema.safeParse({});
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
