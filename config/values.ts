/**
 * The zod schemas of values every program's configuration reads (STYLE: one identity-string
 * schema, one env-helper set, shared rather than copied). Imports only zod, so the platform, the
 * scanner and the dispatcher can all use it.
 */
import { z } from 'zod';

/** A name ending in `@` or an i-address. */
export const IDENTITY_PATTERN = /^(?:i[a-zA-Z0-9]{25,50}|[^\s@]{1,255}@)$/;
export const identityString = z.string().regex(IDENTITY_PATTERN, 'must be a name ending in @ or an i-address');

/** An http(s) URL. */
export const httpUrl = z.string().refine((s) => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
}, 'must be an http(s) URL');

export const port = z.number().int().min(0).max(65535);
