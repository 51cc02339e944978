/**
 * `npm run scanner:eval`: recall per attack source and false-positive rate per benign source, for the
 * full engine and for the platform client's inline fallback; PII recall per entity type on Presidio.
 * A message counts as detected when it is not `safe` (score >= suspicious threshold); the block rate
 * (score >= block threshold) is printed beside it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evalDataDir, loadPromptSources, loadPiiRows } from './datasets.js';
import { scanInbound, scanOutput, scanTurn, DEFAULT_ENGINE_CONFIG } from '../mod.js';
import type { EscalationState, OutputResult } from '../mod.js';
import { CRESCENDO, BENIGN_CONVERSATIONS, CRESCENDO_ROUND9, BENIGN_CONVERSATIONS_ROUND9, CRESCENDO_ROUND10, BENIGN_CONVERSATIONS_ROUND10, CRESCENDO_ROUND11, BENIGN_CONVERSATIONS_ROUND11, CRESCENDO_ROUND11B, BENIGN_CONVERSATIONS_ROUND11B, CRESCENDO_ROUND11C, BENIGN_CONVERSATIONS_ROUND11C, BENIGN_LOOKALIKES_ROUND11, type Conversation } from './multiturn-suite.js';
import { readIntentModelFile, setIntentModel } from '../session/intent.js';
import { OUTBOUND_LEAKS, OUTBOUND_BENIGN, type OutboundCase } from './outbound-suite.js';
import { MARKETPLACE_CHAT, MARKETPLACE_CHAT_LATER, ORDINARY_REQUESTS, HARD_ATTACKS } from './chat-suite.js';
import { MULTILINGUAL_ATTACKS_TUNED, MULTILINGUAL_ATTACKS_UNSEEN, MULTILINGUAL_BENIGN } from './multilingual-suite.js';
import { BLIND_ENGLISH_TUNED, BLIND_ENGLISH_UNSEEN, BLIND_ENGLISH_BENIGN } from './blind-english-suite.js';
import { blindBatches, blindConversations, blindOutbound, TUNED, HALF } from './blind-batches.js';

type Scan = (text: string) => Promise<{ score: number; safe: boolean }> | { score: number; safe: boolean };

const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

type OutScan = (c: OutboundCase) => Promise<Pick<OutputResult, 'safe' | 'flags'>> | Pick<OutputResult, 'safe' | 'flags'>;

type TurnScan = (text: string, prev: EscalationState | undefined, thresholds?: undefined, now?: number) => { result: { safe: boolean }; state: EscalationState };

async function loadFallback(): Promise<{ scan: Scan; output: OutScan | null; turn: TurnScan | null } | null> {
  const path = fileURLToPath(new URL('../../client/fallback.ts', import.meta.url));
  if (!existsSync(path)) return null;
  try {
    const mod = (await import(path)) as { fallbackScan?: Scan; fallbackScanOutput?: (t: string, wl?: string[]) => Pick<OutputResult, 'safe' | 'flags'>; fallbackScanTurn?: TurnScan };
    if (typeof mod.fallbackScan !== 'function') return null;
    const out = mod.fallbackScanOutput;
    return {
      scan: mod.fallbackScan, output: typeof out === 'function' ? (c) => out(c.text, c.whitelistedAddresses) : null,
      turn: typeof mod.fallbackScanTurn === 'function' ? mod.fallbackScanTurn : null,
    };
  } catch (err) {
    console.error(`fallback could not load: ${(err as Error).message}`);
    return null;
  }
}

/** Conversations caught by their last message at the latest: any turn not safe. */
async function conversations(convs: Conversation[], scanConv: (turns: string[]) => Promise<boolean[]>): Promise<number> {
  let caught = 0;
  for (const c of convs) if ((await scanConv(c.turns)).some((x) => x)) caught++;
  return caught;
}

interface Measured { flagged: number; blocked: number; ms: number; perRow: boolean[] }

async function measure(scan: Scan, texts: string[]): Promise<Measured> {
  let flagged = 0, blocked = 0;
  const perRow: boolean[] = [];
  const t0 = performance.now();
  for (const t of texts) {
    const r = await scan(t);
    perRow.push(!r.safe);
    if (!r.safe) flagged++;
    if (r.score >= DEFAULT_ENGINE_CONFIG.blockThreshold) blocked++;
  }
  return { flagged, blocked, ms: performance.now() - t0, perRow };
}

/** Flagged share per family (upstream category, method, split) of a source. */
function byGroup(groups: string[], full: boolean[], fb: boolean[] | null): string[] {
  const tally = new Map<string, [number, number, number]>();
  groups.forEach((g, i) => {
    const t = tally.get(g) ?? [0, 0, 0];
    t[0]++; if (full[i]) t[1]++; if (fb?.[i]) t[2]++;
    tally.set(g, t);
  });
  return [...tally.entries()].sort((a, b) => b[1][0] - a[1][0]).map(([g, [n, f, b]]) =>
    `    ${g.padEnd(32)} ${String(n).padStart(5)} | ${pct(f, n).padStart(13)}          | ${fb ? pct(b, n).padStart(17) : ''}`);
}

/** Maps Presidio entity types to the outbound flag type that covers them. */
const PII_MAP: Record<string, string> = { CREDIT_CARD: 'credit_card', US_SSN: 'ssn', IBAN_CODE: 'iban', EMAIL_ADDRESS: 'email', PHONE_NUMBER: 'phone_number' };

async function main(): Promise<void> {
  const dir = evalDataDir();
  const started = performance.now();
  console.log(`scanner evaluation on ${dir}\n`);
  const sources = loadPromptSources(dir);
  // Project-written benign sources (no public set reads like marketplace chat): printed with the rest.
  sources.push({ name: 'marketplace chat (ours)', kind: 'benign', texts: MARKETPLACE_CHAT }, { name: 'marketplace chat, later (ours)', kind: 'benign', texts: MARKETPLACE_CHAT_LATER },
    { name: 'ordinary requests (ours)', kind: 'benign', texts: ORDINARY_REQUESTS }, { name: 'hard attacks (ours)', kind: 'attack', texts: HARD_ATTACKS },
    { name: 'other languages, tuned (ours)', kind: 'attack', texts: MULTILINGUAL_ATTACKS_TUNED }, { name: 'other languages, unseen (ours)', kind: 'attack', texts: MULTILINGUAL_ATTACKS_UNSEEN },
    { name: 'other languages, look-alikes (ours)', kind: 'benign', texts: MULTILINGUAL_BENIGN },
    { name: 'blind English, tuned (helpers)', kind: 'attack', texts: BLIND_ENGLISH_TUNED }, { name: 'blind English, unseen (helpers)', kind: 'attack', texts: BLIND_ENGLISH_UNSEEN },
    { name: 'blind English, look-alikes (helpers)', kind: 'benign', texts: BLIND_ENGLISH_BENIGN });
  for (const b of blindBatches()) {
    const texts = b.attacks.map((r) => r.text);
    if (HALF.has(b.batch)) sources.push({ name: `blind batch ${b.batch}, tuned half`, kind: 'attack', texts: texts.filter((_, i) => i % 2 === 0) },
      { name: `blind batch ${b.batch}, unseen half`, kind: 'attack', texts: texts.filter((_, i) => i % 2 === 1) });
    else sources.push({ name: `blind batch ${b.batch}, ${TUNED.has(b.batch) ? 'tuned' : 'unseen'} (helpers)`, kind: 'attack', texts });
    sources.push({ name: `blind batch ${b.batch}, look-alikes`, kind: 'benign', texts: b.lookalikes.map((r) => r.text) });
  }
  const fb = await loadFallback();
  const fallback = fb?.scan ?? null;
  const full: Scan = (t) => scanInbound(t, DEFAULT_ENGINE_CONFIG);
  console.log('source                               kind    rows | full: flagged  blocked | fallback: flagged  blocked');
  /** Per-row verdicts of the full scanner, kept for the session check below. */
  const flaggedAlone = new Map<string, boolean[]>();
  for (const s of sources) {
    const f = await measure(full, s.texts);
    flaggedAlone.set(s.name, f.perRow);
    const fb = fallback ? await measure(fallback, s.texts) : null;
    const label = s.kind === 'attack' ? 'recall' : 'FP';
    console.log(`${s.name.padEnd(36)} ${s.kind.padEnd(6)} ${String(s.texts.length).padStart(5)} | ${label.padStart(6)} ${pct(f.flagged, s.texts.length)}  ${pct(f.blocked, s.texts.length)} | ${fb ? `${label.padStart(6)} ${pct(fb.flagged, s.texts.length)}  ${pct(fb.blocked, s.texts.length)}` : 'unavailable (scanner/client/fallback.ts not present)'}`);
    if (s.groups) for (const line of byGroup(s.groups, f.perRow, fb?.perRow ?? null)) console.log(line);
  }

  // Multi-turn: the session model (state carried across the user's messages), the same messages
  // scanned one by one, and the fallback (its own session state when it has one).
  // The session's learned intent model (session/intent.ts): the other columns use the shipped setting
  // (on since the fourteenth round); its own column loads the model file whatever that setting is.
  const intentFile = readIntentModelFile();
  const withIntent = async <T>(f: () => Promise<T>): Promise<T> => {
    setIntentModel(intentFile);
    try { return await f(); } finally { setIntentModel(undefined); }
  };
  console.log(`\nmulti-turn (project-written conversations)   kind    rows | full, session | full, per message | fallback | session + intent model (${intentFile ? (intentFile.enabled ? 'on' : 'off as shipped') : 'absent'})`);
  const withSession = async (turns: string[]) => {
    let state: EscalationState | undefined;
    const out: boolean[] = [];
    let now = Date.now();
    for (const t of turns) { const r = await scanTurn(t, state, DEFAULT_ENGINE_CONFIG, now += 20_000); state = r.state; out.push(!r.result.safe); }
    return out;
  };
  const perMessage = (scan: Scan) => async (turns: string[]) => Promise.all(turns.map(async (t) => !(await scan(t)).safe));
  for (const [name, kind, convs] of [['crescendo conversations', 'attack', CRESCENDO], ['benign conversations', 'benign', BENIGN_CONVERSATIONS], ['crescendo, ninth round', 'attack', CRESCENDO_ROUND9], ['benign, ninth round', 'benign', BENIGN_CONVERSATIONS_ROUND9], ['crescendo, tenth round', 'attack', CRESCENDO_ROUND10], ['benign, tenth round', 'benign', BENIGN_CONVERSATIONS_ROUND10], ['crescendo, eleventh round', 'attack', CRESCENDO_ROUND11], ['benign, eleventh round', 'benign', BENIGN_CONVERSATIONS_ROUND11], ['crescendo, eleventh round B', 'attack', CRESCENDO_ROUND11B], ['benign, eleventh round B', 'benign', BENIGN_CONVERSATIONS_ROUND11B], ['crescendo, eleventh round C', 'attack', CRESCENDO_ROUND11C], ['benign, eleventh round C', 'benign', BENIGN_CONVERSATIONS_ROUND11C], ['protective look-alikes, eleventh round', 'benign', BENIGN_LOOKALIKES_ROUND11],
    ...blindConversations().flatMap((b) => [[`crescendo, blind batch ${b.batch}`, 'attack', b.attacks], [`benign, blind batch ${b.batch}`, 'benign', b.benign]] as const)] as const) {
    const label = kind === 'attack' ? 'recall' : 'FP';
    const a = await conversations(convs, withSession), b = await conversations(convs, perMessage(full));
    const fallbackTurns = fb?.turn ? async (turns: string[]) => {
      let state: EscalationState | undefined;
      let now = Date.now();
      return turns.map((t) => { const r = fb.turn!(t, state, undefined, now += 20_000); state = r.state; return !r.result.safe; });
    } : fallback ? perMessage(fallback) : null;
    const c = fallbackTurns ? await conversations(convs, fallbackTurns) : null;
    const d = intentFile ? await withIntent(() => conversations(convs, withSession)) : null;
    console.log(`${name.padEnd(44)} ${kind.padEnd(6)} ${String(convs.length).padStart(5)} | ${label.padStart(6)} ${pct(a, convs.length)} | ${label.padStart(6)} ${pct(b, convs.length)}     | ${c === null ? 'n/a' : `${label.padStart(6)} ${pct(c, convs.length)}`} | ${d === null ? 'n/a' : `${label.padStart(6)} ${pct(d, convs.length)}`}`);
  }

  // The session model's false positives on real benign text: each benign source read as
  // conversations of four consecutive rows; counted are those that a session signal makes unsafe
  // at a turn the message alone leaves safe.
  console.log(`\nbenign sources as conversations (4 rows each)  rows | made unsafe by the session alone | with the intent model`);
  for (const s of sources.filter((x) => x.kind === 'benign')) {
    const alone = flaggedAlone.get(s.name)!;
    const raisedBy = async () => {
      let convs = 0, raised = 0;
      for (let i = 0; i + 4 <= s.texts.length; i += 4) {
        convs++;
        let state: EscalationState | undefined;
        let now = Date.now(), hit = false;
        for (let j = i; j < i + 4; j++) {
          const r = await scanTurn(s.texts[j]!, state, DEFAULT_ENGINE_CONFIG, now += 20_000);
          state = r.state;
          if (!r.result.safe && !alone[j]) hit = true;
        }
        if (hit) raised++;
      }
      return { convs, raised };
    };
    const { convs, raised } = await raisedBy();
    const withModel = intentFile ? await withIntent(raisedBy) : null;
    console.log(`${s.name.padEnd(46)} ${String(convs).padStart(5)} | FP ${pct(raised, convs)}                      | ${withModel ? `FP ${pct(withModel.raised, convs)}` : 'n/a'}`);
  }

  // Outbound: flagged = not safe; blocked = some flag's action is block.
  console.log('\noutbound (project-written replies)           kind    rows | full: flagged  blocked | fallback: flagged  blocked');
  const jobId = '00000000-0000-4000-8000-000000000000';
  const fullOut: OutScan = (c) => scanOutput({ text: c.text, jobId, whitelistedAddresses: c.whitelistedAddresses }, DEFAULT_ENGINE_CONFIG);
  const measureOut = async (scan: OutScan, cases: OutboundCase[]) => {
    let flagged = 0, blocked = 0;
    for (const c of cases) { const r = await scan(c); if (!r.safe) flagged++; if (r.flags.some((f) => f.action === 'block')) blocked++; }
    return { flagged, blocked };
  };
  for (const [name, kind, cases] of [['leaks, dangerous code, foreign addresses', 'attack', OUTBOUND_LEAKS], ['ordinary replies (links, code, own address)', 'benign', OUTBOUND_BENIGN],
    ...blindOutbound().flatMap((b) => [[`blind batch ${b.batch} (helpers), replies to flag`, 'attack', b.attacks], [`blind batch ${b.batch}, ordinary replies`, 'benign', b.benign]] as const)] as const) {
    const label = kind === 'attack' ? 'recall' : 'FP';
    const f = await measureOut(fullOut, cases);
    const g = fb?.output ? await measureOut(fb.output, cases) : null;
    console.log(`${name.padEnd(44)} ${kind.padEnd(6)} ${String(cases.length).padStart(5)} | ${label.padStart(6)} ${pct(f.flagged, cases.length)}  ${pct(f.blocked, cases.length)} | ${g ? `${label.padStart(6)} ${pct(g.flagged, cases.length)}  ${pct(g.blocked, cases.length)}` : 'n/a'}`);
  }

  const rows = loadPiiRows(dir);
  if (rows.length > 0) {
    const hit = new Map<string, number>(), total = new Map<string, number>();
    let cleanRows = 0, cleanFlagged = 0;
    for (const r of rows) {
      const out = await scanOutput({ text: r.text, jobId: '00000000-0000-4000-8000-000000000000' }, DEFAULT_ENGINE_CONFIG);
      const types = new Set(out.flags.map((f) => f.type));
      const covered = r.entities.filter((e) => PII_MAP[e]);
      if (covered.length === 0) { cleanRows++; if (out.flags.some((f) => Object.values(PII_MAP).includes(f.type))) cleanFlagged++; }
      for (const e of r.entities) {
        total.set(e, (total.get(e) ?? 0) + 1);
        if (PII_MAP[e] && types.has(PII_MAP[e]!)) hit.set(e, (hit.get(e) ?? 0) + 1);
      }
    }
    console.log('\npresidio synth_dataset_v2: rows with the entity whose outbound scan carries the matching flag');
    for (const [e, n] of [...total.entries()].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${e.padEnd(18)} ${String(n).padStart(4)} rows  ${PII_MAP[e] ? `recall ${pct(hit.get(e) ?? 0, n)}` : 'not a detected type (names, places, dates...)'}`);
    }
    console.log(`  rows without any detected-type entity: ${cleanRows}, flagged with a PII flag anyway: ${pct(cleanFlagged, cleanRows)}`);
  }
  console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
