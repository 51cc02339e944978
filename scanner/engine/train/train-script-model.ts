/**
 * Trains the model for texts in other scripts (inbound/script-model.ts) and writes
 * models/classifier-scripts.json. Its rows are the helper-written corpus rows (corpus/, long-model/
 * included) and the tuned blind batches' rows whose letters are mostly of other scripts; attacks
 * from files named "attacks", benign rows from the others. Rows sharing an 8-word sequence with the
 * public development data or the project's never-read evaluation text are dropped (eval-dedupe.ts).
 * The threshold is read from out-of-fold scores (five folds): the benign rows' 99th percentile, so
 * the model is set on text it did not learn from.
 * Run: npx tsx scanner/engine/train/train-script-model.ts
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { helperRows, prng } from './generate-corpus.js';
import { evalGuard, ownEvalGuard } from './eval-dedupe.js';
import { blindBatches, TUNED } from '../eval/blind-batches.js';
import { normalize } from '../inbound/normalize.js';
import { quantize } from './train-classifier.js';
import { SCRIPT_BITS, mainlyOtherScript, otherLanguage, scriptFeatures, scriptView } from '../inbound/script-model.js';

const READS = process.env.SCRIPT_LATIN === '1' ? otherLanguage : mainlyOtherScript;

interface Row { idx: Int32Array; val: Float32Array; y: number; source: string }

const EPOCHS = 8;
const LR = 0.4;
const FOLDS = 5;
const BENIGN_QUANTILE = Number(process.env.SCRIPT_QUANTILE ?? 0.99);
const GRID = [1e-4, 3e-4, 1e-3];

function vector(text: string): { idx: Int32Array; val: Float32Array } {
  const counts = scriptFeatures(scriptView(normalize(text).plain));
  const idx = new Int32Array(counts.size), val = new Float32Array(counts.size);
  let n = 0, norm = 0;
  for (const [k, c] of counts) { idx[n] = k; val[n] = 1 + Math.log(c); norm += val[n]! ** 2; n++; }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < n; i++) val[i]! /= norm;
  return { idx, val };
}

function fit(rows: Row[], l2: number, seed: number): { w: Float32Array; b: number } {
  const w = new Float32Array(1 << SCRIPT_BITS), g2 = new Float32Array(1 << SCRIPT_BITS).fill(1e-8);
  let b = 0, gb2 = 1e-8;
  const pos = rows.filter((r) => r.y === 1).length;
  const wPos = rows.length / (2 * pos), wNeg = rows.length / (2 * (rows.length - pos));
  const r = prng(seed);
  const order = rows.map((_, i) => i);
  for (let e = 0; e < EPOCHS; e++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [order[i], order[j]] = [order[j]!, order[i]!]; }
    for (const k of order) {
      const x = rows[k]!;
      let z = b;
      for (let i = 0; i < x.idx.length; i++) z += w[x.idx[i]!]! * x.val[i]!;
      const g = (1 / (1 + Math.exp(-z)) - x.y) * (x.y === 1 ? wPos : wNeg);
      for (let i = 0; i < x.idx.length; i++) {
        const j = x.idx[i]!;
        const gj = g * x.val[i]! + l2 * w[j]!;
        g2[j]! += gj * gj;
        w[j]! -= (LR * gj) / Math.sqrt(g2[j]!);
      }
      gb2 += g * g;
      b -= (LR * g) / Math.sqrt(gb2);
    }
  }
  return { w, b };
}

const prob = (m: { w: Float32Array; b: number }, x: Row) => {
  let z = m.b;
  for (let i = 0; i < x.idx.length; i++) z += m.w[x.idx[i]!]! * x.val[i]!;
  return 1 / (1 + Math.exp(-z));
};
const quantile = (xs: number[], q: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0.5; };

/** Rows of the corpus and of the tuned blind batches whose letters are mostly of other scripts. */
export function scriptRows(): Array<{ text: string; y: number; source: string }> {
  const out: Array<{ text: string; y: number; source: string }> = [];
  const corpus = fileURLToPath(new URL('../corpus/', import.meta.url));
  const names = [...readdirSync(corpus), ...readdirSync(`${corpus}long-model`).map((f) => `long-model/${f}`)];
  for (const name of names) {
    const f = `${corpus}${name}`;
    if (f.endsWith('.txt')) {
      const y = /attacks/.test(name) ? 1 : 0;
      for (const t of helperRows(name)) if (READS(t)) out.push({ text: t, y, source: name });
    } else if (f.endsWith('.jsonl') && /scripts/.test(name)) {
      for (const line of readFileSync(f, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const row = JSON.parse(line) as { text: string; label: string };
        if (READS(row.text)) out.push({ text: row.text, y: row.label === 'attack' ? 1 : 0, source: name });
      }
    }
  }
  for (const b of blindBatches()) {
    if (!TUNED.has(b.batch)) continue;
    for (const r of b.attacks) if (READS(r.text)) out.push({ text: r.text, y: 1, source: `blind ${b.batch}` });
    for (const r of b.lookalikes) if (READS(r.text)) out.push({ text: r.text, y: 0, source: `blind ${b.batch}` });
  }
  return out;
}

function main(): void {
  const pub = evalGuard(), own = ownEvalGuard({ exceptBatches: TUNED });
  const raw = scriptRows();
  const kept = raw.filter((r) => !pub.overlaps(r.text) && !own.overlaps(r.text));
  console.log(`rows in other scripts: ${raw.length}, kept after the evaluation guard: ${kept.length} (attacks ${kept.filter((r) => r.y === 1).length}, benign ${kept.filter((r) => r.y === 0).length})`);
  const rows: Row[] = kept.map((r) => ({ ...vector(r.text), y: r.y, source: r.source }));
  const r = prng(25);
  const fold = rows.map(() => Math.floor(r() * FOLDS));
  let best: { l2: number; recall: number; threshold: number } | undefined;
  for (const l2 of GRID) {
    const oof = new Array<number>(rows.length);
    for (let k = 0; k < FOLDS; k++) {
      const m = fit(rows.filter((_, i) => fold[i] !== k), l2, 11 + k);
      rows.forEach((x, i) => { if (fold[i] === k) oof[i] = prob(m, x); });
    }
    const threshold = quantile(rows.flatMap((x, i) => (x.y === 0 ? [oof[i]!] : [])), BENIGN_QUANTILE);
    const att = rows.flatMap((x, i) => (x.y === 1 ? [oof[i]!] : []));
    const recall = att.filter((p) => p >= threshold).length / att.length;
    console.log(`l2 ${l2}: out-of-fold threshold ${threshold.toFixed(3)} (benign ${(100 * (1 - BENIGN_QUANTILE)).toFixed(1)}% above), attacks caught ${(100 * recall).toFixed(1)}%`);
    const bySource = new Map<string, [number, number]>();
    rows.forEach((x, i) => { if (x.y === 0) { const p = bySource.get(x.source) ?? [0, 0]; p[0] += oof[i]! >= threshold ? 1 : 0; p[1]++; bySource.set(x.source, p); } });
    console.log('  benign above it, by source: ' + [...bySource].map(([k, [a, n]]) => `${k} ${a}/${n}`).join('; '));
    if (!best || recall > best.recall) best = { l2, recall, threshold };
  }
  const m = fit(rows, best!.l2, 11);
  const { scale, q } = quantize(m.w);
  const out = process.env.SCRIPT_MODEL_OUT ?? fileURLToPath(new URL('../models/classifier-scripts.json', import.meta.url));
  writeFileSync(out, JSON.stringify({ version: 1, bits: SCRIPT_BITS, scale, bias: m.b, weights: Buffer.from(q.buffer).toString('base64'), threshold: Math.round(best!.threshold * 1000) / 1000, trainedOn: `${rows.length} rows in other scripts (helper corpus and tuned blind batches), l2 ${best!.l2}, ${EPOCHS} epochs` }) + '\n');
  console.log(`wrote ${out}: l2 ${best!.l2}, threshold ${best!.threshold.toFixed(3)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] && existsSync(fileURLToPath(new URL('../corpus/', import.meta.url)))) main();
