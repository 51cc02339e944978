/**
 * The wallet half of login (Verus Mobile LoginConsent): issuing a LoginConsentRequest signed by the
 * platform identity, and checking the wallet's LoginConsentResponse against it: the embedded request
 * is byte-for-byte the one we issued and carries our signature, decision_id/challenge_id are our open
 * challenge's, the decision is fresh, the signer is active, and the daemon's `verifysignature`
 * (against the signer's latest keys) says `verified`.
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { z } from 'zod';
import { CHAIN_IDS, identityAddressOfName, isIAddress, type ChainName } from '../../chain/identity-address.js';
import {
  checkResponseBinding, encodeDecision, loginConsentSignatureHeight, parseLoginConsentResponse,
  type LoginConsentResponse,
} from '../../chain/login-consent/mod.js';
import { rAddressOfWif } from '../../chain/keys.js';
import { RpcDaemonError, type RpcClient } from '../../chain/rpc.js';
import { ApiError, fromZodError } from '../errors.js';
import type { Challenge } from './challenges.js';
import { identityDisplayName, lookupIdentity } from './signed-action.js';
import { drawRequest, type DrawnRequest, type RequestSigner } from './wallet-request.js';

export interface IssuedRequest {
  /** The wallet deeplink carrying the signed request. */
  deeplink: string;
  /** The deeplink as a QR code, a PNG data URL. */
  qrDataUrl: string;
  /** The LoginConsent `challenge_id` (an i-address-form id), indexed to find the challenge again. */
  consentChallengeId: string;
  /** Block height the request was signed at. */
  height: number;
  /** What the challenge row keeps to check the response later (the request's exact bytes). */
  stored: Record<string, unknown>;
}

export interface ParsedResponse {
  consentChallengeId: string;
}

export interface WalletSigner {
  identityAddress: string;
  identityName: string;
}

export interface WalletLogin {
  /** A request signed at `height` (the chain tip), answered at `callbackUrl`. */
  issue(input: { challengeId: string; callbackUrl: string; height: number }): Promise<IssuedRequest>;
  /** Releases what the wallet login holds (its worker thread). */
  close?(): Promise<void>;
  /** Parses a callback body; VALIDATION_ERROR when it is not a LoginConsentResponse. */
  parse(body: unknown): Promise<ParsedResponse>;
  /** Every check of the response against the challenge it answers; resolves with the signer. */
  verify(response: ParsedResponse, challenge: Challenge): Promise<WalletSigner>;
}

export interface VerusWalletLoginOptions {
  rpc: Pick<RpcClient, 'getidentity' | 'verifysignature'>;
  chain: ChainName;
  /** The platform identity (`name@` or i-address) that signs our requests. */
  platformIdentity: string;
  /** Its WIF key (PRIVATE_KEY). */
  privateKey: string;
  /** How far a wallet's decision time may lie outside [challenge created, now] (clock skew). Default 120 s. */
  skewS?: number;
  /**
   * Sign requests and draw their QR codes in a worker thread (default), so a challenge costs the
   * event loop nothing for them; false draws them inline.
   */
  workerThread?: boolean;
}

const WORKER_URL = new URL('./wallet-request-worker.mjs', import.meta.url).href;

/** Blocks the wallet's signature height may lag the height we signed the request at (its node may trail ours). */
const HEIGHT_SLACK = 10;

/** The wallet login of Verus Mobile (LoginConsent v1 objects, webhook delivery). */
export class VerusWalletLogin implements WalletLogin {
  readonly #o: VerusWalletLoginOptions;
  readonly #systemId: string;
  readonly #platformAddress: string;
  readonly #signer: RequestSigner;
  /** The worker thread that signs and draws requests (see `#thread`). */
  #pool: Piscina | undefined;

  constructor(options: VerusWalletLoginOptions) {
    this.#o = options;
    this.#systemId = CHAIN_IDS[options.chain];
    this.#platformAddress = isIAddress(options.platformIdentity)
      ? options.platformIdentity
      : identityAddressOfName(options.platformIdentity, options.chain);
    this.#signer = { systemId: this.#systemId, signingId: this.#platformAddress, wif: options.privateKey };
  }

  /**
   * Signing and drawing take about 1 ms of CPU. One thread is started at the first challenge or by
   * `warm` and kept (loading one takes a while on a busy machine); under a burst of logins up to one
   * per core joins it, so the drawing never queues behind a single thread the OS is slow to run.
   */
  #thread(): Piscina {
    this.#pool ??= new Piscina({
      filename: WORKER_URL, minThreads: 1, maxThreads: Math.min(4, availableParallelism()), idleTimeout: 60_000, workerData: this.#signer,
    });
    return this.#pool;
  }

  /** Starts the worker thread and draws one request in it, so the first challenge does not wait for it. */
  async warm(): Promise<void> {
    if (this.#o.workerThread === false) return;
    await this.#thread().run({ callbackUrl: 'http://localhost/warm-up', height: 0 });
  }

  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.destroy();
  }

  /**
   * Why wallets would refuse our requests, or null when the platform identity exists, is active and
   * lists PRIVATE_KEY's address among its primary addresses. Meant for a warning at start.
   */
  async keyProblem(): Promise<string | null> {
    let found;
    try {
      found = await lookupIdentity(this.#o.rpc, this.#platformAddress);
    } catch (err) {
      return err instanceof ApiError ? `platform identity ${this.#o.platformIdentity} is not on chain` : `chain unreachable: ${(err as Error).message}`;
    }
    if (found.status !== 'active') return `platform identity ${this.#o.platformIdentity} is revoked`;
    if (!found.identity.primaryaddresses.includes(rAddressOfWif(this.#o.privateKey))) {
      return `PRIVATE_KEY is not a primary key of ${this.#o.platformIdentity}`;
    }
    return null;
  }

  async issue(input: { challengeId: string; callbackUrl: string; height: number }): Promise<IssuedRequest> {
    const job = { callbackUrl: input.callbackUrl, height: input.height };
    let drawn: DrawnRequest;
    if (this.#o.workerThread === false) drawn = drawRequest(this.#signer, job);
    else {
      drawn = await this.#thread().run(job) as DrawnRequest;
    }
    return {
      deeplink: drawn.deeplink,
      qrDataUrl: drawn.qrDataUrl,
      consentChallengeId: drawn.consentChallengeId,
      height: input.height,
      stored: { requestHex: drawn.requestHex },
    };
  }

  async parse(body: unknown): Promise<ParsedResponse & { response: LoginConsentResponse }> {
    let response: LoginConsentResponse;
    try {
      response = parseLoginConsentResponse(body);
    } catch (err) {
      if (err instanceof z.ZodError) throw fromZodError(err, 'Not a LoginConsentResponse');
      throw new ApiError('VALIDATION_ERROR', 'Not a LoginConsentResponse');
    }
    return { consentChallengeId: response.decision.request.challenge.challenge_id, response };
  }

  async verify(parsed: ParsedResponse, challenge: Challenge): Promise<WalletSigner> {
    const { response } = parsed as ParsedResponse & { response: LoginConsentResponse };
    const refuse = (why: string) => new ApiError('UNAUTHORIZED', 'Signature verification failed', [{ reason: why }]);
    const requestHex = challenge.request.requestHex;
    if (typeof requestHex !== 'string') throw refuse('no wallet request was issued for this challenge');

    // Bound to the request we issued, signed by us, for this challenge, on our system.
    const platform = await lookupIdentity(this.#o.rpc, this.#platformAddress);
    const binding = checkResponseBinding({
      response, issued: Buffer.from(requestHex, 'hex'), platformIdentity: platform.identity,
    });
    if (!binding.ok) throw refuse(binding.message);
    if (response.decision.skipped) throw refuse('the wallet skipped the decision');

    // Fresh: decided within the challenge's lifetime, signed no earlier than our request.
    const skew = this.#o.skewS ?? 120;
    const decided = response.decision.created_at;
    const nowS = Date.now() / 1000;
    if (decided < challenge.createdAt.getTime() / 1000 - skew || decided > nowS + skew) {
      throw refuse('the decision is not fresh');
    }
    let signedAt: number;
    try {
      signedAt = loginConsentSignatureHeight(response.signature);
    } catch {
      throw refuse('the response is not signed');
    }
    if (challenge.issuedHeight !== null && signedAt < challenge.issuedHeight - HEIGHT_SLACK) {
      throw refuse('the signature is older than the request');
    }

    // The signer exists, is active, and its current keys made the signature (the daemon decides).
    const signer = await lookupIdentity(this.#o.rpc, response.signing_id);
    if (signer.status !== 'active') throw new ApiError('UNAUTHORIZED', 'Identity is revoked');
    let status: string;
    try {
      ({ signaturestatus: status } = await this.#o.rpc.verifysignature({
        address: response.signing_id,
        signature: response.signature!,
        messagehex: Buffer.from(encodeDecision(response.decision)).toString('hex'),
        checklatest: true,
      }));
    } catch (err) {
      if (err instanceof RpcDaemonError) throw refuse('the daemon refused the signature');
      throw err;
    }
    if (status !== 'verified') throw refuse(`signature status ${status}`);
    return { identityAddress: signer.identity.identityaddress, identityName: identityDisplayName(signer) };
  }
}
