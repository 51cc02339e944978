/**
 * The dev chain's in-memory ledger: blocks, wallet, identity history, transactions, balances and
 * operations. Every change goes through here and schedules a (debounced) write. It knows nothing of
 * JSON-RPC; `methods.ts` gives it verusd's parameters, results and errors.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { bytesToHex } from '@noble/hashes/utils.js';
import { CHAIN_IDS, identityAddressOfName, isIAddress, type ChainName } from '../identity-address.js';
import { generateWif, isRAddress, rAddressOfWif } from '../keys.js';
import { sha256d } from '../hashes.js';
import {
  FLAG_REVOKED, IDENTITY_VERSION,
  type DevChainState, type IdentityEntry, type IdentityState, type Operation, type Transaction, type TxOutput,
} from './state.js';

export const SATS_PER_COIN = 100_000_000;

/** A fresh, empty chain at height 1. */
export function emptyState(chain: ChainName, now = Date.now()): DevChainState {
  const time = Math.floor(now / 1000);
  return {
    format: 1, chain, seed: bytesToHex(randomBytes(16)), height: 1, tiptime: time, blocktimes: [time, time],
    wallet: { keys: {} }, identities: {}, transactions: {}, balances: {}, operations: {},
  };
}

export class DevLedger {
  /** Called after every change, to persist. */
  onChange: () => void = () => {};
  /** Derived, not persisted: the txids of each height's transactions (the coinbase aside). */
  readonly #txidsByHeight = new Map<number, string[]>();
  /** Derived lazily: block hash and coinbase txid -> height, for the heights hashed so far. */
  readonly #heightOf = new Map<string, number>();
  #hashedUpTo = -1;

  constructor(readonly state: DevChainState) {
    const byHeight = Object.values(state.transactions).sort((a, b) => a.height - b.height);
    for (const tx of byHeight) this.#indexTransaction(tx);
    // States written before block times were kept: a height takes its transaction's time, or the one before.
    const times = (state.blocktimes ??= []);
    for (let h = times.length; h <= state.height; h++) {
      const tx = this.#txidsByHeight.get(h)?.[0];
      times[h] = tx ? state.transactions[tx]!.time : (times[h - 1] ?? state.tiptime);
    }
  }

  #indexTransaction(tx: Transaction): void {
    const list = this.#txidsByHeight.get(tx.height);
    if (list) list.push(tx.txid);
    else this.#txidsByHeight.set(tx.height, [tx.txid]);
  }

  get chain(): ChainName {
    return this.state.chain;
  }

  /** The chain's own id (the system id of every identity and the native currency). */
  get chainId(): string {
    return CHAIN_IDS[this.state.chain];
  }

  get height(): number {
    return this.state.height;
  }

  blockHash(height: number): string {
    const bytes = new TextEncoder().encode(`${this.state.seed}:${height}`);
    return bytesToHex(sha256d(bytes).reverse());
  }

  /** The txid of a block's coinbase (the dev chain mints nothing: it has no outputs). */
  coinbaseTxid(height: number): string {
    const bytes = new TextEncoder().encode(`${this.state.seed}:coinbase:${height}`);
    return bytesToHex(sha256d(bytes).reverse());
  }

  /** The block time of `height` (0 to the tip), in seconds. */
  blockTime(height: number): number {
    return this.state.blocktimes![height] ?? this.state.tiptime;
  }

  /** The txids of the block at `height`, coinbase first, as verusd lists a block's transactions. */
  blockTxids(height: number): string[] {
    return [this.coinbaseTxid(height), ...(this.#txidsByHeight.get(height) ?? [])];
  }

  /** The height of a block hash or coinbase txid of the chain, or undefined. */
  heightOf(hashOrCoinbaseTxid: string): number | undefined {
    const key = hashOrCoinbaseTxid.toLowerCase();
    while (!this.#heightOf.has(key) && this.#hashedUpTo < this.state.height) {
      const h = ++this.#hashedUpTo;
      this.#heightOf.set(this.blockHash(h), h);
      this.#heightOf.set(this.coinbaseTxid(h), h);
    }
    return this.#heightOf.get(key);
  }

  /** Mines one block; returns its height. */
  mineBlock(now = Date.now()): number {
    this.state.height += 1;
    this.state.tiptime = Math.max(this.state.tiptime + 1, Math.floor(now / 1000));
    this.state.blocktimes![this.state.height] = this.state.tiptime;
    this.onChange();
    return this.state.height;
  }

  // ---- wallet ----

  /** A new key in the wallet; returns its R-address. */
  newKey(): string {
    return this.importKey(generateWif());
  }

  importKey(wif: string): string {
    const address = rAddressOfWif(wif);
    this.state.wallet.keys[address] = wif;
    this.onChange();
    return address;
  }

  wifOf(rAddress: string): string | undefined {
    return this.state.wallet.keys[rAddress];
  }

  /** The wallet's keys among an identity's primary addresses, in the identity's order. */
  signingWifs(identity: Pick<IdentityState, 'primaryaddresses'>): string[] {
    return identity.primaryaddresses.map((a) => this.state.wallet.keys[a]).filter((w): w is string => w !== undefined);
  }

  /** True when the wallet holds enough keys to act for the identity alone. */
  canSpendFor(identity: IdentityState): boolean {
    return this.signingWifs(identity).length >= identity.minimumsignatures;
  }

  // ---- identities ----

  /** The i-address a `name@` or i-address parameter stands for, or null when it is neither. */
  resolveIdentityAddress(nameOrAddress: string): string | null {
    if (isIAddress(nameOrAddress)) return nameOrAddress;
    if (!nameOrAddress.endsWith('@') || nameOrAddress.length < 2) return null;
    try {
      return identityAddressOfName(nameOrAddress, this.chain);
    } catch {
      return null;
    }
  }

  /** The identity version in force at `height` (the tip when omitted), or undefined. */
  identityAt(iaddress: string, height = this.state.height): IdentityEntry | undefined {
    const history = this.state.identities[iaddress];
    if (!history) return undefined;
    for (let i = history.length - 1; i >= 0; i--) {
      if (history[i]!.height <= height) return history[i];
    }
    return undefined;
  }

  latestIdentity(iaddress: string): IdentityEntry | undefined {
    const history = this.state.identities[iaddress];
    return history?.[history.length - 1];
  }

  /** `name.VRSCTEST@`, as verusd prints friendly names. */
  friendlyName(identity: IdentityState): string {
    return `${identity.name}.${this.chain}@`;
  }

  /** A new identity's first state (not yet written). */
  draftIdentity(name: string, fields: {
    primaryaddresses: string[]; minimumsignatures: number;
    revocationauthority?: string; recoveryauthority?: string;
    contentmultimap?: Record<string, unknown[]>;
  }): IdentityState {
    const identityaddress = identityAddressOfName(`${name}@`, this.chain);
    return {
      version: IDENTITY_VERSION,
      flags: 0,
      primaryaddresses: fields.primaryaddresses,
      minimumsignatures: fields.minimumsignatures,
      name,
      identityaddress,
      parent: this.chainId,
      systemid: this.chainId,
      contentmap: {},
      contentmultimap: fields.contentmultimap ?? {},
      revocationauthority: fields.revocationauthority ?? identityaddress,
      recoveryauthority: fields.recoveryauthority ?? identityaddress,
      timelock: 0,
    };
  }

  /** Writes a new version of an identity in a transaction of its own block; returns the txid. */
  writeIdentity(identity: IdentityState, now = Date.now()): string {
    const tx = this.addTransaction('identity', [{ address: identity.identityaddress, currency: this.chainId, sats: 0, identity }], undefined, now);
    const history = (this.state.identities[identity.identityaddress] ??= []);
    history.push({ height: tx.height, txid: tx.txid, vout: 0, identity });
    this.onChange();
    return tx.txid;
  }

  isRevoked(identity: IdentityState): boolean {
    return (identity.flags & FLAG_REVOKED) !== 0;
  }

  // ---- currencies, balances, transactions ----

  /**
   * The currency i-address of a currency parameter: the chain's name or id is the native coin;
   * another i-address stands for itself; a name is hashed like an identity name.
   */
  resolveCurrency(currency: string | undefined): string | null {
    if (currency === undefined || currency === '') return this.chainId;
    if (currency.toUpperCase() === this.chain || currency === this.chainId) return this.chainId;
    if (isIAddress(currency)) return currency;
    try {
      return identityAddressOfName(currency.endsWith('@') ? currency : `${currency}@`, this.chain);
    } catch {
      return null;
    }
  }

  /** True for an address that can receive: an R-address, or an identity that exists. */
  isDestination(address: string): boolean {
    if (isRAddress(address)) return true;
    return isIAddress(address) && this.latestIdentity(address) !== undefined;
  }

  balanceOf(address: string, currency: string): number {
    return this.state.balances[address]?.[currency] ?? 0;
  }

  #credit(address: string, currency: string, sats: number): void {
    const balances = (this.state.balances[address] ??= {});
    balances[currency] = (balances[currency] ?? 0) + sats;
  }

  /** Mines a block holding one transaction; credits its outputs and debits `from` when given. */
  addTransaction(kind: Transaction['kind'], vout: TxOutput[], from?: string, now = Date.now()): Transaction {
    const height = this.mineBlock(now);
    const tx: Transaction = {
      txid: bytesToHex(randomBytes(32)), kind, height, time: this.blockTime(height), vout,
      ...(from !== undefined ? { from } : {}),
    };
    for (const out of vout) {
      if (out.sats === 0) continue;
      if (from !== undefined) this.#credit(from, out.currency, -out.sats);
      this.#credit(out.address, out.currency, out.sats);
    }
    this.state.transactions[tx.txid] = tx;
    this.#indexTransaction(tx);
    this.onChange();
    return tx;
  }

  transaction(txid: string): Transaction | undefined {
    return this.state.transactions[txid.toLowerCase()];
  }

  /**
   * The wallet address (R-address with its key, or identity the wallet can spend for) that can
   * pay all of `needs` (currency -> sats) alone; `from` restricts the choice to one address.
   */
  fundingSource(needs: Map<string, number>, from?: string): string | null {
    const candidates = from !== undefined ? [from] : [
      ...Object.keys(this.state.wallet.keys),
      ...Object.keys(this.state.identities).filter((i) => {
        const id = this.latestIdentity(i)!.identity;
        return !this.isRevoked(id) && this.canSpendFor(id);
      }),
    ];
    return candidates.find((a) => [...needs].every(([currency, sats]) => this.balanceOf(a, currency) >= sats)) ?? null;
  }

  // ---- operations ----

  newOperation(method: string, params: unknown, now = Date.now()): Operation {
    const op: Operation = { id: `opid-${randomUUID()}`, status: 'queued', creation_time: Math.floor(now / 1000), method, params };
    this.state.operations[op.id] = op;
    this.onChange();
    return op;
  }

  operation(id: string): Operation | undefined {
    return this.state.operations[id];
  }

  updateOperation(op: Operation, patch: Partial<Operation>): void {
    Object.assign(op, patch);
    this.onChange();
  }

  /** Operations cut short by a stop are failed at the next start, as a daemon restart loses them. */
  failInterruptedOperations(): void {
    for (const op of Object.values(this.state.operations)) {
      if (op.status === 'queued' || op.status === 'executing') {
        op.status = 'failed';
        op.error = { code: -1, message: 'Operation interrupted by a dev chain restart' };
        this.onChange();
      }
    }
  }
}

/** Coins as a JSON number from satoshis. */
export function coins(sats: number): number {
  return sats / SATS_PER_COIN;
}
