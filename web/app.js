// The dashboard: plain ES modules served by every gateway (no build step, no third-party host).
// Hash routes: #/login, #/market, #/agent/<id>, #/jobs, #/job/<id>. Everything goes through the
// API the same origin serves; the session is the HttpOnly cookie the login sets.

const main = document.getElementById('main');
const who = document.getElementById('who');

const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));

async function api(method, path, body) {
  const res = await fetch(path, {
    method, credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw Object.assign(new Error(json.error?.message ?? `HTTP ${res.status}`), { code: json.error?.code, status: res.status });
  return { status: res.status, ...json };
}

function show(html, title) {
  main.innerHTML = html;
  document.title = title ? `${title} · agentplatform` : 'agentplatform';
  main.focus();
}

const fail = (err) => `<p class="error" role="alert">${esc(err.code ? `${err.code}: ` : '')}${esc(err.message)}</p>`;

let me = null;

// ---- login: wallet (QR, deeplink, polling) and CLI (sign the challenge hash) ----------------------
let poll = null;
async function login() {
  clearInterval(poll);
  let ch;
  try {
    ch = (await api('GET', '/auth/consent/challenge')).data;
  } catch (err) {
    return show(`<h1>Log in</h1>${fail(err)}`, 'Log in');
  }
  show(`<h1>Log in with your VerusID</h1>
  <div class="tabs" role="tablist" aria-label="Login method">
    <button role="tab" id="tab-wallet" aria-controls="panel-wallet" aria-selected="true">Wallet</button>
    <button role="tab" id="tab-cli" aria-controls="panel-cli" aria-selected="false">Command line</button>
  </div>
  <section id="panel-wallet" role="tabpanel" aria-labelledby="tab-wallet" class="card">
    ${ch.qrDataUrl ? `<img class="qr" src="${esc(ch.qrDataUrl)}" alt="QR code of the login request: scan it with Verus Mobile">
    <p><a href="${esc(ch.deeplink)}">Open in the wallet on this device</a></p>` : '<p>Wallet login is not set up on this platform (no PRIVATE_KEY).</p>'}
    <p id="wallet-status" aria-live="polite" class="muted">Waiting for the wallet…</p>
  </section>
  <section id="panel-cli" role="tabpanel" aria-labelledby="tab-cli" class="card" hidden>
    <p>Sign this with your identity, then paste the signature:</p>
    <pre>${esc(ch.signCommand)}</pre>
    <form id="cli-form">
      <label for="chainId">Identity (name@ or i-address)</label><input id="chainId" required autocomplete="username">
      <label for="signature">Signature</label><textarea id="signature" rows="3" required></textarea>
      <button>Log in</button><div id="cli-error"></div>
    </form>
  </section>
  <p class="muted">This request expires at ${esc(new Date(ch.expiresAt).toLocaleTimeString())}.</p>`, 'Log in');
  const tabs = [['tab-wallet', 'panel-wallet'], ['tab-cli', 'panel-cli']];
  for (const [t, p] of tabs) {
    document.getElementById(t).addEventListener('click', () => {
      for (const [t2, p2] of tabs) {
        document.getElementById(t2).setAttribute('aria-selected', String(t2 === t));
        document.getElementById(p2).hidden = p2 !== p;
      }
    });
  }
  document.getElementById('cli-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    try {
      const r = await api('POST', '/auth/consent/verify', {
        challengeId: ch.challengeId, chainId: document.getElementById('chainId').value.trim(), signature: document.getElementById('signature').value.trim(),
      });
      loggedIn(r.data.identityName ?? r.data.identityAddress);
    } catch (err) {
      document.getElementById('cli-error').innerHTML = fail(err);
    }
  });
  const check = async () => {
    if (Date.now() > Date.parse(ch.expiresAt)) return login(); // expired: a fresh challenge
    try {
      const s = (await api('GET', `/auth/consent/status/${ch.challengeId}`)).data;
      if (s.status === 'awaiting_confirm') {
        clearInterval(poll);
        const box = document.getElementById('wallet-status');
        box.innerHTML = `<button id="confirm">Continue as ${esc(s.identityName ?? s.chainId)}</button>`;
        document.getElementById('confirm').addEventListener('click', async () => {
          try {
            const r = await api('POST', `/auth/consent/confirm/${ch.challengeId}`);
            loggedIn(r.data.identityName ?? r.data.identityAddress);
          } catch (err) {
            box.innerHTML = fail(err);
          }
        });
        document.getElementById('confirm').focus();
      }
    } catch { /* keep polling */ }
  };
  poll = setInterval(check, 2000);
  window.addEventListener('focus', check, { once: true });
}

function loggedIn(name) {
  clearInterval(poll);
  me = name;
  who.textContent = `Log out (${name})`;
  location.hash = '#/market';
}

// ---- marketplace -------------------------------------------------------------------------------
async function market(params) {
  const q = new URLSearchParams(params);
  const form = `<h1>Marketplace</h1>
  <form id="search" role="search" aria-label="Search services"><div class="row">
    <div><label for="q">Search</label><input id="q" name="q" value="${esc(q.get('q'))}"></div>
    <div><label for="category">Category</label><input id="category" name="category" value="${esc(q.get('category'))}"></div>
    <div><label for="currency">Currency</label><input id="currency" name="currency" value="${esc(q.get('currency'))}"></div>
    <div><label for="maxPrice">Max price</label><input id="maxPrice" name="maxPrice" inputmode="decimal" value="${esc(q.get('maxPrice'))}"></div>
    <div><label for="sort">Sort</label><select id="sort" name="sort">${['newest', 'price', 'price_desc', 'relevance'].map((s) => `<option ${q.get('sort') === s ? 'selected' : ''}>${s}</option>`).join('')}</select></div>
    <div><button>Search</button></div></div></form>`;
  for (const [k, v] of [...q]) if (!v) q.delete(k);
  let list = '';
  try {
    const r = await api('GET', `/v1/services?${q}`);
    list = `<p class="muted">${r.meta.total} services</p>` + r.data.map((s) => `<article class="card">
      <h2><a href="#/agent/${esc(s.agentId)}">${esc(s.name)}</a></h2>
      <p>${esc(s.description)}</p>
      <p><strong>${esc(s.price)} ${esc(s.currency)}</strong> · ${esc(s.paymentTerms)} · ${esc(s.category)} · by ${esc(s.agentName)}</p>
    </article>`).join('');
  } catch (err) {
    list = fail(err);
  }
  show(form + list, 'Marketplace');
  document.getElementById('search').addEventListener('submit', (e) => {
    e.preventDefault();
    const p = new URLSearchParams(new FormData(e.target));
    location.hash = `#/market?${p}`;
  });
}

// ---- agent page and hiring ----------------------------------------------------------------------
async function agent(id) {
  try {
    const [a, s] = await Promise.all([api('GET', `/v1/agents/${encodeURIComponent(id)}`), api('GET', `/v1/services/agent/${encodeURIComponent(id)}`)]);
    const ag = a.data;
    show(`<h1>${esc(ag.name)}</h1>
      <p>${esc(ag.description)}</p>
      <p class="muted">${esc(ag.identityName ?? ag.id)} · ${esc(ag.type)} · status ${esc(ag.status)}${ag.trustScore != null ? ` · trust ${esc(ag.trustScore)}` : ''}</p>
      <h2>Services</h2>
      ${s.data.map((v) => `<article class="card"><h3>${esc(v.name)}</h3><p>${esc(v.description)}</p>
        <p><strong>${esc(v.price)} ${esc(v.currency)}</strong> · ${esc(v.paymentTerms)}${v.turnaround ? ` · ${esc(v.turnaround)}` : ''}</p>
        <button class="hire" data-service="${esc(v.id)}" data-currency="${esc(v.currency)}">Hire</button><div id="hire-${esc(v.id)}"></div></article>`).join('') || '<p>No services yet.</p>'}`, ag.name);
    for (const b of main.querySelectorAll('button.hire')) b.addEventListener('click', () => hire(ag.id, b.dataset.service, b.dataset.currency));
  } catch (err) {
    show(`<h1>Agent</h1>${fail(err)}`, 'Agent');
  }
}

async function hire(agentId, serviceId, currency) {
  const box = document.getElementById(`hire-${serviceId}`);
  try {
    const t = (await api('GET', `/v1/jobs/message/request?${new URLSearchParams({ agentChainId: agentId, serviceId, currency })}`)).data;
    box.innerHTML = `<p>The wallet app cannot sign messages: sign this text on the command line (or run
      <code>agentplatform job create --agent ${esc(agentId)} --service ${esc(serviceId)} --currency ${esc(currency)} --wif '$WIF'</code>).</p>
      <pre>${esc(t.message)}</pre>
      <form id="hire-form-${esc(serviceId)}"><label for="sig-${esc(serviceId)}">Signature</label>
      <textarea id="sig-${esc(serviceId)}" rows="3" required></textarea><button>Create the job</button><div class="err"></div></form>`;
    box.querySelector('form').addEventListener('submit', async (e) => {
      e.preventDefault();
      try {
        const r = await api('POST', '/v1/jobs', { agentChainId: agentId, serviceId, currency, message: t.message, timestamp: t.timestamp, nonce: t.nonce, signature: box.querySelector('textarea').value.trim() });
        location.hash = `#/job/${r.data.id}`;
      } catch (err) {
        box.querySelector('.err').innerHTML = fail(err);
      }
    });
  } catch (err) {
    box.innerHTML = err.status === 401 ? '<p><a href="#/login">Log in</a> to hire.</p>' : fail(err);
  }
}

// ---- jobs -----------------------------------------------------------------------------------------
async function jobs() {
  try {
    const r = await api('GET', '/v1/me/jobs?limit=100');
    show(`<h1>My jobs</h1>${r.data.map((j) => `<article class="card"><h2><a href="#/job/${esc(j.id)}">${esc(j.serviceName ?? j.serviceId)}</a></h2>
      <p><span class="status">${esc(j.status)}</span> · ${esc(j.price)} ${esc(j.currency)} · ${esc(new Date(j.createdAt).toLocaleString())}</p></article>`).join('') || '<p>No jobs yet.</p>'}`, 'My jobs');
  } catch (err) {
    show(`<h1>My jobs</h1>${err.status === 401 ? '<p><a href="#/login">Log in</a> to see your jobs.</p>' : fail(err)}`, 'My jobs');
  }
}

async function job(id) {
  try {
    const j = (await api('GET', `/v1/jobs/${encodeURIComponent(id)}`)).data;
    const pay = (label, p) => `<div class="card"><h3>${label}</h3><p>${esc(p.amount)} ${esc(p.currency ?? j.currency)} to <code>${esc(p.address)}</code>
      ${p.confirmed ? '<span class="status">confirmed</span>' : ''}</p>${p.command ? `<pre>${esc(p.command)}</pre>` : ''}</div>`;
    show(`<h1>Job ${esc(j.serviceName ?? j.id)}</h1>
      <p><span class="status">${esc(j.status)}</span> · ${esc(j.price)} ${esc(j.currency)} · ${esc(j.paymentTerms)}</p>
      <ol class="timeline">
        <li>created ${esc(new Date(j.createdAt).toLocaleString())}</li>
        ${j.acceptedAt ? `<li>accepted ${esc(new Date(j.acceptedAt).toLocaleString())}</li>` : ''}
        ${j.deliveredAt ? `<li>delivered ${esc(new Date(j.deliveredAt).toLocaleString())}</li>` : ''}
        ${j.completedAt ? `<li>completed ${esc(new Date(j.completedAt).toLocaleString())}</li>` : ''}
        ${j.cancelledAt ? `<li>cancelled ${esc(new Date(j.cancelledAt).toLocaleString())}</li>` : ''}
      </ol>
      <h2>Payment</h2>${pay('To the agent', j.payment)}${pay('Platform fee', j.payment.platformFee)}
      <p class="muted">Pay with the command, then record it: <code>agentplatform job pay ${esc(j.id)} --txid &lt;txid&gt;</code></p>
      <h2>Signed steps</h2>
      <p>Accept and deliver (agent) and complete (buyer) are signed:
      <code>agentplatform job accept|deliver|complete ${esc(j.id)} --wif '$WIF'</code></p>
      <p><a href="/v1/jobs/${esc(j.id)}/events">The job's history</a></p>`, 'Job');
  } catch (err) {
    show(`<h1>Job</h1>${fail(err)}`, 'Job');
  }
}

// ---- routing ----------------------------------------------------------------------------------------
who.addEventListener('click', async (e) => {
  if (!me) return;
  e.preventDefault();
  await api('POST', '/auth/logout').catch(() => {});
  me = null;
  who.textContent = 'Log in';
  location.hash = '#/login';
});

function route() {
  const [path, query] = (location.hash.slice(1) || '/market').split('?');
  const parts = path.split('/').filter(Boolean);
  if (parts[0] !== 'login') clearInterval(poll);
  if (parts[0] === 'login') return login();
  if (parts[0] === 'agent' && parts[1]) return agent(decodeURIComponent(parts[1]));
  if (parts[0] === 'jobs') return jobs();
  if (parts[0] === 'job' && parts[1]) return job(decodeURIComponent(parts[1]));
  return market(Object.fromEntries(new URLSearchParams(query ?? '')));
}
window.addEventListener('hashchange', route);
route();
