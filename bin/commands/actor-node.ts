/**
 * `agentplatform actor-node`: joins the actor cluster on NATS_URL and DATABASE_URL, serves its
 * share of the partitions, and answers /metrics and /health on ACTOR_NODE_HTTP_PORT. SIGTERM hands
 * its partitions off (drain, release) before it exits.
 */
import { createServer, type Server } from 'node:http';
import type { Command } from 'commander';
import { migrateLatest } from '../../migrations/index.js';
import { startRuntime } from '../../runtime/mod.js';
import { ConfigError, loadPlatformConfig } from '../config.js';
import { openKnex } from '../database.js';
import { runCommand, stopOnSignals } from '../lifecycle.js';
import { createLogger } from '../logger.js';
import { chainClientOf, platformActorKinds, runtimeOptionsOf, startIndexer, startReputationWorkers } from '../platform.js';

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
        const log = createLogger(config.LOG_LEVEL, 'actor-node', undefined, config.LOG_FORMAT);
        const kinds = await platformActorKinds(config, chainClientOf(config), opts.actors);
        const knex = openKnex(config.DATABASE_URL!, { max: 4 });
        try {
          await migrateLatest(knex);
        } catch (err) {
          await knex.destroy();
          throw err;
        }
        const runtime = await startRuntime(runtimeOptionsOf(config, config.DATABASE_URL!, log, kinds, { processMetrics: true }));
        const indexer = startIndexer({ config, knex, rpc: chainClientOf(config), log, runtime, clustered: true });
        const reputation = startReputationWorkers({ config, knex, log });
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
          await indexer.stop();
          await reputation.stop();
          await runtime.stop();
          await knex.destroy();
          await new Promise((r) => server.close(r));
        });
        process.stdout.write(`actor node ${runtime.settings.nodeId} is up: cluster ${runtime.settings.cluster}, ` +
          `kinds ${kinds.map((k) => k.kind).join(',') || '(none)'}, http ${config.HOST}:${port}\n`);
      }),
    );
}
