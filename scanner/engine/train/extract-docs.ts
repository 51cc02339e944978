/**
 * Builds corpus/benign-docs.txt: prose sentences from the README files of installed npm packages.
 * Technical prose is full of benign imperatives ("ignore files", "override the default", "send the
 * request to the server"), exactly the look-alikes the classifier must learn to pass.
 * Run: npx tsx scanner/engine/train/extract-docs.ts
 */
import { readdirSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const out = fileURLToPath(new URL('../corpus/benign-docs.txt', import.meta.url));
const MAX = 6000;

function readmes(dir: string, depth: number, acc: string[]): void {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (/^readme\.md$/i.test(name)) acc.push(p);
    else if (depth > 0 && !name.startsWith('.') && statSync(p).isDirectory()) readmes(p, depth - 1, acc);
  }
}

const files: string[] = [];
readmes(join(root, 'node_modules'), 2, files);
const seen = new Set<string>();
const sentences: string[] = [];
for (const f of files.sort()) {
  if (!existsSync(f)) continue;
  const text = readFileSync(f, 'utf8').replace(/```[\s\S]*?```/g, ' ').replace(/<[^>]+>/g, ' ').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
  for (const line of text.split(/\n\s*\n|(?<=[.!?])\s+(?=[A-Z])/)) {
    const s = line.replace(/\s+/g, ' ').replace(/^[#>*\-\d. |]+/, '').trim();
    if (s.length < 30 || s.length > 300 || /\|/.test(s) || (s.match(/[a-zA-Z]/g)?.length ?? 0) < s.length * 0.7) continue;
    const key = s.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    sentences.push(s);
  }
}
// Deterministic thinning to a bounded size.
const step = Math.max(1, sentences.length / MAX);
const picked: string[] = [];
for (let i = 0; i < sentences.length && picked.length < MAX; i += step) picked.push(sentences[Math.floor(i)]!);
writeFileSync(out, picked.join('\n') + '\n');
console.log(`${picked.length} sentences from ${files.length} READMEs -> ${out}`);
