// The dashboard: plain ES modules served by every gateway (no build step, no third-party host).
// Hash routes, one module per page under pages/. Everything goes through the API this origin
// serves; the session is the HttpOnly cookie the login sets. See docs/dashboard.md.
import { api, session } from './lib/api.js';

/** Route name -> page module and its export. A page may return a function run when it is left. */
const ROUTES = {
  login: ['./pages/login.js', 'login'],
  market: ['./pages/market.js', 'market'],
  agent: ['./pages/agent.js', 'agent'],
  jobs: ['./pages/jobs.js', 'jobs'],
  job: ['./pages/job.js', 'job'],
  inbox: ['./pages/inbox.js', 'inbox'],
  notifications: ['./pages/notifications.js', 'notifications'],
  me: ['./pages/my-agent.js', 'myAgent'],
  trust: ['./pages/trust.js', 'trust'],
  admin: ['./pages/admin.js', 'admin'],
};

const who = document.getElementById('who');
const inboxCount = document.getElementById('inbox-count');
const unreadCount = document.getElementById('unread-count');
let leave = null;
// One page change at a time: a page still loading when the hash changes draws itself first, then
// the next one replaces it (never the other way round).
let changing = Promise.resolve();
const navigate = () => { changing = changing.then(route, route); };

function header() {
  const me = session.me;
  who.textContent = me ? `Log out (${me.name})` : 'Log in';
  who.setAttribute('href', me ? '#/logout' : '#/login');
  for (const el of document.querySelectorAll('[data-auth]')) el.hidden = !me;
}

/** The inbox and unread counts in the menu, refreshed on each page change. */
async function counts() {
  if (!session.me) return;
  const [inbox, unread] = await Promise.all([
    api('GET', '/v1/me/inbox/count').then((r) => r.data.count).catch(() => null),
    api('GET', '/v1/me/notifications?unread=true&limit=1').then((r) => r.meta.unread).catch(() => null),
  ]);
  inboxCount.textContent = inbox ? ` (${inbox})` : '';
  unreadCount.textContent = unread ? ` (${unread})` : '';
}

async function route() {
  const [path, query] = (location.hash.slice(1) || '/market').split('?');
  const parts = path.split('/').filter(Boolean);
  if (leave) {
    const fn = leave;
    leave = null;
    await fn();
  }
  if (parts[0] === 'logout') {
    await api('POST', '/auth/logout').catch(() => {});
    session.clear();
    location.hash = '#/login';
    return;
  }
  for (const a of document.querySelectorAll('nav a')) {
    if (a.getAttribute('href') === `#/${parts[0] ?? 'market'}`) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  const [file, name] = ROUTES[parts[0]] ?? ROUTES.market;
  const page = await import(file);
  const params = Object.fromEntries(new URLSearchParams(query ?? ''));
  const id = parts[1] !== undefined ? decodeURIComponent(parts[1]) : undefined;
  const out = await page[name]({ id, params }).catch((err) => console.warn(err));
  if (typeof out === 'function') leave = out;
  counts();
}

document.addEventListener('session', () => {
  header();
  counts();
});
window.addEventListener('hashchange', navigate);
// the page draws at once; pages that need the identity ask `session.check()` themselves
header();
navigate();
session.check().then(header);
