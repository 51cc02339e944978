// Login: wallet tab (the challenge's QR and deeplink, status polled every 2 s and on focus, a
// "Continue as <name>" confirm, a fresh challenge when one expires) and command-line tab (the
// ready `signmessage` command and a field for the signature). Same session cookie either way.
import { $, api, esc, fail, onSubmit, session, show } from '../lib/api.js';
import { learnChain } from '../lib/signing.js';

let poll = null;
let onFocus = null;

function stop() {
  clearInterval(poll);
  if (onFocus) window.removeEventListener('focus', onFocus);
  poll = onFocus = null;
}

function loggedIn(data, next) {
  stop();
  session.set({ address: data.identityAddress, name: data.identityName ?? data.identityAddress });
  location.hash = next || '#/market';
}

export async function login({ params }) {
  stop();
  let ch;
  try {
    ch = (await api('GET', '/auth/consent/challenge')).data;
  } catch (err) {
    show(`<h1>Log in</h1>${fail(err)}`, 'Log in');
    return stop;
  }
  learnChain(ch.signCommand);
  await session.check();
  const next = params.next;
  show(`<h1>Log in with your VerusID</h1>
  ${session.me ? `<p class="notice">You are logged in as ${esc(session.me.name)}. Logging in again replaces that session.</p>` : ''}
  <div class="tabs" role="tablist" aria-label="Login method">
    <button role="tab" id="tab-wallet" aria-controls="panel-wallet" aria-selected="true">Wallet</button>
    <button role="tab" id="tab-cli" aria-controls="panel-cli" aria-selected="false" tabindex="-1">Command line</button>
  </div>
  <section id="panel-wallet" role="tabpanel" aria-labelledby="tab-wallet" class="card">
    ${ch.qrDataUrl ? `<p>Scan this code with Verus Mobile and approve the login.</p>
    <img class="qr" id="login-qr" src="${esc(ch.qrDataUrl)}" alt="QR code of the login request: scan it with Verus Mobile">
    <p><a href="${esc(ch.deeplink)}">Open in the wallet on this device</a></p>` : '<p>Wallet login is not set up on this platform (no PRIVATE_KEY).</p>'}
    <div id="wallet-status" aria-live="polite"><p class="muted">Waiting for the wallet…</p></div>
  </section>
  <section id="panel-cli" role="tabpanel" aria-labelledby="tab-cli" class="card" hidden>
    <p>Sign this challenge with your identity, then paste the signature:</p>
    <pre id="challenge-command">${esc(ch.signCommand)}</pre>
    <p class="muted">Or: <code>${esc(ch.agentplatformSignCommand ?? '')}</code></p>
    <form id="cli-form">
      <label for="chainId">Identity (name@ or i-address)</label><input id="chainId" required autocomplete="username" spellcheck="false">
      <label for="signature">Signature</label><textarea id="signature" rows="3" required spellcheck="false"></textarea>
      <button type="submit">Log in</button><div class="err"></div>
    </form>
  </section>
  <p class="muted">This request expires at ${esc(new Date(ch.expiresAt).toLocaleTimeString())}; a new one is made then.</p>`, 'Log in');

  const tabs = [['tab-wallet', 'panel-wallet'], ['tab-cli', 'panel-cli']];
  const select = (t) => {
    for (const [t2, p2] of tabs) {
      const tab = document.getElementById(t2);
      tab.setAttribute('aria-selected', String(t2 === t));
      tab.tabIndex = t2 === t ? 0 : -1;
      document.getElementById(p2).hidden = t2 !== t;
    }
    document.getElementById(t).focus();
  };
  tabs.forEach(([t], i) => {
    const tab = document.getElementById(t);
    tab.addEventListener('click', () => select(t));
    tab.addEventListener('keydown', (e) => {
      if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') select(tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length][0]);
    });
  });

  onSubmit($('#cli-form'), async () => {
    const r = await api('POST', '/auth/consent/verify', {
      challengeId: ch.challengeId, chainId: $('#chainId').value.trim(), signature: $('#signature').value.trim(),
    });
    loggedIn(r.data, next);
  });

  const check = async () => {
    if (!poll) return;
    if (Date.now() > Date.parse(ch.expiresAt)) return login({ params }); // expired: a fresh challenge
    try {
      const s = (await api('GET', `/auth/consent/status/${ch.challengeId}`)).data;
      if (s.status !== 'awaiting_confirm' || !poll) return;
      stop();
      const box = $('#wallet-status');
      box.innerHTML = `<p>The wallet approved the login.</p><button id="confirm" type="button">Continue as ${esc(s.identityName ?? s.chainId)}</button><div class="err"></div>`;
      $('#confirm').addEventListener('click', async () => {
        try {
          loggedIn((await api('POST', `/auth/consent/confirm/${ch.challengeId}`)).data, next);
        } catch (err) {
          box.querySelector('.err').innerHTML = fail(err);
        }
      });
      $('#confirm').focus();
    } catch { /* keep polling */ }
  };
  poll = setInterval(check, 2000);
  onFocus = check;
  window.addEventListener('focus', onFocus);
  return stop;
}
