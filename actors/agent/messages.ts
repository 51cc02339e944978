/**
 * The agent actor's commands (one actor per agent, id = the agent's i-address) and the shapes they
 * carry. The gateway builds these after authenticating and validating a request; the indexer builds
 * `chain-sync` from an identity's on-chain profile. Everything here is data already checked: the
 * machine only decides.
 */
import { z } from 'zod';

export const AGENT_KIND = 'agent';

const IADDRESS = /^i[a-zA-Z0-9]{25,50}$/;
export const iAddress = z.string().regex(IADDRESS, 'must be an i-address');

/** A price: positive, at most 8 decimals, below 10^12. */
export const price = z.number().positive('must be greater than 0').lt(1e12)
  .refine((n) => Math.abs(Math.round(n * 1e8) - n * 1e8) < 1e-3, 'must have at most 8 decimals');

export const currency = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$|^i[a-zA-Z0-9]{25,50}$/, 'must be a currency name or i-address');

export const acceptedCurrency = z.object({ currency, price });

export const paymentTerms = z.enum(['prepay', 'postpay', 'split']);
export const privacyTier = z.enum(['public', 'limited', 'private']);
export const agentStatus = z.enum(['active', 'inactive']);

/** A service as the Service resource of the spec defines it (acceptedCurrencies filled in). */
export const serviceFields = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(5000),
  price,
  currency,
  acceptedCurrencies: z.array(acceptedCurrency).min(1).max(20),
  category: z.string().trim().min(1).max(64),
  turnaround: z.string().trim().min(1).max(64).nullable(),
  paymentTerms,
  guard: z.boolean(),
  privateMode: z.boolean(),
});
export type ServiceFields = z.infer<typeof serviceFields>;

export const dataPolicy = z.object({
  retention: z.string().trim().min(1).max(64),
  allowTraining: z.boolean(),
  allowThirdParty: z.boolean(),
  requireDeletion: z.boolean(),
});
export type DataPolicy = z.infer<typeof dataPolicy>;

export const profileFields = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.string().trim().min(1).max(64),
  description: z.string().trim().max(5000),
  category: z.string().trim().min(1).max(64).nullable(),
  tags: z.array(z.string().trim().min(1).max(32)).max(20),
  website: z.string().max(500).nullable(),
});
export type ProfileFields = z.infer<typeof profileFields>;

/** Who acts: the authenticated identity (or `chain` for the indexer, `admin` for admin actions). */
const actor = { by: iAddress, byName: z.string().max(300).nullable() };

export const agentCommand = z.discriminatedUnion('type', [
  z.object({ type: z.literal('register'), ...actor, identityName: z.string().max(300).nullable(), profile: profileFields }),
  z.object({ type: z.literal('set-status'), ...actor, status: agentStatus }),
  z.object({ type: z.literal('set-privacy'), ...actor, privacyTier }),
  z.object({ type: z.literal('set-data-policy'), ...actor, policy: dataPolicy }),
  z.object({ type: z.literal('service-create'), ...actor, serviceId: z.uuid(), service: serviceFields }),
  /** A partial service: fields left out keep their values (see `mergeService` in machine.ts). */
  z.object({ type: z.literal('service-update'), ...actor, serviceId: z.string().min(1).max(128), patch: serviceFields.partial() }),
  z.object({ type: z.literal('service-delete'), ...actor, serviceId: z.string().min(1).max(128) }),
  z.object({ type: z.literal('canary-add'), ...actor, canaryId: z.uuid(), token: z.string().min(8).max(200) }),
  z.object({ type: z.literal('canary-remove'), ...actor, canaryId: z.string().min(1).max(128) }),
  z.object({ type: z.literal('suspend'), ...actor, reason: z.string().trim().min(1).max(2000) }),
  z.object({ type: z.literal('unsuspend'), ...actor }),
  /**
   * The indexer saw the identity's on-chain profile: register or update the agent from its
   * `agent.*` keys and its one on-chain service from its `svc.*` keys (null: none published).
   */
  z.object({
    type: z.literal('chain-sync'),
    identityName: z.string().max(300).nullable(),
    profile: profileFields,
    status: agentStatus,
    owner: iAddress,
    payAddress: iAddress.nullable(),
    service: serviceFields.nullable(),
    height: z.number().int().min(0),
  }),
]);
export type AgentCommand = z.infer<typeof agentCommand>;
export type AgentCommandType = AgentCommand['type'];
