/**
 * Every error of the dispatcher, declared once with a stable code. The control socket answers them as
 * `{error: {code, message, details}}` with `status`; the daemon prints `message` (one sentence meant
 * for the owner) when it refuses to start.
 */
export const DISPATCHER_ERRORS = {
  CONFIG_INVALID: { status: 400, message: 'The configuration is invalid' },
  CONFIG_PERMISSIONS: { status: 400, message: 'A configuration file is readable by other users' },
  VALIDATION_ERROR: { status: 400, message: 'Invalid request' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  NOT_HELD: { status: 409, message: 'The job has no delivery waiting for approval' },
  SHUTTING_DOWN: { status: 503, message: 'The dispatcher is shutting down' },
  EXECUTOR_FAILED: { status: 502, message: 'The executor failed' },
  EXECUTOR_TIMEOUT: { status: 504, message: 'The executor did not answer in time' },
  ISOLATION_FAILED: { status: 500, message: 'The job runner could not be started' },
  INTERNAL_ERROR: { status: 500, message: 'Internal error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type DispatcherErrorCode = keyof typeof DISPATCHER_ERRORS;

export class DispatcherError extends Error {
  override name = 'DispatcherError';
  readonly status: number;

  constructor(
    readonly code: DispatcherErrorCode,
    message?: string,
    readonly details: unknown[] = [],
    options?: { cause?: unknown },
  ) {
    super(message ?? DISPATCHER_ERRORS[code].message, options);
    this.status = DISPATCHER_ERRORS[code].status;
  }

  toWire(): { error: { code: DispatcherErrorCode; message: string; details: unknown[] } } {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

/** The path of a zod issue as the owner writes it in the file: `agents[0].executor.url`. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}
