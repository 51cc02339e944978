/**
 * The job's work room as a pure machine (docs/realtime.md): message order and the escalation verdict,
 * the scanning switch and guard, the file limits and the uploader's delete, and the workspace session
 * with its pending operations (supervised writes wait, rejected ones never run, abort ends it).
 */
import { expect } from 'chai';
import type { JobCommandInput } from '../../../actors/job/messages.js';
import { jailboxView, jobView, workRoomView } from '../../../actors/job/view.js';
import { BUYER, createInput, Job, SELLER, STRANGER } from './harness.js';

const safe = { score: 0, warning: false, scanned: true };
const post = (by: string, extra: Record<string, unknown> = {}) => ({ type: 'chat-post', by, content: 'hello', safety: safe, ...extra }) as JobCommandInput;
const file = (id: string, size: number, by = BUYER) =>
  ({ type: 'file-add', by, file: { id, name: `${id}.txt`, mime: 'text/plain', size, sha256: 'a'.repeat(64) } }) as JobCommandInput;
const MB = 1024 * 1024;

function requested(over: Record<string, unknown> = {}): Job {
  const j = new Job();
  j.ok(createInput('prepay', over));
  return j;
}
const noGuard = () => {
  const base = createInput('prepay') as any;
  return requested({ service: { ...base.service, guard: false } });
};

describe('job machine: the work room', () => {
  describe('chat', () => {
    it('numbers messages 1, 2, 3 in the order they are decided, from requested on, for either party', () => {
      const j = requested();
      expect(j.ok(post(BUYER)).reply).to.deep.equal({ status: 200, kind: 'message', id: 1 });
      expect(j.ok(post(SELLER, { clientMessageId: 'c-1' })).reply).to.include({ id: 2 });
      const e = j.ok(post(BUYER)).events[0] as any;
      expect(e).to.include({ type: 'message_posted', id: 3, by: BUYER });
      expect(e).to.not.have.property('content');
      expect(workRoomView(j.s).chat.lastMessageId).to.equal(3);
      j.expectReplays();
    });

    it('refuses strangers (FORBIDDEN) and closed jobs (JOB_CLOSED)', () => {
      const j = requested();
      j.refused(post(STRANGER), 'FORBIDDEN');
      j.ok({ type: 'cancel', by: BUYER });
      j.refused(post(BUYER), 'JOB_CLOSED');
    });

    it('records escalation once and blocks every later message of the job with CONTENT_FLAGGED', () => {
      const j = requested();
      j.ok(post(BUYER));
      const d = j.ok(post(BUYER, { escalation: true, safety: { score: 0.6, warning: true, scanned: true } }));
      expect(d.reply).to.deep.equal({ status: 200, kind: 'chat-blocked', reason: 'escalation' });
      expect(d.events.map((e) => e.type)).to.deep.equal(['chat_escalated']);
      j.refused(post(BUYER), 'CONTENT_FLAGGED', /blocked by safety filter/);
      j.refused(post(SELLER), 'CONTENT_FLAGGED');
      expect(jobView(j.s).chat).to.include({ escalated: true, lastMessageId: 1 });
      j.expectReplays();
    });

    it('counts held agent messages, seller only', () => {
      const j = requested();
      j.ok({ type: 'chat-held', by: SELLER, flags: ['credit_card'] });
      j.refused({ type: 'chat-held', by: BUYER, flags: [] }, 'FORBIDDEN');
      expect(workRoomView(j.s).chat.held).to.equal(1);
      expect(workRoomView(j.s).chat.lastMessageId).to.equal(0);
    });

    it('lets the buyer turn scanning off unless the service has guard', () => {
      const guarded = requested();
      guarded.refused({ type: 'chat-settings', by: BUYER, scanning: false }, 'FORBIDDEN', /guard/);
      const j = noGuard();
      j.refused({ type: 'chat-settings', by: SELLER, scanning: false }, 'FORBIDDEN');
      j.ok({ type: 'chat-settings', by: BUYER, scanning: false });
      expect(workRoomView(j.s).chat.scanning).to.equal(false);
      // the same choice again changes nothing
      expect(j.ok({ type: 'chat-settings', by: BUYER, scanning: false }).events).to.deep.equal([]);
      j.ok({ type: 'chat-settings', by: BUYER, scanning: true });
      expect(workRoomView(j.s).chat.scanning).to.equal(true);
    });
  });

  describe('files', () => {
    it('trips FILE_LIMIT at the 51st file', () => {
      const j = requested();
      for (let i = 0; i < 50; i++) j.ok(file(`f${i}`, 10));
      j.refused(file('f50', 10), 'FILE_LIMIT');
      expect(workRoomView(j.s).files).to.deep.equal({ count: 50, bytes: 500 });
    });

    it('trips STORAGE_LIMIT past 100 MB, counts removals, and refuses a file over 10 MB', () => {
      const j = requested();
      for (let i = 0; i < 10; i++) j.ok(file(`f${i}`, 10 * MB));
      j.refused(file('one-byte', 1), 'STORAGE_LIMIT');
      j.ok({ type: 'file-remove', by: BUYER, fileId: 'f0' });
      j.ok(file('again', 10 * MB));
      j.refused(file('big', 10 * MB + 1), 'VALIDATION_ERROR', /10 MB/);
      j.expectReplays();
    });

    it('lets only the uploader delete, and answers NOT_FOUND for an unknown file', () => {
      const j = requested();
      j.ok(file('mine', 5, SELLER));
      j.refused({ type: 'file-remove', by: BUYER, fileId: 'mine' }, 'FORBIDDEN', /uploader/);
      j.refused({ type: 'file-remove', by: SELLER, fileId: 'nope' }, 'NOT_FOUND');
      j.ok({ type: 'file-remove', by: SELLER, fileId: 'mine' });
    });
  });

  describe('workspace session', () => {
    const open = (j: Job, mode: 'standard' | 'supervised', write = true) =>
      j.ok({ type: 'jailbox-open', by: BUYER, sessionId: `s-${mode}`, mode, permissions: { read: true, write } });
    const op = (opId: string, kind: 'read' | 'write' | 'list' | 'search' = 'write') =>
      ({ type: 'jailbox-op', by: SELLER, opId, kind, path: 'a.txt', size: kind === 'write' ? 3 : 0 }) as JobCommandInput;

    it('is opened by the buyer only, with at least one permission', () => {
      const j = requested();
      j.refused({ type: 'jailbox-open', by: SELLER, sessionId: 's', mode: 'standard', permissions: { read: true, write: true } }, 'FORBIDDEN');
      j.refused({ type: 'jailbox-open', by: BUYER, sessionId: 's', mode: 'standard', permissions: { read: false, write: false } }, 'VALIDATION_ERROR');
      open(j, 'standard');
      expect(jailboxView(j.s)).to.include({ status: 'active', mode: 'standard' });
    });

    it('standard: operations are approved at once', () => {
      const j = requested();
      open(j, 'standard');
      const e = j.ok(op('w1')).events[0] as any;
      expect(e.op.status).to.equal('approved');
      j.ok({ type: 'jailbox-finish', by: BUYER, opId: 'w1', ok: true });
      expect(jailboxView(j.s)!.counts).to.deep.equal({ requested: 1, approved: 1, rejected: 0, completed: 1, failed: 0 });
    });

    it('supervised: a write waits for approval and cannot finish before it; a rejected one never can', () => {
      const j = requested();
      open(j, 'supervised');
      expect((j.ok(op('r1', 'read')).events[0] as any).op.status).to.equal('approved');
      expect((j.ok(op('w1')).events[0] as any).op.status).to.equal('pending');
      j.refused({ type: 'jailbox-finish', by: BUYER, opId: 'w1', ok: true }, 'VALIDATION_ERROR', /not been approved/);
      j.refused({ type: 'jailbox-decide', by: SELLER, opId: 'w1', decision: 'approve' }, 'FORBIDDEN');
      j.ok({ type: 'jailbox-decide', by: BUYER, opId: 'w1', decision: 'approve' });
      j.ok({ type: 'jailbox-finish', by: BUYER, opId: 'w1', ok: true });
      j.ok(op('w2'));
      j.ok({ type: 'jailbox-decide', by: BUYER, opId: 'w2', decision: 'reject' });
      j.refused({ type: 'jailbox-finish', by: BUYER, opId: 'w2', ok: true }, 'NOT_FOUND');
      j.refused({ type: 'jailbox-decide', by: BUYER, opId: 'w2', decision: 'approve' }, 'NOT_FOUND');
      expect(jailboxView(j.s)!.counts).to.include({ requested: 3, rejected: 1, approved: 2, completed: 1 });
      j.expectReplays();
    });

    it('refuses what the permissions do not grant, and operations from the buyer', () => {
      const j = requested();
      open(j, 'standard', false);
      j.refused(op('w1'), 'FORBIDDEN', /write/);
      j.ok(op('l1', 'list'));
      j.refused({ type: 'jailbox-op', by: BUYER, opId: 'x', kind: 'read', path: 'a' }, 'FORBIDDEN');
    });

    it('abort ends the session: nothing more is requested, decided or finished', () => {
      const j = requested();
      open(j, 'supervised');
      j.ok(op('w1'));
      j.refused({ type: 'jailbox-abort', by: SELLER }, 'FORBIDDEN');
      j.ok({ type: 'jailbox-abort', by: BUYER });
      expect(jailboxView(j.s)).to.include({ status: 'ended', endReason: 'aborted' });
      j.refused(op('w2'), 'VALIDATION_ERROR', /No workspace session/);
      j.refused({ type: 'jailbox-decide', by: BUYER, opId: 'w1', decision: 'approve' }, 'VALIDATION_ERROR');
      j.refused({ type: 'jailbox-abort', by: BUYER }, 'VALIDATION_ERROR');
    });

    it('a new session replaces the open one; closing the job ends it', () => {
      const j = requested();
      open(j, 'supervised');
      const d = open(j, 'standard');
      expect(d.events.map((e) => e.type)).to.deep.equal(['jailbox_ended', 'jailbox_opened']);
      j.ok({ type: 'cancel', by: BUYER });
      expect(jailboxView(j.s)).to.include({ status: 'ended', endReason: 'job-closed' });
    });
  });
});
