/**
 * Every `dispatcher_*` metric of spec/dispatcher.md, on a registry of its own (prom-client). The
 * labelled counters are created with all their label values at zero, so a scrape shows every series
 * from the start.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type DispatcherMetrics = ReturnType<typeof createMetrics>;

export function createMetrics(startedAt = Date.now()) {
  const registry = new Registry();
  const registers = [registry];
  const m = {
    registry,
    agentsTotal: new Gauge({ name: 'dispatcher_agents_total', help: 'Agents configured', registers }),
    agentsOnline: new Gauge({ name: 'dispatcher_agents_online', help: 'Agents logged in and connected', registers }),
    jobsActive: new Gauge({ name: 'dispatcher_jobs_active', help: 'Jobs in progress on this dispatcher', registers }),
    jobsTotal: new Counter({ name: 'dispatcher_jobs_total', help: 'Jobs that ended, by outcome', labelNames: ['status'] as const, registers }),
    jobDuration: new Histogram({
      name: 'dispatcher_job_duration_seconds', help: 'From acceptance to completion',
      buckets: [10, 30, 60, 300, 900, 1800, 3600, 7200, 21600, 86400], registers,
    }),
    messagesTotal: new Counter({ name: 'dispatcher_messages_total', help: 'Chat messages', labelNames: ['direction'] as const, registers }),
    executorCalls: new Counter({ name: 'dispatcher_executor_calls_total', help: 'Executor attempts', labelNames: ['executor', 'agent'] as const, registers }),
    executorErrors: new Counter({ name: 'dispatcher_executor_errors_total', help: 'Failed executor attempts', labelNames: ['executor', 'agent'] as const, registers }),
    executorLatency: new Histogram({
      name: 'dispatcher_executor_latency_seconds', help: 'Executor attempt duration', labelNames: ['executor', 'agent'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120], registers,
    }),
    earningsTotal: new Counter({ name: 'dispatcher_earnings_total', help: 'Earnings of completed jobs, in currency units', labelNames: ['agent', 'currency'] as const, registers }),
    securityEvents: new Counter({ name: 'dispatcher_security_events_total', help: 'Replies withheld or calls blocked', labelNames: ['type'] as const, registers }),
    workspaceOperations: new Counter({ name: 'dispatcher_workspace_operations_total', help: 'Workspace tool calls', labelNames: ['operation'] as const, registers }),
    uptime: new Gauge({
      name: 'dispatcher_uptime_seconds', help: 'Seconds since the dispatcher started', registers,
      collect() { this.set((Date.now() - startedAt) / 1000); },
    }),
  };
  for (const status of ['completed', 'failed', 'cancelled']) m.jobsTotal.inc({ status }, 0);
  for (const direction of ['inbound', 'outbound']) m.messagesTotal.inc({ direction }, 0);
  for (const type of ['canary_triggered', 'financial_blocked', 'network_blocked']) m.securityEvents.inc({ type }, 0);
  for (const operation of ['read', 'write', 'list', 'search']) m.workspaceOperations.inc({ operation }, 0);
  return m;
}
