/**
 * Every error of the scanner service, declared once with its code, HTTP status and default message
 * (spec/scanner.md, "Errors"). The wire shape is `{error: {code, message}}`, plus `details` (one entry
 * per failing field) when a body is refused. NOT_FOUND is ours: the spec has no code for an unknown route.
 */
import type { z } from 'zod';

export const SCANNER_ERRORS = {
  INVALID_REQUEST: { status: 400, message: 'Missing or malformed body' },
  UNAUTHORIZED: { status: 401, message: 'Missing or invalid X-API-Key' },
  NOT_FOUND: { status: 404, message: 'Route not found' },
  RATE_LIMITED: { status: 429, message: 'Too many requests' },
  INTERNAL_ERROR: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ScannerErrorCode = keyof typeof SCANNER_ERRORS;

export interface FieldProblem {
  field: string;
  message: string;
}

export interface ScannerWireError {
  error: { code: ScannerErrorCode; message: string; details?: FieldProblem[] };
}

/** An error the scanner answers with; anything else becomes INTERNAL_ERROR. */
export class ScannerError extends Error {
  override name = 'ScannerError';
  readonly status: number;

  constructor(
    readonly code: ScannerErrorCode,
    message?: string,
    readonly details: FieldProblem[] = [],
    /** Extra response headers, such as `Retry-After` on RATE_LIMITED. */
    readonly headers: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message ?? SCANNER_ERRORS[code].message, options);
    this.status = SCANNER_ERRORS[code].status;
  }

  toJSON(): ScannerWireError {
    const error: ScannerWireError['error'] = { code: this.code, message: this.message };
    if (this.details.length > 0) error.details = this.details;
    return { error };
  }
}

/** A zod failure as INVALID_REQUEST, one detail per failing field. */
export function invalidRequest(err: z.ZodError, message = 'Invalid request body'): ScannerError {
  const details = err.issues.map((i) => ({ field: i.path.map(String).join('.') || '(body)', message: i.message }));
  return new ScannerError('INVALID_REQUEST', message, details);
}

/** Any thrown value as a ScannerError; internals never reach the caller. */
export function toScannerError(err: unknown): ScannerError {
  if (err instanceof ScannerError) return err;
  return new ScannerError('INTERNAL_ERROR', undefined, [], {}, { cause: err });
}
