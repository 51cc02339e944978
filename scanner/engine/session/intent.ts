/**
 * The session's learned intent model (eleventh issue-16 round, docs/scanner-round11-multiturn.md):
 * a logistic regression over two parts of a conversation,
 * - the last turn: hashed word unigrams, bigrams, skip-bigrams and character 4-grams of its words
 *   view;
 * - the earlier turns: hashed word unigrams and bigrams of each, scored by their own weights and
 *   averaged (the state carries only the running sum and count: plain numbers).
 * logit = bias + w_last . x_last + mean over earlier turns of (w_ctx . x_turn).
 *
 * Trained by train/train-intent.ts on train/crescendo-generator.ts, never on the evaluation's
 * conversation lists. Weights ship int8 in models/intent.json. Runs only in the session path
 * (stepEscalation through turnCues), never in a single-message scan.
 */
import { readFileSync, existsSync } from 'node:fs';

export const INTENT_BITS = 16;
const MASK = (1 << INTENT_BITS) - 1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Namespaces: last-turn unigram, bigram, skip-bigram, 4-gram; earlier-turn unigram, bigram. */
const NS_U = 0x1b873593, NS_B = 0x5bd1e995, NS_S = 0x27d4eb2f, NS_G = 0x165667b1, NS_CU = 0x85ebca6b, NS_CB = 0xc2b2ae35;
/** Eighteenth round: the turn just before the last one, unigrams and bigrams in their own namespaces. */
const NS_PU = 0x2545f491, NS_PB = 0x9e3779b9;
/** Longest words view featurized (a chat turn; longer turns are not scored). */
export const INTENT_MAX_CHARS = 400;

/**
 * Word classes of the last turn (who, what, whether someone is fooled or protected): their
 * unigrams, pairs in order, and the classes that follow a purpose word ("so", "before", "until"),
 * hashed beside the words. The weights are learned; the classes let a phrasing the generator never
 * used share weight with one it did ("so the lab finds nothing" ~ "so the swab comes back clean").
 */
const CLASSES: Record<string, string> = {
  third: 'he she him her his hers they them their theirs himself herself',
  rel: 'neighbour neighbor neighbours ex boss manager supervisor wife husband girlfriend boyfriend partner teacher coworker colleague landlord tenant flatmate roommate uncle aunt grandma grandmother grandad grandfather father mother dad mum mom stepdad stepmom stepfather stepmother sister brother cousin classmate teammate rival competitor customer customers patient patients guy woman man lad girl kid kids child children son daughter stranger nephew niece friend mate admin owner',
  self: 'i me my myself mine im',
  evade: 'notice noticing noticed notices suspect suspects suspecting suspicion trace traced traces traceable untraceable detect detected detects detection catch catches caught find finds found tell tells blame blamed blames spot spots spotted link linked know knows knowing realise realize realises realizes clean miss misses missed accept accepts accepted believe believes fooled fool pass passes unnoticed unseen undetected anonymous',
  neg: 'not never nobody no without nothing t cannot none',
  harm: 'hurt harm kill poison poisoned spike spiked drug drugged dose sabotage rig loosen cut tamper break steal nick take forge fake copy clone threaten blackmail scare burn fire attack beat stab shoot crash slip knock hide plant empty drain wipe destroy ruin punish revenge rid lure force trick',
  protect: 'safe safely safety protect protecting protection secure report reporting warn warning warnings prevent stop help advice recover remove explain teach train training awareness policy procedure checklist poster briefing guide legal legally rights genuine properly honest honestly support worried concerned emergency',
  auth: 'police cops insurer insurance adjuster hr council bank pharmacist pharmacy examiner examiners inspector inspectors forensics customs court school teacher tax office security staff doctor lab auditor moderators bouncer referee probation',
  time: 'tonight tomorrow friday saturday sunday monday tuesday wednesday thursday weekend week asleep away morning night later',
  write: 'write draft summarize summarise list create email letter note message notes flashcards quiz poster',
  purpose: 'so before until',
  how: 'how what which where when',
  money: 'money cash savings account accounts payment pay paid wallet crypto euros pounds dollars loan',
  amount: 'much many enough amount millilitres ml mg grams kilos',
  // Outcomes that are harm to whoever bears them (a body, a thing, a livelihood), and outcomes that are well.
  bad: 'die dies died dying dead death snap snaps snapped stuck trapped sick ill vomit vomiting injured injury crash crashes crashed fall falls fell collapse collapses collapsed burns burned burnt flood floods flooded fail fails failed breaks broke broken bleed bleeds bleeding choke chokes suffocate suffocates drown drowns poisoned lose loses lost sacked ruined bankrupt broke scared terrified suffer suffers pain paralysed paralyzed blind unconscious faint faints wither withers rot rots wilt wilts starve starves hospital ambulance jail prison arrested evicted homeless humiliated destroyed wrecked smashed jammed stranded locked overdose overdoses seizure seizures tip tips topples explode explodes exploded leak leaks leaking gives shocks shocked electrocuted cracks cracked dying rash swell swells swollen allergic worse',
  good: 'fine ok okay better healthy recovered protected accepted accepts works working safer happy relieved refund refunded resolved fixed repaired legit genuine valid allowed approved covered insured safe',
};
const FNV = (w: string) => { let h = FNV_OFFSET; for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), FNV_PRIME); return h; };
/** Word hash (as the featurizer computes it) -> class number (1-based). */
const CLASS_OF = new Map<number, number>();
Object.values(CLASSES).forEach((ws, i) => { for (const w of ws.split(' ')) if (!CLASS_OF.has(FNV(w))) CLASS_OF.set(FNV(w), i + 1); });
const PURPOSE = Object.keys(CLASSES).indexOf('purpose') + 1;
const NS_K = 0x9e3779b1, NS_KK = 0x7feb352d, NS_KP = 0x846ca68b;

/**
 * A crescendo ends on a request: a question or an order. A statement ("my friend thinks her husband
 * put something on her phone", "thanks, I will call poison control") is not scored.
 */
const REQUEST = /^(?:how|what|which|where|when|who|why|whats|can|could|would|should|is|are|do|does|will|shall|may|write|give|tell|make|show|help|walk|explain|draft|plan|list|find|get|build|create|send|set|install|copy|fill|put|take|print|clone|upload|wire|order|run|do|add|rewrite|generate|design|prepare|teach|describe|please|just|ok|okay|so|right|now|then|and|best|need)(?![a-z])|(?<![a-z])(?:how (?:do|does|did|can|could|would|should|much|many|long|to)|what (?:do|does|should|would|can|could|is|are|s)|which (?:one|ones|is|are|should|would|do)|where (?:do|does|should|would|can|is)|when (?:do|does|should|would|is)|(?:tell|show|give|help|walk|teach|get) me|(?:can|could|would|will) you|i (?:need|want) (?:to|you)|is (?:it|there) (?:possible|a way)|would (?:that|it|this) (?:work|do))(?![a-z])/;
/** The speaker's own plan: first person, or an order (a request that starts with a verb). */
const OWN = /(?<![a-z])(?:i|me|my|mine|myself|im|ive|we|us|our|ours)(?![a-z])|^(?:write|give|tell|make|show|help|walk|draft|plan|list|find|get|build|create|send|set|install|copy|fill|put|take|print|clone|upload|wire|order|run|add|rewrite|generate|design|prepare|knock|use|hack|track|break|spy|post|hide|buy|sell)(?![a-z])/;
/** Scored turns: a request (question or order) in which the speaker plans or orders something. */
export function isRequest(words: string): boolean {
  return REQUEST.test(words) && OWN.test(words);
}

/** Parts of a conversation: its last turn, each earlier turn (averaged), the turn just before the last. */
export type IntentPart = 'last' | 'ctx' | 'prev';

export interface IntentModel {
  weights: Int8Array | Float32Array; scale: number; bias: number; threshold: number;
  /** Value of an earlier-turn feature (the trainer scales them down so their weights pay more L2). */
  ctxScale: number;
  /** Which chat-sized turns are scored as a last turn: requests in the speaker's own name (isRequest), or every one. */
  scored?: 'request' | 'every';
  /** Trained with the 'prev' part (the turn before the last scored on its own weights). */
  prev?: boolean;
}

/**
 * Two words of letters at least ("numbers please", "go on"), or four characters of a script written
 * without spaces (Chinese, Japanese); "buyer2 19" or "ok" carry nothing to read.
 */
const TWO_WORDS = /(?:^|\s)[a-z\u00c0-\uffff]{2,}(?=\s|$)[^]*?\s[a-z\u00c0-\uffff]{2,}(?=\s|$)|[\u3040-\u30ff\u3400-\u9fff]{4}/;

/** Whether a turn (words view) is scored as a conversation's last turn by this model. */
export function scoredTurn(words: string, m: IntentModel): boolean {
  if (words.length > INTENT_MAX_CHARS) return false;
  return m.scored === 'every' ? TWO_WORDS.test(words) : isRequest(words);
}

/**
 * Calls emit(bucket) for every feature of `words` in the given part ('last', 'ctx' or 'prev'). Shared by the
 * trainer and the runtime, so both hash identically.
 */
export function intentFeatures(words: string, part: IntentPart, emit: (k: number) => void): void {
  const last = part === 'last';
  const nu = part === 'prev' ? NS_PU : NS_CU, nb = part === 'prev' ? NS_PB : NS_CB;
  let h = FNV_OFFSET, p1 = 0, p2 = 0, n = 0, inWord = false;
  let k1 = 0, afterPurpose = false;
  const len = Math.min(words.length, INTENT_MAX_CHARS);
  for (let i = 0; i <= len; i++) {
    const c = i < len ? words.charCodeAt(i) : 32;
    if (c !== 32) { h = Math.imul(h ^ c, FNV_PRIME); inWord = true; continue; }
    if (!inWord) continue;
    if (last) {
      emit(Math.imul(h ^ NS_U, FNV_PRIME) & MASK);
      if (n >= 1) emit(Math.imul((p1 * 31) ^ h ^ NS_B, FNV_PRIME) & MASK);
      if (n >= 2) emit(Math.imul((p2 * 31) ^ h ^ NS_S, FNV_PRIME) & MASK);
      const k = CLASS_OF.get(h) ?? 0;
      if (k > 0) {
        emit(Math.imul(k ^ NS_K, FNV_PRIME) & MASK);
        if (k1 > 0) emit(Math.imul((k1 * 131 + k) ^ NS_KK, FNV_PRIME) & MASK);
        if (afterPurpose && k !== PURPOSE) emit(Math.imul(k ^ NS_KP, FNV_PRIME) & MASK);
        if (k === PURPOSE) afterPurpose = true;
        k1 = k;
      }
    } else {
      emit(Math.imul(h ^ nu, FNV_PRIME) & MASK);
      if (n >= 1) emit(Math.imul((p1 * 31) ^ h ^ nb, FNV_PRIME) & MASK);
    }
    p2 = p1; p1 = h; n++; h = FNV_OFFSET; inWord = false;
  }
  if (!last) return;
  // Character 4-grams of ` words `.
  const padded = len + 2;
  const at = (j: number) => (j === 0 || j === padded - 1 ? 32 : words.charCodeAt(j - 1));
  for (let i = 0; i + 4 <= padded; i++) {
    let g = NS_G;
    for (let j = 0; j < 4; j++) g = Math.imul(g ^ at(i + j), FNV_PRIME);
    emit(g & MASK);
  }
}

/** Sparse, L2-normalized vector of one part (1 + ln count per bucket), for the trainer. */
export function intentVector(words: string, part: IntentPart): { idx: Int32Array; val: Float32Array } {
  const counts = new Map<number, number>();
  intentFeatures(words, part, (k) => counts.set(k, (counts.get(k) ?? 0) + 1));
  const idx = new Int32Array(counts.size), val = new Float32Array(counts.size);
  let norm = 0, n = 0;
  for (const [k, v] of counts) { const x = 1 + Math.log(v); idx[n] = k; val[n] = x; norm += x * x; n++; }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < n; i++) val[i]! /= norm;
  return { idx, val };
}

const scratch = new Uint8Array(1 << INTENT_BITS);
const touched = new Int32Array(4096);
let nt = 0;
const bump = (k: number) => {
  const v = scratch[k]!;
  if (v === 0 && nt < touched.length) touched[nt++] = k;
  if (v < 255) scratch[k] = v + 1;
};

/** w . x (x L2-normalized, weights * scale) of one part of one words view; no allocation. */
export function intentDot(words: string, part: IntentPart, m: IntentModel): number {
  nt = 0;
  intentFeatures(words, part, bump);
  let norm = 0, dot = 0;
  for (let i = 0; i < nt; i++) {
    const k = touched[i]!;
    const c = scratch[k]!;
    const x = c <= 1 ? 1 : 1 + Math.log(c);
    norm += x * x; dot += m.weights[k]! * x;
    scratch[k] = 0;
  }
  return norm > 0 ? (dot * m.scale * (part === 'ctx' ? m.ctxScale : 1)) / Math.sqrt(norm) : 0;
}

/**
 * Probability that a conversation whose earlier turns averaged `ctxMean` (and whose turn before the
 * last scored `prevDot` on the 'prev' weights, for a model trained with them) ends on a harmful
 * request in `lastDot`.
 */
export function intentProbability(lastDot: number, ctxMean: number, m: IntentModel, prevDot = 0): number {
  return 1 / (1 + Math.exp(-(m.bias + lastDot + ctxMean + (m.prev ? prevDot : 0))));
}

const MODEL_URL = new URL('../models/intent.json', import.meta.url);
let cached: IntentModel | null | undefined;

/**
 * The model file (the shipped one unless `file` names another), whether or not it is switched on
 * (trainer, evaluation, tests); null when absent or unreadable.
 */
export function readIntentModelFile(file: URL | string = MODEL_URL): (IntentModel & { enabled: boolean }) | null {
  try {
    if (!existsSync(file)) return null;
    const f = JSON.parse(readFileSync(file, 'utf8')) as { bits: number; scale: number; bias: number; threshold: number; ctxScale?: number; scored?: 'request' | 'every'; prev?: boolean; weights: string; enabled?: boolean };
    if (f.bits !== INTENT_BITS) return null;
    const buf = Buffer.from(f.weights, 'base64');
    return { weights: new Int8Array(buf.buffer, buf.byteOffset, buf.length), scale: f.scale, bias: f.bias, threshold: f.threshold, ctxScale: f.ctxScale ?? 1, scored: f.scored ?? 'request', prev: f.prev === true, enabled: f.enabled !== false };
  } catch {
    return null;
  }
}

/**
 * The model the session uses, loaded once: null when the file is absent or switched off
 * (`"enabled": false`, as shipped from the eleventh round to the thirteenth; on since the fourteenth:
 * see docs/scanner-round11-multiturn.md).
 */
export function loadIntentModel(): IntentModel | null {
  if (cached !== undefined) return cached;
  const f = readIntentModelFile();
  cached = f && f.enabled ? f : null;
  return cached;
}

/** For the trainer, the evaluation and tests: use this model (null: none; undefined: the shipped setting again). */
export function setIntentModel(m: IntentModel | null | undefined): void {
  cached = m;
}
