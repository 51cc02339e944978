/** Public types of the detection engine; the service and the client import these. */

/** Engine settings, read once by the caller (service config or platform client). */
export interface EngineConfig {
  /** Score at or above which an inbound message is `likely_injection` (default 0.7). */
  blockThreshold: number;
  /** Score at or above which an inbound message is `suspicious` (default 0.3). */
  suspiciousThreshold: number;
  /** Entropy, perplexity and the local statistical classifier (default true). */
  l2Enabled: boolean;
  /** Third-party classifier over HTTP (Hugging Face text-classification protocol); null = off. */
  l3: { url: string; apiKey: string; timeoutMs: number } | null;
}

export type LayerName = 'l1' | 'l1plus' | 'l2' | 'l3' | 'l5' | 'l6';

export type Layers = Partial<Record<LayerName, number>>;

export interface InboundResult {
  score: number;
  safe: boolean;
  classification: 'safe' | 'suspicious' | 'likely_injection';
  /** Detection labels such as `instruction_override`, `exfiltration`. */
  flags: string[];
  /** Hits per layer, for the /v1/stats counters. */
  layers: Layers;
}

export type Severity = 'low' | 'medium' | 'high' | 'critical';
export type FlagAction = 'block' | 'redact' | 'warn' | 'allow';

export interface StructuredFlag {
  type: string;
  severity: Severity;
  detail: string;
  action: FlagAction;
}

export interface OutputResult {
  safe: boolean;
  score: number;
  classification: 'clean' | 'suspicious_content' | 'contains_pii';
  flags: StructuredFlag[];
  scannedAt: number;
  layers: Layers;
}

export interface OutputInput {
  text: string;
  jobId: string;
  jobCategory?: string;
  whitelistedAddresses?: string[];
  /** Live canary tokens; a hit is a critical `canary_leak` block flag. */
  canaryTokens?: string[];
}

export interface FileMetaInput {
  filename: string;
  mimetype?: string;
  size?: number;
  path?: string;
}

export interface FileMetaResult {
  safe: boolean;
  score: number;
  flags: StructuredFlag[];
  layers: Layers;
}

export interface FileContentInput {
  filename: string;
  mimetype?: string;
  /** Text content; base64 of the bytes when `encoding` is 'base64' or the mimetype is not textual. */
  content: string;
  encoding?: 'utf8' | 'base64';
}

export type FileContentResult = InboundResult & { fileFlags: StructuredFlag[] };
