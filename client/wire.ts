/**
 * The platform's wire forms as the client reads them (spec/platform-api.md and DESIGN.md "The
 * domain"). Schemas are loose (`looseObject`): the platform may add fields, and clients must keep
 * working when it does.
 */
import { z } from 'zod';

export const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.array(z.unknown()).optional() }),
});

export const challenge = z.looseObject({
  challengeId: z.string(),
  challengeHash: z.string().regex(/^[0-9a-f]{64}$/),
  expiresAt: z.string(),
  /** Chain tip when issued: offline signers stamp their identity signatures with it. */
  blockHeight: z.number().int().optional(),
});

export const verified = z.looseObject({
  success: z.boolean().optional(),
  identityAddress: z.string(),
  identityName: z.string().nullable(),
  expiresAt: z.string(),
});

export const JOB_STATUSES = ['requested', 'in_progress', 'paused', 'pending_delivery', 'completed', 'cancelled'] as const;

export const job = z.looseObject({
  id: z.string(),
  status: z.string(),
  buyerChainId: z.string(),
  sellerChainId: z.string(),
  serviceId: z.string().nullable().optional(),
  price: z.coerce.number(),
  currency: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable().optional(),
  completedAt: z.string().nullable().optional(),
  updatedAt: z.string().nullable().optional(),
  jobHash: z.string().optional(),
  paymentTerms: z.string().optional(),
});
export type Job = z.infer<typeof job>;

export const chatMessage = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  jobId: z.string(),
  senderChainId: z.string(),
  content: z.string(),
  safety: z.looseObject({ score: z.number().nullable().optional(), warning: z.boolean().nullable().optional() }).nullable().optional(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const listMeta = z.looseObject({ limit: z.number(), offset: z.number(), total: z.number() });

export const service = z.looseObject({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() });
export type PlatformService = z.infer<typeof service>;

export const agent = z.looseObject({ id: z.string().optional(), chainId: z.string().optional(), name: z.string().optional(), status: z.string().optional() });

export const actionMessage = z.object({ message: z.string() });

export const jobStatusEvent = z.looseObject({ jobId: z.string(), status: z.string() });
export type JobStatusEvent = z.infer<typeof jobStatusEvent>;

export const ack = z.looseObject({ ok: z.boolean(), error: z.unknown().optional(), message: z.unknown().optional() });

/** `GET /v1/jailbox/:jobId`: the job's workspace session, as far as a client acts on it. */
export const jailboxStatus = z.looseObject({
  jobId: z.string(),
  sessionId: z.string().nullable().optional(),
  status: z.enum(['active', 'ended', 'none']),
  mode: z.enum(['standard', 'supervised']).nullable().optional(),
  permissions: z.looseObject({ read: z.boolean(), write: z.boolean() }).nullable().optional(),
});
export type JailboxStatus = z.infer<typeof jailboxStatus>;

/** `GET /v1/jailbox/:jobId/connect-token`: the agent's token for the job's workspace session. */
export const jailboxConnectToken = z.looseObject({
  token: z.string(),
  expiresAt: z.string(),
  path: z.string().default('/ws'),
  sessionId: z.string(),
});
export type JailboxConnectToken = z.infer<typeof jailboxConnectToken>;
