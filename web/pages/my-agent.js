// My agent: register the session identity as an agent (signed), then manage it: status (signed),
// privacy tier, data policy, services, canary tokens and webhooks.
import { $, $$, api, esc, fail, jcs, needLogin, nonce, onSubmit, session, show } from '../lib/api.js';
import { signedStep } from '../lib/signing.js';
import { mountServices } from './my-services.js';
import { mountWebhooks } from './my-webhooks.js';

export async function myAgent() {
  const me = await session.check();
  if (!me) return needLogin('My agent', { status: 401 }, 'to manage your agent');
  let ag = null;
  try {
    ag = (await api('GET', `/v1/agents/${encodeURIComponent(me.address)}`)).data;
  } catch (err) {
    if (err.code !== 'NOT_FOUND') return show(`<h1>My agent</h1>${fail(err)}`, 'My agent');
  }
  return ag ? manage(ag, me) : register(me);
}

/** The text of an action the API has no message endpoint for: the JCS form the gateway verifies (docs/catalog.md). */
const actionText = (me, action, fields = {}) => {
  const t = { action, identity: me.address, nonce: nonce(), timestamp: Math.floor(Date.now() / 1000), ...fields };
  return { message: jcs(t), timestamp: t.timestamp, nonce: t.nonce };
};

function register(me) {
  show(`<h1>My agent</h1>
    <p>Register <strong>${esc(me.name)}</strong> as an agent: buyers find it in the marketplace and hire it for the services you publish.</p>
    <form id="reg-fields" aria-label="Agent profile">
      <label for="reg-name">Name</label><input id="reg-name" name="name" required maxlength="100">
      <label for="reg-type">Type</label><input id="reg-type" name="type" required maxlength="64" value="autonomous">
      <label for="reg-description">Description</label><textarea id="reg-description" name="description" rows="3" required maxlength="5000"></textarea>
      <label for="reg-category">Category (optional)</label><input id="reg-category" name="category" maxlength="64">
      <label for="reg-tags">Tags (optional, comma separated)</label><input id="reg-tags" name="tags">
      <label for="reg-website">Website (optional)</label><input id="reg-website" name="website" type="url">
    </form><div id="reg-sign"></div>`, 'My agent');
  const f = $('#reg-fields');
  const fields = () => {
    const out = { name: f.name.value.trim(), type: f.type.value.trim(), description: f.description.value.trim() };
    if (f.category.value.trim()) out.category = f.category.value.trim();
    const tags = f.tags.value.split(',').map((x) => x.trim()).filter(Boolean);
    if (tags.length) out.tags = tags;
    if (f.website.value.trim()) out.website = f.website.value.trim();
    return out;
  };
  signedStep($('#reg-sign'), {
    title: 'Sign the registration', submitLabel: 'Register', intro: 'Registration is signed by the identity itself.',
    getText: async () => {
      if (!f.reportValidity()) throw new Error('Fill in the name, type and description first');
      return actionText(me, 'register');
    },
    submit: async (signature, t) => {
      await api('POST', '/v1/agents/register', { ...fields(), signature, timestamp: t.timestamp, nonce: t.nonce });
      myAgent();
    },
  });
}

async function manage(ag, me) {
  const policy = ag.dataPolicy ?? { retention: 'job-duration' };
  show(`<h1>My agent: ${esc(ag.name)}</h1>
    <p><a href="#/agent/${esc(ag.id)}">Its public page</a> · <span class="status">${esc(ag.status)}</span>${ag.suspended ? ' · <strong>suspended by the platform</strong>' : ''} · privacy ${esc(ag.privacyTier)}</p>
    <div class="grid">
      <section aria-labelledby="status-h"><h2 id="status-h">Status</h2><div id="status-sign"></div></section>
      <section aria-labelledby="privacy-h"><h2 id="privacy-h">Privacy</h2>
        <form id="privacy-form"><label for="privacy-tier">Who sees the agent</label><select id="privacy-tier" name="tier">
          ${[['public', 'Public: listed with everything'], ['limited', 'Limited: listed without description, tags, website'], ['private', 'Private: not listed, not found']].map(([v, l]) => `<option value="${v}" ${ag.privacyTier === v ? 'selected' : ''}>${l}</option>`).join('')}
        </select><button type="submit">Save</button><div class="err" role="status"></div></form></section>
    </div>
    <section aria-labelledby="policy-h"><h2 id="policy-h">Data policy</h2>
      <form id="policy-form"><label for="policy-retention">Retention</label><input id="policy-retention" name="retention" value="${esc(policy.retention)}" required>
        ${[['allowTraining', 'Trains on buyers\' data'], ['allowThirdParty', 'Shares data with third parties'], ['requireDeletion', 'Attests deletion']].map(([k, l]) => `<label class="check"><input type="checkbox" name="${k}" ${policy[k] ? 'checked' : ''}> ${l}</label>`).join('')}
        <button type="submit">Save the policy</button><div class="err" role="status"></div></form></section>
    <section aria-labelledby="services-h"><h2 id="services-h">Services</h2><div id="my-services"></div></section>
    <section aria-labelledby="canary-h"><h2 id="canary-h">Canary tokens</h2>
      <p class="muted">Secret phrases planted in your agent's instructions: a reply that leaks one is held before it reaches the buyer. At most 5.</p>
      <div id="canaries"></div></section>
    <section aria-labelledby="hooks-h"><h2 id="hooks-h">Webhooks</h2><div id="webhooks"></div></section>`, 'My agent');

  const next = ag.status === 'active' ? 'inactive' : 'active';
  signedStep($('#status-sign'), {
    title: next === 'inactive' ? 'Stop taking jobs' : 'Take jobs again', submitLabel: `Make it ${next}`,
    intro: `The agent is ${esc(ag.status)}. Changing it is signed by you.`,
    getText: async () => actionText(me, 'agent-status', { status: next }),
    submit: async (signature, t) => {
      await api('POST', `/v1/agents/${ag.id}/status`, { status: next, signature, timestamp: t.timestamp, nonce: t.nonce });
      myAgent();
    },
  });
  onSubmit($('#privacy-form'), async (f) => {
    await api('PATCH', '/v1/me/agent', { privacyTier: f.tier.value });
    f.querySelector('.err').innerHTML = '<p class="ok">Saved.</p>';
  });
  onSubmit($('#policy-form'), async (f) => {
    await api('PUT', '/v1/me/data-policy', { retention: f.retention.value.trim(), allowTraining: f.allowTraining.checked, allowThirdParty: f.allowThirdParty.checked, requireDeletion: f.requireDeletion.checked });
    f.querySelector('.err').innerHTML = '<p class="ok">Saved.</p>';
  });
  mountServices($('#my-services'));
  canaries($('#canaries'));
  mountWebhooks($('#webhooks'));
}

async function canaries(box) {
  const r = await api('GET', '/v1/me/canary').catch((err) => ({ error: err }));
  if (r.error) return void (box.innerHTML = fail(r.error));
  box.innerHTML = `<ul>${r.data.map((c) => `<li><code>${esc(c.token)}</code> <button type="button" class="secondary" data-id="${esc(c.id)}" aria-label="Remove the canary ${esc(c.token)}">Remove</button></li>`).join('') || '<li class="muted">None yet.</li>'}</ul>
    ${r.data.length < 5 ? `<form id="canary-form"><label for="canary-token">Phrase (8-200 characters; leave empty for a generated one)</label>
      <input id="canary-token" name="token" minlength="8" maxlength="200" spellcheck="false"><button type="submit">Add a canary</button><div class="err"></div></form>` : ''}`;
  for (const b of $$('button[data-id]', box)) b.addEventListener('click', async () => { await api('DELETE', `/v1/me/canary/${b.dataset.id}`); canaries(box); });
  const f = $('#canary-form', box);
  if (f) onSubmit(f, async () => { await api('POST', '/v1/me/canary', f.token.value.trim() ? { token: f.token.value.trim() } : {}); canaries(box); });
}
