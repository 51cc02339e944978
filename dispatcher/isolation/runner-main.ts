/**
 * The job runner: the process (or container) that runs one job's executor. Started by the dispatcher
 * with an environment holding nothing but PATH/HOME and this agent's provider keys.
 *
 * - default: JSON lines on stdin/stdout for the whole job (child process).
 * - `--once`: one turn whose `init` and `run` come base64-encoded in AP_RUNNER_INPUT (a container
 *   started per turn); answers on stdout and exits.
 */
import { createInterface } from 'node:readline';
import { keyVariable } from '../agent-profile.js';
import { createExecutor } from '../executors/registry.js';
import { isExecutorFailure, type Executor } from '../executors/types.js';
import { toRunner, type FromRunner, type InitMessage, type ToRunner } from './protocol.js';

const send = (m: FromRunner) => process.stdout.write(JSON.stringify(m) + '\n');

function build(init: InitMessage): Promise<Executor> {
  return createExecutor(init.executor, {
    systemPrompt: init.systemPrompt,
    llm: init.llm,
    keyOf: (provider) => process.env[keyVariable(provider)],
  }, init.agent);
}

async function turn(executor: Executor, m: Extract<ToRunner, { type: 'run' }>, signal: AbortSignal): Promise<void> {
  // The buyer's workspace, when the dispatcher granted it for this turn (a socket of its own).
  const workspace = m.workspace ? await import('../workspace-tools.js') : null;
  const ws = m.workspace && workspace ? new workspace.JailboxWorkspace(m.workspace, (operation) => send({ type: 'workspace-op', id: m.id, operation })) : null;
  try {
    const tools = ws && workspace ? workspace.workspaceToolSet(ws, m.workspace!, signal) : undefined;
    const reply = await executor.run(m.request, { signal, tools, onDelta: (text) => send({ type: 'delta', id: m.id, text }) });
    send({ type: 'reply', id: m.id, reply });
  } catch (err) {
    const retryable = isExecutorFailure(err) ? err.retryable : true;
    send({ type: 'error', id: m.id, message: (err as Error).message ?? String(err), retryable });
  } finally {
    ws?.close();
  }
}

async function once(): Promise<void> {
  const messages = JSON.parse(Buffer.from(process.env.AP_RUNNER_INPUT ?? '', 'base64').toString('utf8')) as unknown[];
  delete process.env.AP_RUNNER_INPUT;
  const [init, run] = messages.map((m) => toRunner.parse(m));
  if (init?.type !== 'init' || run?.type !== 'run') throw new Error('AP_RUNNER_INPUT must hold [init, run]');
  const executor = await build(init);
  await turn(executor, run, new AbortController().signal);
  await executor.close();
}

async function serve(): Promise<void> {
  let executor: Executor | null = null;
  const controller = new AbortController();
  const pending = new Set<Promise<void>>();
  for await (const line of createInterface({ input: process.stdin })) {
    if (!line.trim()) continue;
    const m = toRunner.parse(JSON.parse(line));
    if (m.type === 'init') {
      executor = await build(m);
      send({ type: 'ready' });
    } else if (m.type === 'run') {
      if (!executor) {
        send({ type: 'error', id: m.id, message: 'runner got a turn before init', retryable: false });
        continue;
      }
      const p = turn(executor, m, controller.signal).finally(() => pending.delete(p));
      pending.add(p);
    } else {
      break;
    }
  }
  controller.abort();
  await Promise.allSettled(pending);
  await executor?.close();
}

(process.argv.includes('--once') ? once() : serve()).then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`runner: ${(err as Error).message}\n`);
    process.exit(1);
  },
);
