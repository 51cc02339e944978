/** The agent actor: the machine bound to the runtime, its refusals as CommandRejected, its catalog rows as writes. */
import { CommandRejected } from '../../runtime/errors.js';
import type { ActorKind } from '../../runtime/types.js';
import { catalogWrites, trustHistoryWrites } from './catalog.js';
import { decide, initialAgent, type AgentState } from './machine.js';
import { AGENT_KIND, agentCommand, type AgentCommand } from './messages.js';

export const agentActor: ActorKind<AgentState, AgentCommand> = {
  kind: AGENT_KIND,
  messages: agentCommand,
  initial: initialAgent,
  handle(state, command, ctx) {
    const d = decide(state, command, ctx.now.toISOString());
    if (!d.ok) throw new CommandRejected(d.code, d.message, d.details ?? []);
    return { state: d.state, events: d.events, reply: d.reply, writes: [...catalogWrites(state, d.state), ...trustHistoryWrites(state, d.state, ctx.version + 1)] };
  },
};
