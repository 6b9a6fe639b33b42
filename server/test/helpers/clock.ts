import type { Clock } from '../../src/lib/clock.js';

/**
 * A clock tests move by hand: it follows the real time until `set` fixes it, so suites that do not
 * care about time behave as before.
 */
export class TestClock {
  private fixed: Date | null = null;

  constructor(start?: Date | string) {
    if (start) this.set(start);
  }

  readonly now: Clock = () => (this.fixed ? new Date(this.fixed.getTime()) : new Date());

  set(at: Date | string): void {
    this.fixed = new Date(at);
  }

  advance(ms: number): void {
    this.fixed = new Date(this.now().getTime() + ms);
  }

  reset(): void {
    this.fixed = null;
  }
}
