/**
 * Same-process A/B of two scanner engines: `npx tsx bench/scanner/ab.ts <treeA> <treeB> [blocks]`
 * (each tree a checkout of this repository, e.g. `git worktree add /tmp/base <commit>` with its
 * node_modules linked). Both engines are imported into one process and scan the service bench's 1 KB
 * messages (benign and attacks, each distinct) in alternating blocks of 512, so both see the same
 * minutes of a machine whose speed swings; prints the median microseconds per scan of each and their
 * ratio. BENCH_ONLY=benign|attack keeps one kind. Figures are never asserted (docs/benchmarks.md).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchMessages } from './messages.js';

const [treeA, treeB] = [process.argv[2], process.argv[3]];
if (!treeA || !treeB) throw new Error('usage: tsx bench/scanner/ab.ts <treeA> <treeB> [blocks]');
const blocks = Number(process.argv[4] ?? 30);
const load = async (tree: string) => import(pathToFileURL(resolve(tree, 'scanner/engine/mod.ts')).href);
const A = await load(treeA);
const B = await load(treeB);

const only = process.env.BENCH_ONLY;
const texts = benchMessages(only === 'benign' || only === 'attack' ? only : undefined);

const configA = { ...A.DEFAULT_ENGINE_CONFIG, l3: null }, configB = { ...B.DEFAULT_ENGINE_CONFIG, l3: null };
for (let i = 0; i < 1500; i++) { await A.scanInbound(texts[i % 512]!, configA); await B.scanInbound(texts[i % 512]!, configB); }
const times: [number[], number[]] = [[], []];
for (let r = 0; r < blocks; r++) {
  for (const side of r % 2 === 0 ? [0, 1] : [1, 0]) {
    const t0 = performance.now();
    for (let j = 0; j < 512; j++) {
      const text = texts[(r * 7 + j) % 512]!;
      if (side === 0) await A.scanInbound(text, configA); else await B.scanInbound(text, configB);
    }
    times[side]!.push(((performance.now() - t0) / 512) * 1000);
  }
}
const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[xs.length >> 1]!;
const [a, b] = [median(times[0]), median(times[1])];
console.log(`A ${treeA}: ${a.toFixed(1)} us/scan   B ${treeB}: ${b.toFixed(1)} us/scan   B/A ${(b / a).toFixed(3)}   (${blocks} blocks of 512 each, ${only ?? 'half benign, half attacks'})`);
