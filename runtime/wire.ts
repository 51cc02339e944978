/** The wire forms of commands and replies, parsed with zod at both ends. */
import { z } from 'zod';
import type { ErrorBody, ReplyEnvelope } from './types.js';

export const commandEnvelope = z.object({
  commandId: z.string().regex(/^[A-Za-z0-9_:.@=+-]{1,128}$/, 'must be 1-128 characters of [A-Za-z0-9_:.@=+-]'),
  message: z.unknown(),
});

export const replyEnvelope = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), reply: z.unknown() }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: z.string(), message: z.string(), details: z.array(z.unknown()).optional() }),
  }),
]);

/** Node -> caller: the owner is no longer (or not yet) serving this partition; retry with the same id. */
export const MOVED = 'MOVED';

export const encode = (value: unknown): Uint8Array => Buffer.from(JSON.stringify(value));
export const decode = (data: Uint8Array): unknown => JSON.parse(Buffer.from(data).toString('utf8'));

export const okReply = (reply: unknown): ReplyEnvelope => ({ ok: true, reply: reply ?? null });
export const errorReply = (error: ErrorBody): ReplyEnvelope => ({ ok: false, error });
