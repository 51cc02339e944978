/**
 * The runtime's errors, each with a stable `code`. Codes shared with the API (VALIDATION_ERROR,
 * INTERNAL_ERROR) keep the spec's spelling so the gateway maps them as they are; a handler's
 * `CommandRejected` carries the domain's own code through.
 */

/** A failure a caller receives in a reply: the wire shape `{code, message, details}`. */
export class RuntimeError extends Error {
  override name = 'RuntimeError';
  constructor(
    readonly code: string,
    message: string,
    readonly details: unknown[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A business refusal thrown by a handler: recorded in the inbox, so a retry gets the same answer. */
export class CommandRejected extends RuntimeError {
  override name = 'CommandRejected';
}

/** The node's epoch for a partition is no longer the one in partition_owners: it must stop at once. */
export class FencedError extends Error {
  override name = 'FencedError';
  constructor(readonly partition: number, readonly epoch: number) {
    super(`partition ${partition} is no longer owned under epoch ${epoch}`);
  }
}

/** The actor row changed under the cached state (an earlier owner, or a stale cache). */
export class VersionConflictError extends Error {
  override name = 'VersionConflictError';
  constructor(readonly kind: string, readonly id: string, readonly expected: number) {
    super(`${kind}/${id} is no longer at version ${expected}`);
  }
}

/** No owner answered before the caller's deadline (every retry used the same command id). */
export class UnavailableError extends RuntimeError {
  override name = 'UnavailableError';
  constructor(readonly subject: string, message = `no owner answered on ${subject} in time`) {
    super('UNAVAILABLE', message);
  }
}

/** Nobody subscribes to the subject right now (a hand-off in progress, or no node up). */
export class NoRespondersError extends Error {
  override name = 'NoRespondersError';
  constructor(readonly subject: string) {
    super(`no responders on ${subject}`);
  }
}

/** A request whose reply did not come in time. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  constructor(readonly subject: string, readonly timeoutMs: number) {
    super(`no reply on ${subject} within ${timeoutMs} ms`);
  }
}

export const errors = {
  RuntimeError,
  CommandRejected,
  FencedError,
  VersionConflictError,
  UnavailableError,
  NoRespondersError,
  RequestTimeoutError,
};
