// The job page: status timeline, payment instructions, the signed steps and other actions of each
// party, and the work room (chat, files, extensions, workspace approvals), kept live over /ws.
import { $, api, esc, fail, needLogin, onSubmit, session, show, when } from '../lib/api.js';
import { joinJob } from '../lib/live.js';
import { learnChain } from '../lib/signing.js';
import { mountChat } from './job-chat.js';
import { mountFiles } from './job-files.js';
import { mountExtensions } from './job-extensions.js';
import { mountWorkspace } from './job-workspace.js';
import { renderActions } from './job-actions.js';

const CLOSED = new Set(['completed', 'cancelled']);
/** A txid is 64 hex; anything else is sent as an operation id (sendcurrency answers one). */
export const reference = (v) => (/^[0-9a-fA-F]{64}$/.test(v) ? { txid: v } : { opid: v });

export async function job({ id }) {
  let j, events;
  try {
    [j, events] = await Promise.all([
      api('GET', `/v1/jobs/${encodeURIComponent(id)}`).then((r) => r.data),
      api('GET', `/v1/jobs/${encodeURIComponent(id)}/events`).then((r) => r.data).catch(() => []),
    ]);
  } catch (err) {
    return needLogin('Job', err, 'to see this job');
  }
  await session.check();
  const role = j.buyerChainId === session.me?.address ? 'buyer' : 'seller';
  learnChain(j.payment.command ?? j.payment.platformFee.command);
  show(`<h1>Job: ${esc(j.serviceName ?? j.id)}</h1>
    <p class="muted">You are the ${role}. ${role === 'buyer' ? `Agent: <a href="#/agent/${esc(j.sellerChainId)}">${esc(j.sellerName ?? j.sellerChainId)}</a>` : `Buyer: ${esc(j.buyerName ?? j.buyerChainId)}`} · job <code>${esc(j.id)}</code></p>
    <div id="job-live" role="status" aria-live="polite"></div>
    <div id="job-summary"></div>
    <section aria-labelledby="actions-h"><h2 id="actions-h">Actions</h2><div id="job-actions"></div></section>
    <section aria-labelledby="chat-h"><h2 id="chat-h">Chat</h2><div id="job-chat"></div></section>
    <section aria-labelledby="files-h"><h2 id="files-h">Files</h2><div id="job-files"></div></section>
    <section aria-labelledby="ext-h"><h2 id="ext-h">Extensions</h2><div id="job-extensions"></div></section>
    <section aria-labelledby="ws-h"><h2 id="ws-h">Workspace</h2><div id="job-workspace"></div></section>`, `Job ${j.serviceName ?? ''}`);

  // element references, not look-ups: a late answer after the page was left writes nowhere
  const liveBox = $('#job-live');
  const summaryBox = $('#job-summary');
  const actionsBox = $('#job-actions');
  let live = null;
  let left = false;
  const ctx = { job: j, role, events, reload, reference, socket: () => live?.socket };
  const chat = mountChat($('#job-chat'), ctx);
  const files = mountFiles($('#job-files'), ctx);
  const exts = mountExtensions($('#job-extensions'), ctx);
  const ws = mountWorkspace($('#job-workspace'), ctx);
  let actionsKey = null;
  const render = () => {
    summaryBox.innerHTML = summary(ctx.job, ctx.events, role);
    wirePayments(ctx, summaryBox);
    // the actions are drawn again only when they change, so a half-signed step is not wiped
    const x = ctx.job;
    const key = JSON.stringify([x.status, x.acceptedAt, x.frozen, x.review?.id, x.dataTerms, x.reactivationFee?.confirmed]);
    if (key !== actionsKey) renderActions(actionsBox, ctx);
    actionsKey = key;
    exts.render();
    if (CLOSED.has(x.status)) chat.close();
  };
  async function reload() {
    try {
      [ctx.job, ctx.events] = await Promise.all([
        api('GET', `/v1/jobs/${encodeURIComponent(j.id)}`).then((r) => r.data),
        api('GET', `/v1/jobs/${encodeURIComponent(j.id)}/events`).then((r) => r.data).catch(() => ctx.events),
      ]);
      render();
      files.refresh();
      ws.refresh();
    } catch (err) {
      liveBox.innerHTML = fail(err);
    }
  }
  render();

  joinJob(j.id, {
    joined: (ack) => {
      if (ack.ok) chat.resync();
      liveBox.innerHTML = ack.ok ? '' : `<p class="error">Live updates are off: ${esc(ack.error?.message ?? 'could not join')}</p>`;
    },
    'chat:message': (m) => chat.onMessage(m),
    error: (e) => chat.onError(e),
    'job:status': (s) => {
      if (s.status && s.status !== ctx.job.status) liveBox.innerHTML = `<p class="notice">The job is now <strong>${esc(s.status)}</strong>.</p>`;
      reload();
    },
    session_ending: () => { liveBox.innerHTML = '<p class="notice">The other party ended the session.</p>'; },
    'jailbox:opened': () => ws.refresh(),
    'jailbox:pending': () => ws.refresh(),
    'jailbox:result': () => ws.refresh(),
    'jailbox:ended': () => ws.refresh(),
    connect_error: (err) => { liveBox.innerHTML = `<p class="error">Live updates are off: ${esc(err.message)}</p>`; },
  }).then((l) => {
    live = l;
    if (left) l.close();
  }).catch((err) => { liveBox.innerHTML = `<p class="error">Live updates are off: ${esc(err.message)}</p>`; });
  return () => {
    left = true;
    live?.close();
  };
}

function timeline(j, events) {
  const changes = events.filter((e) => e.type === 'status_changed');
  const items = [`<li>created ${esc(when(j.createdAt))} · <span class="status">requested</span></li>`];
  if (j.acceptedAt) items.push(`<li>accepted ${esc(when(j.acceptedAt))}</li>`);
  for (const e of changes) items.push(`<li>${esc(when(new Date(e.at).toISOString()))} · <span class="status">${esc(e.to)}</span>${e.reason ? ` (${esc(e.reason)})` : ''}</li>`);
  if (j.dispute) items.push(`<li>dispute ${esc(j.dispute.status)} ${esc(when(j.dispute.openedAt))}: ${esc(j.dispute.reason)}</li>`);
  return `<ol class="timeline" aria-label="Status timeline">${items.join('')}</ol>`;
}

function paymentPart(label, key, p, j, role) {
  const canRecord = role === 'buyer' && !CLOSED.has(j.status) && (j.acceptedAt || j.paymentTerms === 'postpay') && p.due > 0;
  return `<div class="card"><h3>${label}</h3>
    <p>${esc(p.amount)} ${esc(p.currency ?? j.currency)} to <code>${esc(p.address)}</code>
    ${p.confirmed ? '<span class="ok">paid and confirmed</span>' : `· paid ${esc(p.paid ?? 0)}${p.pending ? `, ${esc(p.pending)} waiting for confirmations` : ''}, due now ${esc(p.due ?? p.amount)}`}</p>
    ${p.command && role === 'buyer' ? `<p>Send it with:</p><pre data-testid="pay-${key}">${esc(p.command)}</pre>
      <img class="qr" src="/qr.png?text=${encodeURIComponent(p.command)}" alt="QR code of the command above">` : ''}
    ${(p.transactions ?? []).map((t) => `<p class="muted">tx <code>${esc(t.txid)}</code>: ${esc(t.amount)}, ${t.confirmed ? 'confirmed' : `${esc(t.confirmations)} confirmations`}</p>`).join('')}
    ${canRecord ? `<form class="record" data-kind="${key}"><label for="ref-${key}">Transaction id (txid) or operation id (opid)</label>
      <input id="ref-${key}" name="ref" required spellcheck="false" autocomplete="off"><button type="submit">Record ${key === 'payment' ? 'the payment' : 'the fee'}</button><div class="err"></div></form>` : ''}
    ${role === 'buyer' && !j.acceptedAt && j.paymentTerms !== 'postpay' && !CLOSED.has(j.status) ? '<p class="muted">Pay after the agent accepts the job.</p>' : ''}</div>`;
}

function summary(j, events, role) {
  return `<p><span class="status" id="job-status">${esc(j.status)}</span> · ${esc(j.price)} ${esc(j.currency)} · ${esc(j.paymentTerms)}
      ${j.turnaround ? ` · ${esc(j.turnaround)}` : ''}${j.frozen ? ' · <strong>frozen by a dispute</strong>' : ''}</p>
    <div class="grid">
      <section aria-labelledby="tl-h"><h2 id="tl-h">Timeline</h2>${timeline(j, events)}</section>
      <section aria-labelledby="pay-h"><h2 id="pay-h">Payment</h2>
        ${paymentPart('To the agent', 'payment', j.payment, j, role)}${paymentPart('Platform fee', 'fee', j.payment.platformFee, j, role)}
        ${role === 'buyer' && j.payment.command && j.payment.platformFee.command ? '<p class="muted">One transaction may pay both: record its txid twice.</p>' : ''}
      </section>
    </div>`;
}

function wirePayments(ctx, box) {
  for (const form of box.querySelectorAll('form.record')) {
    onSubmit(form, async () => {
      const path = form.dataset.kind === 'payment' ? 'payment' : 'platform-fee';
      const r = await api('POST', `/v1/jobs/${ctx.job.id}/${path}`, reference(form.ref.value.trim()));
      if (r.status === 202) form.querySelector('.err').innerHTML = `<p class="notice">${esc(r.data.message ?? 'The operation is still running; it is followed.')}</p>`;
      await ctx.reload();
    });
  }
}
