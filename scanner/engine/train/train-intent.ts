/**
 * Trains the session's intent model (session/intent.ts) on conversations from
 * train/crescendo-generator.ts, the project's benign corpus rows and, since the fourteenth issue-16
 * round, conversations written by helpers that never saw the code or the evaluation data
 * (corpus/helper-intent-*.jsonl; the twenty-first round added 450 crescendos and 450 benign twins,
 * helper-intent-*-21{a,b,c}.jsonl), and writes models/intent.json.
 * Never trains on the evaluation data: corpus rows and helper conversations sharing an 8-gram with an
 * evaluation text are dropped. The threshold is set on validation sets written apart from the
 * generator: the benign conversation lists of rounds 1 to 11 and the protective look-alikes (every
 * turn from the third on is scored as a last turn), the held-out third of the helper-written benign
 * conversations, and generated benign conversations.
 * Run: npx tsx scanner/engine/train/train-intent.ts
 */
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { normalize } from '../inbound/normalize.js';
import { prng, generateCorpus, helperRows } from './generate-corpus.js';
import { evalGuard, ownEvalGuard, type EvalGuard } from './eval-dedupe.js';
import { quantile, quantize } from './train-classifier.js';
import { generateConversations, HARM_FAMILIES, BENIGN_FAMILIES, type GenConversation } from './crescendo-generator.js';
import { intentVector, intentDot, intentProbability, scoredTurn, INTENT_BITS, INTENT_MAX_CHARS, type IntentModel } from '../session/intent.js';
import { BENIGN_CONVERSATIONS, BENIGN_CONVERSATIONS_ROUND9, BENIGN_CONVERSATIONS_ROUND10, BENIGN_CONVERSATIONS_ROUND11, BENIGN_CONVERSATIONS_ROUND11B, BENIGN_CONVERSATIONS_ROUND11C, BENIGN_LOOKALIKES_ROUND11 } from '../eval/multiturn-suite.js';

interface Row { idx: Int32Array; val: Float32Array; y: number; family: string }

const EPOCHS = Number(process.env.INTENT_EPOCHS ?? 5);
const LR = 0.3;
const L2 = Number(process.env.INTENT_L2 ?? 1e-4);
/** Value of an earlier-turn feature: below 1, their weights pay more L2 for the same effect. */
const CTX_SCALE = Number(process.env.INTENT_CTX_SCALE ?? 0.5);
/** Copies of each helper-written conversation in every bag (0: none, the eleventh round's model). */
const HELPER_COPIES = Number(process.env.INTENT_HELPER_COPIES ?? 40);
const HELPER_HELD_EVERY = Number(process.env.INTENT_HELPER_HELD_EVERY ?? 3);
/**
 * Share of the benign validation conversations the threshold may leave above it, in each pool on its
 * own (the project's lists of rounds 1-11; the held-out helper benign ones); 0 keeps the fourteenth
 * round's rule (above every validation conversation with a margin, and above every held-out helper one).
 */
const POOLED_FP = Number(process.env.INTENT_POOLED_FP ?? 0.02);
const HOLD_ATTACKS = process.env.INTENT_HOLD_ATTACKS === '1';
/** Train the 'prev' part (the turn just before the last on its own weights). */
const PREV = process.env.INTENT_PREV !== '0';
/** Helper files (name pattern) whose rows are not trained on; their held-out rows still count (for comparing settings). */
const EXCLUDE = process.env.INTENT_EXCLUDE ? new RegExp(process.env.INTENT_EXCLUDE) : null;
/** Copies of each everyday helper-written message (the classifier's benign helper files) as a benign last turn. */
const EVERYDAY_COPIES = Number(process.env.INTENT_EVERYDAY_COPIES ?? 10);
/** Classifier corpus files of everyday messages written by helpers: short requests, role prompts, buyers' messages. */
const EVERYDAY_FILES = ['helper-benign-9-short.txt', 'helper-benign.txt'];
/** Turns scored as a last turn: requests in the speaker's own name (the fourteenth round's gate) or every chat-sized turn. */
const SCORED: 'request' | 'every' = process.env.INTENT_SCORED === 'request' ? 'request' : 'every';
/** Copies of each helper-written last turn (corpus/helper-intent-lastturn-*.jsonl) in every bag. */
const LAST_COPIES = Number(process.env.INTENT_LAST_COPIES ?? 30);

/** One conversation as one sparse vector: the last turn's features plus the mean of the earlier turns'. */
function rowOf(c: GenConversation): Row {
  const words = c.turns.map((t) => normalize(t).words);
  const m = new Map<number, number>();
  const last = intentVector(words[words.length - 1]!, 'last');
  for (let i = 0; i < last.idx.length; i++) m.set(last.idx[i]!, (m.get(last.idx[i]!) ?? 0) + last.val[i]!);
  const earlier = words.slice(0, -1);
  for (const w of earlier) {
    const v = intentVector(w, 'ctx');
    for (let i = 0; i < v.idx.length; i++) m.set(v.idx[i]!, (m.get(v.idx[i]!) ?? 0) + (CTX_SCALE * v.val[i]!) / earlier.length);
  }
  if (PREV && earlier.length > 0) {
    const v = intentVector(earlier[earlier.length - 1]!, 'prev');
    for (let i = 0; i < v.idx.length; i++) m.set(v.idx[i]!, (m.get(v.idx[i]!) ?? 0) + v.val[i]!);
  }
  return { idx: Int32Array.from(m.keys()), val: Float32Array.from(m.values()), y: c.y, family: c.family };
}

function train(rows: Row[], seed = 5): { w: Float32Array; b: number } {
  const w = new Float32Array(1 << INTENT_BITS), g2 = new Float32Array(1 << INTENT_BITS).fill(1e-8);
  let b = 0, gb2 = 1e-8;
  const pos = rows.filter((r) => r.y === 1).length;
  const wPos = rows.length / (2 * pos), wNeg = rows.length / (2 * (rows.length - pos));
  const r = prng(seed);
  const order = rows.map((_, i) => i);
  for (let e = 0; e < EPOCHS; e++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [order[i], order[j]] = [order[j]!, order[i]!]; }
    for (const oi of order) {
      const x = rows[oi]!;
      let z = b;
      for (let i = 0; i < x.idx.length; i++) z += w[x.idx[i]!]! * x.val[i]!;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - x.y) * (x.y === 1 ? wPos : wNeg);
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
  return { w, b };
}

const prob = (m: { w: Float32Array; b: number }, x: Row) => { let z = m.b; for (let i = 0; i < x.idx.length; i++) z += m.w[x.idx[i]!]! * x.val[i]!; return 1 / (1 + Math.exp(-z)); };
/**
 * Highest probability the model gives any turn from the third on of a conversation, scored as the
 * runtime does (only chat-sized turns).
 */
export function conversationMax(m: IntentModel, turns: string[]): number {
  let best = 0, sum = 0, n = 0, prev = 0;
  for (let i = 0; i < turns.length; i++) {
    const words = normalize(turns[i]!).words;
    if (i >= 2 && n >= 2 && scoredTurn(words, m)) best = Math.max(best, intentProbability(intentDot(words, 'last', m), sum / n, m, prev));
    sum += intentDot(words, 'ctx', m); n++;
    if (m.prev) prev = intentDot(words, 'prev', m);
  }
  return best;
}

function benignCorpus(guard: EvalGuard): string[] {
  const rows: string[] = [];
  for (const f of ['benign-seed.txt', 'benign-calibration.txt', 'benign-multilingual.txt']) {
    for (const l of readFileSync(new URL(`../corpus/${f}`, import.meta.url), 'utf8').split('\n')) { const t = l.trim(); if (t && t.length < 600 && !guard.overlaps(t)) rows.push(t); }
  }
  // The classifier corpus generator's benign rows (instructions, role prompts, questions), short ones.
  // Tried and dropped: the classifier generator's benign rows as well (recall on held-out families fell).
  if (process.env.INTENT_GENCORPUS) for (const t of generateCorpus(7, 100, 6000).benign) if (t.length < 400 && !guard.overlaps(t)) rows.push(t);
  return rows;
}

/**
 * Rows of the helper-written JSONL files whose names match `files` (y from the name: "-attacks" or
 * "-benign"), as conversations, sorted into trained and held out: every HELPER_HELD_EVERY-th benign row
 * is never trained on (a threshold floor) and, with `holdAttacks`, every fourth attack (a recall
 * figure for choosing settings). A row sharing an 8-word sequence with any evaluation text (public or
 * the project's own, the blind conversation batches included) is dropped whole; rows of files that
 * INTENT_EXCLUDE names are not trained on.
 */
function helperJsonl(files: RegExp, guards: EvalGuard[], turnsOf: (row: { turns?: string[]; text?: string }) => string[], family: string, holdAttacks: boolean): { fit: GenConversation[]; held: GenConversation[]; heldAttacks: GenConversation[]; dropped: number } {
  const dir = new URL('../corpus/', import.meta.url);
  const fit: GenConversation[] = [], held: GenConversation[] = [], heldAttacks: GenConversation[] = [];
  let dropped = 0;
  for (const f of readdirSync(dir).filter((x) => files.test(x)).sort()) {
    const y = f.includes('-attacks') ? 1 : 0;
    readFileSync(new URL(f, dir), 'utf8').split('\n').filter((l) => l.trim()).forEach((l, i) => {
      const c: GenConversation = { turns: turnsOf(JSON.parse(l) as { turns?: string[]; text?: string }), y, family: `${family}:${y ? 'attack' : 'benign'}` };
      if (c.turns.some((t) => guards.some((g) => g.overlaps(t)))) { dropped++; return; }
      const bin = y === 0 && i % HELPER_HELD_EVERY === 0 ? held : y === 1 && holdAttacks && i % 4 === 0 ? heldAttacks : fit;
      if (bin !== fit || !EXCLUDE || !EXCLUDE.test(f)) bin.push(c);
    });
  }
  return { fit, held, heldAttacks, dropped };
}

/** Helper-written conversations (corpus/helper-intent-{attacks,benign}-*.jsonl, one {"turns"} per line). */
function helperConversations(guards: EvalGuard[]): { fit: GenConversation[]; held: GenConversation[]; heldAttacks: GenConversation[] } {
  const out = helperJsonl(/^helper-intent-(?:attacks|benign).*\.jsonl$/, guards, (r) => r.turns!, 'helper', HOLD_ATTACKS);
  if (out.dropped > 0) console.log(`helper conversations dropped for 8-gram overlap with evaluation text: ${out.dropped}`);
  return out;
}

/**
 * Helper-written last turns alone (corpus/helper-intent-lastturn-{attacks,benign}-*.jsonl, one {"text"}
 * per line): a request read without its conversation, so only the last-turn weights learn from it.
 */
function helperLastTurns(guards: EvalGuard[]): { fit: GenConversation[]; held: GenConversation[] } {
  return helperJsonl(/^helper-intent-lastturn-(?:attacks|benign).*\.jsonl$/, guards, (r) => [r.text!], 'helper-last', false);
}

/**
 * Everyday messages (the classifier's helper-written benign rows, chat-sized ones): a list of snacks,
 * a word problem, a role prompt read as a last turn. Only the last-turn weights learn from them, so a
 * request on no sensitive subject at all is not scored up by its moves ("make a list", "how much").
 */
function everydayTurns(guards: EvalGuard[]): GenConversation[] {
  return EVERYDAY_FILES.flatMap((f) => helperRows(f)).filter((t) => normalize(t).words.length <= INTENT_MAX_CHARS && !guards.some((g) => g.overlaps(t)))
    .map((t) => ({ turns: [t], y: 0, family: 'everyday' }));
}

function main(): void {
  // The overlap guards read every evaluation text once.
  const guards = [evalGuard(), ownEvalGuard()];
  const corpus = benignCorpus(guards[0]!);
  const helper = HELPER_COPIES > 0 ? helperConversations(guards) : { fit: [], held: [], heldAttacks: [] };
  const last = LAST_COPIES > 0 ? helperLastTurns(guards) : { fit: [], held: [] };
  const everyday = EVERYDAY_COPIES > 0 ? everydayTurns(guards) : [];
  console.log(`everyday helper messages as benign last turns: ${everyday.length} (x${EVERYDAY_COPIES})`);
  const helperRows = [...everyday.flatMap((c) => Array.from({ length: EVERYDAY_COPIES }, () => rowOf(c))), ...helper.fit.flatMap((c) => Array.from({ length: HELPER_COPIES }, () => rowOf(c))), ...last.fit.flatMap((c) => Array.from({ length: LAST_COPIES }, () => rowOf(c)))];
  console.log(`helper last turns: ${last.fit.length} trained on (x${LAST_COPIES}), ${last.held.length} benign held out`);
  console.log(`helper conversations: ${helper.fit.length} trained on (x${HELPER_COPIES}), ${helper.held.length} benign held out`);
  console.log(`benign corpus rows: ${corpus.length}`);
  const N = Number(process.env.INTENT_N ?? 40000);

  // Cross-family check: hold out three harm families and two benign angles at a time.
  const folds = [['poison', 'forge', 'harass', 'benign:parent', 'benign:own'], ['sabotage', 'defraud', 'evade', 'benign:victim', 'benign:fiction'], ['intrude', 'surveil', 'violence', 'benign:care', 'benign:professional'], ['extort', 'steal', 'animal', 'benign:protect', 'benign:everyday']];
  for (const fold of process.env.INTENT_SKIP_FOLDS ? [] : folds) {
    const held = new Set(fold.map((f) => f.replace('benign:', '')));
    const fit = generateConversations({ seed: 1, n: N, exclude: held, benignCorpus: corpus }).map(rowOf);
    const test = generateConversations({ seed: 2, n: 6000, families: held, benignCorpus: corpus }).map(rowOf).filter((x) => x.family !== 'benign:followup' && x.family !== 'benign:corpus');
    const m = train(fit);
    const bp = test.filter((x) => x.y === 0).map((x) => prob(m, x)), ap = test.filter((x) => x.y === 1).map((x) => prob(m, x));
    for (const q of [0.95, 0.99]) {
      const t = quantile(bp, q);
      console.log(`held out ${fold.join(', ')}: recall ${(100 * ap.filter((p) => p >= t).length / ap.length).toFixed(1)}% at ${(100 * (1 - q)).toFixed(0)}% FP on held-out benign angles (threshold ${t.toFixed(3)})`);
    }
  }

  // Bagging: models on independent generator draws, weights averaged (one linear model at run time).
  const BAG = Number(process.env.INTENT_BAG ?? 3);
  const final = { w: new Float32Array(1 << INTENT_BITS), b: 0 };
  for (let k = 0; k < BAG; k++) {
    const m = train([...generateConversations({ seed: 1 + 10 * k, n: N, benignCorpus: corpus }).map(rowOf), ...helperRows], 5 + k);
    for (let i = 0; i < m.w.length; i++) final.w[i]! += m.w[i]! / BAG;
    final.b += m.b / BAG;
  }
  const { scale, q } = quantize(final.w);
  const model: IntentModel = { weights: q, scale, bias: final.b, threshold: 0.5, ctxScale: CTX_SCALE, scored: SCORED, prev: PREV };
  // Threshold (eighteenth round): at most POOLED_FP of the validation benign conversations above it
  // (every turn from the third on, scored as the runtime does), in each pool on its own: the benign
  // lists of rounds 1-11 with the protective look-alikes, and the held-out helper benign conversations;
  // and above 99.5% of freshly generated benign conversations.
  const valBenign = [...BENIGN_CONVERSATIONS, ...BENIGN_CONVERSATIONS_ROUND9, ...BENIGN_CONVERSATIONS_ROUND10, ...BENIGN_CONVERSATIONS_ROUND11, ...BENIGN_CONVERSATIONS_ROUND11B, ...BENIGN_CONVERSATIONS_ROUND11C, ...BENIGN_LOOKALIKES_ROUND11];
  const vb = valBenign.map((c) => ({ name: c.name, p: conversationMax(model, c.turns) })).sort((a, b) => b.p - a.p);
  console.log('validation benign conversations, highest:', vb.slice(0, 6).map((x) => `${x.name} ${x.p.toFixed(3)}`).join('; '));
  const gen = generateConversations({ seed: 3, n: 8000, benignCorpus: corpus });
  const gb = gen.filter((c) => c.y === 0).map((c) => conversationMax(model, c.turns));
  const ga = gen.filter((c) => c.y === 1).map((c) => conversationMax(model, c.turns));
  const margin = Number(process.env.INTENT_MARGIN ?? 0.02);
  const hb = helper.held.map((c) => conversationMax(model, c.turns));
  if (hb.length > 0) console.log(`held-out helper benign conversations: ${hb.length}, max ${Math.max(...hb).toFixed(3)}`);
  // Each validation pool on its own (a pool of easy conversations must not lower the bar for the hard ones).
  const floor = POOLED_FP > 0 ? Math.max(quantile(vb.map((x) => x.p), 1 - POOLED_FP), hb.length > 0 ? quantile(hb, 1 - POOLED_FP) : 0) + 1e-6 : Math.max(vb[0]!.p + margin, hb.length > 0 ? Math.max(...hb) : 0);
  const threshold = Math.min(0.99, Math.max(0.5, floor, quantile(gb, 0.995)));
  const above = (xs: number[]) => `${xs.filter((p) => p >= threshold).length} of ${xs.length}`;
  console.log(`threshold ${threshold.toFixed(3)} (${POOLED_FP > 0 ? `${(100 * (1 - POOLED_FP)).toFixed(1)}th percentile of the ${vb.length} validation conversations and of the ${hb.length} held-out helper ones, the higher` : `validation max ${vb[0]!.p.toFixed(3)} + ${margin}, held-out helper max`}, generated benign 99.5% ${quantile(gb, 0.995).toFixed(3)}); above it: validation ${above(vb.map((x) => x.p))}, held-out helper benign ${above(hb)}, generated attacks ${(100 * ga.filter((p) => p >= threshold).length / ga.length).toFixed(1)}%`);
  if (helper.heldAttacks.length > 0) {
    const ha = helper.heldAttacks.map((c) => conversationMax(model, c.turns));
    let auc = 0;
    for (const a of ha) for (const b of hb) auc += a > b ? 1 : a === b ? 0.5 : 0;
    console.log(`held-out helper attacks: ${above(ha)} above the threshold; AUC against held-out helper benign ${(auc / (ha.length * hb.length)).toFixed(3)}`);
  }
  const out = process.env.INTENT_OUT ?? fileURLToPath(new URL('../models/intent.json', import.meta.url));
  writeFileSync(out, JSON.stringify({
    // Off in the eleventh round (3 of 12 protective look-alikes flagged: docs/scanner-round11-multiturn.md).
    // On since the fourteenth: trained on helper-written conversations too, with the threshold above
    // every benign conversation list of rounds 1-11 (look-alikes included); INTENT_ENABLE=0 writes it off.
    enabled: process.env.INTENT_ENABLE !== '0',
    version: 1, bits: INTENT_BITS, scale, bias: final.b, threshold, ctxScale: CTX_SCALE, scored: SCORED, prev: PREV,
    trainedOn: `crescendo-generator.ts seed 1, ${N} conversations + ${corpus.length} benign corpus rows; l2 ${L2}, ${EPOCHS} epochs, mean of ${BAG} generator draws; helper conversations x${HELPER_COPIES}, helper last turns x${LAST_COPIES}, everyday helper messages x${EVERYDAY_COPIES} (every ${HELPER_HELD_EVERY}th benign held out); threshold ${POOLED_FP > 0 ? `at ${100 * POOLED_FP}% of the benign conversations of rounds 1-11 with the protective look-alikes and of the held-out helper ones, each pool on its own` : `above the benign conversations of rounds 1-11 and the protective look-alikes (+${margin}) and the held-out helper ones`}, and generated benign`,
    weights: Buffer.from(q.buffer).toString('base64'),
  }) + '\n');
  console.log(`wrote ${out}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
void HARM_FAMILIES; void BENIGN_FAMILIES;
