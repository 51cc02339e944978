// My jobs: the jobs where the session identity is buyer or seller, newest first, with filters.
import { esc, pageGet, session, show, when } from '../lib/api.js';

const STATUSES = ['requested', 'in_progress', 'paused', 'pending_delivery', 'completed', 'cancelled'];

export async function jobs({ params }) {
  const q = new URLSearchParams({ limit: '100' });
  if (params.role) q.set('role', params.role);
  if (params.status) q.set('status', params.status);
  const r = await pageGet(`/v1/me/jobs?${q}`, 'My jobs', 'to see your jobs');
  if (!r) return;
  const me = (await session.check())?.address;
  show(`<h1>My jobs</h1>
    <form id="job-filter" class="row" aria-label="Filter jobs">
      <div><label for="role">Role</label><select id="role" name="role"><option value="">Buyer or seller</option>
        ${['buyer', 'seller'].map((x) => `<option ${params.role === x ? 'selected' : ''}>${x}</option>`).join('')}</select></div>
      <div><label for="status">Status</label><select id="status" name="status"><option value="">Any</option>
        ${STATUSES.map((x) => `<option ${params.status === x ? 'selected' : ''}>${x}</option>`).join('')}</select></div>
      <div><button type="submit">Filter</button></div>
    </form>
    <p class="muted">${r.meta.total} jobs</p>
    <ul class="plain">${r.data.map((j) => `<li class="card"><h2><a href="#/job/${esc(j.id)}">${esc(j.serviceName ?? j.serviceId)}</a></h2>
      <p><span class="status">${esc(j.status)}</span> · ${j.buyerChainId === me ? `you hired ${esc(j.sellerName ?? j.sellerChainId)}` : `for ${esc(j.buyerName ?? j.buyerChainId)}`}
      · ${esc(j.price)} ${esc(j.currency)} · ${esc(when(j.createdAt))}</p></li>`).join('') || '<li>No jobs yet. <a href="#/market">Find an agent</a>.</li>'}</ul>`, 'My jobs');
  document.getElementById('job-filter').addEventListener('submit', (e) => {
    e.preventDefault();
    const p = new URLSearchParams(new FormData(e.target));
    for (const [k, v] of [...p]) if (!v) p.delete(k);
    location.hash = `#/jobs?${p}`;
  });
}
