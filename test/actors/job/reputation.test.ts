/** The job's part in reputation (docs/reputation.md): reviews and safety flags in the machine, and the attention rows of each commit. */
import { expect } from 'chai';
import { attentionWrites, inboxIds, notificationsOf } from '../../../actors/job/attention.js';
import { notificationType } from '../../../actors/job/messages.js';
import { BUYER, inProgress, Job, createInput, SELLER, STRANGER, T0 } from './harness.js';

const review = (over: Record<string, unknown> = {}) => ({
  type: 'review' as const, by: BUYER, reviewId: 'rev-1', rating: 5, message: 'Great work', timestamp: 1_800_000_000,
  signature: 'c2ln', form: 'review-message' as const, digest: 'd'.repeat(64), ...over,
});

function completed(): Job {
  const j = inProgress('prepay');
  j.ok({ type: 'deliver', by: SELLER });
  j.ok({ type: 'complete', by: BUYER });
  return j;
}

describe('job reviews (machine)', () => {
  it('takes one review from the buyer of a completed job', () => {
    const j = completed();
    const d = j.ok(review());
    expect(d.reply).to.deep.equal({ status: 201, kind: 'review' });
    expect(j.lastTypes).to.deep.equal(['review_submitted']);
    expect(j.s.review).to.include({ id: 'rev-1', by: BUYER, rating: 5, message: 'Great work', at: j.now });
    j.refused(review({ reviewId: 'rev-2' }), 'VALIDATION_ERROR', /already reviewed/);
    j.expectReplays();
  });

  it('refuses the seller and strangers (FORBIDDEN) and a job not completed (VALIDATION_ERROR)', () => {
    const j = inProgress('prepay');
    j.refused(review({ by: SELLER }), 'FORBIDDEN', /buyer/);
    j.refused(review({ by: STRANGER }), 'FORBIDDEN');
    j.refused(review(), 'VALIDATION_ERROR', /completed job/);
    const c = new Job();
    c.ok(createInput('prepay'));
    c.ok({ type: 'cancel', by: BUYER });
    c.refused(review(), 'VALIDATION_ERROR', /cancelled/);
    expect(new Job().run(review())).to.include({ ok: false, code: 'NOT_FOUND' });
  });

  it('records safety flags sent by the platform only, about a party of the job', () => {
    const j = inProgress('prepay');
    const flag = { type: 'flag-safety' as const, by: 'system' as const, subject: SELLER, source: 'message' as const, ref: 'm1', score: 0.9, blocked: true };
    j.ok(flag);
    expect(j.s.safetyFlags).to.have.length(1);
    j.refused({ ...flag, subject: STRANGER }, 'VALIDATION_ERROR', /buyer's or the seller's/);
    j.expectReplays();
  });
});

describe('attention rows of a job commit', () => {
  it('notifies both parties of every event, with stable ids and names', () => {
    const j = new Job();
    const d = j.ok(createInput('prepay'));
    const n = notificationsOf(j.s, d.events, 1);
    expect(n.map((x) => [x.recipient, x.type, x.id])).to.deep.equal([
      [BUYER, 'job.created', 'job-1:1:0:b'], [SELLER, 'job.created', 'job-1:1:0:s'],
    ]);
    expect(n[0]!.data).to.deep.include({ jobId: 'job-1', status: 'requested', role: 'buyer' });
    expect(JSON.stringify(n[0]!.data)).to.not.include('"transactions"');
    expect(notificationType('payment_confirmed')).to.equal('payment.confirmed');
    expect(notificationType('review_submitted')).to.equal('review.submitted');
    expect(notificationType('message_posted')).to.equal('message.posted');
    expect(notificationType('something_new')).to.equal('job.something_new');
  });

  it('puts a job request in the seller\'s inbox and takes it out at acceptance', () => {
    const j = new Job();
    let w = attentionWrites(j.ok(createInput('prepay')) && j.s, j.history, 1).writes;
    expect(w.find((x) => x.table === 'inbox_items')).to.deep.include({ op: 'insert', key: { id: inboxIds.jobRequest('job-1') } });
    expect((w.find((x) => x.table === 'inbox_items') as unknown as { row: { identity_id: string } }).row.identity_id).to.equal(SELLER);
    const d = j.ok({ type: 'accept', by: SELLER });
    w = attentionWrites(j.s, d.events, 2).writes;
    expect(w.filter((x) => x.table === 'inbox_items')).to.deep.equal([{ op: 'delete', table: 'inbox_items', key: { id: inboxIds.jobRequest('job-1') } }]);
    expect(w.find((x) => x.table === 'trust_queue')).to.deep.include({ key: { id: 'job:job-1:2' } });
  });

  it('turns a review into a public row and an inbox item of the agent, and asks for a trust recomputation', () => {
    const j = completed();
    j.now = T0 + 10_000;
    const d = j.ok(review());
    const w = attentionWrites(j.s, d.events, 9).writes;
    expect(w.find((x) => x.table === 'reviews')).to.deep.include({ op: 'insert', key: { id: 'rev-1' } });
    const item = w.find((x) => x.table === 'inbox_items') as unknown as { key: { id: string }; row: { identity_id: string; kind: string } };
    expect(item.key.id).to.equal(inboxIds.review('rev-1'));
    expect(item.row).to.include({ identity_id: SELLER, kind: 'review' });
    expect(w.find((x) => x.table === 'trust_queue')).to.deep.include({ key: { id: 'job:job-1:9' } });
  });
});
