/**
 * Starting and stopping the scanner service: canary store, spotlight key, worker pool (warmed before
 * the port opens), then the HTTP server. `stop` closes in reverse order.
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Logger } from 'pino';
import pkg from '../../package.json' with { type: 'json' };
import { CircuitBreaker } from '../client/breaker.js';
import { classifierName } from '../engine/l3-classifier.js';
import type { EngineConfig } from '../engine/types.js';
import { ApiKeys } from './api-keys.js';
import { createScannerApp } from './app.js';
import { CanaryStore } from './canary-store.js';
import type { ScannerConfig } from './config.js';
import { parseEncryptionKey } from './encryption.js';
import { engineUrl } from './engine-url.js';
import { ScanPool } from './pool.js';
import { RateLimits } from './rate-limits.js';
import { loadSpotlightKey } from './spotlight-key.js';
import { ScannerStats } from './stats.js';

export interface RunningScanner {
  url: string;
  port: number;
  server: Server;
  pool: ScanPool;
  canaries: CanaryStore;
  stats: ScannerStats;
  stop(graceMs?: number): Promise<void>;
}

/** The engine settings of a scanner configuration; L3 runs only with both a classifier URL and key. */
export function engineConfigOf(config: ScannerConfig): EngineConfig {
  const l3 = config.SCANNER_L3_ENABLED && config.SCANNER_CLASSIFIER_URL && config.SCANNER_CLASSIFIER_API_KEY
    ? { url: config.SCANNER_CLASSIFIER_URL, apiKey: config.SCANNER_CLASSIFIER_API_KEY, timeoutMs: config.SCANNER_CLASSIFIER_TIMEOUT_MS }
    : null;
  return {
    blockThreshold: config.SCANNER_BLOCK_THRESHOLD,
    suspiciousThreshold: config.SCANNER_SUSPICIOUS_THRESHOLD,
    l2Enabled: config.SCANNER_L2_ENABLED,
    l3,
  };
}

/** Starts the scanner service on SCANNER_HOST:SCANNER_PORT. */
export async function startScanner(config: ScannerConfig, log: Logger): Promise<RunningScanner> {
  const startedAt = Date.now();
  const engineConfig = engineConfigOf(config);
  if (config.SCANNER_L3_ENABLED && !engineConfig.l3) {
    log.warn({ event: 'scanner.l3_off' }, 'L3 classifier is off: set SCANNER_CLASSIFIER_URL and SCANNER_CLASSIFIER_API_KEY to enable it');
  }
  const dir = join(config.DATA_DIR, 'scanner');
  const canaries = await CanaryStore.open({ file: join(dir, 'canaries.json') });
  const spotlightKey = await loadSpotlightKey(config.SCANNER_SPOTLIGHT_KEY, join(dir, 'spotlight.key'));
  const stats = new ScannerStats();
  const pool = new ScanPool({
    workers: config.SCANNER_WORKERS,
    concurrencyPerWorker: config.SCANNER_CONCURRENCY_PER_WORKER,
    maxQueue: config.SCANNER_MAX_QUEUE,
    batchSize: config.SCANNER_BATCH_SIZE,
    taskTimeoutMs: config.SCANNER_TASK_TIMEOUT_MS,
    breaker: new CircuitBreaker({ failureThreshold: config.SCANNER_BREAKER_FAILURES, openMs: config.SCANNER_BREAKER_OPEN_MS }),
    settings: { engineConfig, engineUrl: engineUrl(config.SCANNER_ENGINE_PATH), spotlightKey: spotlightKey.toString('base64') },
  });
  try {
    await pool.warm();
  } catch (err) {
    await pool.destroy().catch(() => {});
    throw err;
  }

  const uptime = () => Math.floor((Date.now() - startedAt) / 1000);
  const app = createScannerApp({
    log,
    apiKeys: new ApiKeys(config.SCANNER_API_KEY),
    rateLimits: new RateLimits(config.SCANNER_RATE_LIMIT_FACTOR),
    encryptionKey: config.SCANNER_ENCRYPTION_KEY ? parseEncryptionKey(config.SCANNER_ENCRYPTION_KEY) : undefined,
    bodyLimitBytes: config.SCANNER_BODY_LIMIT_BYTES,
    deps: {
      pool, stats, canaries,
      healthReport: () => ({
        status: pool.breaker.state === 'closed' ? 'ok' : 'degraded',
        version: pkg.version,
        layers: { l1: true, l1plus: true, l2: engineConfig.l2Enabled, l3: engineConfig.l3 !== null, l4: true, l5: true, l6: true },
        classifier: classifierName(engineConfig),
        uptime: uptime(),
      }),
      statsReport: () => ({
        uptime: uptime(),
        ...stats.snapshot(),
        circuitBreaker: { state: pool.breaker.state, recentFailures: pool.breaker.recentFailures },
      }),
    },
  });

  const server = createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.SCANNER_PORT, config.SCANNER_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    await pool.destroy().catch(() => {});
    throw err;
  }
  const port = (server.address() as { port: number }).port;
  const host = config.SCANNER_HOST === '0.0.0.0' || config.SCANNER_HOST === '::' ? '127.0.0.1'
    : config.SCANNER_HOST.includes(':') ? `[${config.SCANNER_HOST}]` : config.SCANNER_HOST;
  log.info({ event: 'scanner.listening', port, workers: config.SCANNER_WORKERS, l2: engineConfig.l2Enabled, l3: engineConfig.l3 !== null });

  return {
    url: `http://${host}:${port}`,
    port, server, pool, canaries, stats,
    stop: async (graceMs = 10_000) => {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        // Keep-alive connections that finish their last response after close() would idle until
        // their keep-alive timeout; sweep idle connections until the server has closed.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        sweep.unref();
        server.close(() => {
          clearTimeout(timer);
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      });
      await canaries.flush();
      await pool.destroy();
    },
  };
}
