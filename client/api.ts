/**
 * The typed HTTP client of the platform API, generated from its OpenAPI document
 * (`npm run openapi` writes client/openapi/openapi.json and types.ts): paths, bodies, queries and
 * answers are checked by the compiler. openapi-fetch does the requests; this module adds the
 * session cookie and turns the platform's error body into a PlatformError.
 */
import createClient, { type Client } from 'openapi-fetch';
import { PlatformError } from './errors.js';
import type { paths } from './openapi/types.js';

export type PlatformApi = Client<paths>;
export type { paths as PlatformPaths };

/** A client for `baseUrl`, sending `cookie` (`session=...`) when given. */
export function platformApi(baseUrl: string, cookie?: string): PlatformApi {
  return createClient<paths>({ baseUrl: baseUrl.replace(/\/$/, ''), headers: cookie ? { cookie } : {} });
}

/**
 * The body of a successful answer, or the platform's error as a PlatformError (code, status,
 * message). `dataOf` unwraps the `{data}` envelope: `dataOf(await api.GET('/v1/jobs/{id}', ...))`.
 */
export function ok<T>(r: { data?: T; error?: unknown; response: Response }): T {
  if (r.error !== undefined || !r.response.ok) {
    const e = (r.error as { error?: { code?: string; message?: string; details?: unknown[] } } | undefined)?.error;
    throw new PlatformError(e?.code ?? 'HTTP_ERROR', e?.message ?? `HTTP ${r.response.status}`, r.response.status, e?.details ?? []);
  }
  return r.data as T;
}

export const dataOf = <T>(r: { data?: { data: T }; error?: unknown; response: Response }): T => ok(r).data;
