/**
 * `agentplatform openapi [--out file]`: prints the API's OpenAPI 3.1 document (what every gateway
 * serves at /v1/openapi.json) without starting anything, for client generators. `npm run openapi`
 * writes it to client/openapi/openapi.json and the typed client's types beside it.
 */
import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { createGateway } from '../../gateway/mod.js';
import { openApiDocument } from '../../gateway/openapi/document.js';
import { RpcClient } from '../../chain/rpc.js';
import { loadPlatformConfig } from '../config.js';
import { openKnex } from '../database.js';
import { runCommand } from '../lifecycle.js';
import { createLogger } from '../logger.js';

/** The document of a gateway with every route mounted (nothing is connected: knex connects lazily). */
export async function platformOpenApi(): Promise<Record<string, unknown>> {
  const config = loadPlatformConfig({ NODE_ENV: 'development', RATE_LIMIT_STORE: 'memory' });
  const knex = openKnex('postgres://127.0.0.1:1/none');
  try {
    const gateway = createGateway({
      config, knex, rpc: new RpcClient({ url: 'http://127.0.0.1:1', user: '', pass: '' }), log: createLogger('silent'),
      actors: { send: async () => { throw new Error('not connected'); } },
    });
    const doc = openApiDocument(gateway.routers);
    await gateway.stop();
    return doc;
  } finally {
    await knex.destroy();
  }
}

export function registerOpenApi(program: Command): void {
  program
    .command('openapi')
    .description('print the API\'s OpenAPI 3.1 document (as served at /v1/openapi.json)')
    .option('--out <file>', 'write it to this file instead')
    .action((o: { out?: string }) => runCommand(async () => {
      const text = JSON.stringify(await platformOpenApi(), null, 2) + '\n';
      if (o.out) await writeFile(o.out, text);
      else process.stdout.write(text);
    }));
}
