/** The runtime's Prometheus metrics, on a registry of the node's own (several nodes may share a process). */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export class RuntimeMetrics {
  readonly registry = new Registry();
  readonly commands: Counter<'kind' | 'outcome'>;
  readonly handleSeconds: Histogram<'kind'>;
  readonly mailboxDepth: Gauge;
  readonly partitionsOwned: Gauge;
  readonly leaseRenewFailures: Counter;
  readonly outboxLagSeconds: Gauge;
  readonly fenced: Counter;
  readonly mailboxOverlaps: Gauge;
  readonly remindersFired: Counter<'kind'>;
  readonly eventsPublished: Counter;

  constructor(nodeId: string, opts: { processMetrics?: boolean } = {}) {
    this.registry.setDefaultLabels({ node: nodeId });
    const registers = [this.registry];
    this.commands = new Counter({
      name: 'actor_commands_total', help: 'Messages handled, by actor kind and outcome',
      labelNames: ['kind', 'outcome'], registers,
    });
    this.handleSeconds = new Histogram({
      name: 'actor_handle_seconds', help: 'Time from dequeue to commit of one message', labelNames: ['kind'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5], registers,
    });
    this.mailboxDepth = new Gauge({ name: 'actor_mailbox_depth', help: 'Messages waiting or running in all mailboxes', registers });
    this.partitionsOwned = new Gauge({ name: 'actor_partitions_owned', help: 'Partitions this node owns', registers });
    this.leaseRenewFailures = new Counter({ name: 'actor_lease_renew_failures_total', help: 'Partition lease renewals refused or failed', registers });
    this.outboxLagSeconds = new Gauge({ name: 'actor_outbox_lag_seconds', help: 'Age of the oldest unpublished event of the owned partitions', registers });
    this.fenced = new Counter({ name: 'actor_fenced_total', help: 'Commits refused because the partition epoch moved on', registers });
    this.mailboxOverlaps = new Gauge({ name: 'actor_mailbox_overlaps', help: 'Times an actor started a message while another ran (must be 0)', registers });
    this.remindersFired = new Counter({ name: 'actor_reminders_fired_total', help: 'Reminders committed', labelNames: ['kind'], registers });
    this.eventsPublished = new Counter({ name: 'actor_events_published_total', help: 'Outbox events published', registers });
    if (opts.processMetrics) collectDefaultMetrics({ register: this.registry });
  }
}
