/**
 * The first step of the chat pipeline (spec "Events": "sanitize input (XSS, length)"). A message is
 * plain text: markup that a browser could run is taken out, never escaped (escaping would change
 * what both parties read and double-escape in clients that escape themselves), and the length is
 * checked on what was sent, never cut.
 *
 * Removed: whole `<script>`, `<style>`, `<iframe>`, `<object>`, `<embed>`, `<template>`, `<noscript>`,
 * `<svg>`, `<math>` elements with their content; every other HTML tag, comment, CDATA section and
 * processing instruction (the text between tags stays); `javascript:`, `vbscript:` and `data:text/html`
 * link targets (a markdown renderer would make them clickable); NUL and other control characters
 * except tab and line breaks. Text that only looks like a tag (`a < b`, `x<3`) is left alone: a
 * tag starts with `<` followed by a letter, `/`, `!` or `?`.
 */
import { ApiError } from '../errors.js';

/** Characters (code points) a message may have, as sent (spec: a longer one is refused, never cut). */
export const MAX_MESSAGE_CHARS = 8000;

const DANGEROUS_ELEMENTS = /<\s*(script|style|iframe|object|embed|template|noscript|svg|math|frameset|frame|applet)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
const UNCLOSED_DANGEROUS = /<\s*(script|style|iframe|object|embed|template|noscript|svg|math|frameset|frame|applet)\b[\s\S]*$/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<\?[\s\S]*?(?:\?>|$)/g;
const TAG = /<\/?[a-zA-Z!][^<>]*>?/g;
const SCRIPT_SCHEME = /\b(?:java|vb)script\s*:|\bdata\s*:\s*text\/html/gi;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The message as it is stored and delivered: markup out, same text otherwise. */
export function stripMarkup(text: string): string {
  let out = text.replace(CONTROL, '');
  let before: string;
  // Repeat until stable, so `<scr<script></script>ipt>` cannot reassemble a tag after one pass.
  do {
    before = out;
    out = out.replace(DANGEROUS_ELEMENTS, '').replace(UNCLOSED_DANGEROUS, '').replace(COMMENTS, '').replace(TAG, '');
  } while (out !== before);
  return out.replace(SCRIPT_SCHEME, '');
}

/** Checks the length of what was sent, then strips markup; VALIDATION_ERROR when too long or nothing is left. */
export function sanitizeMessage(content: unknown): string {
  if (typeof content !== 'string') {
    throw new ApiError('VALIDATION_ERROR', 'content must be a string', [{ field: 'content', message: 'must be a string' }]);
  }
  const chars = [...content].length;
  if (chars > MAX_MESSAGE_CHARS) {
    throw new ApiError('VALIDATION_ERROR', `A message may be at most ${MAX_MESSAGE_CHARS} characters; this one has ${chars}`,
      [{ field: 'content', limit: MAX_MESSAGE_CHARS, length: chars }]);
  }
  const clean = stripMarkup(content).trim();
  if (clean.length === 0) {
    throw new ApiError('VALIDATION_ERROR', 'The message is empty', [{ field: 'content', message: 'must have text besides markup' }]);
  }
  return clean;
}
