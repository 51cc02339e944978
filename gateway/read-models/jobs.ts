/** Reads of jobs from the read model the job actor writes (`jobs`, `job_events`). */
import type { Knex } from 'knex';
import { ApiError } from '../errors.js';
import type { Page } from '../parse.js';

export interface JobRow {
  id: string;
  buyer_id: string;
  seller_id: string;
  service_id: string;
  status: string;
  currency: string;
  job_hash: string;
  frozen: boolean;
  view: Record<string, any>;
  attestations: Record<string, unknown>[];
  version: number;
  created_at: Date;
  /** The id of the job's last stored chat message, when read (`lastMessage`): the one part of the view a chat message changes. */
  last_message_id?: number | null;
}

/**
 * The job as its reads answer it: the stored view with the chat's last message id from
 * `job_messages` (a chat message does not rewrite the job's row, see actors/job/actor.ts).
 */
export function jobViewOf(row: JobRow): Record<string, any> {
  const chat = row.view.chat as Record<string, unknown> | undefined;
  return chat ? { ...row.view, chat: { ...chat, lastMessageId: Math.max(Number(row.last_message_id ?? 0), Number(chat.lastMessageId ?? 0)) } } : row.view;
}

/** `jobs.*` and the id of the job's last stored message. */
const withLastMessage = (knex: Knex) => ['jobs.*', knex.raw('(select max(m.id) from job_messages m where m.job_id = jobs.id) as last_message_id')];

export type Role = 'buyer' | 'seller';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class JobReads {
  constructor(private readonly knex: Knex) {}

  /**
   * The job, or NOT_FOUND (also for an id that cannot be a job's). `lastMessage` also reads the id
   * of its last stored message, for reads that answer the whole view (`jobViewOf`); the checks on
   * every chat message and action do without it.
   */
  async job(id: string | undefined, o: { lastMessage?: boolean } = {}): Promise<JobRow> {
    const columns = o.lastMessage ? withLastMessage(this.knex) : ['jobs.*'];
    const row: JobRow | undefined = id && UUID.test(id) ? await this.knex('jobs').where({ id: id.toLowerCase() }).first(...columns) : undefined;
    if (!row) throw new ApiError('NOT_FOUND', 'Job not found');
    return row;
  }

  /** The caller's part in the job; FORBIDDEN for anyone else. */
  roleOf(job: JobRow, identity: string): Role {
    if (identity === job.buyer_id) return 'buyer';
    if (identity === job.seller_id) return 'seller';
    throw new ApiError('FORBIDDEN', 'Only the buyer and the seller of this job may do this');
  }

  async mine(identity: string, q: Page & { role?: Role; status?: string }): Promise<{ rows: JobRow[]; total: number }> {
    const base = this.knex('jobs').where((w) => {
      if (q.role !== 'seller') w.orWhere('buyer_id', identity);
      if (q.role !== 'buyer') w.orWhere('seller_id', identity);
    });
    if (q.status) base.where('status', q.status);
    const [rows, count] = await Promise.all([
      base.clone().select(...withLastMessage(this.knex)).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'asc' }]).limit(q.limit).offset(q.offset),
      base.clone().count({ n: '*' }),
    ]);
    return { rows, total: Number(count[0]!.n) };
  }

  /** The job's stored events in order (its history; replaying them gives its state). */
  async events(id: string): Promise<{ type: string; payload: unknown; version: number; idx: number }[]> {
    return this.knex('job_events').where({ job_id: id }).orderBy([{ column: 'version' }, { column: 'idx' }]).select('type', 'payload', 'version', 'idx');
  }
}
