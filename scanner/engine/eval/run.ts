/**
 * `npm run scanner:eval`: recall per attack source and false-positive rate per benign source, for the
 * full engine and for the platform client's inline fallback; PII recall per entity type on Presidio.
 * A message counts as detected when it is not `safe` (score >= suspicious threshold); the block rate
 * (score >= block threshold) is printed beside it.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evalDataDir, loadPromptSources, loadPiiRows } from './datasets.js';
import { scanInbound, scanOutput, DEFAULT_ENGINE_CONFIG } from '../mod.js';

type Scan = (text: string) => Promise<{ score: number; safe: boolean }> | { score: number; safe: boolean };

const pct = (n: number, d: number) => (d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);

async function loadFallback(): Promise<Scan | null> {
  const path = fileURLToPath(new URL('../../client/fallback.ts', import.meta.url));
  if (!existsSync(path)) return null;
  try {
    const mod = (await import(path)) as { fallbackScan?: Scan };
    return typeof mod.fallbackScan === 'function' ? mod.fallbackScan : null;
  } catch (err) {
    console.error(`fallback could not load: ${(err as Error).message}`);
    return null;
  }
}

async function measure(scan: Scan, texts: string[]): Promise<{ flagged: number; blocked: number; ms: number }> {
  let flagged = 0, blocked = 0;
  const t0 = performance.now();
  for (const t of texts) {
    const r = await scan(t);
    if (!r.safe) flagged++;
    if (r.score >= DEFAULT_ENGINE_CONFIG.blockThreshold) blocked++;
  }
  return { flagged, blocked, ms: performance.now() - t0 };
}

/** Maps Presidio entity types to the outbound flag type that covers them. */
const PII_MAP: Record<string, string> = { CREDIT_CARD: 'credit_card', US_SSN: 'ssn', IBAN_CODE: 'iban', EMAIL_ADDRESS: 'email', PHONE_NUMBER: 'phone_number' };

async function main(): Promise<void> {
  const dir = evalDataDir();
  const started = performance.now();
  console.log(`scanner evaluation on ${dir}\n`);
  const sources = loadPromptSources(dir);
  const fallback = await loadFallback();
  const full: Scan = (t) => scanInbound(t, DEFAULT_ENGINE_CONFIG);
  console.log('source                               kind    rows | full: flagged  blocked | fallback: flagged  blocked');
  for (const s of sources) {
    const f = await measure(full, s.texts);
    const fb = fallback ? await measure(fallback, s.texts) : null;
    const label = s.kind === 'attack' ? 'recall' : 'FP';
    console.log(`${s.name.padEnd(36)} ${s.kind.padEnd(6)} ${String(s.texts.length).padStart(5)} | ${label.padStart(6)} ${pct(f.flagged, s.texts.length)}  ${pct(f.blocked, s.texts.length)} | ${fb ? `${label.padStart(6)} ${pct(fb.flagged, s.texts.length)}  ${pct(fb.blocked, s.texts.length)}` : 'unavailable (scanner/client/fallback.ts not present)'}`);
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
