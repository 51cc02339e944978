/**
 * Twentieth round (outbound batch 55, a tuning batch written blind): code handed over as part of a
 * job that opens the buyer's machine or data to someone else, in the shapes the command-line rules of
 * code.ts do not read:
 * - a web shell: a PHP page that runs what the request says (`shell_exec($_GET['cmd'])`);
 * - a reverse shell written with a runtime's socket API (`net.connect(...)` piped into a spawned shell);
 * - a download run from a script (`urlretrieve(url, "/tmp/.h")` then `os.system("/tmp/.h &")`), or
 *   an install hook of a package that runs commands (`class PostInstall(install)` with `os.system`);
 * - wallet, browser-login or key files read and sent out;
 * - hex-escaped strings that decode to cookies, storage or an address (obfuscated exfiltration);
 * - a hard-coded public IP and port as a log, socket or HTTP endpoint;
 * - a reverse SSH tunnel to a public tunnel service, or a repository mirrored by a hidden git alias.
 * Each needs concrete syntax, never a topic word, as in code.ts. Outbound only.
 */
import type { StructuredFlag } from '../types.js';
import { isPrivateIp } from './links.js';

const WEB_SHELL = /\b(?:shell_exec|system|passthru|exec|popen|proc_open|eval|assert|pcntl_exec)\s*\(\s*(?:base64_decode\s*\(\s*)?\$_(?:GET|POST|REQUEST|COOKIE|SERVER)\b/;
const SOCKET_SHELL = /\b(?:net\.(?:connect|createConnection)|new\s+net\.Socket|socket\.(?:connect|create_connection)|TCPSocket\.(?:new|open)|fsockopen)\b[\s\S]{0,400}?\b(?:spawn|Popen|pty\.spawn|exec)\s*\(\s*[^)]{0,80}(?:cmd\.exe|\/bin\/(?:ba|z)?sh|["'](?:ba|z)?sh["']|powershell)[\s\S]{0,300}?(?:\.pipe\s*\(|dup2|stdin\s*=)/;
/** A file downloaded to a path, then that path made executable or run. */
const FETCH_THEN_RUN = /\b(?:urlretrieve|download_file|wget\.download|DownloadFile)\s*\(\s*["'][^"'\n]{4,300}["']\s*,\s*["']([^"'\n]{2,120})["']\s*\)[\s\S]{0,400}?(?:os\.system|subprocess\.\w+|os\.chmod|os\.startfile|Popen|exec\w*|spawn|Start-Process)\s*\(\s*\[?\s*["']\1/;
/** A package's install step that runs commands or fetches code. */
const INSTALL_HOOK = /\bclass\s+\w+\s*\(\s*(?:install|develop|egg_info|build_py)\s*\)\s*:[\s\S]{0,600}?\b(?:os\.system|subprocess\.\w+|urlretrieve|urlopen|requests\.(?:get|post)|exec\s*\(|eval\s*\()|"(?:pre|post)install"\s*:\s*"[^"\n]{0,200}(?:curl|wget|node\s+-e|\|\s*(?:ba)?sh|https?:\/\/)/;
/** Wallets, browser logins and cookies, keychains, keys. */
const SECRET_STORE = /exodus\.wallet|\.electrum[\\/]wallets|wallet\.dat\b|Local Extension Settings|nkbihfbeogaeaoehlefnkodbefgpgknn|\bLogin Data\b|\blogins\.json\b|\bkey[34]\.db\b|\bCookies(?:\.sqlite)?["'\\/]|Keychains[\\/]|\.ssh[\\/]id_(?:rsa|ed25519|ecdsa)\b|\.aws[\\/]credentials\b|\.config[\\/]solana[\\/]id\.json/;
const SENDS = /\b(?:https?\.request|https?\.get|fetch\s*\(|axios\b|XMLHttpRequest|sendBeacon|requests\.(?:post|put)|urlopen|urllib\.request|Invoke-WebRequest|Invoke-RestMethod|WebClient|curl\b|socket\.send|\.upload\s*\()/;
const HEX_ESCAPE = /\\x[0-9a-fA-F]{2}/g;
const DECODED_EXFIL = /cookie|localstorage|sessionstorage|https?:\/\/|document\.|\beval\b|\bfetch\b|sendbeacon|xmlhttprequest/i;
/** A dotted IPv4 and port in a string or as a call's arguments: `"103.75.190.12:9000"`, `net.connect(7443, '103.145.13.201')`. */
const IP_ENDPOINT = /["'](\d{1,3}(?:\.\d{1,3}){3}):\d{2,5}["']|\b(?:connect|createConnection|HTTPHandler|SocketHandler|DatagramHandler|SysLogHandler|create_connection)\s*\(\s*(?:\(\s*)?(?:\d{2,5}\s*,\s*)?["'](\d{1,3}(?:\.\d{1,3}){3})["']/;
const TUNNEL_SSH = /\bssh\b[^\n]{0,160}\s-R\s*[\w.:]*\d{2,5}\b[^\n]{0,160}\b(?:serveo\.net|localhost\.run|pinggy\.io|[\w.-]+\.(?:ngrok\.io|ngrok-free\.app|trycloudflare\.com|loca\.lt|serveo\.net))\b/;
const HIDDEN_MIRROR = /\bgit\s+config\s+(?:--global\s+)?alias\.\w+\s+(?:'![^'\n]{0,200}\bgit\s+push\b[^'\n]{0,80}'|"![^"\n]{0,200}\bgit\s+push\b[^"\n]{0,80}")/;

function hexEscapesHideExfil(text: string): boolean {
  const escapes = text.match(HEX_ESCAPE);
  if (!escapes || escapes.length < 12) return false;
  const decoded = escapes.map((e) => String.fromCharCode(parseInt(e.slice(2), 16))).join('');
  return DECODED_EXFIL.test(decoded);
}

/** Flags for code that opens the buyer's machine or data to someone else (one per kind). */
export function findImplants(text: string): StructuredFlag[] {
  if (!/[(\\'"-]/.test(text)) return [];
  const flags: StructuredFlag[] = [];
  if (text.includes('$_') && WEB_SHELL.test(text)) flags.push({ type: 'web_shell', severity: 'critical', detail: 'a page that runs whatever command the request carries', action: 'block' });
  if (SOCKET_SHELL.test(text)) flags.push({ type: 'reverse_shell', severity: 'critical', detail: 'reverse shell: a spawned shell piped to a network socket', action: 'block' });
  if (FETCH_THEN_RUN.test(text)) flags.push({ type: 'download_execute', severity: 'critical', detail: 'downloads a file and runs it', action: 'block' });
  else if (INSTALL_HOOK.test(text)) flags.push({ type: 'download_execute', severity: 'high', detail: 'a package install step that runs commands or fetches code', action: 'block' });
  if (SECRET_STORE.test(text) && SENDS.test(text)) flags.push({ type: 'credential_theft', severity: 'critical', detail: 'reads wallet, browser-login or key files and sends them out', action: 'block' });
  if (text.includes('\\x') && hexEscapesHideExfil(text)) flags.push({ type: 'obfuscated_code', severity: 'high', detail: 'hex-escaped strings that hide cookies, storage or an address', action: 'block' });
  const ip = IP_ENDPOINT.exec(text);
  const host = ip ? (ip[1] ?? ip[2])! : null;
  if (host && !isPrivateIp(host)) flags.push({ type: 'exfiltration_endpoint', severity: 'high', detail: `code sends to a hard-coded public IP address (${host})`, action: 'block' });
  if (TUNNEL_SSH.test(text)) flags.push({ type: 'tunnel', severity: 'high', detail: 'a reverse SSH tunnel that exposes a local service through a public tunnel host', action: 'block' });
  if (HIDDEN_MIRROR.test(text)) flags.push({ type: 'secret_exfiltration', severity: 'high', detail: 'a git alias that pushes every commit to another remote', action: 'block' });
  return flags;
}
