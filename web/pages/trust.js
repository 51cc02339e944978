// Trust: the session agent's own score with its sub-scores, weights and history (each change with
// its cause). Other identities see only the public score, on the agent page.
import { api, esc, needLogin, show, when } from '../lib/api.js';

const NAMES = { uptime: 'Uptime', completion: 'Completion', responsiveness: 'Responsiveness', transparency: 'Transparency', safety: 'Safety' };
const pct = (x) => (x == null ? '–' : `${Math.round(x * 100)}`);

export async function trust() {
  let t, history;
  try {
    [t, history] = await Promise.all([api('GET', '/v1/me/trust').then((r) => r.data), api('GET', '/v1/me/trust/history?limit=50')]);
  } catch (err) {
    if (err.code === 'NOT_FOUND') return show(`<h1>Trust</h1><p>Trust scores are agents'. <a href="#/me">Register your identity as an agent</a> to get one.</p>`, 'Trust');
    return needLogin('Trust', err, 'to see your trust score');
  }
  show(`<h1>Trust</h1>
    <p>Score: <strong id="trust-score">${t.score == null ? 'not computed yet' : `${esc(t.score)} / 100`}</strong>${t.asOf ? ` <span class="muted">as of ${esc(when(t.asOf))}</span>` : ''}</p>
    <div class="table"><table><caption>Sub-scores and their weights (formula ${esc(t.formula)})</caption>
      <thead><tr><th scope="col">Part</th><th scope="col">Score</th><th scope="col">Weight</th></tr></thead>
      <tbody>${Object.keys(NAMES).map((k) => `<tr><th scope="row">${NAMES[k]}</th><td>${pct(t.subscores?.[k])}</td><td>${pct(t.weights?.[k])}%</td></tr>`).join('')}</tbody></table></div>
    ${t.facts ? `<details><summary>The facts it was computed from</summary><pre>${esc(JSON.stringify(t.facts, null, 2))}</pre></details>` : ''}
    <h2>History</h2>
    ${history.data.length === 0 ? '<p class="muted">No changes yet.</p>' : `<div class="table"><table><caption class="muted">${history.meta.total} changes, newest first</caption>
      <thead><tr><th scope="col">When</th><th scope="col">Score</th><th scope="col">Cause</th></tr></thead>
      <tbody>${history.data.map((p) => `<tr><td>${esc(when(p.createdAt))}</td><td>${p.previous == null ? '' : `${esc(p.previous)} → `}${esc(p.score)}</td><td>${esc(p.cause)}</td></tr>`).join('')}</tbody></table></div>`}`, 'Trust');
}
