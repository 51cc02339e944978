/**
 * The API's contract, declared beside the routes: each router carries the description of its
 * routes (the zod schemas the handlers parse with, and the shape they answer), and
 * `document.ts` turns every mounted router into OpenAPI 3.1. A route nobody described still
 * appears (method, path, parameters); the contract test requires a description for each.
 */
import type Router from '@koa/router';
import type { z } from 'zod';

export type Auth = 'none' | 'session' | 'admin' | 'claim' | 'wallet';

export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express-style, as mounted (`/v1/jobs/:id`). */
  path: string;
  summary: string;
  tag: string;
  auth: Auth;
  body?: z.ZodType;
  query?: z.ZodType;
  /** The shape of `data` in a success answer; `raw` for answers outside the `{data}` envelope. */
  response?: z.ZodType;
  raw?: boolean;
  /** The success status (200 unless said). */
  status?: number;
  /** Other statuses the route answers besides the error shape's (e.g. 202). */
  also?: { status: number; response: z.ZodType; description: string }[];
  /** Error codes of the spec the route may answer, beyond the common ones. */
  errors?: string[];
  /** Not a JSON answer (a file, an HTML page). */
  contentType?: string;
}

const docs = new WeakMap<Router<any>, RouteDoc[]>();

/** Attaches descriptions to a router; answers the router. */
export function describe<R extends Router<any>>(router: R, routes: RouteDoc[]): R {
  docs.set(router, [...(docs.get(router) ?? []), ...routes]);
  return router;
}

export const docsOf = (router: Router<any>): RouteDoc[] => docs.get(router) ?? [];
