/** What the platform client throws: the platform's own error (code, HTTP status), or "unreachable". */
export class PlatformError extends Error {
  override name = 'PlatformError';
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details: unknown[] = [],
  ) {
    super(message);
  }

  /** A session that expired or was destroyed (the platform restarted, idle timeout): log in again. */
  get sessionLost(): boolean {
    return this.status === 401 && this.code === 'UNAUTHORIZED';
  }
}

/** The platform could not be reached at all (connection refused, timeout). */
export class PlatformUnreachableError extends Error {
  override name = 'PlatformUnreachableError';
  constructor(readonly url: string, options?: { cause?: unknown }) {
    super(`cannot reach the platform at ${url}`, options);
  }
}
