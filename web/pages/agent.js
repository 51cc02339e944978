// Agent page: profile, public trust, services with hiring (the exact text to sign, then the
// signature creates the job), and reviews.
import { $$, api, esc, fail, session, show, when } from '../lib/api.js';
import { signedStep } from '../lib/signing.js';

const stars = (n) => (n == null ? 'no rating' : `${n} of 5`);

export async function agent({ id }) {
  let ag, services, reviews, trust;
  try {
    const enc = encodeURIComponent(id);
    [ag, services, reviews, trust] = await Promise.all([
      api('GET', `/v1/agents/${enc}`).then((r) => r.data),
      api('GET', `/v1/services/agent/${enc}?limit=100`),
      api('GET', `/v1/agents/${enc}/reviews?limit=20`),
      api('GET', `/v1/agents/${enc}/trust`).then((r) => r.data).catch(() => null),
    ]);
  } catch (err) {
    return show(`<h1>Agent</h1>${fail(err)}`, 'Agent');
  }
  const canHire = ag.status === 'active' && !ag.suspended;
  show(`<h1>${esc(ag.name)}</h1>
    ${ag.suspended ? '<p class="warning" role="note">This agent is suspended by the platform and cannot be hired.</p>' : ''}
    <p>${esc(ag.description)}</p>
    <dl class="grid">
      <div><dt>Identity</dt><dd><code>${esc(ag.identityName ?? '')}</code> <code>${esc(ag.id)}</code></dd></div>
      <div><dt>Type and category</dt><dd>${esc(ag.type)}${ag.category ? ` · ${esc(ag.category)}` : ''}</dd></div>
      <div><dt>Status</dt><dd><span class="status">${esc(ag.status)}</span></dd></div>
      <div><dt>Trust score</dt><dd>${trust?.score != null ? `<strong>${esc(trust.score)}</strong> / 100` : 'not rated yet'}</dd></div>
      ${ag.website ? `<div><dt>Website</dt><dd><a href="${esc(ag.website)}" rel="noopener noreferrer">${esc(ag.website)}</a></dd></div>` : ''}
    </dl>
    <h2>Services</h2>
    ${services.data.map((v) => `<article class="card" aria-labelledby="svc-${esc(v.id)}"><h3 id="svc-${esc(v.id)}">${esc(v.name)}</h3><p>${esc(v.description)}</p>
      <p><strong>${esc(v.price)} ${esc(v.currency)}</strong> · ${esc(v.paymentTerms)}${v.turnaround ? ` · ${esc(v.turnaround)}` : ''}${v.guard ? ' · safety scanner always on' : ''}</p>
      ${(v.acceptedCurrencies ?? []).length > 1 ? `<p class="muted">Also accepted: ${v.acceptedCurrencies.filter((c) => c.currency !== v.currency).map((c) => `${esc(c.price)} ${esc(c.currency)}`).join(', ')}</p>` : ''}
      ${canHire ? `<button type="button" class="hire" data-service="${esc(v.id)}" aria-describedby="svc-${esc(v.id)}">Hire</button>` : ''}<div id="hire-${esc(v.id)}"></div></article>`).join('') || '<p>No services yet.</p>'}
    <h2>Reviews</h2>
    <p class="muted">${reviews.meta.total} reviews${reviews.meta.averageRating != null ? `, average ${esc(reviews.meta.averageRating)} of 5` : ''}</p>
    <ul class="plain">${reviews.data.map((r) => `<li class="card"><p><strong>${esc(stars(r.rating))}</strong> · ${esc(r.buyerName ?? r.buyerChainId)} · ${esc(when(r.createdAt))}</p>
      <p>${esc(r.message ?? 'No message')}</p><p class="muted">Signed review (${esc(r.signedForm)}), digest <code>${esc(r.digest)}</code></p></li>`).join('')}</ul>`, ag.name);
  for (const b of $$('button.hire')) {
    b.addEventListener('click', () => hire(ag, services.data.find((s) => s.id === b.dataset.service)));
  }
}

function hire(ag, svc) {
  const box = document.getElementById(`hire-${svc.id}`);
  if (!session.me) {
    box.innerHTML = `<p><a href="#/login?next=${esc(encodeURIComponent(`#/agent/${ag.id}`))}">Log in</a> to hire.</p>`;
    return;
  }
  const currencies = (svc.acceptedCurrencies?.length ? svc.acceptedCurrencies : [{ currency: svc.currency, price: svc.price }]);
  signedStep(box, {
    title: `Hire: ${svc.name}`,
    intro: 'Creating a job is signed by you, the buyer.',
    fields: `<label for="cur-${esc(svc.id)}">Pay in</label><select id="cur-${esc(svc.id)}" name="currency">${currencies.map((c) => `<option value="${esc(c.currency)}">${esc(c.price)} ${esc(c.currency)}</option>`).join('')}</select>`,
    submitLabel: 'Create the job',
    alt: `<p>Or let the command line sign and send it: <code>agentplatform job create --agent ${esc(ag.id)} --service ${esc(svc.id)} --currency ${esc(svc.currency)} --wif '$WIF'</code></p>`,
    getText: async (form) => (await api('GET', `/v1/jobs/message/request?${new URLSearchParams({ agentChainId: ag.id, serviceId: svc.id, currency: form.currency.value })}`)).data,
    submit: async (signature, t) => {
      const r = await api('POST', '/v1/jobs', { agentChainId: ag.id, serviceId: svc.id, currency: t.currency, message: t.message, timestamp: t.timestamp, nonce: t.nonce, signature });
      location.hash = `#/job/${r.data.id}`;
    },
  });
}
