/** One way to read a request's body, query and paging: zod at the edge, VALIDATION_ERROR with the fields. */
import type { ParameterizedContext } from 'koa';
import { z } from 'zod';
import { ApiError, fromZodError } from './errors.js';

export function parseBody<T extends z.ZodType>(ctx: ParameterizedContext<any>, schema: T): z.infer<T> {
  const parsed = schema.safeParse((ctx.request as { body?: unknown }).body ?? {});
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}

export function parseQuery<T extends z.ZodType>(ctx: ParameterizedContext<any>, schema: T): z.infer<T> {
  const parsed = schema.safeParse(ctx.query);
  if (!parsed.success) throw fromZodError(parsed.error, 'Invalid query');
  return parsed.data;
}

const whole = (min: number, max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : v),
    z.string().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.number().int().min(min).max(max)).default(fallback));

/** `limit` (default 20, at most 100) and `offset` (default 0) of every list (DESIGN: "Lists"). */
export const paging = {
  limit: whole(1, 100, 20),
  offset: whole(0, 1_000_000, 0),
};

export interface Page { limit: number; offset: number }

/** The list shape of every list route. */
export const listBody = <T>(data: T[], page: Page, total: number) => ({ data, meta: { limit: page.limit, offset: page.offset, total } });

export const IADDRESS = /^i[a-zA-Z0-9]{25,50}$/;
export const IDENTITY_PARAM = /^(?:i[a-zA-Z0-9]{25,50}|[^\s@/]{1,255}@)$/;

/** An identity route parameter (`name@` or i-address), else VALIDATION_ERROR naming it. */
export function identityParam(value: string | undefined, field: string): string {
  if (!value || !IDENTITY_PARAM.test(value)) {
    throw new ApiError('VALIDATION_ERROR', `${field} must be a name ending in @ or an i-address`, [{ field, message: 'invalid identity' }]);
  }
  return value;
}

export const NOT_FOUND = (what: string) => new ApiError('NOT_FOUND', `${what} not found`);
