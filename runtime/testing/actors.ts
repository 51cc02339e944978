/**
 * Test actors that prove the runtime without any domain: a counter (adds, rejections, failures,
 * slow handlers, reminders, events) and a ledger (records the order messages were applied in).
 * `agentplatform actor-node --actors runtime/testing/actors.ts` loads them into a node process.
 */
import { z } from 'zod';
import { CommandRejected } from '../errors.js';
import type { ActorKind } from '../types.js';

export interface CounterState {
  count: number;
  fired: Record<string, number>;
}

const counterMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), by: z.number().int().min(-1_000_000).max(1_000_000) }),
  z.object({ op: z.literal('get') }),
  /** Waits `ms` inside the handler before adding: a window to freeze the process in. */
  z.object({ op: z.literal('slow'), ms: z.number().int().min(0).max(60_000), by: z.number().int() }),
  z.object({ op: z.literal('reject') }),
  z.object({ op: z.literal('crash') }),
  /** Sets reminder `name` in `delayMs`, or at the instant `at` (ISO) when given. */
  z.object({ op: z.literal('remind'), name: z.string().min(1).max(64), delayMs: z.number().int().min(0), at: z.iso.datetime().optional() }),
  z.object({ op: z.literal('cancel'), name: z.string().min(1).max(64) }),
]);
export type CounterMessage = z.infer<typeof counterMessage>;

export const counter: ActorKind<CounterState, CounterMessage> = {
  kind: 'counter',
  messages: counterMessage,
  initial: () => ({ count: 0, fired: {} }),
  async handle(state, m) {
    switch (m.op) {
      case 'add':
        state.count += m.by;
        return { state, reply: { count: state.count }, events: [{ type: 'added', payload: { by: m.by, count: state.count } }] };
      case 'get':
        return { state, reply: { count: state.count } };
      case 'slow':
        await new Promise((r) => setTimeout(r, m.ms));
        state.count += m.by;
        return { state, reply: { count: state.count } };
      case 'reject':
        throw new CommandRejected('JOB_CLOSED', 'counter refuses this on purpose', [{ count: state.count }]);
      case 'crash':
        state.count = -999; // mutated, then thrown: must never be seen
        throw new Error('handler failure on purpose');
      case 'remind':
        return { state, reply: { scheduled: m.name }, reminders: { set: [{ name: m.name, delayMs: m.delayMs, at: m.at ? new Date(m.at) : undefined, payload: { n: 1 } }] } };
      case 'cancel':
        return { state, reply: { cancelled: m.name }, reminders: { cancel: [m.name] } };
    }
  },
  remind(state, r) {
    state.fired[r.name] = (state.fired[r.name] ?? 0) + 1;
    return { state, events: [{ type: 'reminded', payload: { name: r.name } }] };
  },
};

export interface LedgerState {
  applied: number[];
}

/** Watches the ledger for two messages of one actor running at once, in this process. */
export const ledgerProbe = { running: new Set<string>(), overlaps: 0, maxConcurrentActors: 0 };

export const ledger: ActorKind<LedgerState, { seq: number }> = {
  kind: 'ledger',
  messages: z.object({ seq: z.number().int().min(0) }),
  initial: () => ({ applied: [] }),
  async handle(state, m, ctx) {
    if (ledgerProbe.running.has(ctx.id)) ledgerProbe.overlaps++;
    ledgerProbe.running.add(ctx.id);
    ledgerProbe.maxConcurrentActors = Math.max(ledgerProbe.maxConcurrentActors, ledgerProbe.running.size);
    try {
      await new Promise((r) => setImmediate(r)); // give another message of this actor a chance to overlap
      state.applied.push(m.seq);
      return { state, reply: { n: state.applied.length } };
    } finally {
      ledgerProbe.running.delete(ctx.id);
    }
  },
};

/** What `--actors` loads. */
export const actorKinds: ActorKind[] = [counter, ledger];
