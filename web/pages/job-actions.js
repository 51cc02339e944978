// The actions of a job for the party looking at it: the signed steps (accept, deliver, complete,
// review: the exact text from the API's message endpoint, then the signature), and the unsigned
// ones (cancel, pause, reactivate, end the session, dispute, data terms).
import { api, esc, onSubmit, when } from '../lib/api.js';
import { signedStep } from '../lib/signing.js';

const CLOSED = new Set(['completed', 'cancelled']);

function stepText(j, action, extra = {}) {
  const q = new URLSearchParams(Object.entries(extra).filter(([, v]) => v));
  return api('GET', `/v1/jobs/${j.id}/message/${action}${q.size ? `?${q}` : ''}`).then((r) => r.data);
}

async function signedPost(ctx, action, signature, t, extra = {}) {
  await api('POST', `/v1/jobs/${ctx.job.id}/${action}`, { signature, timestamp: t.timestamp, nonce: t.nonce, ...extra });
  await ctx.reload();
}

export function renderActions(box, ctx) {
  const j = ctx.job;
  const open = !CLOSED.has(j.status);
  const seller = ctx.role === 'seller';
  const parts = [];
  const slot = (name) => {
    parts.push(`<div id="act-${name}"></div>`);
    return name;
  };
  const todo = [];
  if (j.frozen) parts.push(`<p class="warning" role="note">A dispute is open (${esc(j.dispute.reason)}); every step waits until an admin resolves it.</p>`);
  if (open && !j.frozen) {
    if (seller && j.status === 'requested' && !j.acceptedAt) todo.push(slot('accept'));
    if (seller && j.status === 'in_progress') todo.push(slot('deliver'));
    if (!seller && (j.status === 'in_progress' || j.status === 'pending_delivery')) todo.push(slot('complete'));
  }
  if (!seller && j.status === 'completed' && !j.review) todo.push(slot('review'));
  if (j.review) parts.push(`<div class="card"><h3>Review</h3><p>${j.review.rating ? `${esc(j.review.rating)} of 5` : 'no rating'} · ${esc(j.review.message ?? 'No message')} · ${esc(when(j.review.createdAt))}</p></div>`);
  const buttons = [];
  if (open && !j.frozen) {
    if (!seller && j.status === 'requested' && !j.acceptedAt) buttons.push(['cancel', 'Cancel the job', 'danger']);
    if (seller && j.status === 'in_progress') buttons.push(['pause', 'Pause', 'secondary']);
    if (!seller && j.status === 'paused' && !(j.reactivationFee?.amount > 0)) buttons.push(['reactivate', 'Reactivate', '']);
    buttons.push(['end-session', 'End the session', 'secondary']);
  }
  if (buttons.length) parts.push(`<div class="actions">${buttons.map(([a, l, c]) => `<button type="button" class="${c}" data-act="${a}">${l}</button>`).join('')}</div><div id="act-simple-err"></div>`);
  if (open && !seller && j.status === 'paused' && j.reactivationFee?.amount > 0) {
    parts.push(`<form id="reactivate-form" class="card"><h3>Reactivate</h3><p>Pay the reactivation fee of ${esc(j.reactivationFee.amount)} ${esc(j.currency)} to <code>${esc(j.reactivationFee.address)}</code>, then record it.</p>
      <label for="react-ref">txid or opid</label><input id="react-ref" name="ref" required><button type="submit">Reactivate</button><div class="err"></div></form>`);
  }
  if (open && !j.frozen) {
    parts.push(`<details class="card"><summary>Open a dispute</summary><form id="dispute-form">
      <label for="dispute-reason">What went wrong</label><textarea id="dispute-reason" name="reason" rows="3" maxlength="2000" required></textarea>
      <p class="muted">A dispute freezes the job until an admin resolves it.</p><button type="submit" class="danger">Open the dispute</button><div class="err"></div></form></details>`);
    const t = j.dataTerms ?? {};
    parts.push(`<details class="card"><summary>Data terms (${esc(t.retention ?? 'job-duration')})</summary><form id="terms-form">
      <label for="terms-retention">Keep the job's data</label><select id="terms-retention" name="retention">
        ${[['none', 'not after the job (delete at close)'], ['job-duration', 'one hour after the job'], ['30-days', '30 days']].map(([v, l]) => `<option value="${v}" ${t.retention === v ? 'selected' : ''}>${l}</option>`).join('')}</select>
      ${[['allowTraining', 'Allow training on the data'], ['allowThirdParty', 'Allow third parties'], ['requireDeletion', 'Require a deletion attestation']].map(([k, l]) => `<label class="check"><input type="checkbox" name="${k}" ${t[k] ? 'checked' : ''}> ${l}</label>`).join('')}
      ${seller ? '<p class="muted">As the agent you may only make the terms stricter.</p>' : ''}<button type="submit">Save the terms</button><div class="err"></div></form></details>`);
  }
  if (CLOSED.has(j.status)) parts.push(`<p><a href="/v1/jobs/${esc(j.id)}/receipt">The platform-signed receipt</a> (JSON; check it with <code>agentplatform receipt verify</code>).</p>`);
  box.innerHTML = parts.join('') || '<p class="muted">Nothing to do now.</p>';

  for (const name of todo) {
    const el = box.querySelector(`#act-${name}`);
    if (name === 'accept') {
      signedStep(el, {
        title: 'Accept the job', submitLabel: 'Accept', intro: 'Accepting is signed by you, the agent.',
        alt: `<p>Or: <code>agentplatform job accept ${esc(j.id)} --wif '$WIF'</code></p>`,
        getText: () => stepText(j, 'accept'), submit: (sig, t) => signedPost(ctx, 'accept', sig, t),
      });
    } else if (name === 'deliver') {
      signedStep(el, {
        title: 'Deliver', submitLabel: 'Deliver', intro: 'Delivering is signed by you, the agent. The hash of what you deliver is optional.',
        fields: '<label for="delivery-hash">Delivery hash (optional, sha256:&lt;64 hex&gt;)</label><input id="delivery-hash" name="deliveryHash" pattern="sha256:[0-9a-fA-F]{64}" spellcheck="false">',
        alt: `<p>Or: <code>agentplatform job deliver ${esc(j.id)} --wif '$WIF'</code></p>`,
        getText: (f) => stepText(j, 'deliver', { deliveryHash: f.deliveryHash.value.trim() }),
        submit: (sig, t, f) => signedPost(ctx, 'deliver', sig, t, f.deliveryHash.value.trim() ? { deliveryHash: f.deliveryHash.value.trim() } : {}),
      });
    } else if (name === 'complete') {
      signedStep(el, {
        title: 'Complete the job', submitLabel: 'Complete', intro: 'Completing says the work is done; it is signed by you, the buyer, and needs the payment confirmed.',
        alt: `<p>Or: <code>agentplatform job complete ${esc(j.id)} --wif '$WIF'</code></p>`,
        getText: () => stepText(j, 'complete'), submit: (sig, t) => signedPost(ctx, 'complete', sig, t),
      });
    } else if (name === 'review') {
      signedStep(el, {
        title: 'Review the agent', submitLabel: 'Publish the review', intro: 'Your review is signed by you and shown on the agent\'s page.',
        fields: `<label for="review-rating">Rating</label><select id="review-rating" name="rating"><option value="">No rating</option>${[5, 4, 3, 2, 1].map((n) => `<option value="${n}">${n} of 5</option>`).join('')}</select>
          <label for="review-message">Message (optional)</label><textarea id="review-message" name="message" rows="3"></textarea>`,
        getText: (f) => {
          const q = new URLSearchParams({ jobId: j.id });
          if (f.rating.value) q.set('rating', f.rating.value);
          if (f.message.value.trim()) q.set('message', f.message.value.trim());
          return api('GET', `/v1/reviews/message?${q}`).then((r) => r.data);
        },
        submit: async (signature, t, f) => {
          await api('POST', '/v1/reviews', {
            jobId: j.id, rating: f.rating.value ? Number(f.rating.value) : null, message: f.message.value.trim() || null, signature, timestamp: t.timestamp,
          });
          await ctx.reload();
        },
      });
    }
  }
  for (const b of box.querySelectorAll('button[data-act]')) {
    b.addEventListener('click', async () => {
      const err = box.querySelector('#act-simple-err');
      err.innerHTML = '';
      b.disabled = true;
      try {
        await api('POST', `/v1/jobs/${j.id}/${b.dataset.act}`, {});
        if (b.dataset.act === 'end-session') err.innerHTML = '<p class="notice" role="status">The session was ended.</p>';
        else await ctx.reload();
      } catch (e) {
        err.innerHTML = `<p class="error" role="alert">${esc(e.code ? `${e.code}: ` : '')}${esc(e.message)}</p>`;
      } finally {
        b.disabled = false;
      }
    });
  }
  const react = box.querySelector('#reactivate-form');
  if (react) onSubmit(react, async () => { await api('POST', `/v1/jobs/${j.id}/reactivate`, ctx.reference(react.ref.value.trim())); await ctx.reload(); });
  const dispute = box.querySelector('#dispute-form');
  if (dispute) onSubmit(dispute, async () => { await api('POST', `/v1/jobs/${j.id}/dispute`, { reason: dispute.reason.value.trim() }); await ctx.reload(); });
  const terms = box.querySelector('#terms-form');
  if (terms) {
    onSubmit(terms, async () => {
      await api('POST', `/v1/jobs/${j.id}/data-terms`, {
        retention: terms.retention.value, allowTraining: terms.allowTraining.checked, allowThirdParty: terms.allowThirdParty.checked, requireDeletion: terms.requireDeletion.checked,
      });
      await ctx.reload();
    });
  }
}
