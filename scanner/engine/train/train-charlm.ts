/**
 * Trains the L2 character language model (inbound/charlm.ts) on benign text the project ships and
 * writes models/charlm.json. Text: the hand-written benign seeds (English and other languages), the
 * npm README prose of corpus/benign-docs.txt, source lines of installed npm packages (so code and
 * identifiers read as ordinary) and the locale strings of zod and yargs. Generated rows are left out:
 * a few templates repeated thousands of times would skew the character statistics. Every line is checked against the evaluation
 * rows (8-gram overlap) and dropped on overlap. Never trains on evaluation rows.
 * Run: npx tsx scanner/engine/train/train-charlm.ts
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus, prng } from './generate-corpus.js';
import { evalGuard } from './eval-dedupe.js';
import { emptyCounts, countText, toSymbols, fromCounts, packTables, perplexity, ORDER, NGRAM_BITS, CONTEXT_BITS } from '../inbound/charlm.js';

const HOLDOUT = 0.1;
/**
 * Lowest threshold, in bits per symbol (a perplexity of 128 per character). The held-out text is
 * narrower than what agents are handed: padded tables of numbers, code answers, role prompts in
 * languages the model has seen little of cost 6-7 bits, while encoded blobs and keyboard mashing
 * cost 8-10. At 6 bits the layer flagged one table in six; adversarial suffixes made of words are
 * left to the token-shape signal (`inbound/suffix.ts`).
 */
const FLOOR_BITS = 7;
const CODE_LINES = 6000;

/** Source lines of installed packages (.js/.ts/.d.ts, not minified), deterministic order. */
export function codeLines(max = CODE_LINES): string[] {
  const root = fileURLToPath(new URL('../../../node_modules', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.') || name === 'test' || name === 'tests') continue;
      const p = join(dir, name);
      let st;
      try { st = statSync(p); } catch { continue; }
      if (st.isDirectory() && depth > 0) walk(p, depth - 1);
      else if (st.isFile() && /\.(?:m?js|ts)$/.test(name) && !/\.min\./.test(name) && st.size < 200_000) files.push(p);
    }
  };
  walk(root, 3);
  const out: string[] = [];
  const step = Math.max(1, Math.floor(files.length / 400));
  for (let i = 0; i < files.length && out.length < max; i += step) {
    const lines = readFileSync(files[i]!, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l.length >= 20 && l.length <= 160);
    out.push(...lines.slice(0, 30));
  }
  return out.slice(0, max);
}

/**
 * Other-language text shipped in installed packages: the message strings of zod's locales and
 * yargs' locale files, so Latin-script languages other than English do not read as gibberish.
 */
export function localeLines(): string[] {
  const root = fileURLToPath(new URL('../../../node_modules', import.meta.url));
  const out: string[] = [];
  const zodDir = join(root, 'zod/v4/locales');
  try {
    for (const f of readdirSync(zodDir).sort()) {
      if (!f.endsWith('.js') || f === 'en.js' || f === 'index.js') continue;
      const src = readFileSync(join(zodDir, f), 'utf8');
      for (const m of src.matchAll(/(["'`])((?:(?!\1)[^\\\n]){12,200})\1/g)) if (/\p{L}{3}.*\s.*\p{L}{3}/u.test(m[2]!)) out.push(m[2]!.replace(/\$\{[^}]*\}/g, 'x'));
    }
  } catch { /* zod layout differs: fine, fewer lines */ }
  const yargsDir = join(root, 'yargs/locales');
  try {
    for (const f of readdirSync(yargsDir).sort()) {
      if (!f.endsWith('.json') || f === 'en.json' || f === 'pirate.json') continue;
      const walk = (v: unknown) => { if (typeof v === 'string') out.push(v.replace(/%s/g, 'x')); else if (v && typeof v === 'object') Object.values(v).forEach(walk); };
      walk(JSON.parse(readFileSync(join(yargsDir, f), 'utf8')));
    }
  } catch { /* absent: fine */ }
  return out.filter((l) => l.length >= 12);
}

/**
 * Markdown tables of the documentation shipped in installed packages (README, CHANGELOG...), each
 * table one block of lines: agents are handed tables every day, and padded columns of numbers and
 * short cells must not read as gibberish.
 */
export function tableBlocks(): string[] {
  const root = fileURLToPath(new URL('../../../node_modules', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string, depth: number) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.')) continue;
      const p = join(dir, name);
      let st;
      try { st = statSync(p); } catch { continue; }
      if (st.isDirectory() && depth > 0) walk(p, depth - 1);
      else if (st.isFile() && /\.md$/i.test(name) && st.size < 1_000_000) files.push(p);
    }
  };
  walk(root, 4);
  const out: string[] = [];
  for (const f of files) {
    let block: string[] = [];
    const flush = () => { if (block.length >= 2) out.push(block.join('\n').slice(0, 2000)); block = []; };
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (/^\s*\|.*\|\s*$/.test(line)) block.push(line.trimEnd()); else flush();
    }
    flush();
  }
  return out;
}

/** Gibberish of the kinds the layer is for, for the trainer's report only (not trained on). */
export function gibberish(r: () => number): string {
  const k = r();
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const rand = (n: number, set: string) => Array.from({ length: n }, () => set[Math.floor(r() * set.length)]).join('');
  if (k < 0.25) return rand(60, chars + '+/');
  if (k < 0.5) return rand(50, chars + '!@#$%^&*()[]{}<>?;:~');
  const vocab = ['describing', 'similarly', 'now', 'write', 'opposite', 'me', 'giving', 'one', 'please', 'revert', 'with', 'two', 'sure', 'here', 'tutorial', 'manual', 'format', 'begin', 'step', 'x', 'xx', 'surely', 'ok', 'alright', 'done', 'its', 'the'];
  const punct = ['.', '\\', '+', ']', '(', '**', '!--', '";', '}', '==', '|', '~', '>', '@', '[', '{', '$', '^'];
  let s = '';
  while (s.length < 70) {
    const w = vocab[Math.floor(r() * vocab.length)]!;
    s += (r() < 0.3 ? w.toUpperCase() : w) + punct[Math.floor(r() * punct.length)]! + (r() < 0.5 ? ' ' : '');
  }
  return s;
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

function main(): void {
  const guard = evalGuard();
  const corpus = generateCorpus();
  const locales = localeLines();
  console.log(`locale lines: ${locales.length}`);
  // Only real text: README prose, source lines, locale strings, hand-written seeds. Generated rows
  // repeat a few templates thousands of times, which would skew character statistics toward them.
  const tables = tableBlocks();
  console.log(`markdown table blocks: ${tables.length}`);
  const text = [...corpus.benign.filter((_, i) => corpus.benignGroups[i] === 'seed'), ...codeLines(), ...locales, ...tables];
  const kept = text.filter((t) => !guard.overlaps(t));
  console.log(`benign lines ${text.length}, dropped for overlap with ${guard.rows} evaluation rows: ${text.length - kept.length}`);
  const r = prng(5);
  const fit: string[] = [], held: string[] = [];
  for (const t of kept) (r() < HOLDOUT ? held : fit).push(t);
  const measure = (counts: ReturnType<typeof emptyCounts>) => {
    const m = fromCounts(counts, 1, 1);
    // Long messages have many windows, so the strongest one is costlier by chance: held-out lines are
    // also joined ten at a time into documents of about 1 KB.
    const docs: string[] = [], longDocs: string[] = [];
    for (let i = 0; i + 10 <= held.length; i += 10) docs.push(held.slice(i, i + 10).join(' '));
    for (let i = 0; i + 40 <= held.length; i += 20) longDocs.push(held.slice(i, i + 40).join(' '));
    return { benign: held.filter((t) => t.length >= 40).map((t) => perplexity(m, t).maxWindowBits), docs: docs.map((t) => perplexity(m, t).maxWindowBits), longDocs: longDocs.map((t) => perplexity(m, t).maxWindowBits), gib: Array.from({ length: 400 }, () => perplexity(m, gibberish(r)).maxWindowBits) };
  };
  const countAll = (lines: string[]) => {
    const c = emptyCounts();
    for (const t of lines) { const { symbols, length } = toSymbols(t); countText(c, symbols, length); }
    return c;
  };
  const { benign, docs, longDocs, gib } = measure(countAll(fit));
  // Threshold: 99.9% of held-out benign lines stay below it, and never below FLOOR_BITS; strongest at the ceiling.
  const threshold = Math.max(FLOOR_BITS, quantile(benign, 0.999), quantile(docs, 0.995));
  // Texts of several KB have several times more windows: their own quantile, from 4 KB documents.
  const longThreshold = Math.max(threshold, quantile(longDocs, 0.995));
  const ceiling = Math.max(threshold + 1, quantile(gib, 0.75));
  const caught = gib.filter((b) => b >= threshold).length / gib.length;
  console.log(`held-out benign window bits: median ${quantile(benign, 0.5).toFixed(2)}, p99 ${quantile(benign, 0.99).toFixed(2)}, p99.9 ${quantile(benign, 0.999).toFixed(2)}; 1 KB documents p99.5 ${quantile(docs, 0.995).toFixed(2)}; threshold ${threshold.toFixed(2)}; 4 KB documents p99.5 ${quantile(longDocs, 0.995).toFixed(2)}, long-text threshold ${longThreshold.toFixed(2)}; generated gibberish median ${quantile(gib, 0.5).toFixed(2)}, above threshold ${(100 * caught).toFixed(1)}%`);
  const counts = countAll(kept);
  let used = 0;
  for (const v of counts.ngrams) if (v > 0) used++;
  console.log(`n-gram buckets used: ${used} of ${counts.ngrams.length}`);
  const out = fileURLToPath(new URL('../models/charlm.json', import.meta.url));
  writeFileSync(out, JSON.stringify({
    version: 1, order: ORDER, ngramBits: NGRAM_BITS, contextBits: CONTEXT_BITS, threshold, longThreshold, ceiling,
    trainedOn: `benign text: ${kept.length} lines (corpus/benign-*.txt, source lines, markdown tables and zod/yargs locale strings of installed npm packages), 8-gram-deduplicated against the evaluation rows`,
    tables: packTables(counts),
  }) + '\n');
  console.log(`wrote ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
