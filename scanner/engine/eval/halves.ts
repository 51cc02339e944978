/**
 * `npx tsx scanner/engine/eval/halves.ts [--missed SOURCE] [--flagged-benign]`: recall per attack
 * source on two halves split by a hash of the row text (FNV-1a 32-bit of the exact text: even =
 * "look" half, odd = "held" half), for the full engine and the inline fallback, and the false-positive
 * rate of every benign source. Only the look half's missed rows may be read to understand failure
 * modes (`--missed`, a source name or a JailbreakBench method such as PAIR or GCG); the held half is
 * the honest gauge of a change and is never listed. `--flagged-benign` prints the flags (not the
 * text) that a benign row raised.
 */
import { loadPromptSources, type LabelledSource } from './datasets.js';
import { scanInbound, DEFAULT_ENGINE_CONFIG } from '../mod.js';
import { fallbackScan } from '../../client/fallback.js';
import { MARKETPLACE_CHAT, MARKETPLACE_CHAT_LATER, ORDINARY_REQUESTS, HARD_ATTACKS } from './chat-suite.js';

/** FNV-1a 32-bit over the UTF-16 code units' UTF-8 bytes of the text. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (const b of Buffer.from(text, 'utf8')) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export const isLook = (text: string): boolean => fnv1a(text) % 2 === 0;

const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const missedOf = args.includes('--missed') ? args[args.indexOf('--missed') + 1] : undefined;
  const showBenign = args.includes('--flagged-benign');
  const sources: LabelledSource[] = loadPromptSources();
  sources.push({ name: 'marketplace chat (ours)', kind: 'benign', texts: MARKETPLACE_CHAT }, { name: 'marketplace chat, later (ours)', kind: 'benign', texts: MARKETPLACE_CHAT_LATER },
    { name: 'ordinary requests (ours)', kind: 'benign', texts: ORDINARY_REQUESTS }, { name: 'hard attacks (ours)', kind: 'attack', texts: HARD_ATTACKS });
  // JailbreakBench's methods are sources of their own here.
  const jbb = sources.find((s) => s.name === 'jailbreakbench artifacts');
  if (jbb?.groups) for (const m of ['PAIR', 'GCG']) sources.push({ name: `jbb ${m}`, kind: 'attack', texts: jbb.texts.filter((_, i) => jbb.groups![i] === m) });
  const full = (t: string) => scanInbound(t, DEFAULT_ENGINE_CONFIG);
  console.log('source                               rows | full: all    look    held | fallback: all    look    held');
  const missed: string[] = [];
  for (const s of sources) {
    const n = [0, 0], f = [0, 0], b = [0, 0];
    let all = 0, fAll = 0, bAll = 0;
    for (const t of s.texts) {
      const h = isLook(t) ? 0 : 1;
      const r = await full(t);
      const fb = fallbackScan(t);
      n[h]++; all++;
      if (!r.safe) { f[h]++; fAll++; }
      if (!fb.safe) { b[h]++; bAll++; }
      if (s.kind === 'attack' && missedOf && (s.name === missedOf || s.name === `jbb ${missedOf}`) && h === 0 && r.safe) missed.push(t);
      if (s.kind === 'benign' && showBenign && !r.safe) missed.push(`[${s.name}] ${r.flags.join(',')} ${r.score.toFixed(2)}`);
    }
    const row = s.kind === 'attack'
      ? `${pct(fAll, all)} ${pct(f[0]!, n[0]!)} ${pct(f[1]!, n[1]!)} |   ${pct(bAll, all)} ${pct(b[0]!, n[0]!)} ${pct(b[1]!, n[1]!)}   (look ${n[0]}, held ${n[1]})`
      : `${pct(fAll, all)} FP (${fAll})         |   ${pct(bAll, all)} FP (${bAll})`;
    console.log(`${s.name.padEnd(36)} ${String(all).padStart(5)} | ${row}`);
  }
  if (missed.length > 0) {
    console.log(`\n${missedOf ? `missed look-half rows of ${missedOf}` : 'flagged benign rows (flags only)'}: ${missed.length}\n`);
    for (const t of missed) console.log(`---\n${t}`);
  }
}

if (process.argv[1]?.endsWith("halves.ts")) await main();
