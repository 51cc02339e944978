// The session identity's webhooks: endpoints with their events, the secret shown once (at creation
// and rotation), turning one off, deliveries and dead letters with replay.
import { $, $$, api, esc, fail, onSubmit, when } from '../lib/api.js';

export async function mountWebhooks(box, secret = null) {
  const r = await api('GET', '/v1/me/webhooks?limit=100').catch((err) => ({ error: err }));
  if (r.error) return void (box.innerHTML = fail(r.error));
  box.innerHTML = `${secret ? `<div class="card" role="status"><p>The signing secret of <code>${esc(secret.url)}</code>, shown this once: keep it to check the signatures of deliveries.</p><pre>${esc(secret.secret)}</pre></div>` : ''}
    <ul class="plain">${r.data.map((w) => `<li class="card" data-hook="${esc(w.id)}"><p><code>${esc(w.url)}</code> · ${w.active ? 'active' : '<strong>off</strong>'}</p>
      <p class="muted">Events: ${esc(w.events.join(', '))}${w.description ? ` · ${esc(w.description)}` : ''} · since ${esc(when(w.createdAt))}</p>
      <div class="actions"><button type="button" class="secondary" data-act="toggle">${w.active ? 'Turn off' : 'Turn on'}</button>
        <button type="button" class="secondary" data-act="rotate">New secret</button><button type="button" class="secondary" data-act="deliveries">Deliveries</button>
        <button type="button" class="danger" data-act="delete">Delete</button></div><div class="detail" aria-live="polite"></div></li>`).join('') || '<li class="muted">No webhooks.</li>'}</ul>
    <details class="card"><summary>Add a webhook</summary><form id="hook-form">
      <label for="hook-url">URL</label><input id="hook-url" name="url" type="url" required>
      <label for="hook-events">Events (comma separated: job.*, payment.*, review.*, message.*, a single type such as job.completed, or *)</label><input id="hook-events" name="events" value="*" required>
      <label for="hook-desc">Description (optional)</label><input id="hook-desc" name="description" maxlength="200">
      <button type="submit">Add</button><div class="err"></div></form></details>`;
  onSubmit($('#hook-form', box), async (f) => {
    const created = (await api('POST', '/v1/me/webhooks', {
      url: f.url.value.trim(), events: f.events.value.split(',').map((x) => x.trim()).filter(Boolean), description: f.description.value.trim() || null,
    })).data;
    mountWebhooks(box, created);
  });
  for (const li of $$('li[data-hook]', box)) {
    const id = li.dataset.hook;
    const hook = r.data.find((w) => w.id === id);
    const detail = $('.detail', li);
    for (const b of $$('button[data-act]', li)) {
      b.addEventListener('click', async () => {
        try {
          if (b.dataset.act === 'toggle') await api('PATCH', `/v1/me/webhooks/${id}`, { active: !hook.active });
          if (b.dataset.act === 'delete') await api('DELETE', `/v1/me/webhooks/${id}`);
          if (b.dataset.act === 'rotate') return mountWebhooks(box, { url: hook.url, secret: (await api('POST', `/v1/me/webhooks/${id}/rotate-secret`, {})).data.secret });
          if (b.dataset.act === 'deliveries') return deliveries(detail, id);
          mountWebhooks(box);
        } catch (err) {
          detail.innerHTML = fail(err);
        }
      });
    }
  }
}

async function deliveries(detail, id) {
  const [all, dead] = await Promise.all([api('GET', `/v1/me/webhooks/${id}/deliveries?limit=20`), api('GET', `/v1/me/webhooks/${id}/dead-letters?limit=1`)]);
  detail.innerHTML = `<p class="muted">${all.meta.total} deliveries, ${dead.meta.total} given up on.</p>
    <ul>${all.data.map((d) => `<li>${esc(d.eventType)} · ${esc(d.status)} · ${esc(d.attempts)} attempts${d.lastStatus ? ` · HTTP ${esc(d.lastStatus)}` : ''} · ${esc(when(d.createdAt))}</li>`).join('')}</ul>
    ${dead.meta.total ? '<button type="button" data-replay>Send the dead letters again</button>' : ''}`;
  detail.querySelector('[data-replay]')?.addEventListener('click', async () => {
    await api('POST', `/v1/me/webhooks/${id}/dead-letters/replay`, {});
    deliveries(detail, id);
  });
}
