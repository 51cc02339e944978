/**
 * Links that carry data away: request catchers, tunnels, webhook and paste hosts, bare-IP and
 * non-standard-port URLs, data packed into query strings, and URL shorteners (which hide where a
 * link goes). A link is judged by its host and by what it carries; a markdown image is fetched by
 * the reader's client without a click, so one carrying data is the worst case.
 */
import type { StructuredFlag, Severity, FlagAction } from '../types.js';
import { FILLER, SAID_PLACEHOLDER } from './secrets.js';

/** Hosts whose only purpose is to record incoming requests (out-of-band testing, exfiltration); twenty-eighth round: IP loggers (iplogger, grabify), which record who opened a link. */
const CATCHER = /(?:^|\.)(?:webhook\.site|requestbin\.(?:com|net|io)|pipedream\.net|beeceptor\.com|requestcatcher\.com|hookbin\.com|postb\.in|ptsv[23]\.com|mockbin\.(?:org|io)|requestrepo\.com|webhook\.cool|typedwebhook\.tools|interact\.sh|oast\.(?:pro|live|site|online|fun|me)|oastify\.com|burpcollaborator\.net|dnslog\.cn|ceye\.io|canarytokens\.com|xss\.ht|bxss\.me|ssrf\.site|hookdeck\.com|smee\.io|iplogger\.(?:org|com|ru|co|info)|grabify\.link|2no\.co|yip\.su|blasze\.(?:com|tk)|ps3cfw\.com)$/;
/** Public tunnels to a machine behind NAT: whoever runs it sees every request. */
const TUNNEL = /(?:^|\.)(?:ngrok\.io|ngrok-free\.app|ngrok\.app|ngrok\.dev|ngrok-free\.dev|trycloudflare\.com|loca\.lt|localtunnel\.me|serveo\.net|serveousercontent\.com|localhost\.run|lhr\.life|lhrtunnel\.link|pagekite\.me|tunnelto\.dev|bore\.pub|playit\.gg|loclx\.io|pinggy\.(?:link|io|online)|devtunnels\.ms|telebit\.io|localto\.net|tunnelmole\.net|zrok\.io|share\.zrok\.io)$/;
/** Paste and anonymous file-drop hosts. */
const PASTE = /(?:^|\.)(?:pastebin\.com|paste\.ee|hastebin\.com|toptal\.com\/developers\/hastebin|ghostbin\.(?:co|com)|rentry\.(?:co|org)|dpaste\.(?:com|org)|termbin\.com|transfer\.sh|file\.io|0x0\.st|paste\.rs|controlc\.com|privatebin\.net|justpaste\.it|anonfiles\.com|gofile\.io|catbox\.moe|litterbox\.catbox\.moe|temp\.sh|bashupload\.com|paste\.c-net\.org|ix\.io|sprunge\.us|pastes\.io|pastebin\.pl)$/;
/** Shorteners: not malicious in themselves, but the destination is hidden. */
const SHORTENER = /(?:^|\.)(?:bit\.ly|bitly\.com|tinyurl\.com|goo\.gl|is\.gd|v\.gd|ow\.ly|buff\.ly|cutt\.ly|rebrand\.ly|shorturl\.at|rb\.gy|tiny\.cc|t\.ly|s\.id|bl\.ink|short\.io|shorte\.st|adf\.ly|t\.co|lnkd\.in|tiny\.one|qrco\.de|urlz\.fr|clck\.ru|u\.to|x\.gd|1url\.com|surl\.li)$/;
/** Webhook endpoints on ordinary hosts, recognised by their path. */
const WEBHOOK_PATH: Array<[RegExp, RegExp]> = [
  [/(?:^|\.)discord(?:app)?\.com$/, /^\/api\/webhooks\//],
  [/^hooks\.slack\.com$/, /^\/(?:services|workflows|triggers)\//],
  [/^api\.telegram\.org$/, /^\/bot[^/]+\/(?:send|forward)/i],
  [/(?:^|\.)webhook\.office\.com$|^outlook\.office(?:365)?\.com$/, /\/webhook/i],
  [/^hooks\.zapier\.com$/, /^\/hooks\//],
  [/^maker\.ifttt\.com$/, /^\/trigger\//],
  [/(?:^|\.)script\.google\.com$/, /^\/macros\/s\/.+\/exec/],
];
/** Query parameters whose name says they carry secrets or the conversation (twenty-fourth round: or ends so, `gsc_token`). */
const SECRET_PARAM = /^(?:secrets?|token|access_?token|key|api_?key|apikey|password|pass|pwd|passwd|session|sess|cookies?|creds?|credentials?|history|chat|prompt|system_?prompt|conversation|exfil|leak|dump|ssn|card|cc|seed|mnemonic|privkey|private_?key|env|(?!(?:page|next|continuation|csrf|xsrf|sync|resume|verify|verification)_)[a-z0-9]+_(?:token|secret|password|api_?key|access_?key))$/i;
/** Generic names (a search box's `q`) count only with a long value. */
const DATA_PARAM = /^(?:data|d|payload|p|q|msg|message|messages|content|info|email|user|wallet|text|body|c|m|x)$/i;
/** A value that is itself a blob (base64, hex, URL-encoded text) of some length. */
const BLOB = /^(?:[A-Za-z0-9+/_-]{32,}={0,2}|(?:%[0-9A-Fa-f]{2}|[A-Za-z0-9._~+-]){48,})$/;
/**
 * Placeholders an injected instruction asks the model to fill: one name between braces, angle or
 * square brackets (`?q={conversation}`, `{{history}}`, `<SECRET>`, `[USER_DATA]`; an angle or square
 * bracket perhaps cut off with the link), or shell and template substitution. A chart's JSON
 * configuration in its query string (`?c={type:'bar',...}`) is not a slot.
 */
const PLACEHOLDER = /(?:\{|%7B){1,2}\s*[a-z_][\w.-]{0,40}\s*(?:\}|%7D)|(?:<|%3C)[a-z_][\w .-]{0,40}(?:>|%3E|$)|\[[a-z_][\w .-]{0,40}(?:\]|$)|%5B[a-z_][\w.-]{0,40}(?:%5D|$)|\$\(|\$\{|%24%7B|%24%28/i;

const URL_RE = /\b(?:https?|ftp|wss?):\/\/(?:\[[0-9a-f:.]{2,45}\][^\s<>"'`)\]]{0,2000}|[^\s<>"'`)\]]{1,2000})|(?<![\w@./-])(?:www\.)?[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*\.(?:site|sh|io|in|net|app|st|me|moe|it|co|ly|gd|cc|at|id|com)\/[^\s<>"'`)\]]{1,2000}/gi;
const IMAGE_RE = /!\[[^\]\n]{0,200}\]\(\s*<?((?:https?:)?\/\/[^\s)>]{1,2000})/gi;
/**
 * Twenty-seventh round: an HTML image (`<img src=...>`, fetched as unasked as a markdown one) and a
 * reference-style markdown image (`![logo][1]` with `[1]: https://...` further down).
 */
const HTML_IMAGE_RE = /<img\b[^>]{0,400}?\bsrc\s*=\s*["']?((?:https?:)?\/\/[^\s"'>]{1,2000})/gi;
const IMAGE_REF_RE = /!\[[^\]\n]{0,200}\]\[([^\]\n]{1,40})\]/g;
const REF_DEF_RE = /^[ \t]{0,3}\[([^\]\n]{1,40})\]:[ \t]*<?((?:https?:)?\/\/[^\s>]{1,2000})/gm;
/** A value that is records (`buyer=mara.ink@;brief=...`), an identity or address, or a live key. */
const RECORDS = /^[^=;&]{1,40}=[^;&]{1,200}[;&|,][^=;&]{1,40}=/;
const ID_OR_MAIL = /^[\w.+-]{2,64}@(?:[\w-]+\.[\w.-]+)?$/;
const LIVE_KEY = /^(?:sk[-_](?:live|prod|proj)[-_]|sk-ant-|ghp_|gho_|github_pat_|xox[abpr]-|AKIA|ASIA|AIza|glpat-|rk_live_)\w{8,}/;

/** An IPv4 address as the URL parser writes every host that is one. */
const DOTTED_QUAD = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** A private, loopback, link-local or unspecified address (dotted IPv4 or bracketed IPv6). */
export function isPrivateIp(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (m) {
    const a = Number(m[1]), b = Number(m[2]);
    return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  return host === '[::1]' || /^\[f[cd]/i.test(host) || /^\[fe80/i.test(host);
}

/** Cloud instance metadata services: a link-local or internal address that hands out the machine's credentials. */
const METADATA = /^(?:169\.254\.169\.254|169\.254\.170\.2|100\.100\.100\.200|\[fd00:ec2::254\]|metadata\.google\.internal|metadata\.azure\.com|instance-data(?:\.ec2\.internal)?)$/;

function isIp(host: string): boolean {
  return DOTTED_QUAD.test(host) || host.startsWith('[');
}

/**
 * An IPv4 address written as one number, in hex or octal, or with a part in hex or octal
 * (`http://3232235777/`, `http://0x7f.1/`): browsers resolve them, people never write them, so they
 * hide where a link goes whatever address they stand for. The URL parser writes such a host in
 * dotted decimal; the link as written said something else. Dotted decimal as people write it, and
 * short numbers, are not counted.
 */
const WRITTEN_HOST = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/:?#]+)/i;
const PLAIN_NUMBERS = /^(?:\d{1,7}|\d{1,3}(?:\.\d{1,3}){1,3})$/;

function obfuscatedIp(href: string, host: string): boolean {
  const written = WRITTEN_HOST.exec(href)?.[1]?.toLowerCase();
  return written !== undefined && DOTTED_QUAD.test(host) && written !== host && !PLAIN_NUMBERS.test(written);
}

function isLocal(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || isPrivateIp(host);
}

/**
 * A path segment or fragment that is encoded text: base64 (or base64url) or hex decoding to printable
 * words, or URL-encoded prose. Ids, hashes and tokens decode to random bytes and are left alone.
 */
function encodedText(part: string): boolean {
  if ((part.match(/%20|\+/g)?.length ?? 0) >= 4 && part.length >= 24) return true;
  if (part.length < 24) return false;
  let bytes: Buffer | null = null;
  if (/^[0-9a-f]+$/i.test(part) && part.length % 2 === 0) bytes = Buffer.from(part, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(part)) bytes = Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (!bytes || bytes.length < 16) return false;
  let letters = 0;
  for (const b of bytes) {
    if (b < 0x20 && b !== 0x0a && b !== 0x09) return false;
    if (b > 0x7e) return false;
    if ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a)) letters++;
  }
  return letters >= bytes.length / 2;
}

/** Search engines: a long `q` is somebody's search, not data carried away. */
const SEARCH_HOST = /(?:^|\.)(?:google\.[a-z.]{2,6}|bing\.com|duckduckgo\.com|search\.yahoo\.com|yandex\.[a-z]{2,3}|baidu\.com|ecosia\.org|search\.brave\.com|startpage\.com|qwant\.com|kagi\.com)$/;

/** Words in a value, as an image's query string carries what it was told to send: "the user said ...". */
function prose(value: string): boolean {
  return value.length >= 24 && (value.match(/ /g)?.length ?? 0) >= 4;
}

/**
 * What a URL carries in its path, query string or fragment, if anything. An image is fetched as
 * soon as the reply is shown, with no click, so the words it carries in its query string count too.
 */
function carriedData(u: URL, image: boolean): string | null {
  const search = SEARCH_HOST.test(u.hostname.toLowerCase());
  for (const seg of u.pathname.split('/')) if (seg.length >= 24 && encodedText(seg.replace(/\.[a-z0-9]{2,4}$/i, ''))) return 'encoded text in its path';
  if (u.hash.length > 24 && encodedText(u.hash.slice(1))) return 'encoded text in its fragment';
  const raw = u.search + u.hash;
  if (raw.length < 2) return null;
  // A slot in a link to click leaks nothing (API docs write `?id={userId}`, code `?key=${API_KEY}`); in
  // an image, fetched unasked, it is the shape of an exfiltration template.
  if (image && PLACEHOLDER.test(raw)) return 'a placeholder for data to be filled in';
  for (const [name, value] of u.searchParams) {
    if ((value.length >= 8 && SECRET_PARAM.test(name) && !PLACEHOLDER.test(value)) || (value.length >= 40 && DATA_PARAM.test(name) && !(search && name === 'q'))) return `parameter "${name}"`;
    if (BLOB.test(value) || encodedText(value)) return `an encoded value in "${name}"`;
    if (image && prose(value)) return `text in "${name}"`;
    if (image && (RECORDS.test(value) || ID_OR_MAIL.test(value) || LIVE_KEY.test(value))) return `records, an identity or a key in "${name}"`;
  }
  if (raw.length > 300) return 'a long query string';
  return null;
}

interface Finding { kind: string; severity: Severity; action: FlagAction; detail: string }

const RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

/** The strongest finding for one URL, or null when it is an ordinary link. */
function judge(href: string, image: boolean, saidPlaceholder = false): Finding | null {
  let u: URL;
  try { u = new URL(/^[a-z][a-z0-9+.-]*:/i.test(href) ? href : `http://${href.replace(/^\/\//, '')}`); } catch { return null; }
  const host = u.hostname.toLowerCase().replace(/\.$/, '');
  if (obfuscatedIp(href, host)) {
    return { kind: 'ip_url', severity: 'high', action: 'warn', detail: `${image ? 'image ' : ''}link to an IP address written to hide it (${host})` };
  }
  if (METADATA.test(host)) {
    return { kind: 'metadata_endpoint', severity: 'high', action: 'warn', detail: `${image ? 'image ' : ''}link to a cloud metadata endpoint (${host}), where a machine's own credentials are read` };
  }
  if (!host || isLocal(host)) return null;
  const hostPath = host + u.pathname;
  const data = carriedData(u, image);
  const where = `${host}${u.port ? `:${u.port}` : ''}`;
  let category: string | null = null;
  if (CATCHER.test(host)) category = 'request catcher';
  else if (TUNNEL.test(host)) category = 'public tunnel';
  else if (PASTE.test(host) || PASTE.test(hostPath)) category = 'paste or file-drop host';
  else if (WEBHOOK_PATH.some(([h, p]) => h.test(host) && p.test(u.pathname)) && !(saidPlaceholder && FILLER.test(u.pathname))) category = 'webhook endpoint';
  if (category) {
    const critical = data !== null || image || category === 'webhook endpoint';
    return {
      kind: 'exfiltration_link', severity: critical ? 'critical' : 'high', action: critical ? 'block' : 'warn',
      detail: `${image ? 'image ' : ''}link to a ${category} (${where})${data ? ` carrying ${data}` : ''}`,
    };
  }
  if (isIp(host)) {
    return {
      kind: 'ip_url', severity: data || image ? 'critical' : 'high', action: data || image ? 'block' : 'warn',
      detail: `${image ? 'image ' : ''}link to a bare IP address (${where})${data ? ` carrying ${data}` : ''}`,
    };
  }
  if (data) {
    return {
      kind: 'data_in_url', severity: image ? 'critical' : 'high', action: image ? 'block' : 'warn',
      detail: `${image ? 'image ' : ''}link to ${host} carrying ${data}`,
    };
  }
  const port = u.port ? Number(u.port) : 0;
  if (port && ![80, 443, 8080, 8443].includes(port)) {
    return { kind: 'nonstandard_port', severity: 'medium', action: 'warn', detail: `link to ${where} on a non-standard port` };
  }
  if (SHORTENER.test(host)) return { kind: 'url_shortener', severity: 'low', action: 'warn', detail: `shortened link (${host}) hides its destination` };
  return null;
}

/** Structured flags for every suspicious link, one per link (its strongest finding). */
export function findExfilLinks(text: string): StructuredFlag[] {
  if (!text.includes('/')) return [];
  const seen = new Set<string>();
  const flags: StructuredFlag[] = [];
  const images = new Set<string>();
  for (const m of text.matchAll(IMAGE_RE)) images.add(m[1]!);
  if (/<img\b/i.test(text)) for (const m of text.matchAll(HTML_IMAGE_RE)) images.add(m[1]!.replace(/&amp;/g, '&'));
  if (text.includes('][')) {
    const labels = new Set([...text.matchAll(IMAGE_REF_RE)].map((m) => m[1]!.toLowerCase()));
    if (labels.size > 0) for (const m of text.matchAll(REF_DEF_RE)) if (labels.has(m[1]!.toLowerCase())) images.add(m[2]!);
  }
  // A webhook address filled with filler in a reply that says it is a placeholder is no endpoint.
  const said = SAID_PLACEHOLDER.test(text);
  const consider = (href: string, image: boolean) => {
    const clean = href.replace(/[.,;:!?]+$/, '');
    if (seen.has(clean)) return;
    seen.add(clean);
    const f = judge(clean, image, said);
    if (f) flags.push({ type: f.kind, severity: f.severity, detail: f.detail, action: f.action });
  };
  for (const href of images) consider(href, true);
  for (const m of text.matchAll(URL_RE)) consider(m[0], false);
  return flags.sort((a, b) => RANK[b.severity] - RANK[a.severity]);
}
