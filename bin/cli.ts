/** `agentplatform <command>`: every program of the platform behind one CLI. */
import { Command } from 'commander';
import pkg from '../package.json' with { type: 'json' };
import { registerActorNode } from './commands/actor-node.js';
import { registerDevchain } from './commands/devchain.js';
import { registerGateway } from './commands/gateway.js';
import { registerLogin } from './commands/login.js';
import { registerMigrate } from './commands/migrate.js';
import { registerScanner } from './commands/scanner.js';
import { registerSign } from './commands/sign.js';
import { registerStart } from './commands/start.js';

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

await program.parseAsync(process.argv);
