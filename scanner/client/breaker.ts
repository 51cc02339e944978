/**
 * A circuit breaker: `closed` lets calls through; `failureThreshold` failures in a row open it; `open`
 * refuses calls for `openMs` (30 s by default, spec/scanner.md); then `half_open` lets one probe
 * through: its success closes the breaker, its failure opens it for another `openMs`.
 */
export type BreakerState = 'closed' | 'open' | 'half_open';

export interface BreakerOptions {
  /** Consecutive failures that open the breaker (default 5). */
  failureThreshold?: number;
  /** How long it stays open before a probe (default 30 000 ms). */
  openMs?: number;
  now?: () => number;
}

export const DEFAULT_FAILURE_THRESHOLD = 5;
export const DEFAULT_OPEN_MS = 30_000;

export class CircuitBreaker {
  readonly failureThreshold: number;
  readonly openMs: number;
  private readonly now: () => number;
  private failures = 0;
  private openedAt = 0;
  private opened = false;
  private probing = false;
  private probeAt = 0;

  constructor(opts: BreakerOptions = {}) {
    this.failureThreshold = opts.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD;
    this.openMs = opts.openMs ?? DEFAULT_OPEN_MS;
    this.now = opts.now ?? Date.now;
  }

  get state(): BreakerState {
    if (!this.opened) return 'closed';
    return this.now() - this.openedAt >= this.openMs ? 'half_open' : 'open';
  }

  /** Failures counted since the last success. */
  get recentFailures(): number {
    return this.failures;
  }

  /**
   * Whether a call may go out now. In `half_open` only one probe is let through at a time; the
   * caller must report its outcome with `success` or `failure`.
   */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open') return false;
    // A probe whose outcome never came back does not hold the breaker half-open forever.
    if (this.probing && this.now() - this.probeAt < this.openMs) return false;
    this.probing = true;
    this.probeAt = this.now();
    return true;
  }

  success(): void {
    this.failures = 0;
    this.opened = false;
    this.probing = false;
  }

  failure(): void {
    this.failures += 1;
    this.probing = false;
    if (this.opened || this.failures >= this.failureThreshold) {
      this.opened = true;
      this.openedAt = this.now();
    }
  }
}
