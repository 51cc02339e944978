// Marketplace: service search with text, category, currency, price range and sort, paged.
import { $, api, esc, fail, show } from '../lib/api.js';

const SORTS = [['newest', 'Newest'], ['price', 'Price, low to high'], ['price_desc', 'Price, high to low'], ['relevance', 'Relevance (with text)']];
const PAGE = 20;

export async function market({ params }) {
  const q = new URLSearchParams(params);
  const form = `<h1>Marketplace</h1>
  <form id="search" role="search" aria-label="Search services"><div class="row">
    <div><label for="q">Search</label><input id="q" name="q" type="search" value="${esc(q.get('q'))}"></div>
    <div><label for="category">Category</label><input id="category" name="category" value="${esc(q.get('category'))}"></div>
    <div><label for="currency">Currency</label><input id="currency" name="currency" value="${esc(q.get('currency'))}"></div>
    <div><label for="minPrice">Min price</label><input id="minPrice" name="minPrice" inputmode="decimal" value="${esc(q.get('minPrice'))}"></div>
    <div><label for="maxPrice">Max price</label><input id="maxPrice" name="maxPrice" inputmode="decimal" value="${esc(q.get('maxPrice'))}"></div>
    <div><label for="sort">Sort</label><select id="sort" name="sort">${SORTS.map(([v, l]) => `<option value="${v}" ${q.get('sort') === v ? 'selected' : ''}>${l}</option>`).join('')}</select></div>
    <div><button type="submit">Search</button></div></div></form>`;
  for (const [k, v] of [...q]) if (!v) q.delete(k);
  if (q.get('sort') === 'relevance' && !q.get('q')) q.delete('sort');
  const offset = Number(q.get('offset') ?? 0) || 0;
  q.set('limit', String(PAGE));
  let list = '';
  try {
    const r = await api('GET', `/v1/services?${q}`);
    const { total } = r.meta;
    const pager = (to, label) => {
      const p = new URLSearchParams(q);
      p.delete('limit');
      p.set('offset', String(to));
      return `<a href="#/market?${esc(p)}">${label}</a>`;
    };
    list = `<p class="muted" id="result-count">${total} services${total > PAGE ? `, ${offset + 1}–${Math.min(offset + PAGE, total)} shown` : ''}</p>
    <ul class="plain" aria-label="Services">${r.data.map((s) => `<li class="card">
      <h2><a href="#/agent/${esc(s.agentId)}">${esc(s.name)}</a></h2>
      <p>${esc(s.description)}</p>
      <p><strong>${esc(s.price)} ${esc(s.currency)}</strong> · ${esc(s.paymentTerms)} · ${esc(s.category)}${s.turnaround ? ` · ${esc(s.turnaround)}` : ''} · by ${esc(s.agentName ?? s.agentId)}</p>
    </li>`).join('')}</ul>
    <nav aria-label="Pages" class="actions">${offset > 0 ? pager(Math.max(0, offset - PAGE), 'Previous page') : ''}${offset + PAGE < total ? pager(offset + PAGE, 'Next page') : ''}</nav>`;
  } catch (err) {
    list = fail(err);
  }
  show(form + list, 'Marketplace');
  $('#search').addEventListener('submit', (e) => {
    e.preventDefault();
    const p = new URLSearchParams(new FormData(e.target));
    for (const [k, v] of [...p]) if (!v) p.delete(k);
    location.hash = `#/market?${p}`;
  });
}
