/** Crypto addresses in outbound text and phrasing that redirects a payment to them. */
import { bech32 } from '@scure/base';
import type { StructuredFlag } from '../types.js';
import { base58check } from './secrets.js';

const BASE58_ADDR = /\b[13RibzL][1-9A-HJ-NP-Za-km-z]{25,34}\b/g;
const ETH_ADDR = /\b0x[a-fA-F0-9]{40}\b/g;
const BECH32_ADDR = /\b(?:bc1|ltc1|tb1)[02-9ac-hj-np-z]{20,80}\b/gi;
const TRON_ADDR = /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g;
const REDIRECT = /\b(?:send|transfer|pay|wire|deposit|move|forward|remit)\b[^.\n]{0,60}\b(?:to|into)\b[^.\n]{0,40}\b(?:this|my|new|updated|different|following|below|correct|other|instead)\b[^.\n]{0,30}\b(?:address|wallet|account)\b|\b(?:new|updated|changed|different|correct|alternative)\s+(?:payment|wallet|deposit|receiving|btc|eth|crypto)?\s*(?:address|wallet|account|payment details)\b|\b(?:instead of|rather than)\s+(?:the\s+)?(?:escrow|platform|marketplace)\b|\b(?:pay|send)\s+(?:me\s+)?(?:directly|off[- ]platform|outside\s+(?:the\s+)?(?:platform|escrow))/i;

function base58AddressValid(s: string): boolean {
  try {
    const p = base58check.decode(s);
    return p.length === 21;
  } catch {
    return false;
  }
}

/** Finds addresses that are not whitelisted, and payment-redirection phrasing around them. */
export function findCryptoFlags(text: string, whitelist: string[] = []): StructuredFlag[] {
  const allowed = new Set(whitelist.map((a) => a.trim().toLowerCase()));
  const found: string[] = [];
  for (const m of text.matchAll(BASE58_ADDR)) if (base58AddressValid(m[0])) found.push(m[0]);
  for (const m of text.matchAll(TRON_ADDR)) if (base58AddressValid(m[0])) found.push(m[0]);
  for (const m of text.matchAll(ETH_ADDR)) found.push(m[0]);
  for (const m of text.matchAll(BECH32_ADDR)) {
    try { bech32.decode(m[0].toLowerCase() as `${string}1${string}`, 90); found.push(m[0]); } catch { /* not an address */ }
  }
  const foreign = [...new Set(found)].filter((a) => !allowed.has(a.toLowerCase()));
  const flags: StructuredFlag[] = [];
  const redirect = REDIRECT.test(text);
  for (const a of foreign) {
    flags.push({ type: 'crypto_address', severity: 'high', detail: `address ${a.slice(0, 6)}…${a.slice(-4)} is not whitelisted`, action: 'warn' });
  }
  if (redirect && foreign.length > 0) {
    flags.push({ type: 'payment_redirection', severity: 'critical', detail: 'asks the buyer to pay an address that is not whitelisted', action: 'block' });
  } else if (redirect) {
    flags.push({ type: 'payment_redirection', severity: 'medium', detail: 'payment-redirection phrasing', action: 'warn' });
  }
  return flags;
}
