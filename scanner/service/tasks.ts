/**
 * What the HTTP thread sends to a scan worker and what comes back. Tasks travel in batches: one
 * message per batch, so the cost of crossing threads is shared by every scan in it.
 */
import type {
  EngineConfig, FileContentInput, FileContentResult, FileMetaInput, FileMetaResult, InboundResult,
  OutputInput, OutputResult,
} from '../engine/types.js';

export type ScanTask =
  | { op: 'inbound'; text: string }
  | { op: 'wrap'; text: string; sessionId: string }
  | { op: 'output'; input: OutputInput }
  | { op: 'fileMeta'; input: FileMetaInput }
  | { op: 'fileContent'; input: FileContentInput }
  | { op: 'canaryCheck'; text: string; tokens: string[] };

export interface TaskResults {
  inbound: InboundResult;
  wrap: InboundResult & { wrapped?: string };
  output: OutputResult;
  fileMeta: FileMetaResult;
  fileContent: FileContentResult;
  canaryCheck: { tokens: string[] };
}

export type TaskOutcome = { ok: true; value: unknown } | { ok: false; error: string };

/** The engine functions a worker calls (spec of scanner/engine/mod.ts). */
export interface EngineModule {
  scanInbound(text: string, config: EngineConfig): Promise<InboundResult>;
  scanOutput(input: OutputInput, config: EngineConfig): Promise<OutputResult>;
  scanFileMeta(input: FileMetaInput): FileMetaResult;
  scanFileContent(input: FileContentInput, config: EngineConfig): Promise<FileContentResult>;
}

/** Set once per worker through piscina's workerData. */
export interface WorkerSettings {
  engineConfig: EngineConfig;
  /** URL of the engine module; the built-in engine unless the platform names another (SCANNER_PATH). */
  engineUrl: string;
  /** L4 HMAC key, base64; absent where /v1/wrap is not served (the platform client's module pool). */
  spotlightKey?: string;
}
