/**
 * A test engine (loaded through SCANNER_ENGINE_PATH): the real engine, except that a text containing
 * `__fail__` throws and one containing `__slow__` never finishes, so worker failures can be provoked.
 */
import * as engine from '../../../scanner/engine/mod.js';
import type { EngineConfig } from '../../../scanner/engine/types.js';

export const { scanOutput, scanFileMeta, scanFileContent } = engine;

export async function scanInbound(text: string, config: EngineConfig) {
  if (text.includes('__fail__')) throw new Error('engine failure on purpose');
  if (text.includes('__slow__')) {
    const until = Date.now() + 60_000;
    while (Date.now() < until) { /* a stuck layer */ }
  }
  return engine.scanInbound(text, config);
}
