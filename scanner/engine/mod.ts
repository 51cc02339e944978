/**
 * The detection engine: pure functions, no I/O except the optional L3 classifier call, safe inside a
 * piscina worker. Models load once per process on first use.
 */
export type {
  EngineConfig, LayerName, Layers, InboundResult, StructuredFlag, OutputResult, OutputInput,
  FileMetaInput, FileMetaResult, FileContentInput, FileContentResult, Severity, FlagAction,
} from './types.js';
export { DEFAULT_ENGINE_CONFIG, EngineConfigSchema, engineConfig } from './config.js';
export { scanInbound } from './inbound/scan.js';
export { scanOutput } from './outbound/scan.js';
export { scanTurn, stepEscalation, turnCues, EscalationTracker, DEFAULT_ESCALATION } from './session/escalation.js';
export type { EscalationState, EscalationOptions, TurnCues } from './session/escalation.js';
export { scanFileMeta } from './file/meta.js';
export { scanFileContent } from './file/content.js';
export { classifierName } from './l3-classifier.js';
