/**
 * The scanner as a module (development, or co-deployed): the engine runs in this process, either
 * inline (`workers: 0`, simplest) or in its own piscina pool, so scans never block the caller's
 * event loop. SCANNER_PATH names another module with the engine's API instead of the built-in one.
 */
import type { EngineConfig } from '../engine/types.js';
import { EscalationTracker } from '../engine/session/escalation.js';
import { engineUrl } from '../service/engine-url.js';
import { ScanPool } from '../service/pool.js';
import type { FileContentScan, FileMetaScan, InboundScan, OutputScan } from '../service/responses.js';
import type { EngineModule } from '../service/tasks.js';
import type { FileContentInput, FileMetaInput, OutputScanInput, ScannerTransport } from './transport.js';


export interface ModuleOptions {
  /** Path or URL of the engine module (SCANNER_PATH); the built-in engine when absent. */
  modulePath?: string;
  /** 0 runs the engine on the calling thread; more runs it in a pool of that many threads. */
  workers?: number;
  engineConfig: EngineConfig;
  /** Per-batch time limit in pool mode. */
  taskTimeoutMs?: number;
}

const inbound = (r: InboundScan): InboundScan => ({ score: r.score, safe: r.safe, classification: r.classification, flags: r.flags });

export class ModuleTransport implements ScannerTransport {
  private engine?: Promise<EngineModule>;
  private readonly pool?: ScanPool;
  /** Escalation states of the conversations scanned here (module mode keeps them in this process). */
  private readonly sessions = new EscalationTracker();

  constructor(private readonly opts: ModuleOptions) {
    const url = engineUrl(opts.modulePath);
    if ((opts.workers ?? 0) > 0) {
      this.pool = new ScanPool({
        workers: opts.workers!, concurrencyPerWorker: 4, maxQueue: 10_000, batchSize: 16,
        taskTimeoutMs: opts.taskTimeoutMs ?? 10_000, settings: { engineConfig: opts.engineConfig, engineUrl: url },
      });
    } else {
      this.engine = import(url) as Promise<EngineModule>;
    }
  }

  async scan(text: string, sessionId?: string): Promise<InboundScan> {
    if (sessionId !== undefined) {
      const now = Date.now();
      const prev = this.sessions.get(sessionId, now);
      const engine = this.pool ? undefined : await this.engine!;
      if (this.pool || engine?.scanTurn) {
        const t = this.pool
          ? await this.pool.run({ op: 'turn', text, state: prev, now })
          : await engine!.scanTurn!(text, prev, this.opts.engineConfig, now);
        if (t.state) this.sessions.set(sessionId, t.state);
        return inbound(t.result);
      }
    }
    const r = this.pool ? await this.pool.run({ op: 'inbound', text }) : await (await this.engine!).scanInbound(text, this.opts.engineConfig);
    return inbound(r);
  }

  async scanOutput(input: OutputScanInput): Promise<OutputScan> {
    const r = this.pool ? await this.pool.run({ op: 'output', input }) : await (await this.engine!).scanOutput(input, this.opts.engineConfig);
    return { safe: r.safe, score: r.score, classification: r.classification, flags: r.flags, scannedAt: r.scannedAt };
  }

  async scanFile(input: FileMetaInput): Promise<FileMetaScan> {
    const r = this.pool ? await this.pool.run({ op: 'fileMeta', input }) : (await this.engine!).scanFileMeta(input);
    return { safe: r.safe, score: r.score, flags: r.flags };
  }

  async scanFileContent(input: FileContentInput): Promise<FileContentScan> {
    const r = this.pool ? await this.pool.run({ op: 'fileContent', input })
      : await (await this.engine!).scanFileContent(input, this.opts.engineConfig);
    return { ...inbound(r), fileFlags: r.fileFlags };
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
