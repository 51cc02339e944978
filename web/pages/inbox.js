// Inbox: what awaits the session identity (job requests, extension requests, disputes, reviews to
// publish on chain). A review item carries the updateidentity command that publishes it.
import { $$, api, esc, pageGet, show, when } from '../lib/api.js';

const KINDS = { 'job-request': 'Job request', 'extension-request': 'Extension request', dispute: 'Dispute', review: 'Review to publish' };

function describe(item) {
  const d = item.data ?? {};
  switch (item.kind) {
    case 'job-request': return `${esc(d.buyerName ?? d.buyerChainId)} wants <strong>${esc(d.serviceName)}</strong> for ${esc(d.price)} ${esc(d.currency)} (${esc(d.paymentTerms)})`;
    case 'extension-request': return `More time asked: ${esc(d.duration)} s for ${esc(d.price)} ${esc(d.currency)}`;
    case 'dispute': return `A dispute was opened: ${esc(d.reason)}`;
    case 'review': return `A review${d.review?.rating ? ` (${esc(d.review.rating)} of 5)` : ''}: ${esc(d.review?.message ?? 'No message')}`;
    default: return esc(JSON.stringify(d));
  }
}

export async function inbox({ params }) {
  const q = new URLSearchParams({ limit: '100' });
  if (params.kind) q.set('kind', params.kind);
  const r = await pageGet(`/v1/me/inbox?${q}`, 'Inbox', 'to see your inbox');
  if (!r) return;
  show(`<h1>Inbox</h1>
    <p class="muted">${r.meta.total} open items. ${Object.entries(KINDS).map(([k, l]) => `<a href="#/inbox?kind=${k}">${l}s</a>`).join(' · ')} · <a href="#/inbox">all</a></p>
    <ul class="plain" id="inbox-list">${r.data.map((i) => `<li class="card" data-item="${esc(i.id)}">
      <h2>${esc(KINDS[i.kind] ?? i.kind)}</h2><p>${describe(i)}</p>
      <p class="muted">${esc(when(i.createdAt))}${i.jobId ? ` · <a href="#/job/${esc(i.jobId)}">open the job</a>` : ''}</p>
      <div class="actions">${i.kind === 'review' ? '<button type="button" data-onchain>Show the command that publishes it on chain</button>' : ''}
        <button type="button" class="secondary" data-dismiss>Dismiss</button></div><div class="detail" aria-live="polite"></div></li>`).join('') || '<li>Nothing awaits you.</li>'}</ul>`, 'Inbox');
  for (const li of $$('#inbox-list li[data-item]')) {
    const id = encodeURIComponent(li.dataset.item);
    const detail = li.querySelector('.detail');
    li.querySelector('[data-dismiss]').addEventListener('click', async () => {
      try {
        await api('POST', `/v1/me/inbox/${id}/reject`, {});
        li.remove();
      } catch (err) {
        detail.innerHTML = `<p class="error" role="alert">${esc(err.message)}</p>`;
      }
    });
    li.querySelector('[data-onchain]')?.addEventListener('click', async () => {
      try {
        const item = (await api('GET', `/v1/me/inbox/${id}`)).data;
        detail.innerHTML = item.onChain.published ? '<p class="ok">Already published on chain.</p>'
          : `<p>Publish it on your identity with:</p><pre>${esc(item.onChain.command)}</pre>`;
      } catch (err) {
        detail.innerHTML = `<p class="error" role="alert">${esc(err.message)}</p>`;
      }
    });
  }
}
