// Extensions of a job: either party proposes more time for more money, the other approves or
// rejects, and the buyer pays an approved one (one transaction: the price to the agent and the 5%
// fee to the platform) and records it.
import { api, esc, onSubmit, session, when } from '../lib/api.js';

const UNITS = [['3600', 'hours'], ['86400', 'days'], ['60', 'minutes']];
const human = (s) => (s % 86400 === 0 ? `${s / 86400} days` : s % 3600 === 0 ? `${s / 3600} hours` : s % 60 === 0 ? `${s / 60} minutes` : `${s} seconds`);

export function mountExtensions(box, ctx) {
  const render = () => {
    const j = ctx.job;
    const open = !['completed', 'cancelled'].includes(j.status);
    const me = session.me?.address;
    const list = j.extensions ?? [];
    box.innerHTML = `${list.length === 0 ? '<p class="muted">No extensions.</p>' : `<ul class="plain">${list.map((x) => `<li class="card" data-ext="${esc(x.id)}">
        <p><strong>${esc(human(x.duration))}</strong> for ${esc(x.price)} ${esc(x.currency)} (+ ${esc(x.platformFee)} fee) · <span class="status">${esc(x.status)}</span>
        · asked by ${x.requestedBy === me ? 'you' : 'the other party'} ${esc(when(x.requestedAt))}</p>
        ${x.status === 'requested' && x.requestedBy !== me && open ? `<div class="actions"><button type="button" data-decide="approve">Approve</button><button type="button" class="secondary" data-decide="reject">Reject</button></div>` : ''}
        ${x.status === 'approved' && ctx.role === 'buyer' && x.command ? `<p>Pay it with one transaction:</p><pre>${esc(x.command)}</pre>
          <form class="ext-pay"><label for="ext-ref-${esc(x.id)}">txid or opid</label><input id="ext-ref-${esc(x.id)}" name="ref" required spellcheck="false"><button type="submit">Record the payment</button><div class="err"></div></form>` : ''}
        ${x.payment ? `<p class="muted">Paid by <code>${esc(x.payment.txid)}</code>, ${x.payment.confirmed ? 'confirmed' : 'waiting for confirmations'}</p>` : ''}
        <div class="err"></div></li>`).join('')}</ul>`}
      ${open && j.acceptedAt ? `<details class="card"><summary>Propose an extension</summary><form id="ext-form">
        <div class="row"><div><label for="ext-amount">Extra time</label><input id="ext-amount" name="amount" type="number" min="1" step="1" required></div>
        <div><label for="ext-unit">Unit</label><select id="ext-unit" name="unit">${UNITS.map(([v, l]) => `<option value="${v}">${l}</option>`).join('')}</select></div>
        <div><label for="ext-price">Price</label><input id="ext-price" name="price" inputmode="decimal" required></div>
        <div><label for="ext-currency">Currency</label><input id="ext-currency" name="currency" value="${esc(j.currency)}" required></div></div>
        <button type="submit">Propose</button><div class="err"></div></form></details>` : ''}`;
    for (const li of box.querySelectorAll('li[data-ext]')) {
      const id = li.dataset.ext;
      for (const b of li.querySelectorAll('button[data-decide]')) {
        b.addEventListener('click', async () => {
          try {
            await api('POST', `/v1/jobs/${j.id}/extensions/${id}/${b.dataset.decide}`, {});
            await ctx.reload();
          } catch (err) {
            li.querySelector(':scope > .err').innerHTML = `<p class="error" role="alert">${esc(err.message)}</p>`;
          }
        });
      }
      const pay = li.querySelector('form.ext-pay');
      if (pay) onSubmit(pay, async () => { await api('POST', `/v1/jobs/${j.id}/extensions/${id}/payment`, ctx.reference(pay.ref.value.trim())); await ctx.reload(); });
    }
    const form = box.querySelector('#ext-form');
    if (form) {
      onSubmit(form, async () => {
        await api('POST', `/v1/jobs/${j.id}/extensions`, {
          duration: Number(form.amount.value) * Number(form.unit.value), price: Number(form.price.value), currency: form.currency.value.trim(),
        });
        await ctx.reload();
      });
    }
  };
  return { render };
}
