/**
 * Trains the local classifier on the project's own corpus (corpus/*.txt + generate-corpus.ts) and
 * writes models/classifier.json. Never reads the evaluation data.
 * Run: npx tsx scanner/engine/train/train-classifier.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateCorpus, prng } from './generate-corpus.js';
import { normalize } from '../inbound/normalize.js';
import { featurize, BITS, type SparseVector } from '../inbound/features.js';
import { predict, type LinearModel } from '../inbound/classifier.js';

const EPOCHS = 8;
const LR = 0.5;
const L2 = 1e-6;
const HOLDOUT = 0.15;

interface Row { x: SparseVector; y: number; words: string }

export function train(rows: Row[], seed = 11): LinearModel {
  const dim = 1 << BITS;
  const w = new Float32Array(dim);
  const g2 = new Float32Array(dim).fill(1e-8);
  let b = 0, gb2 = 1e-8;
  const pos = rows.filter((r) => r.y === 1).length;
  const wPos = rows.length / (2 * pos), wNeg = rows.length / (2 * (rows.length - pos));
  const r = prng(seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [order[i], order[j]] = [order[j]!, order[i]!]; }
    for (const k of order) {
      const { x, y } = rows[k]!;
      let z = b;
      for (let i = 0; i < x.idx.length; i++) z += w[x.idx[i]!]! * x.val[i]!;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - y) * (y === 1 ? wPos : wNeg);
      for (let i = 0; i < x.idx.length; i++) {
        const j = x.idx[i]!;
        const gj = g * x.val[i]! + L2 * w[j]!;
        g2[j]! += gj * gj;
        w[j]! -= (LR * gj) / Math.sqrt(g2[j]!);
      }
      gb2 += g * g;
      b -= (LR * g) / Math.sqrt(gb2);
    }
  }
  return { weights: w, bias: b, threshold: 0.5 };
}

/** Int8 quantization: scale so the largest weight maps to 127. */
function quantize(w: Float32Array): { scale: number; q: Int8Array } {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) q[i] = Math.round(w[i]! / scale);
  return { scale, q };
}

function main(): void {
  const corpus = generateCorpus();
  const all: Row[] = [
    ...corpus.attacks.map((t) => ({ t, y: 1 })),
    ...corpus.benign.map((t) => ({ t, y: 0 })),
  ].map(({ t, y }) => { const words = normalize(t).words; return { x: featurize(words), y, words }; });
  const r = prng(3);
  const holdout: Row[] = [], fit: Row[] = [];
  for (const row of all) (r() < HOLDOUT ? holdout : fit).push(row);
  const model = train(fit);
  // Choose the threshold on the held-out part of our own corpus: about 1% of benign rows above it.
  const benignP = holdout.filter((x) => x.y === 0).map((x) => predict(model, x.words)).sort((a, b) => a - b);
  const threshold = Math.max(0.5, benignP[Math.floor(benignP.length * 0.99)] ?? 0.5);
  const attackP = holdout.filter((x) => x.y === 1).map((x) => predict(model, x.words));
  const recall = attackP.filter((p) => p >= threshold).length / attackP.length;
  console.log(`held-out (own corpus): ${attackP.length} attacks, ${benignP.length} benign; threshold ${threshold.toFixed(3)}, recall ${(100 * recall).toFixed(1)}%`);
  // Final model on every row.
  const final = train(all);
  const { scale, q } = quantize(final.weights);
  const out = fileURLToPath(new URL('../models/classifier.json', import.meta.url));
  writeFileSync(out, JSON.stringify({
    version: 1, bits: BITS, scale, bias: final.bias, threshold,
    trainedOn: `own corpus: ${corpus.attacks.length} attacks, ${corpus.benign.length} benign (corpus/*.txt + generate-corpus.ts seed 7)`,
    weights: Buffer.from(q.buffer).toString('base64'),
  }) + '\n');
  console.log(`wrote ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
