/**
 * The shapes the API answers, as zod schemas for the contract (DESIGN "The domain"). They are
 * loose objects: clients may rely on every field listed, and fields are only ever added.
 */
import { z } from 'zod';

const iso = z.string().describe('ISO 8601');
const isoOrNull = iso.nullable();
const identity = z.string().describe('i-address');

export const errorShape = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.array(z.record(z.string(), z.unknown())) }),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ limit: z.number().int(), offset: z.number().int(), total: z.number().int() }) });

export const agentShape = z.looseObject({
  id: identity, chainId: identity, identityName: z.string().nullable(), name: z.string(), type: z.string(),
  description: z.string().optional(), category: z.string().nullable(), tags: z.array(z.string()).optional(),
  website: z.string().nullable().optional(), status: z.enum(['active', 'inactive']), privacyTier: z.enum(['public', 'limited', 'private']),
  suspended: z.boolean(), owner: identity, ownerName: z.string().nullable(), payAddress: z.string(), source: z.string(),
  registeredAt: iso, updatedAt: iso,
});

export const serviceShape = z.looseObject({
  id: z.string(), agentId: identity, agentChainId: identity, agentName: z.string(), name: z.string(), description: z.string(),
  price: z.number(), currency: z.string(), acceptedCurrencies: z.array(z.object({ currency: z.string(), price: z.number() })),
  category: z.string(), turnaround: z.string().nullable(), paymentTerms: z.enum(['prepay', 'postpay', 'split']),
  guard: z.boolean(), privateMode: z.boolean(), source: z.string(), createdAt: iso, updatedAt: iso,
});

const paymentPart = z.looseObject({
  address: z.string(), amount: z.number(), currency: z.string(), txid: z.string().nullable(), confirmed: z.boolean(),
  command: z.string().nullable().describe('a ready sendcurrency line paying what is due now'),
  paid: z.number(), pending: z.number(), due: z.number().describe('what the next transaction must pay'),
});

export const jobShape = z.looseObject({
  id: z.string(), status: z.enum(['requested', 'in_progress', 'paused', 'pending_delivery', 'completed', 'cancelled']),
  buyerChainId: identity, sellerChainId: identity, serviceId: z.string(), price: z.number(), currency: z.string(), createdAt: iso,
  jobHash: z.string().regex(/^[0-9a-f]{64}$/), acceptedAt: isoOrNull, paymentTerms: z.enum(['prepay', 'postpay', 'split']),
  platformFee: z.number(), payment: paymentPart.extend({ platformFee: paymentPart }),
});

export const signedTextShape = z.looseObject({ message: z.string(), timestamp: z.number().int(), nonce: z.string() });

export const pendingOperationShape = z.object({ status: z.literal('pending'), opid: z.string(), message: z.string() });

export const extensionShape = z.looseObject({
  id: z.string(), jobId: z.string(), status: z.string(), duration: z.number(), price: z.number(), currency: z.string(),
});

export const disputeShape = z.looseObject({ id: z.string(), jobId: z.string(), status: z.string(), reason: z.string() });

export const canaryShape = z.looseObject({ id: z.string(), token: z.string(), createdAt: iso });

export const deletedShape = z.looseObject({ id: z.string(), deleted: z.literal(true) });
