/**
 * What the HTTP thread sends to a scan worker and what comes back. Tasks travel in batches: one
 * message per batch, so the cost of crossing threads is shared by every scan in it.
 */
import type {
  EngineConfig, FileContentInput, FileContentResult, FileMetaInput, FileMetaResult, InboundResult,
  OutputInput, OutputResult,
} from '../engine/types.js';
import type { EscalationState } from '../engine/session/escalation.js';

export type ScanTask =
  | { op: 'inbound'; text: string }
  | { op: 'turn'; text: string; state?: EscalationState; now: number }
  | { op: 'wrap'; text: string; sessionId: string }
  | { op: 'output'; input: OutputInput }
  | { op: 'fileMeta'; input: FileMetaInput }
  | { op: 'fileContent'; input: FileContentInput }
  | { op: 'canaryCheck'; text: string; tokens: string[] };

export interface TaskResults {
  inbound: InboundResult;
  /** A message of a session: its result and the session's next escalation state. */
  turn: { result: InboundResult; state?: EscalationState };
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
  /** Multi-turn escalation (optional: an engine without it scans session messages one by one). */
  scanTurn?(text: string, prev: EscalationState | undefined, config: EngineConfig, now?: number): Promise<{ result: InboundResult; state: EscalationState }>;
}

/** Set once per worker through piscina's workerData. */
export interface WorkerSettings {
  engineConfig: EngineConfig;
  /** URL of the engine module; the built-in engine unless the platform names another (SCANNER_PATH). */
  engineUrl: string;
  /** L4 HMAC key, base64; absent where /v1/wrap is not served (the platform client's module pool). */
  spotlightKey?: string;
}
