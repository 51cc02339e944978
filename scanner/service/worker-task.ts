/**
 * The body of a scan worker: runs a batch of tasks against the engine (L1-L3, L5, L6) and L4
 * spotlighting. Loaded by worker.mjs inside a piscina thread; the HTTP thread never scans.
 */
import { workerData } from 'node:worker_threads';
import { spotlight } from './spotlight.js';
import type { EngineModule, ScanTask, TaskOutcome, WorkerSettings } from './tasks.js';

const settings = workerData as WorkerSettings;
const engine = (await import(settings.engineUrl)) as EngineModule;
const config = settings.engineConfig;
const spotlightKey = settings.spotlightKey ? Buffer.from(settings.spotlightKey, 'base64') : undefined;

async function runOne(task: ScanTask): Promise<unknown> {
  switch (task.op) {
    case 'inbound':
      return engine.scanInbound(task.text, config);
    case 'turn':
      if (typeof engine.scanTurn === 'function') return engine.scanTurn(task.text, task.state, config, task.now);
      return { result: await engine.scanInbound(task.text, config) };
    case 'wrap': {
      if (!spotlightKey) throw new Error('spotlighting is not configured in this pool');
      const result = await engine.scanInbound(task.text, config);
      // Text at or above the block threshold is never handed back in wrapped form (spec, /v1/wrap).
      if (result.score >= config.blockThreshold) return { ...result, safe: false };
      return { ...result, wrapped: spotlight(spotlightKey, task.sessionId, task.text) };
    }
    case 'output':
      return engine.scanOutput(task.input, config);
    case 'fileMeta':
      return engine.scanFileMeta(task.input);
    case 'fileContent':
      return engine.scanFileContent(task.input, config);
    case 'canaryCheck':
    {
      // Tokens are lower case; a model that echoes one may change its case.
      const text = task.text.toLowerCase();
      return { tokens: task.tokens.filter((t) => text.includes(t)) };
    }
  }
}

/** Runs every task of the batch; one failing task does not fail the others. */
export default async function runBatch(batch: ScanTask[]): Promise<TaskOutcome[]> {
  return Promise.all(
    batch.map((task) =>
      runOne(task).then(
        (value): TaskOutcome => ({ ok: true, value }),
        (err): TaskOutcome => ({ ok: false, error: err instanceof Error ? err.message : String(err) }),
      ),
    ),
  );
}
