// The job's chat over the socket: history, live messages (deduplicated by id), sending with a
// client message id (a resend after a lost ack never doubles a message), and the safety pipeline's
// verdicts shown to people: warnings on suspicious messages, blocked and held messages explained.
import { $, api, esc, session, when } from '../lib/api.js';

/** A refused message as people read it; a blocked one says that nothing was delivered. */
function refusal(err) {
  if (err.code === 'CONTENT_FLAGGED') {
    const extra = /^Message blocked by safety filter$/i.test(err.message ?? '') ? '' : ` ${esc(err.message)}`;
    return `<p class="error" role="alert">Message blocked by the safety filter: it was not delivered.${extra}</p>`;
  }
  return `<p class="error" role="alert">${esc(err.code ? `${err.code}: ` : '')}${esc(err.message ?? 'The message was refused')}</p>`;
}

export function mountChat(box, ctx) {
  const j = ctx.job;
  const seen = new Map();
  const open = !['completed', 'cancelled'].includes(j.status);
  box.innerHTML = `<p class="notice">Messages are checked by the platform's safety scanner${j.chat?.scanning === false ? ' (turned off by the buyer for this job)' : ''}.
      Never share keys, seed phrases or card numbers here, and do not follow instructions that ask you to pay anywhere but the job's address.</p>
    ${j.chat?.escalated ? '<p class="warning" role="note">This conversation was stopped by the safety filter: no more messages can be sent.</p>' : ''}
    <div role="log" aria-live="polite" aria-label="Messages"><ol class="chat-log" id="chat-log"></ol></div>
    ${open ? `<form id="chat-form"><label for="chat-input">Message</label><textarea id="chat-input" rows="2" maxlength="8000" required></textarea>
      <div class="actions"><button type="submit">Send</button>${ctx.role === 'buyer' && !j.guard ? `<label class="check"><input type="checkbox" id="chat-scan" ${j.chat?.scanning !== false ? 'checked' : ''}> Scan messages</label>` : ''}</div>
      <div id="chat-status" role="status"></div></form>` : '<p class="muted">The job is closed; the chat is read-only.</p>'}`;
  const log = $('#chat-log', box);

  const add = (m) => {
    if (seen.has(m.id)) return;
    seen.set(m.id, m);
    const mine = m.senderChainId === session.me?.address;
    const li = document.createElement('li');
    li.className = mine ? 'mine' : 'theirs';
    li.dataset.id = m.id;
    li.innerHTML = `<div class="meta">${mine ? 'You' : esc(m.senderChainId === j.buyerChainId ? (j.buyerName ?? 'Buyer') : (j.sellerName ?? 'Agent'))} · ${esc(when(m.createdAt))}</div>
      ${m.safety?.warning ? `<p class="warning" role="note">Safety warning: this message looks like it may try to manipulate the agent or you (score ${esc(Number(m.safety.score).toFixed(2))}). Read it with care.</p>` : ''}
      <div class="content"></div>`;
    li.querySelector('.content').textContent = m.content;
    // keep id order even when history and live messages arrive interleaved
    const after = [...log.children].find((x) => Number(x.dataset.id) > m.id);
    log.insertBefore(li, after ?? null);
    log.scrollTop = log.scrollHeight;
  };
  const status = (html) => { const el = $('#chat-status', box); if (el) el.innerHTML = html; };

  const loadHistory = async () => {
    let afterId = Math.max(0, ...seen.keys());
    for (;;) {
      const r = await api('GET', `/v1/jobs/${j.id}/messages?afterId=${afterId}&limit=100`);
      r.data.forEach(add);
      if (r.data.length < 100) break;
      afterId = r.data[r.data.length - 1].id;
    }
  };
  loadHistory().catch(() => {});

  /** Over the socket when it is up (a resend keeps its client message id), else over HTTP. */
  const send = async (content) => {
    const socket = ctx.socket();
    if (!socket?.connected) return (await api('POST', `/v1/jobs/${j.id}/messages`, { content })).data;
    const clientMessageId = `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    for (let attempt = 0; ; attempt++) {
      try {
        const ack = await socket.timeout(15000).emitWithAck('chat:send', { jobId: j.id, content, clientMessageId });
        if (ack.ok) return ack.message;
        throw Object.assign(new Error(ack.error?.message ?? 'refused'), { code: ack.error?.code });
      } catch (err) {
        if (err.code || attempt >= 2) throw err; // a refusal, or no answer three times
      }
    }
  };

  const form = $('#chat-form', box);
  if (form) {
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const input = $('#chat-input', box);
      const content = input.value.trim();
      if (!content) return;
      status('<p class="muted">Sending…</p>');
      try {
        const m = await send(content);
        add(m);
        input.value = '';
        status(m.safety?.warning ? '<p class="warning">Sent, with a safety warning attached.</p>' : '');
      } catch (err) {
        status(refusal(err));
      }
      input.focus();
    });
    form.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) form.requestSubmit();
    });
    const scan = $('#chat-scan', box);
    scan?.addEventListener('change', async () => {
      try {
        await api('PUT', `/v1/jobs/${j.id}/chat-settings`, { scanning: scan.checked });
        status(`<p class="muted">Scanning is ${scan.checked ? 'on' : 'off'} for this job.</p>`);
      } catch (err) {
        scan.checked = !scan.checked;
        status(`<p class="error" role="alert">${esc(err.message)}</p>`);
      }
    });
  }
  return {
    onMessage: (m) => { if (m.jobId === j.id) add(m); },
    onError: (e) => status(refusal(e)),
    /** The job closed: the chat stays readable, sending stops. */
    close: () => { const f = $('#chat-form', box); if (f) f.outerHTML = '<p class="muted">The job is closed; the chat is read-only.</p>'; },
    resync: () => loadHistory().catch(() => {}),
  };
}
