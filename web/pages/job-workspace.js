// The workspace (jailbox) of a job: the buyer opens a session on a folder of their machine and, in
// supervised mode, approves or rejects each write the agent asks for; the agent sees the status and
// its connect command. Pending operations arrive live (jailbox:pending).
import { api, esc, onSubmit, when } from '../lib/api.js';

export function mountWorkspace(box, ctx) {
  let opened = null; // the command with the workspace token, shown once after opening
  const refresh = async () => {
    const j = ctx.job;
    const open = !['completed', 'cancelled'].includes(j.status);
    let w;
    try {
      w = (await api('GET', `/v1/jailbox/${j.id}`)).data;
    } catch (err) {
      box.innerHTML = `<p class="error">${esc(err.message)}</p>`;
      return;
    }
    const buyer = ctx.role === 'buyer';
    const active = w.status === 'active';
    const parts = [];
    parts.push(`<p>Session: <span class="status" id="ws-status">${esc(w.status)}</span>${active ? ` · ${esc(w.mode)} · ${w.permissions.read ? 'read' : ''}${w.permissions.read && w.permissions.write ? ' and ' : ''}${w.permissions.write ? 'write' : ''} · opened ${esc(when(w.openedAt))}` : ''}${w.endReason ? ` · ended: ${esc(w.endReason)}` : ''}</p>`);
    if (opened && buyer && active) parts.push(`<div class="card"><p>Run this on your machine, in the folder you share (the token is shown once):</p><pre>${esc(opened)}</pre></div>`);
    if (active) {
      const pending = w.pending ?? [];
      parts.push(`<h3>Waiting for approval</h3>${pending.length === 0 ? '<p class="muted">No operation is waiting.</p>' : `<ul class="plain" id="ws-pending">${pending.map((p) => `<li class="card" data-op="${esc(p.opId)}">
        <p><strong>${esc(p.kind)}</strong> <code>${esc(p.path)}</code>${p.size != null ? ` · ${esc(p.size)} bytes` : ''} · ${esc(when(p.requestedAt))}</p>
        ${buyer ? `<div class="actions"><button type="button" data-decide="approve" aria-label="Approve ${esc(p.kind)} of ${esc(p.path)}">Approve</button><button type="button" class="secondary" data-decide="reject" aria-label="Reject ${esc(p.kind)} of ${esc(p.path)}">Reject</button></div>` : '<p class="muted">Waiting for the buyer.</p>'}
        </li>`).join('')}</ul>`}`);
      if (w.counts) parts.push(`<p class="muted">Operations: ${Object.entries(w.counts).map(([k, v]) => `${esc(k)} ${esc(v)}`).join(', ')}</p>`);
      if (buyer) parts.push('<button type="button" class="danger" id="ws-abort">End the workspace session now</button>');
      else parts.push(`<details><summary>How to connect</summary><pre>${esc(w.connect.command)}</pre></details>`);
    }
    if (buyer && open) {
      parts.push(`<details class="card"${active ? '' : ' open'}><summary>${active ? 'Open a new session (replaces this one)' : 'Open a workspace session'}</summary><form id="ws-form">
        <fieldset><legend>Mode</legend>
          <label class="check"><input type="radio" name="mode" value="supervised" checked> Supervised: I approve each write</label>
          <label class="check"><input type="radio" name="mode" value="standard"> Standard: the agent reads and writes freely</label></fieldset>
        <fieldset><legend>The agent may</legend>
          <label class="check"><input type="checkbox" name="read" checked> read</label>
          <label class="check"><input type="checkbox" name="write" checked> write</label></fieldset>
        <button type="submit">Open the session</button><div class="err"></div></form></details>`);
    }
    box.innerHTML = parts.join('');
    for (const li of box.querySelectorAll('li[data-op]')) {
      for (const b of li.querySelectorAll('button[data-decide]')) {
        b.addEventListener('click', async () => {
          b.disabled = true;
          try {
            await api('POST', `/v1/jailbox/${j.id}/${b.dataset.decide}/${li.dataset.op}`, {});
          } catch (err) {
            li.insertAdjacentHTML('beforeend', `<p class="error" role="alert">${esc(err.message)}</p>`);
          }
          refresh();
        });
      }
    }
    box.querySelector('#ws-abort')?.addEventListener('click', async () => {
      await api('POST', `/v1/jailbox/${j.id}/abort`, {}).catch(() => {});
      opened = null;
      refresh();
    });
    const form = box.querySelector('#ws-form');
    if (form) {
      onSubmit(form, async () => {
        const r = await api('POST', `/v1/jailbox/${j.id}/token`, {
          mode: form.mode.value, permissions: { read: form.read.checked, write: form.write.checked },
        });
        opened = r.data.command;
        await refresh();
      });
    }
  };
  refresh();
  return { refresh };
}
