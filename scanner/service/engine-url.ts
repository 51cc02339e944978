/** Where the scan workers load the engine from: the built-in one, or a module with the same API. */
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BUILTIN_ENGINE_URL = new URL('../engine/mod.ts', import.meta.url).href;

/** The URL of an engine module given as a path (relative to the working directory) or a URL. */
export function engineUrl(modulePath?: string): string {
  if (!modulePath) return BUILTIN_ENGINE_URL;
  if (/^(?:file|data):/.test(modulePath)) return modulePath;
  return pathToFileURL(isAbsolute(modulePath) ? modulePath : resolve(modulePath)).href;
}
