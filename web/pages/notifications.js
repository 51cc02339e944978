// Notifications: every job event the session identity is party to, newest first; mark read.
import { $, $$, api, esc, pageGet, show, when } from '../lib/api.js';

const text = (n) => {
  const e = n.data?.event ?? {};
  switch (n.type) {
    case 'job.created': return `New job: ${esc(e.serviceName ?? '')} for ${esc(e.price ?? '')} ${esc(e.currency ?? '')}`;
    default: return `${esc(n.type)}${n.data?.status ? ` · job is ${esc(n.data.status)}` : ''}`;
  }
};

export async function notifications({ params }) {
  const q = new URLSearchParams({ limit: '50' });
  if (params.unread) q.set('unread', 'true');
  const r = await pageGet(`/v1/me/notifications?${q}`, 'Notifications', 'to see your notifications');
  if (!r) return;
  show(`<h1>Notifications</h1>
    <div class="actions"><p class="muted" id="unread-total">${r.meta.unread} unread of ${r.meta.total}</p>
      <a href="#/notifications${params.unread ? '' : '?unread=true'}">${params.unread ? 'Show all' : 'Show unread only'}</a>
      ${r.meta.unread ? '<button type="button" id="read-all" class="secondary">Mark all as read</button>' : ''}</div>
    <ul class="plain" id="notification-list">${r.data.map((n) => `<li class="card${n.read ? '' : ' unread'}" data-id="${esc(n.id)}">
      <p>${n.read ? '' : '<span class="status">new</span> '}${text(n)}</p>
      <p class="muted">${esc(when(n.createdAt))}${n.jobId ? ` · <a href="#/job/${esc(n.jobId)}">open the job</a>` : ''}</p>
      ${n.read ? '' : '<button type="button" class="secondary" data-read>Mark as read</button>'}</li>`).join('') || '<li>No notifications.</li>'}</ul>`, 'Notifications');
  $('#read-all')?.addEventListener('click', async () => {
    await api('POST', '/v1/me/notifications/read-all', {});
    notifications({ params });
  });
  for (const li of $$('#notification-list li[data-id]')) {
    li.querySelector('[data-read]')?.addEventListener('click', async (e) => {
      await api('POST', `/v1/me/notifications/${encodeURIComponent(li.dataset.id)}/read`, {});
      li.classList.remove('unread');
      li.querySelector('.status')?.remove();
      e.target.remove();
    });
  }
}
