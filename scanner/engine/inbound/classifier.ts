/**
 * The local statistical classifier: logistic regression over hashed n-grams (features.ts), trained by
 * train/train-classifier.ts on the project's own corpus. Weights ship int8-quantized in
 * models/classifier.json and load once per process (per piscina worker) on first use.
 */
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { BITS, linearScore } from './features.js';

export const ModelFile = z.object({
  version: z.literal(1),
  bits: z.number().int(),
  scale: z.number().positive(),
  bias: z.number(),
  /** base64 of Int8Array(2^bits): weight = int8 * scale. */
  weights: z.string(),
  /** Probability at which the held-out part of the training corpus had about 1% benign flagged. */
  threshold: z.number().min(0).max(1),
  /** Threshold for the strongest window of a long text (more windows, more chances: set higher). */
  windowThreshold: z.number().min(0).max(1).optional(),
  trainedOn: z.string(),
});

/**
 * A linear model: weight of bucket k = weights[k] * scale. The shipped model keeps its int8 weights
 * (128 KB, cache-resident) with their scale; the trainer works on float weights with scale 1.
 */
export interface LinearModel { weights: Float32Array | Int8Array; scale?: number; bias: number; threshold: number; windowThreshold?: number }

const cached = new Map<string, LinearModel | null>();

function load(name: string): LinearModel | null {
  const hit = cached.get(name);
  if (hit !== undefined) return hit;
  const url = new URL(`../models/${name}`, import.meta.url);
  if (!existsSync(url)) { cached.set(name, null); return null; }
  const file = ModelFile.parse(JSON.parse(readFileSync(url, 'utf8')));
  if (file.bits !== BITS) throw new Error(`classifier model ${name} has ${file.bits} bits, features use ${BITS}`);
  const raw = Buffer.from(file.weights, 'base64');
  const weights = new Int8Array(raw.length);
  weights.set(new Int8Array(raw.buffer, raw.byteOffset, raw.length));
  const model = { weights, scale: file.scale, bias: file.bias, threshold: file.threshold, windowThreshold: file.windowThreshold ?? file.threshold };
  cached.set(name, model);
  return model;
}

/** Loads the shipped model once; null when the file is absent (the engine then runs without it). */
export function loadClassifier(): LinearModel | null {
  return load('classifier.json');
}

/**
 * The model for texts of LONG_TOKENS tokens and more (statistics.ts), trained by
 * `CLASSIFIER_MODEL=long` on the same corpus plus the tuned blind batches; null when absent (the
 * short-text model then reads every text).
 */
export function loadLongClassifier(): LinearModel | null {
  return load('classifier-long.json');
}

/** Attack probability of one words-view text under a linear model. */
export function predict(model: LinearModel, words: string): number {
  return 1 / (1 + Math.exp(-linearScore(words, model.weights, model.bias, model.scale ?? 1)));
}
