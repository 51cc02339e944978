/**
 * Where the workplace's shared folder (spec, DESIGN.md, labelled data) is, for tests that read it in
 * place (it is never copied into the project): AP_SHARED_DIR when set, else the nearest ancestor of
 * the project holding `shared/data`, else `/work/shared`. Missing data fails loudly; it is never
 * skipped.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function findSharedDir(): string {
  if (process.env.AP_SHARED_DIR) return resolve(process.env.AP_SHARED_DIR);
  for (let dir = PROJECT_ROOT; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'shared', 'data'))) return join(dir, 'shared');
    if (dirname(dir) === dir) break;
  }
  return '/work/shared';
}

/** An absolute path inside the shared folder; throws naming AP_SHARED_DIR when it is not there. */
export function sharedPath(...parts: string[]): string {
  const path = join(findSharedDir(), ...parts);
  if (!existsSync(path)) {
    throw new Error(`shared data not found at ${path}; set AP_SHARED_DIR to the folder holding spec/ and data/`);
  }
  return path;
}
