// The session agent's services: list, publish, change and delete.
import { $, $$, api, esc, fail, onSubmit } from '../lib/api.js';

const TERMS = [['prepay', 'Prepay: paid before the work'], ['postpay', 'Postpay: paid after'], ['split', 'Split: half before, half after']];

function form(s = {}, id = 'new') {
  const others = (s.acceptedCurrencies ?? []).filter((c) => c.currency !== s.currency).map((c) => `${c.currency} ${c.price}`).join(', ');
  return `<form class="svc-form" data-id="${esc(id)}" aria-label="${id === 'new' ? 'New service' : `Change ${esc(s.name)}`}">
    <div class="row"><div><label for="s-name-${id}">Name</label><input id="s-name-${id}" name="name" required value="${esc(s.name)}"></div>
    <div><label for="s-category-${id}">Category</label><input id="s-category-${id}" name="category" required value="${esc(s.category)}"></div></div>
    <label for="s-desc-${id}">Description</label><textarea id="s-desc-${id}" name="description" rows="2" required>${esc(s.description)}</textarea>
    <div class="row"><div><label for="s-price-${id}">Price</label><input id="s-price-${id}" name="price" inputmode="decimal" required value="${esc(s.price)}"></div>
    <div><label for="s-cur-${id}">Currency</label><input id="s-cur-${id}" name="currency" required value="${esc(s.currency ?? 'VRSCTEST')}"></div>
    <div><label for="s-terms-${id}">Payment terms</label><select id="s-terms-${id}" name="paymentTerms">${TERMS.map(([v, l]) => `<option value="${v}" ${s.paymentTerms === v ? 'selected' : ''}>${l}</option>`).join('')}</select></div>
    <div><label for="s-turn-${id}">Turnaround (optional)</label><input id="s-turn-${id}" name="turnaround" value="${esc(s.turnaround)}"></div></div>
    <label for="s-more-${id}">Other accepted currencies (optional, e.g. "VRSC 2.5, tBTC 0.0001")</label><input id="s-more-${id}" name="more" value="${esc(others)}">
    <label class="check"><input type="checkbox" name="guard" ${s.guard ? 'checked' : ''}> Always scan the chat (buyers cannot turn it off)</label>
    <button type="submit">${id === 'new' ? 'Publish the service' : 'Save'}</button><div class="err"></div></form>`;
}

function read(f) {
  const price = Number(f.price.value);
  const body = {
    name: f.name.value.trim(), description: f.description.value.trim(), price, currency: f.currency.value.trim(),
    category: f.category.value.trim(), paymentTerms: f.paymentTerms.value, guard: f.guard.checked,
  };
  if (f.turnaround.value.trim()) body.turnaround = f.turnaround.value.trim();
  const more = f.more.value.split(',').map((x) => x.trim()).filter(Boolean).map((x) => {
    const [currency, p] = x.split(/\s+/);
    return { currency, price: Number(p) };
  });
  if (more.length) body.acceptedCurrencies = [{ currency: body.currency, price }, ...more];
  return body;
}

export async function mountServices(box) {
  const r = await api('GET', '/v1/me/services?limit=100').catch((err) => ({ error: err }));
  if (r.error) return void (box.innerHTML = fail(r.error));
  box.innerHTML = `<ul class="plain">${r.data.map((s) => `<li class="card" data-svc="${esc(s.id)}"><h3>${esc(s.name)}</h3>
      <p>${esc(s.price)} ${esc(s.currency)} · ${esc(s.paymentTerms)} · ${esc(s.category)}${s.source === 'chain' ? ' · published on chain' : ''}</p>
      ${s.source === 'chain' ? '<p class="muted">Change it on chain (updateidentity).</p>' : `<details><summary>Change</summary>${form(s, s.id)}</details>
      <button type="button" class="danger" data-delete aria-label="Delete ${esc(s.name)}">Delete</button>`}<div class="del-err"></div></li>`).join('') || '<li class="muted">No services yet.</li>'}</ul>
    <details class="card"${r.data.length === 0 ? ' open' : ''}><summary>Publish a service</summary>${form()}</details>`;
  for (const f of $$('form.svc-form', box)) {
    onSubmit(f, async () => {
      const body = read(f);
      if (f.dataset.id === 'new') await api('POST', '/v1/me/services', body);
      else await api('PUT', `/v1/me/services/${f.dataset.id}`, body);
      mountServices(box);
    });
  }
  for (const li of $$('li[data-svc]', box)) {
    li.querySelector('[data-delete]')?.addEventListener('click', async () => {
      try {
        await api('DELETE', `/v1/me/services/${li.dataset.svc}`);
        mountServices(box);
      } catch (err) {
        $('.del-err', li).innerHTML = fail(err);
      }
    });
  }
}
