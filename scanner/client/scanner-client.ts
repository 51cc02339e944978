/**
 * The platform's scanner client. It calls the scanner (remote or module) through a circuit breaker
 * and, when the scanner is unreachable (network error, timeout, open breaker, broken answer), answers
 * from the inline fallback instead of failing: every result says which one produced it (`via`).
 *
 * Breaker: 5 failures in a row open it for 30 s (both configurable); then one probe decides.
 */
import type { Logger } from 'pino';
import type { EngineConfig } from '../engine/types.js';
import type { FileContentScan, FileMetaScan, InboundScan, OutputScan } from '../service/responses.js';
import { CircuitBreaker, type BreakerOptions, type BreakerState } from './breaker.js';
import { ScannerUnavailableError } from './errors.js';
import { DEFAULT_ESCALATION, EscalationTracker } from '../engine/session/escalation.js';
import { fallbackScan, fallbackScanOutput, fallbackScanTurn } from './fallback.js';
import { ModuleTransport } from './module.js';
import { RemoteTransport } from './remote.js';
import type { FileContentInput, FileMetaInput, OutputScanInput, ScannerTransport } from './transport.js';

export type Via = 'scanner' | 'fallback';

export interface ScannerClientOptions {
  /** SCANNER_API_URL: remote mode when set (with apiKey); module mode otherwise. */
  apiUrl?: string;
  /** SCANNER_API_KEY. */
  apiKey?: string;
  /** SCANNER_ENCRYPTION_KEY (base64, 256 bits). */
  encryptionKey?: string;
  /** SCANNER_SCAN_PATH (default /v1/scan). */
  scanPath?: string;
  /** SCANNER_TIMEOUT_MS (default 200). */
  timeoutMs?: number;
  /** SCANNER_PATH: engine module for module mode; the built-in engine when absent. */
  modulePath?: string;
  /** Module mode: 0 (default) runs the engine inline, more runs it in its own worker pool. */
  moduleWorkers?: number;
  /** Thresholds and layers for module mode and the fallback. */
  engineConfig?: Partial<EngineConfig>;
  breaker?: BreakerOptions;
  log?: Logger;
}

const DEFAULT_ENGINE: EngineConfig = { blockThreshold: 0.7, suspiciousThreshold: 0.3, l2Enabled: true, l3: null };

/** The client options of the platform configuration (bin/config.ts). */
export function scannerClientOptions(config: {
  SCANNER_API_URL?: string; SCANNER_API_KEY?: string; SCANNER_ENCRYPTION_KEY?: string;
  SCANNER_SCAN_PATH?: string; SCANNER_TIMEOUT_MS?: number; SCANNER_PATH?: string;
}): ScannerClientOptions {
  return {
    apiUrl: config.SCANNER_API_URL,
    // The scanner reads the same variable as a comma-separated list of accepted keys; the first is ours.
    apiKey: config.SCANNER_API_KEY?.split(',')[0]?.trim() || undefined,
    encryptionKey: config.SCANNER_ENCRYPTION_KEY,
    scanPath: config.SCANNER_SCAN_PATH,
    timeoutMs: config.SCANNER_TIMEOUT_MS,
    modulePath: config.SCANNER_PATH,
  };
}

// Filenames the fallback refuses: traversal, absolute paths, null bytes, control and bidi characters.
const RISKY_FILENAME = /(?:^|[\\/])\.\.(?:[\\/]|$)|^[\\/]|^[a-z]:[\\/]|[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/i;

export class ScannerClient {
  readonly mode: 'remote' | 'module';
  readonly breaker: CircuitBreaker;
  private readonly transport: ScannerTransport;
  private readonly engine: EngineConfig;
  /** Conversation states of the fallback's own answers, by session id (expire when idle). */
  private readonly fallbackSessions = new EscalationTracker({ ...DEFAULT_ESCALATION, maxSessions: 10_000 });

  constructor(private readonly opts: ScannerClientOptions = {}) {
    this.engine = { ...DEFAULT_ENGINE, ...opts.engineConfig };
    this.breaker = new CircuitBreaker(opts.breaker);
    if (opts.apiUrl) {
      if (!opts.apiKey) throw new Error('SCANNER_API_KEY is required with SCANNER_API_URL');
      this.mode = 'remote';
      this.transport = new RemoteTransport({
        apiUrl: opts.apiUrl, apiKey: opts.apiKey, encryptionKey: opts.encryptionKey, scanPath: opts.scanPath, timeoutMs: opts.timeoutMs,
      });
    } else {
      this.mode = 'module';
      this.transport = new ModuleTransport({ modulePath: opts.modulePath, workers: opts.moduleWorkers ?? 0, engineConfig: this.engine });
    }
  }

  get breakerState(): BreakerState {
    return this.breaker.state;
  }

  /**
   * Scores an inbound (buyer to agent) message; with `sessionId` the scanner also weighs the
   * conversation so far (multi-turn escalation). The fallback does too, over the turns it answered
   * itself (its sessions start when the scanner stops answering).
   */
  scan(text: string, opts: { sessionId?: string } = {}): Promise<InboundScan & { via: Via }> {
    return this.call('scan', () => this.transport.scan(text, opts.sessionId), () => {
      if (!opts.sessionId) return fallbackScan(text, this.engine);
      const { result, state } = fallbackScanTurn(text, this.fallbackSessions.get(opts.sessionId), this.engine);
      this.fallbackSessions.set(opts.sessionId, state);
      return result;
    });
  }

  /** Scores an outbound (agent to buyer) message. */
  scanOutput(input: OutputScanInput): Promise<OutputScan & { via: Via }> {
    return this.call('scanOutput', () => this.transport.scanOutput(input),
      () => fallbackScanOutput(input.text, input.whitelistedAddresses));
  }

  /** Checks a file's name, type, size and path. */
  scanFile(input: FileMetaInput): Promise<FileMetaScan & { via: Via }> {
    return this.call('scanFile', () => this.transport.scanFile(input), () => {
      const risky = RISKY_FILENAME.test(input.filename) || (input.path !== undefined && RISKY_FILENAME.test(input.path));
      return risky
        ? { safe: false, score: 1, flags: [{ type: 'path_traversal', severity: 'critical', detail: 'unsafe file name or path', action: 'block' }] }
        : { safe: true, score: 0, flags: [] };
    });
  }

  /** Scores a file's text content. */
  scanFileContent(input: FileContentInput): Promise<FileContentScan & { via: Via }> {
    return this.call('scanFileContent', () => this.transport.scanFileContent(input),
      () => ({ ...fallbackScan(input.content, this.engine), fileFlags: [] }));
  }

  async close(): Promise<void> {
    await this.transport.close();
  }

  private async call<T extends object>(op: string, remote: () => Promise<T>, fallback: () => T): Promise<T & { via: Via }> {
    if (!this.breaker.tryAcquire()) return { ...fallback(), via: 'fallback' };
    try {
      const result = await remote();
      this.breaker.success();
      return { ...result, via: 'scanner' };
    } catch (err) {
      const e = err instanceof ScannerUnavailableError ? err
        : new ScannerUnavailableError('engine_error', 'scanner engine failed', undefined, { cause: err });
      if (e.countsAsFailure) this.breaker.failure();
      else this.breaker.success();
      this.opts.log?.warn({ event: 'scanner.fallback', op, reason: e.reason, status: e.status, breaker: this.breaker.state }, e.message);
      return { ...fallback(), via: 'fallback' };
    }
  }
}
