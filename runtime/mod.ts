/** The actor runtime's public surface. Everything else in runtime/ is internal. */
export type {
  ActorContext, ActorKind, EventDraft, FiredReminder, Outcome, PublishedEvent, ReadModelWrite, ReminderDraft, RuntimeSettings,
  Transport, TransportMessage, TransportSubscription,
} from './types.js';
export { errors, CommandRejected, RuntimeError, UnavailableError } from './errors.js';
export { RuntimeClient, type SendOptions } from './client.js';
export { startRuntime, defaultNodeId, type Runtime, type RuntimeOptions } from './bootstrap.js';
export { eventSubject, commandSubject, partitionOf, fnv1a32 } from './partitioner.js';
export { InProcessTransport } from './transport-inprocess.js';
export { NatsTransport } from './transport-nats.js';
export { RuntimeMetrics } from './metrics.js';
export type { ActorNode } from './node.js';
