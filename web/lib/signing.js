// Signed actions: the mobile wallet cannot sign messages, so every signed step shows the exact text
// to sign (as the API's message endpoint answers it), a ready command, and a field for the signature.
import { esc, onSubmit, session } from './api.js';

let counter = 0;
const shellQuote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;

/** The chain flag of `verus` commands (` -chain=VRSCTEST` on testnet), learnt from the API's own commands. */
export function learnChain(command) {
  const m = /^verus( -chain=\S+)? /.exec(command ?? '');
  if (m) localStorage.setItem('agentplatform.chainFlag', m[1] ?? '');
}

export function signCommand(text) {
  const flag = localStorage.getItem('agentplatform.chainFlag') ?? ' -chain=VRSCTEST';
  return `verus${flag} signmessage ${shellQuote(session.me?.name ?? 'YOUR_IDENTITY@')} ${shellQuote(text)}`;
}

/**
 * Renders a signed step into `box`: a button fetches the text to sign (`getText()` answers
 * `{message, ...}`), then the signature goes to `submit(signature, text)`. `fields` is extra form
 * HTML asked before the text (a rating, a delivery hash); `read(form)` turns it into `getText`'s input.
 */
export function signedStep(box, { title, intro = '', fields = '', submitLabel, getText, submit, alt = '' }) {
  const id = `sig${++counter}`;
  box.innerHTML = `<section class="card signed" aria-labelledby="${id}-h">
    <h3 id="${id}-h">${esc(title)}</h3>${intro ? `<p>${intro}</p>` : ''}
    <form class="prepare">${fields}<button type="submit">Get the text to sign</button><div class="err"></div></form>
    <div class="signing"></div></section>`;
  const prepare = box.querySelector('form.prepare');
  const area = box.querySelector('.signing');
  onSubmit(prepare, async () => {
    const text = await getText(prepare);
    area.innerHTML = `<p>Sign exactly this text with your identity (the wallet app cannot sign messages), then paste the signature:</p>
      <pre class="to-sign" data-testid="to-sign">${esc(text.message)}</pre>
      <details><summary>Command to sign it</summary><pre>${esc(signCommand(text.message))}</pre>${alt}</details>
      <form class="send"><label for="${id}-s">Signature</label><textarea id="${id}-s" rows="3" required spellcheck="false"></textarea>
      <button type="submit">${esc(submitLabel)}</button><div class="err"></div></form>`;
    const send = area.querySelector('form.send');
    onSubmit(send, async () => {
      await submit(send.querySelector('textarea').value.trim(), text, prepare);
    });
    area.querySelector('textarea').focus();
  });
}

