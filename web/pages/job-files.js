// The job's files: the list, upload with progress (XMLHttpRequest upload events; fetch has none),
// download (the gateway checks the SHA-256 before sending), delete for the uploader.
import { $, api, esc, session, when } from '../lib/api.js';

const MB = 1024 * 1024;
const size = (n) => (n >= MB ? `${(n / MB).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} bytes`);

/** POSTs the form data, reporting progress; resolves with the API's JSON, rejects with its error. */
function upload(url, data, onProgress) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.addEventListener('progress', (e) => { if (e.lengthComputable) onProgress(e.loaded, e.total); });
    xhr.addEventListener('load', () => {
      const body = xhr.response ?? {};
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(Object.assign(new Error(body.error?.message ?? `HTTP ${xhr.status}`), { code: body.error?.code, status: xhr.status }));
    });
    xhr.addEventListener('error', () => reject(new Error('The upload failed: network error')));
    xhr.addEventListener('abort', () => reject(new Error('The upload was cancelled')));
    xhr.send(data);
  });
}

export function mountFiles(box, ctx) {
  const j = ctx.job;
  const open = !['completed', 'cancelled'].includes(j.status);
  box.innerHTML = `<div id="file-list" aria-live="polite"></div><button type="button" class="secondary" id="files-refresh">Refresh the list</button>
    ${open ? `<form id="upload-form"><label for="file-input">Add a file (up to 10 MB; images, documents, archives, text; no programs)</label>
      <input type="file" id="file-input" name="file" required>
      <button type="submit">Upload</button>
      <div id="upload-progress" hidden><label for="upload-bar">Uploading</label> <progress id="upload-bar" max="100" value="0"></progress> <span id="upload-pct" aria-hidden="true"></span></div>
      <div class="err" role="status"></div></form>` : ''}`;

  const refresh = async () => {
    const list = $('#file-list', box);
    try {
      const r = await api('GET', `/v1/jobs/${j.id}/files?limit=100`);
      list.innerHTML = r.data.length === 0 ? '<p class="muted">No files yet.</p>' : `<div class="table"><table><caption class="muted">${r.meta.total} files</caption>
        <thead><tr><th scope="col">Name</th><th scope="col">Size</th><th scope="col">From</th><th scope="col">Added</th><th scope="col"><span class="muted">Actions</span></th></tr></thead><tbody>
        ${r.data.map((f) => `<tr><td><a href="/v1/jobs/${esc(j.id)}/files/${esc(f.id)}" download="${esc(f.name)}">${esc(f.name)}</a><br><span class="muted">${esc(f.mimeType)} · sha256 <code>${esc(f.sha256.slice(0, 16))}…</code></span></td>
          <td>${esc(size(f.size))}</td><td>${f.uploaderChainId === session.me?.address ? 'you' : f.uploaderChainId === j.buyerChainId ? 'buyer' : 'agent'}</td><td>${esc(when(f.createdAt))}</td>
          <td>${f.uploaderChainId === session.me?.address && open ? `<button type="button" class="secondary" data-delete="${esc(f.id)}" aria-label="Delete ${esc(f.name)}">Delete</button>` : ''}</td></tr>`).join('')}
        </tbody></table></div>`;
      for (const b of list.querySelectorAll('button[data-delete]')) {
        b.addEventListener('click', async () => {
          b.disabled = true;
          await api('DELETE', `/v1/jobs/${j.id}/files/${b.dataset.delete}`).catch(() => {});
          refresh();
        });
      }
    } catch (err) {
      list.innerHTML = `<p class="error">${esc(err.message)}</p>`;
    }
  };
  refresh();
  $('#files-refresh', box).addEventListener('click', refresh);

  const form = $('#upload-form', box);
  form?.addEventListener('submit', async (e) => {
    e.preventDefault();
    const input = $('#file-input', box);
    const file = input.files[0];
    if (!file) return;
    const err = form.querySelector('.err');
    const bar = $('#upload-bar', box);
    const pct = $('#upload-pct', box);
    err.innerHTML = '';
    $('#upload-progress', box).hidden = false;
    form.querySelector('button').disabled = true;
    const data = new FormData();
    data.append('file', file, file.name);
    try {
      const r = await upload(`/v1/jobs/${j.id}/files`, data, (loaded, total) => {
        bar.value = Math.round((loaded / total) * 100);
        pct.textContent = `${bar.value}%`;
      });
      bar.value = 100;
      pct.textContent = '100%';
      err.innerHTML = `<p class="ok">Uploaded ${esc(r.data.name)} (${esc(size(r.data.size))}).</p>`;
      input.value = '';
      await refresh();
    } catch (e2) {
      err.innerHTML = `<p class="error" role="alert">${esc(e2.code ? `${e2.code}: ` : '')}${esc(e2.message)}</p>`;
    } finally {
      form.querySelector('button').disabled = false;
    }
  });
  return { refresh };
}
