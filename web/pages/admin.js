// Admin: open disputes and their resolution, agent suspension, trust recalculation and manual
// penalties, and the audit log. Every route is behind the admin guard (a session, an identity in
// ADMIN_IDENTITIES, an IP in ADMIN_ALLOWED_IPS); anyone else sees the refusal.
import { $, api, esc, fail, needLogin, onSubmit, show, when } from '../lib/api.js';

export async function admin() {
  let disputes, audit;
  try {
    [disputes, audit] = await Promise.all([api('GET', '/v1/admin/disputes?limit=100'), api('GET', '/v1/admin/audit?limit=30')]);
  } catch (err) {
    if (err.status === 403) return show(`<h1>Admin</h1><p>This page is for the platform's administrators.</p>${fail(err)}`, 'Admin');
    return needLogin('Admin', err, 'as an administrator');
  }
  show(`<h1>Admin</h1>
    <section aria-labelledby="disputes-h"><h2 id="disputes-h">Open disputes (${disputes.meta.total})</h2>
    <ul class="plain">${disputes.data.map((d) => `<li class="card"><p><a href="#/job/${esc(d.jobId)}">Job ${esc(d.jobId)}</a> · opened ${esc(when(d.openedAt))} by <code>${esc(d.raisedBy)}</code> while ${esc(d.statusAtOpen)}</p>
      <p>${esc(d.reason)}</p>
      <form class="resolve" data-job="${esc(d.jobId)}" data-dispute="${esc(d.id)}"><div class="row">
        <div><label for="o-${esc(d.id)}">Outcome</label><select id="o-${esc(d.id)}" name="outcome"><option value="rework">Rework: back to the agent</option><option value="refund">Refund and cancel</option><option value="reject">Reject the dispute</option></select></div>
        <div><label for="p-${esc(d.id)}">Refund percentage</label><input id="p-${esc(d.id)}" name="percentage" type="number" min="0" max="100" step="1"></div>
        <div><label for="n-${esc(d.id)}">Note</label><input id="n-${esc(d.id)}" name="note" maxlength="2000"></div></div>
        <button type="submit">Resolve</button><div class="err"></div></form></li>`).join('') || '<li class="muted">No open disputes.</li>'}</ul></section>
    <section aria-labelledby="agents-h"><h2 id="agents-h">An agent</h2>
      <form id="agent-pick" class="row"><div><label for="agent-id">Agent (name@ or i-address)</label><input id="agent-id" name="agent" required spellcheck="false"></div>
        <div><button type="submit">Look up</button></div><div class="err"></div></form>
      <div id="agent-tools" aria-live="polite"></div></section>
    <section aria-labelledby="audit-h"><h2 id="audit-h">Audit log</h2>
      <div class="table"><table><caption class="muted">The last ${audit.data.length} admin requests</caption>
      <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Outcome</th></tr></thead>
      <tbody>${audit.data.map((a) => `<tr><td>${esc(when(a.at))}</td><td><code>${esc(a.actor ?? '')}</code><br>${esc(a.ip)}</td><td>${esc(a.method)} ${esc(a.path)}</td><td>${esc(a.outcome)}${a.status ? ` (${esc(a.status)})` : ''}</td></tr>`).join('')}</tbody></table></div></section>`, 'Admin');

  for (const form of document.querySelectorAll('form.resolve')) {
    onSubmit(form, async () => {
      const body = { outcome: form.outcome.value };
      if (form.outcome.value === 'refund' && form.percentage.value) body.percentage = Number(form.percentage.value);
      if (form.note.value.trim()) body.note = form.note.value.trim();
      await api('POST', `/v1/admin/jobs/${form.dataset.job}/disputes/${form.dataset.dispute}/resolve`, body);
      admin();
    });
  }
  onSubmit($('#agent-pick'), async (f) => agentTools(f.agent.value.trim()));
}

async function agentTools(id) {
  const box = $('#agent-tools');
  const enc = encodeURIComponent(id);
  const [ag, t, penalties] = await Promise.all([
    api('GET', `/v1/agents/${enc}`).then((r) => r.data),
    api('GET', `/v1/admin/agents/${enc}/trust`).then((r) => r.data),
    api('GET', `/v1/admin/agents/${enc}/penalties?limit=50`),
  ]);
  box.innerHTML = `<div class="card"><h3>${esc(ag.name)} <code>${esc(ag.id)}</code></h3>
    <p>Status ${esc(ag.status)}${ag.suspended ? ' · <strong>suspended</strong>' : ''} · trust ${t.score == null ? 'not computed' : esc(t.score)}</p>
    <div class="actions"><button type="button" id="recalc" class="secondary">Recalculate trust now</button>${ag.suspended ? '<button type="button" id="unsuspend">Lift the suspension</button>' : ''}</div>
    ${ag.suspended ? '' : `<form id="suspend-form"><label for="suspend-reason">Reason for suspension</label><input id="suspend-reason" name="reason" required maxlength="2000"><button type="submit" class="danger">Suspend</button><div class="err"></div></form>`}
    <h4>Penalties (${penalties.meta.total})</h4><ul>${penalties.data.map((p) => `<li>${esc(p.points)} points · ${esc(p.reason)} · ${esc(when(p.createdAt))}</li>`).join('')}</ul>
    <form id="penalty-form"><div class="row"><div><label for="pen-points">Points</label><input id="pen-points" name="points" type="number" min="1" max="100" required></div>
      <div><label for="pen-reason">Reason</label><input id="pen-reason" name="reason" required maxlength="2000"></div></div>
      <button type="submit">Add the penalty</button><div class="err"></div></form></div>`;
  const again = () => agentTools(ag.id);
  $('#recalc').addEventListener('click', async () => { await api('POST', `/v1/admin/agents/${ag.id}/trust/recalculate`, {}); again(); });
  $('#unsuspend')?.addEventListener('click', async () => { await api('POST', `/v1/admin/agents/${ag.id}/unsuspend`, {}); again(); });
  const suspend = $('#suspend-form');
  if (suspend) onSubmit(suspend, async () => { await api('POST', `/v1/admin/agents/${ag.id}/suspend`, { reason: suspend.reason.value.trim() }); again(); });
  onSubmit($('#penalty-form'), async (f) => { await api('POST', `/v1/admin/agents/${ag.id}/penalties`, { points: Number(f.points.value), reason: f.reason.value.trim() }); again(); });
}
