/**
 * Login and session routes (spec: "Login and session", "Authentication"). Both flows end in the same
 * session cookie:
 *
 * - CLI: challenge -> the identity signs `challengeHash` (daemon `signmessage`) -> verify.
 * - Wallet: challenge (a LoginConsentRequest signed by the platform identity, as deeplink and QR) ->
 *   the wallet posts its signed LoginConsentResponse to the callback -> the browser holding the claim
 *   cookie sees `awaiting_confirm` on status and confirms.
 *
 * Every identity and signature check goes to the chain daemon, so key rotation and revocation take
 * effect at the next login.
 */
import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import type { RpcClient } from '../../chain/rpc.js';
import type { AppState, AppContext } from '../app.js';
import { requireSession } from '../auth/authenticate.js';
import { ChallengeStore, type Challenge } from '../auth/challenges.js';
import {
  CLAIM_COOKIE, clearCookie, readSignedCookie, SESSION_COOKIE, setSignedCookie, type CookieSettings,
} from '../auth/cookies.js';
import type { SessionStore } from '../auth/sessions.js';
import { TipHeight } from '../auth/tip-height.js';
import { identityDisplayName, lookupIdentity, verifyWithLatestKeys } from '../auth/signed-action.js';
import type { WalletLogin } from '../auth/wallet-login.js';
import { ApiError, fromZodError } from '../errors.js';
import { describe } from '../openapi/registry.js';

export interface AuthRouteDeps {
  challenges: ChallengeStore;
  sessions: SessionStore;
  cookies: CookieSettings;
  rpc: Pick<RpcClient, 'getidentity' | 'verifymessage' | 'getblockcount'>;
  chain: 'VRSC' | 'VRSCTEST';
  /** The wallet (LoginConsent) half; without it challenges carry no deeplink and the callback is refused. */
  wallet?: WalletLogin;
  /** Base URL the wallet and CLI reach us at (PUBLIC_URL); else the request's own origin. */
  publicUrl?: string;
}

const IDENTITY = /^(?:i[a-zA-Z0-9]{25,50}|[^\s@]{1,255}@)$/;

const verifyBody = z.object({
  challengeId: z.string().min(1).max(128),
  chainId: z.string().regex(IDENTITY, 'must be a name ending in @ or an i-address'),
  signature: z.string().min(1).max(4096),
});

const idParam = z.string().min(1).max(128);
const loginShape = z.looseObject({ success: z.literal(true), identityAddress: z.string(), identityName: z.string().nullable(), expiresAt: z.string() });

const shellQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;

function body(ctx: AppContext): unknown {
  return (ctx.request as { body?: unknown }).body;
}

/** A challenge that can still be used, or the spec's error. */
function usable(challenge: Challenge | null, now = Date.now()): Challenge {
  if (!challenge || challenge.status === 'used') throw new ApiError('NOT_FOUND', 'Challenge not found');
  if (challenge.expiresAt.getTime() <= now) throw new ApiError('VALIDATION_ERROR', 'Challenge has expired');
  return challenge;
}

export function authRouter(deps: AuthRouteDeps): Router<AppState> {
  const router = new Router<AppState>();
  const tip = new TipHeight(deps.rpc);
  // Koa 3's ctx.origin is the Origin header; our own origin is protocol + host (X-Forwarded-* with TRUST_PROXY).
  const baseUrl = (ctx: AppContext) => (deps.publicUrl ?? `${ctx.protocol}://${ctx.host}`).replace(/\/$/, '');

  async function startSession(ctx: AppContext, identityAddress: string, identityName: string | null) {
    const { token, session } = await deps.sessions.create(identityAddress, identityName);
    setSignedCookie(ctx, deps.cookies, SESSION_COOKIE, token);
    return session;
  }

  /** The challenge of `:id` when the request carries its claim cookie; FORBIDDEN otherwise. */
  async function claimed(ctx: AppContext): Promise<Challenge> {
    const id = idParam.safeParse(ctx.params.id);
    const challenge = id.success ? await deps.challenges.get(id.data) : null;
    if (!challenge) throw new ApiError('NOT_FOUND', 'Challenge not found');
    const claim = readSignedCookie(ctx, deps.cookies, CLAIM_COOKIE);
    if (!(await deps.challenges.claimMatches(challenge.id, claim))) {
      throw new ApiError('FORBIDDEN', 'This login was started in another browser');
    }
    return challenge;
  }

  router.get('/auth/consent/challenge', async (ctx) => {
    const claimToken = randomBytes(32).toString('base64url');
    const draft = ChallengeStore.draft();
    const base = baseUrl(ctx);
    // The tip height lets offline signers (`agentplatform login --wif`) stamp their signature.
    const blockHeight = await tip.height();
    const issued = deps.wallet
      ? await deps.wallet.issue({ challengeId: draft.id, callbackUrl: `${base}/auth/consent/callback`, height: blockHeight })
      : null;
    const challenge = await deps.challenges.create(claimToken, {
      ...draft,
      request: issued?.stored ?? {},
      consentChallengeId: issued?.consentChallengeId ?? null,
      issuedHeight: issued?.height ?? null,
    });
    setSignedCookie(ctx, deps.cookies, CLAIM_COOKIE, claimToken, deps.challenges.ttlMs);
    const chainFlag = deps.chain === 'VRSCTEST' ? ' -chain=VRSCTEST' : '';
    const hash = challenge.challengeHash;
    ctx.body = {
      data: {
        challengeId: challenge.id,
        challengeHash: hash,
        deeplink: issued?.deeplink ?? null,
        // Drawn with the signed request off the event loop (wallet-request.ts); the page scales it up.
        qrDataUrl: issued?.qrDataUrl ?? null,
        signCommand: `verus${chainFlag} signmessage "YOUR_IDENTITY@" "${hash}"`,
        agentplatformSignCommand: `agentplatform sign --identity YOUR_IDENTITY@ --message ${hash}`,
        verifyCommand:
          `curl -sS -c session.txt -X POST ${shellQuote(`${base}/auth/consent/verify`)} -H 'Content-Type: application/json' ` +
          `-d ${shellQuote(JSON.stringify({ challengeId: challenge.id, chainId: 'YOUR_IDENTITY@', signature: 'SIGNATURE' }))}`,
        expiresAt: challenge.expiresAt.toISOString(),
        blockHeight,
      },
    };
  });

  router.post('/auth/consent/verify', async (ctx) => {
    const parsed = verifyBody.safeParse(body(ctx));
    if (!parsed.success) throw fromZodError(parsed.error);
    const { challengeId, chainId, signature } = parsed.data;
    const challenge = usable(await deps.challenges.get(challengeId));
    if (challenge.status !== 'pending') throw new ApiError('NOT_FOUND', 'Challenge not found');

    const found = await lookupIdentity(deps.rpc, chainId);
    if (found.status !== 'active') throw new ApiError('UNAUTHORIZED', 'Identity is revoked');
    const identityAddress = found.identity.identityaddress;
    if (!(await verifyWithLatestKeys(deps.rpc, identityAddress, signature, challenge.challengeHash))) {
      throw new ApiError('UNAUTHORIZED', 'Signature verification failed');
    }
    const identityName = identityDisplayName(found);
    // One use: only the request that flips pending -> used gets a session (one statement does both).
    const started = await deps.sessions.createFromChallenge(challenge.id, 'pending', identityAddress, identityName);
    if (!started) {
      usable(await deps.challenges.get(challenge.id));
      throw new ApiError('NOT_FOUND', 'Challenge not found');
    }
    setSignedCookie(ctx, deps.cookies, SESSION_COOKIE, started.token);
    const { session } = started;
    ctx.body = { data: { success: true, identityAddress, identityName, expiresAt: session.expiresAt.toISOString() } };
  });

  router.post('/auth/consent/callback', async (ctx) => {
    if (!deps.wallet) throw new ApiError('NOT_FOUND', 'Wallet login is not configured');
    const response = await deps.wallet.parse(body(ctx));
    const challenge = usable(await deps.challenges.getByConsentId(response.consentChallengeId));
    if (challenge.status !== 'pending') throw new ApiError('NOT_FOUND', 'Challenge not found');
    const signer = await deps.wallet.verify(response, challenge);
    if (!(await deps.challenges.transition(challenge.id, 'pending', 'awaiting_confirm',
      { address: signer.identityAddress, name: signer.identityName }))) {
      throw new ApiError('NOT_FOUND', 'Challenge not found');
    }
    ctx.body = { data: { received: true } };
  });

  router.get('/auth/consent/status/:id', async (ctx) => {
    const challenge = usable(await claimed(ctx));
    ctx.body = challenge.status === 'awaiting_confirm'
      ? { data: { status: 'awaiting_confirm', chainId: challenge.identityAddress, identityName: challenge.identityName } }
      : { data: { status: 'pending' } };
  });

  router.post('/auth/consent/confirm/:id', async (ctx) => {
    const challenge = usable(await claimed(ctx));
    if (challenge.status !== 'awaiting_confirm' || !challenge.identityAddress) {
      throw new ApiError('VALIDATION_ERROR', 'Login has not been approved in the wallet yet');
    }
    // Revocation between the wallet's approval and the confirm still counts.
    const found = await lookupIdentity(deps.rpc, challenge.identityAddress);
    if (found.status !== 'active') throw new ApiError('UNAUTHORIZED', 'Identity is revoked');
    if (!(await deps.challenges.transition(challenge.id, 'awaiting_confirm', 'used'))) {
      throw new ApiError('NOT_FOUND', 'Challenge not found');
    }
    clearCookie(ctx, deps.cookies, CLAIM_COOKIE);
    const session = await startSession(ctx, challenge.identityAddress, challenge.identityName);
    ctx.body = {
      data: {
        success: true, identityAddress: challenge.identityAddress, identityName: challenge.identityName,
        expiresAt: session.expiresAt.toISOString(),
      },
    };
  });

  router.post('/auth/logout', requireSession(deps), async (ctx) => {
    await deps.sessions.destroy(ctx.state.auth!.sessionId!);
    clearCookie(ctx, deps.cookies, SESSION_COOKIE);
    ctx.body = { data: { message: 'Logged out' } };
  });

  return describe(router, [
    { method: 'get', path: '/auth/consent/challenge', summary: 'a login challenge (CLI and wallet); sets the claim cookie (120/min)', tag: 'auth', auth: 'none',
      response: z.looseObject({ challengeId: z.string(), challengeHash: z.string(), deeplink: z.string().nullable().optional(), qrDataUrl: z.string().nullable().optional(),
        signCommand: z.string(), verifyCommand: z.string(), expiresAt: z.string() }) },
    { method: 'post', path: '/auth/consent/verify', summary: 'CLI login: the signature of challengeHash; sets the session cookie (120/min)', tag: 'auth', auth: 'none',
      body: verifyBody, response: loginShape, errors: ['NOT_FOUND', 'RPC_ERROR'] },
    { method: 'post', path: '/auth/consent/callback', summary: 'the wallet posts its signed LoginConsentResponse here (20/min)', tag: 'auth', auth: 'wallet',
      response: z.object({ received: z.literal(true) }), errors: ['NOT_FOUND', 'UNAUTHORIZED'] },
    { method: 'get', path: '/auth/consent/status/:id', summary: 'wallet login status, to the browser holding the claim cookie (60/min)', tag: 'auth', auth: 'claim',
      response: z.looseObject({ status: z.enum(['pending', 'awaiting_confirm']), chainId: z.string().optional(), identityName: z.string().nullable().optional() }), errors: ['NOT_FOUND'] },
    { method: 'post', path: '/auth/consent/confirm/:id', summary: 'mint the session of an approved wallet login (60/min)', tag: 'auth', auth: 'claim', response: loginShape, errors: ['NOT_FOUND'] },
    { method: 'post', path: '/auth/logout', summary: 'end the session', tag: 'auth', auth: 'session', response: z.object({ message: z.string() }) },
  ]);
}
