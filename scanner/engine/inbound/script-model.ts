/**
 * A classifier for texts written mostly in scripts other than Latin (Arabic, Hebrew, Greek, Cyrillic,
 * Devanagari, Bengali, Thai, Hangul, Chinese, Japanese...). The word model (features.ts) reads word
 * unigrams, bigrams and character 4-grams of a words view that drops combining marks: Hindi, Bengali
 * and Thai lose their vowel signs there, and Chinese and Japanese, written without spaces, give it one
 * "word" per clause. This model reads character 1- to 3-grams (of letters with their marks) and the
 * space-separated tokens, hashed into 2^SCRIPT_BITS buckets, and was trained by
 * train/train-script-model.ts on helper-written text in those scripts only (never on evaluation rows).
 */
import { readFileSync, existsSync } from 'node:fs';
import { ModelFile, type LinearModel } from './classifier.js';

export const SCRIPT_BITS = 16;
const MASK = (1 << SCRIPT_BITS) - 1;
const HEAD = 1500;
const TAIL = 500;
const FNV_PRIME = 0x01000193;
/** Letters read to decide a text's script. */
const SAMPLE = 400;
/** Fewest letters of other scripts a text needs to be read by this model. */
const MIN_OTHER = 8;
/**
 * Least weight of a script view the model scores (letters and digits, ideographs, kana and Hangul
 * syllables counting two): a short message gives it too few n-grams to read ("please resend the project
 * files" in Hindi read as a request for files), and the word model and the lexicons still read it.
 */
const MIN_WEIGHT = Number(process.env.SCRIPT_MIN_WEIGHT ?? 60);

function weight(view: string): number {
  let w = 0;
  for (let i = 0; i < view.length; i++) {
    const c = view.charCodeAt(i);
    if (c !== 32) w += c >= 0x2e80 ? 2 : 1;
  }
  return w;
}

/**
 * True when most letters of the opening are in scripts other than Latin (code points from U+0370 on,
 * that is past Latin, its extensions and the IPA block) and there are at least MIN_OTHER of them.
 */
export function mainlyOtherScript(text: string): boolean {
  let latin = 0, other = 0;
  const n = Math.min(text.length, SAMPLE);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x41) continue;
    if (c < 0x7b) { if (c >= 0x61 || c <= 0x5a) latin++; continue; }
    if (c < 0xc0) continue;
    if (c < 0x370) { latin++; continue; }
    // Letters of other scripts; punctuation blocks (U+2000-U+2BFF, CJK punctuation U+3000-U+303F,
    // fullwidth forms U+FF00-U+FF0F) and surrogates (emoji) are not counted.
    if ((c >= 0x2000 && c < 0x2c00) || (c >= 0x3000 && c < 0x3040) || (c >= 0xd800 && c < 0xe000) || (c >= 0xff00 && c < 0xff10)) continue;
    other++;
  }
  return other >= MIN_OTHER && other > latin;
}

/** The commonest English words: a text of Latin letters with few of them is in another language. */
const ENGLISH = new Set('the a an and or but of to in on at for with from by is are was were be been it this that these those i you he she we they me my your our their not no do does did have has had will would can could should what which who how when where why if then so as there here all any some just about into than also only very please'.split(' '));
/** Common words of other languages written in Latin letters (de, es, fr, pt, it, nl, pl, tr, id, sv, ro, cs, vi, sw, tl). */
const FOREIGN = new Set(('der die das und ist nicht ich du sie wir mit auf für fuer ein eine zu von den dem bitte auch mir mich dich dein deine ' +
  'el la los las y es que de en por para con una un lo se no su sus al del pero como mi tu te por favor ' +
  'le les et est une des du dans pour avec pas je tu vous nous il elle sur ce cette qui mais ' +
  'o os as um uma não nao com para você voce eu meu minha seu sua isso ' +
  'il lo gli e di che per con non un una mi ti si sono questo questa ' +
  'het een en is niet ik je jij u wij met op voor van dat dit maar ook ' +
  'i w z na nie jest się sie to że ze do jak ale czy mnie ' +
  've bir bu için icin ile değil degil ben sen ne mi da de ' +
  'yang dan di ini itu dengan untuk tidak saya aku kamu anda ke dari ' +
  'och att det som är inte jag du på en ett med för ' +
  'și si în pe cu nu eu tu este care ' +
  'và của là không tôi bạn có được cho này ' +
  'kwa hii mimi wewe ' +
  'ang mga ako ikaw hindi').split(' ').filter((w) => w.length > 1));

/**
 * True when a text is in another language than English: mostly letters of other scripts, or Latin
 * letters where the first 60 words hold at least four common words of other languages and more of
 * them than of English.
 */
export function otherLanguage(text: string, words?: string): boolean {
  if (mainlyOtherScript(text)) return true;
  const toks = (words ?? text.toLowerCase()).split(/[^\p{L}]+/u, 61);
  let en = 0, fo = 0;
  for (const t of toks) { if (ENGLISH.has(t)) en++; else if (FOREIGN.has(t)) fo++; }
  return fo >= 4 && fo > 2 * en;
}

/** The text this model reads: lowercase letters with their marks and digits, runs of anything else as one space. */
export function scriptView(plain: string): string {
  const t = plain.length > HEAD + TAIL ? `${plain.slice(0, HEAD)} ${plain.slice(plain.length - TAIL)}` : plain;
  return t.normalize('NFC').toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
}

/** Hashed feature counts of a script view: character 1-, 2- and 3-grams within tokens (padded by one space) and whole tokens. */
export function scriptFeatures(view: string): Map<number, number> {
  const counts = new Map<number, number>();
  const bump = (h: number) => { const k = h & MASK; counts.set(k, (counts.get(k) ?? 0) + 1); };
  const padded = ` ${view} `;
  const n = padded.length;
  let tok = 0x811c9dc5, inTok = false;
  for (let i = 0; i < n; i++) {
    const c = padded.charCodeAt(i);
    if (c !== 32) {
      bump(Math.imul(0x3b9aca07 ^ c, FNV_PRIME));
      tok = Math.imul(tok ^ c, FNV_PRIME); inTok = true;
    } else if (inTok) { bump(Math.imul(tok ^ 0x7f4a7c15, FNV_PRIME)); tok = 0x811c9dc5; inTok = false; }
    if (i + 2 <= n) bump(Math.imul(Math.imul(0x6d2b79f5 ^ c, FNV_PRIME) ^ padded.charCodeAt(i + 1), FNV_PRIME));
    if (i + 3 <= n) bump(Math.imul(Math.imul(Math.imul(0x1b873593 ^ c, FNV_PRIME) ^ padded.charCodeAt(i + 1), FNV_PRIME) ^ padded.charCodeAt(i + 2), FNV_PRIME));
  }
  return counts;
}

/** bias + w.x / |x| with x = 1 + ln(count). */
export function scriptScore(view: string, weights: Float32Array | Int8Array, bias: number, scale = 1): number {
  let norm = 0, dot = 0;
  for (const [k, c] of scriptFeatures(view)) {
    const x = 1 + Math.log(c);
    norm += x * x;
    dot += weights[k]! * x;
  }
  return bias + (norm > 0 ? (dot * scale) / Math.sqrt(norm) : 0);
}

let cached: LinearModel | null | undefined;
/** Experiment: the model also reads texts in other languages written in Latin letters. */
const LATIN_TOO = process.env.SCRIPT_LATIN === '1';

/** The shipped model (models/classifier-scripts.json), or null when absent. */
export function loadScriptModel(): LinearModel | null {
  if (cached !== undefined) return cached;
  const url = new URL('../models/classifier-scripts.json', import.meta.url);
  if (!existsSync(url)) return (cached = null);
  const file = ModelFile.parse(JSON.parse(readFileSync(url, 'utf8')));
  if (file.bits !== SCRIPT_BITS) throw new Error(`script model has ${file.bits} bits, features use ${SCRIPT_BITS}`);
  const raw = Buffer.from(file.weights, 'base64');
  const weights = new Int8Array(raw.length);
  weights.set(new Int8Array(raw.buffer, raw.byteOffset, raw.length));
  return (cached = { weights, scale: file.scale, bias: file.bias, threshold: file.threshold });
}

/** Replaces the loaded model (the trainer's experiments); undefined reloads the shipped file. */
export function setScriptModel(model: LinearModel | null | undefined): void {
  cached = model;
}

/**
 * How far above its threshold the script model reads a text, from 0 (at the threshold) to 1, or
 * undefined when the text is mostly Latin, the model is absent, or it reads the text below threshold.
 */
export function scriptMargin(plain: string): number | undefined {
  if (!(LATIN_TOO ? otherLanguage(plain) : mainlyOtherScript(plain))) return undefined;
  const model = loadScriptModel();
  if (!model) return undefined;
  const view = scriptView(plain);
  if (weight(view) < MIN_WEIGHT) return undefined;
  const p = 1 / (1 + Math.exp(-scriptScore(view, model.weights, model.bias, model.scale ?? 1)));
  if (p < model.threshold) return undefined;
  return (p - model.threshold) / (1 - model.threshold);
}
