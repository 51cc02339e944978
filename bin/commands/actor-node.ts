/**
 * `agentplatform actor-node`: joins the actor cluster on NATS_URL and DATABASE_URL, serves its
 * share of the partitions, and answers /metrics and /health on ACTOR_NODE_HTTP_PORT. SIGTERM hands
 * its partitions off (drain, release) before it exits.
 */
import { createServer, type Server } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import { migrateLatest } from '../../migrations/index.js';
import type { ActorKind } from '../../runtime/mod.js';
import { startRuntime } from '../../runtime/mod.js';
import { ConfigError, loadPlatformConfig } from '../config.js';
import { openKnex } from '../database.js';
import { runCommand, stopOnSignals } from '../lifecycle.js';
import { createLogger } from '../logger.js';

/**
 * Modules whose `actorKinds` every node serves. The domain's kinds (job, agent) join this list as
 * they land; `--actors` adds more (tests load runtime/testing/actors.ts).
 */
export const BUILT_IN_ACTOR_MODULES: string[] = [];

/** Imports each module and collects its exported `actorKinds`. */
export async function loadActorKinds(modules: string[]): Promise<ActorKind[]> {
  const kinds: ActorKind[] = [];
  for (const m of modules) {
    const url = m.startsWith('.') || m.startsWith('/') ? pathToFileURL(resolve(m)).href : m;
    const mod = (await import(url)) as { actorKinds?: ActorKind[] };
    if (!Array.isArray(mod.actorKinds)) throw new Error(`${m} exports no actorKinds array`);
    kinds.push(...mod.actorKinds);
  }
  return kinds;
}

function listenHttp(server: Server, port: number, host: string): Promise<number> {
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok((server.address() as { port: number }).port));
  });
}

export function registerActorNode(program: Command): void {
  program
    .command('actor-node')
    .description('join the actor cluster (NATS_URL, DATABASE_URL) and serve a share of the partitions')
    .option('--actors <modules...>', 'extra modules exporting actorKinds (paths or package names)', [])
    .action((opts: { actors: string[] }) =>
      runCommand(async () => {
        const config = loadPlatformConfig();
        const missing = (['DATABASE_URL', 'NATS_URL'] as const).filter((k) => !config[k]);
        if (missing.length > 0) {
          throw new ConfigError([...missing], `Invalid configuration: actor-node needs ${missing.join(' and ')}`);
        }
        const log = createLogger(config.LOG_LEVEL, 'actor-node');
        const kinds = await loadActorKinds([...BUILT_IN_ACTOR_MODULES, ...opts.actors]);
        const knex = openKnex(config.DATABASE_URL!, { max: 2 });
        try {
          await migrateLatest(knex);
        } finally {
          await knex.destroy();
        }
        const runtime = await startRuntime({
          databaseUrl: config.DATABASE_URL!, natsUrl: config.NATS_URL, cluster: config.ACTOR_CLUSTER,
          partitions: config.ACTOR_PARTITIONS, leaseTtlMs: config.ACTOR_LEASE_TTL_MS, nodeId: config.ACTOR_NODE_ID,
          inboxRetentionMs: config.ACTOR_INBOX_RETENTION_MS, outboxRetentionMs: config.ACTOR_OUTBOX_RETENTION_MS,
          kinds, log, processMetrics: true,
        });
        const server = createServer((req, res) => {
          if (req.url === '/metrics') {
            runtime.metrics.registry.metrics().then((text) => {
              res.writeHead(200, { 'content-type': runtime.metrics.registry.contentType });
              res.end(text);
            }, () => { res.writeHead(500); res.end(); });
          } else if (req.url === '/health') {
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ status: 'ok', node: runtime.settings.nodeId, partitions: runtime.node!.partitions().length }));
          } else {
            res.writeHead(404, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found', details: [] } }));
          }
        });
        const port = await listenHttp(server, config.ACTOR_NODE_HTTP_PORT, config.HOST);
        stopOnSignals(log, async () => {
          await runtime.stop();
          await new Promise((r) => server.close(r));
        });
        process.stdout.write(`actor node ${runtime.settings.nodeId} is up: cluster ${runtime.settings.cluster}, ` +
          `kinds ${kinds.map((k) => k.kind).join(',') || '(none)'}, http ${config.HOST}:${port}\n`);
      }),
    );
}
