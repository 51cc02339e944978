/**
 * The layering of STYLE.md, enforced: every import of every source file is read and checked against
 * the rules below. A new file that crosses a boundary fails here, not in review.
 */
import { expect } from 'chai';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const PRODUCT = ['actors', 'chain', 'client', 'config', 'dispatcher', 'gateway', 'migrations', 'reputation', 'runtime', 'scanner'];

function files(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out = out.concat(files(p));
    else if (/\.(ts|mts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

interface Import { spec: string; typeOnly: boolean; target: string | null }

/** Static, dynamic and re-export imports of a file; `target` is the repository path of a relative one. */
export function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const re = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) {
    const spec = m[3] ?? m[4] ?? m[5]!;
    const target = spec.startsWith('.') ? relative(ROOT, resolve(dirname(file), spec)) : null;
    found.push({ spec, typeOnly: Boolean(m[2]), target });
  }
  return found;
}

const top = (path: string | null) => path?.split('/')[0] ?? null;

function violations(rule: (file: string, imp: Import) => string | null, folders = PRODUCT): string[] {
  const out: string[] = [];
  for (const folder of folders) {
    for (const file of files(join(ROOT, folder))) {
      const rel = relative(ROOT, file);
      for (const imp of importsOf(file)) {
        const why = rule(rel, imp);
        if (why) out.push(`${rel} imports ${imp.spec}: ${why}`);
      }
    }
  }
  return out;
}

describe('import boundaries', () => {
  it('finds the imports it checks (the checker itself works)', () => {
    const own = importsOf(join(ROOT, 'gateway/mod.ts'));
    expect(own.some((i) => i.target === 'gateway/app.js')).to.equal(true);
    expect(own.some((i) => i.spec === 'knex')).to.equal(true);
  });

  it('nothing outside bin/ imports bin/', () => {
    expect(violations((_f, i) => (top(i.target) === 'bin' ? 'bin/ is the CLI; wire through bin/platform.ts instead' : null))).to.deep.equal([]);
  });

  it('an actor machine imports only zod, the runtime\'s types and its own actor\'s types', () => {
    expect(violations((file, i) => {
      if (!/^actors\/[^/]+\/machine\.ts$/.test(file)) return null;
      if (i.spec === 'zod') return null;
      if (i.target === 'runtime/types.js' && i.typeOnly) return null;
      // its own actor's shapes (messages.ts, state.ts), as types only
      if (i.typeOnly && i.target && dirname(i.target) === dirname(file)) return null;
      return 'a machine is pure: zod, runtime types and its own actor\'s types only';
    }, ['actors'])).to.deep.equal([]);
  });

  it('the gateway reaches actors only through their messages.ts', () => {
    expect(violations((_f, i) => (top(i.target) === 'actors' && !/^actors\/[^/]+\/messages\.js$/.test(i.target!)
      ? 'the gateway sends commands; it imports an actor\'s messages.ts only' : null), ['gateway'])).to.deep.equal([]);
  });

  it('chain/ and scanner/ import neither the gateway nor the runtime nor the domain', () => {
    expect(violations((_f, i) => (['gateway', 'runtime', 'actors'].includes(top(i.target) ?? '')
      ? 'chain and scanner are libraries below the platform' : null), ['chain', 'scanner'])).to.deep.equal([]);
  });

  it('the runtime knows nothing of the domain or the gateway', () => {
    expect(violations((_f, i) => (['gateway', 'actors', 'chain', 'scanner'].includes(top(i.target) ?? '')
      ? 'runtime/ is domain-free' : null), ['runtime'])).to.deep.equal([]);
  });

  it('the dispatcher and the platform client reach the platform only over HTTP and socket.io', () => {
    expect(violations((_f, i) => (['gateway', 'actors', 'runtime', 'scanner', 'migrations'].includes(top(i.target) ?? '')
      ? 'a client of the platform imports none of its insides (spec/dispatcher.md; STYLE.md)' : null), ['dispatcher', 'client'])).to.deep.equal([]);
  });

  it('reputation/ reads the read models: it imports neither the gateway, the runtime nor the actors', () => {
    expect(violations((_f, i) => (['gateway', 'runtime', 'actors'].includes(top(i.target) ?? '')
      ? 'reputation works on the read models and the chain' : null), ['reputation'])).to.deep.equal([]);
  });

  it('config/ (shared value schemas) imports only zod', () => {
    expect(violations((_f, i) => (i.spec !== 'zod' ? 'config/ is below every program' : null), ['config'])).to.deep.equal([]);
  });

  it('actors never import the gateway', () => {
    expect(violations((_f, i) => (top(i.target) === 'gateway' ? 'dependencies point gateway -> actors' : null), ['actors'])).to.deep.equal([]);
  });
});
