/**
 * `agentplatform ctl <command>`: steers a running dispatcher through its control socket
 * (`~/.dispatcher/dispatcher/ctl.sock`, DISPATCHER_HOME moves it). Human-readable by default, the
 * raw answer with `--json`. Exit codes: 0 done, 1 the dispatcher refused (the sentence says why),
 * 2 a usage mistake, 3 no dispatcher answers.
 */
import type { Command } from 'commander';
import { ControlUnavailableError, controlCall, controlSocketPath } from '../../dispatcher/control-client.js';
import { DispatcherError } from '../../dispatcher/errors.js';

type Row = Record<string, string | number>;

function table(rows: Row[], empty: string): string {
  if (rows.length === 0) return `${empty}\n`;
  const cols = Object.keys(rows[0]!);
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ').trimEnd();
  return [line(cols.map((c) => c.toUpperCase())), ...rows.map((r) => line(cols.map((c) => String(r[c]))))].join('\n') + '\n';
}

function duration(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

const money = (t: Record<string, number>) => Object.entries(t).map(([c, v]) => `${v} ${c}`).join(', ') || '0';

/** Human text for each command's answer. */
export const formatters: Record<string, (data: any) => string> = {
  status: (d) => [
    `dispatcher ${d.version}  pid ${d.pid}  up ${duration(d.uptime * 1000)}  ${d.status}${d.shuttingDown ? ' (shutting down)' : ''}`,
    `mode ${d.mode}  isolation ${d.isolation}  memory ${d.memoryMB} MB  cpu ${d.cpuPercent}%`,
    `agents ${d.agents.online}/${d.agents.total} online, ${d.agents.offline} offline`,
    `jobs ${d.jobs.active} active, ${d.jobs.completed} completed, ${d.jobs.failed} failed, ${d.jobs.heldDeliveries} deliveries waiting for approval`,
  ].join('\n') + '\n',
  jobs: (d) => table(d.jobs.map((j: any) => ({
    job: j.jobId, agent: j.agent, buyer: j.buyer, status: j.heldDelivery ? `${j.status} (delivery held)` : j.status,
    duration: duration(j.durationMs), 'msgs in/out': `${j.messages.inbound}/${j.messages.outbound}`, workspace: j.workspace,
  })), 'no active jobs'),
  agents: (d) => table(d.agents.map((a: any) => ({
    agent: a.name, identity: a.identity, status: a.status, executor: a.executor, 'active jobs': a.activeJobs,
    'today accepted/completed/failed': `${a.today.accepted}/${a.today.completed}/${a.today.failed}`,
    'today turns (apologies)': `${a.today.turns} (${a.today.apologies})`,
  })), 'no agents configured'),
  earnings: (d) => {
    const range = d.from || d.to ? `${d.from ?? 'start'} .. ${d.to ?? 'now'}` : null;
    return table(d.agents.map((a: any) => ({
      agent: a.agent, today: money(a.today), 'all time': money(a.allTime), ...(range ? { [range]: money(a.inRange) } : {}),
    })), 'no agents configured');
  },
  deliver: (d) => `delivered ${d.jobId} (now ${d.status})\n`,
  reject: (d) => `rejected the delivery of ${d.jobId}; it stays ${d.status}\n`,
  shutdown: (d) => `dispatcher is shutting down${d.force ? ' now (--force: no grace period)' : ''}\n`,
};

async function run(name: string, json: boolean, method: 'GET' | 'POST', path: string, body?: unknown): Promise<void> {
  try {
    const data = await controlCall(controlSocketPath(), method, path, body);
    process.stdout.write(json ? `${JSON.stringify(data, null, 2)}\n` : formatters[name]!(data));
  } catch (err) {
    if (err instanceof ControlUnavailableError) {
      process.stderr.write(`agentplatform ctl: ${err.message}\n`);
      process.exit(3);
    }
    if (err instanceof DispatcherError) {
      if (json) process.stdout.write(`${JSON.stringify({ error: { code: err.code, message: err.message, details: err.details } }, null, 2)}\n`);
      process.stderr.write(`agentplatform ctl ${name}: ${err.message}\n`);
      process.exit(err.code === 'VALIDATION_ERROR' ? 2 : 1);
    }
    throw err;
  }
}

export function registerCtl(program: Command): void {
  const ctl = program.command('ctl').description("control a running dispatcher through its socket (~/.dispatcher/dispatcher/ctl.sock)");
  const json = (c: Command) => c.option('--json', 'print the answer as JSON');

  json(ctl.command('status').description('version, uptime, mode, pid, memory, cpu, agents, job counts'))
    .action((o: { json?: boolean }) => run('status', !!o.json, 'GET', '/status'));

  json(ctl.command('jobs').description('active jobs: agent, buyer, status, duration, message counts, workspace state'))
    .option('--agent <name>', 'only this agent')
    .option('--status <status>', 'only jobs in this status (in_progress, pending_delivery, paused)')
    .action((o: { json?: boolean; agent?: string; status?: string }) => {
      const q = new URLSearchParams();
      if (o.agent) q.set('agent', o.agent);
      if (o.status) q.set('status', o.status);
      return run('jobs', !!o.json, 'GET', `/jobs${q.size ? `?${q}` : ''}`);
    });

  json(ctl.command('agents').description('per-agent status, executor, active jobs, daily results'))
    .action((o: { json?: boolean }) => run('agents', !!o.json, 'GET', '/agents'));

  json(ctl.command('earnings').description('earnings per agent for today and all time (and a date range)'))
    .option('--from <date>', 'first day (YYYY-MM-DD)')
    .option('--to <date>', 'last day (YYYY-MM-DD)')
    .action((o: { json?: boolean; from?: string; to?: string }) => {
      const q = new URLSearchParams();
      if (o.from) q.set('from', o.from);
      if (o.to) q.set('to', o.to);
      return run('earnings', !!o.json, 'GET', `/earnings${q.size ? `?${q}` : ''}`);
    });

  json(ctl.command('deliver <jobId>').description('approve a held delivery (REQUIRE_FINALIZE=true)'))
    .action((jobId: string, o: { json?: boolean }) => run('deliver', !!o.json, 'POST', `/jobs/${encodeURIComponent(jobId)}/deliver`, {}));

  json(ctl.command('reject <jobId>').description('reject a held delivery; the job stays in progress'))
    .requiredOption('--reason <text>', 'why (the agent is told)')
    .action((jobId: string, o: { json?: boolean; reason: string }) => run('reject', !!o.json, 'POST', `/jobs/${encodeURIComponent(jobId)}/reject`, { reason: o.reason }));

  json(ctl.command('shutdown').description('graceful shutdown; --force skips the grace period'))
    .option('--force', 'skip the grace period: kill running turns at once')
    .action((o: { json?: boolean; force?: boolean }) => run('shutdown', !!o.json, 'POST', '/shutdown', { force: !!o.force }));
}
