import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('names the bad variable in a clear error', () => {
    expect(() => loadConfig({ PORT: 'abc' }, false)).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' }, false)).toThrow(/DATABASE_URL/);
  });

  it('refuses to start in production without JWT_SECRET and PUBLIC_URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '', PUBLIC_URL: '' }, false)).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '', PUBLIC_URL: '' }, false)).toThrow(/JWT_SECRET[\s\S]*PUBLIC_URL/);
  });

  it('defaults PUBLIC_URL to localhost on the configured port', () => {
    const c = loadConfig({ NODE_ENV: 'test', PORT: '4321', PUBLIC_URL: '', JWT_SECRET: 'x'.repeat(40) }, false);
    expect(c.publicUrl).toBe('http://localhost:4321');
    expect(c.port).toBe(4321);
  });

  it('reads every rate limit window and maximum', () => {
    const c = loadConfig(
      { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_LOGIN_WINDOW_MS: '1000' },
      false,
    );
    expect(c.rateLimits.login).toEqual({ windowMs: 1000, max: 3 });
  });
});
