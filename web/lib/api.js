// What every page shares: the JSON API of this origin, escaping, the page frame and the session.
// The session itself is the HttpOnly cookie; `session` only remembers who it is, for the page.

export const main = document.getElementById('main');

/** Escapes text for HTML; everything from the API goes through it before reaching the DOM. */
export const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));

/** A call to the API; a refusal throws an Error carrying the API's code, status and details. */
export async function api(method, path, body) {
  const res = await fetch(path, {
    method, credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (res.status === 401 && json.error?.code === 'UNAUTHORIZED' && !path.startsWith('/auth/')) session.clear();
  if (!res.ok) throw Object.assign(new Error(json.error?.message ?? `HTTP ${res.status}`), { code: json.error?.code, status: res.status, details: json.error?.details });
  return { status: res.status, ...json };
}

/** An error as a page shows it (an alert, so screen readers announce it). */
export const fail = (err) => `<p class="error" role="alert">${esc(err.code ? `${err.code}: ` : '')}${esc(err.message)}</p>`;

/** Replaces the page's content and title, and moves focus to it. */
export function show(html, title) {
  main.innerHTML = html;
  document.title = title ? `${title} · agentplatform` : 'agentplatform';
  main.focus({ preventScroll: true });
}

export const when = (iso) => (iso ? new Date(iso).toLocaleString() : '');
export const $ = (sel, root = document) => root.querySelector(sel);
export const $$ = (sel, root = document) => [...root.querySelectorAll(sel)];

/** The page for a refusal: a login link for 401, the error otherwise. */
export function needLogin(title, err, what) {
  show(`<h1>${esc(title)}</h1>${err.status === 401 ? `<p><a href="#/login">Log in</a> ${esc(what)}.</p>` : fail(err)}`, title);
}

/** GET for a page that needs a session: the answer, or null once the page says why not (log in, or the error). */
export async function pageGet(path, title, what) {
  try {
    return await api('GET', path);
  } catch (err) {
    needLogin(title, err, what);
    return null;
  }
}

/** Wires a form's submit to `work(form)`, showing its error in the form's `.err` box. */
export function onSubmit(form, work) {
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const box = form.querySelector('.err');
    if (box) box.innerHTML = '';
    const button = form.querySelector('button[type=submit], button:not([type])');
    if (button) button.disabled = true;
    try {
      await work(form);
    } catch (err) {
      if (box) box.innerHTML = fail(err);
      else throw err;
    } finally {
      if (button) button.disabled = false;
    }
  });
}

const KEY = 'agentplatform.me';
/** Who the session is (i-address and name), kept in sessionStorage; asked once per tab. */
export const session = {
  me: JSON.parse(sessionStorage.getItem(KEY) ?? 'null'),
  set(me) {
    this.me = me;
    sessionStorage.setItem(KEY, JSON.stringify(me));
    document.dispatchEvent(new CustomEvent('session'));
  },
  clear() {
    if (!this.me) return;
    this.me = null;
    sessionStorage.removeItem(KEY);
    document.dispatchEvent(new CustomEvent('session'));
  },
  /** Resolves with who is logged in, or null, asking the API only when this tab does not know. */
  check() {
    if (this.me) return Promise.resolve(this.me);
    // one question at a time: pages that ask while the first answer is on its way share it
    this.asking ??= api('GET', '/v1/me/identity').then(
      (r) => this.set({ address: r.data.iAddress, name: r.data.identityName }),
      () => { /* not logged in */ },
    ).then(() => {
      this.asking = null;
      return this.me;
    });
    return this.asking;
  },
  asking: null,
};

/** A random nonce (hex) for signed texts the page builds itself. */
export function nonce() {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** RFC 8785 (JCS) text of a flat object of strings and numbers: keys sorted, JSON values. */
export function jcs(obj) {
  return `{${Object.keys(obj).sort().map((k) => `${JSON.stringify(k)}:${JSON.stringify(obj[k])}`).join(',')}}`;
}
