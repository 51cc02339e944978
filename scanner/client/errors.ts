/** Why a call to the scanner did not produce a result; the client answers from the fallback instead. */
export type UnavailableReason = 'network' | 'timeout' | 'breaker_open' | 'bad_response' | 'http_error' | 'engine_error';

export class ScannerUnavailableError extends Error {
  override name = 'ScannerUnavailableError';
  constructor(
    readonly reason: UnavailableReason,
    message: string,
    /** HTTP status when the scanner answered with an error. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** Whether this failure says the scanner is unhealthy (and counts against the breaker). */
  get countsAsFailure(): boolean {
    if (this.reason === 'breaker_open') return false;
    // A 4xx other than 429 is about this request (or our key), not about the scanner being down.
    if (this.reason === 'http_error' && this.status !== undefined && this.status < 500 && this.status !== 429) return false;
    return true;
  }
}
