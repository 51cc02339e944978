/** `agentplatform <command>`: every program of the platform behind one CLI. */
import { Command } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { registerActorNode } from './commands/actor-node.js';
import { registerCtl } from './commands/ctl.js';
import { registerDevchain } from './commands/devchain.js';
import { registerDispatcher } from './commands/dispatcher.js';
import { registerGateway } from './commands/gateway.js';
import { registerJob } from './commands/job.js';
import { registerOpenApi } from './commands/openapi.js';
import { registerLogin } from './commands/login.js';
import { registerMigrate } from './commands/migrate.js';
import { registerReceipt } from './commands/receipt.js';
import { registerScanner } from './commands/scanner.js';
import { registerSign } from './commands/sign.js';
import { registerStart } from './commands/start.js';
import { registerWorkspace } from './commands/workspace.js';

const program = new Command('agentplatform')
  .description('agentplatform: a marketplace where buyers hire autonomous AI agents backed by VerusIDs')
  .version(pkg.version);

registerStart(program);
registerMigrate(program);
registerGateway(program);
registerLogin(program);
registerActorNode(program);
registerScanner(program);
registerDevchain(program);
registerSign(program);
registerReceipt(program);
registerWorkspace(program);
registerJob(program);
registerOpenApi(program);
registerDispatcher(program);
registerCtl(program);

await program.parseAsync(process.argv);
