/**
 * Dangerous code in text: download-and-execute, evaluation of decoded or fetched data, process
 * spawning with destructive commands, crypto miners, reverse shells, and scripts that read secrets
 * and send them out. Each rule needs concrete syntax (a command line, a call), never a topic word:
 * a tutorial that explains what a reverse shell is, or a developer asking how `child_process.exec`
 * works, carries none. Used by the outbound scan and, as the `malicious_code` family, inbound.
 */
import type { StructuredFlag, Severity, FlagAction } from '../types.js';

export interface CodeRule {
  type: 'download_execute' | 'eval_decoded' | 'destructive_command' | 'crypto_miner' | 'reverse_shell' | 'secret_exfiltration' | 'persistence' | 'security_disable';
  severity: Severity;
  action: FlagAction;
  detail: string;
  re: RegExp;
}

/** Destructive shell commands, as they appear inside strings passed to a process API too. */
// Twenty-fourth round: a package manager's cache cleared in a Dockerfile (`rm -rf /var/lib/apt/lists/*`) is no
// system directory deleted.
const DESTRUCTIVE = String.raw`(?:rm\s+(?:-[a-zA-Z]*[rf][a-zA-Z]*\s+){1,3}(?:--no-preserve-root\s+)?(?:\/(?:\*|\s|$|["'\x60;)&|])|\/(?!var\/lib\/apt\/lists\b|var\/cache\/(?:apt|apk|yum|dnf)\b|root\/\.cache\b|usr\/share\/(?:doc|man)\b)(?:etc|usr|var|home|boot|bin|lib|opt|root)\b|~\/?(?:\*|\s|$|["'\x60;)&|])|\$HOME|\*|\.\/?\*?(?:\s|$|["'\x60;)&|]))|mkfs(?:\.\w+)?\s+\/dev\/|dd\s+if=\/dev\/(?:zero|u?random)\s+of=\/dev\/(?:sd|nvme|hd|xvd|disk)|>\s*\/dev\/(?:sd[a-z]|nvme\d)|chmod\s+-R\s+0?777\s+\/(?:\s|$)|chown\s+-R\s+\S+\s+\/(?:\s|$)|:\(\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|shred\s+(?:-\w+\s+)*\/dev\/|del\s+\/[sfq]\s+(?:\/[sfq]\s+)*[a-z]:\\|rd\s+\/s\s+\/q\s+[a-z]:\\|format\s+[a-z]:(?:\s|$|["'])|Remove-Item\s+[^\n]{0,40}-Recurse[^\n]{0,40}(?:[A-Z]:\\|~|\$env:USERPROFILE)|vssadmin\s+delete\s+shadows|wevtutil\s+cl\s|cipher\s+\/w:|DROP\s+(?:DATABASE|SCHEMA)\s+\w|TRUNCATE\s+TABLE\s+\w+\s*;\s*DROP|find\s+(?:\/|~|\$HOME)\s[^\n]{0,80}(?:-delete\b|-exec\s+rm\s))`;

/**
 * After `curl` or `wget`: not a command written with a placeholder for its address (`curl ... | sh`,
 * `curl <url> | bash`), which a reply uses to talk about the pattern, not to hand it over.
 */
const NOT_A_PLACEHOLDER = String.raw`(?!\s+(?:\.{2,}|…|<[^>\n]{0,40}>)\s*\|)`;

/**
 * Twenty-eighth round: nor a project's own documented installer (`curl ... https://sh.rustup.rs | sh`
 * from rust-lang.org, Homebrew's, nvm's, uv's, Docker's convenience script): the reply hands over the
 * command the project itself publishes, fetched from the project's own host.
 */
const OFFICIAL_INSTALLERS = String.raw`sh\.rustup\.rs|static\.rust-lang\.org\/rustup|astral\.sh\/(?:uv|ruff)\/|get\.docker\.com|raw\.githubusercontent\.com\/(?:Homebrew\/install|nvm-sh\/nvm|pyenv\/pyenv-installer)\/|deno\.land\/install\.sh|bun\.sh\/install|install\.python-poetry\.org|get\.pnpm\.io|fnm\.vercel\.app\/install|pyenv\.run|get\.sdkman\.io|starship\.rs\/install\.sh|ollama\.com\/install\.sh|tailscale\.com\/install\.sh|get\.k3s\.io|install\.determinate\.systems\/nix|nixos\.org\/nix\/install|cli\.doppler\.com\/install\.sh|sh\.vector\.dev|foundry\.paradigm\.xyz|release\.solana\.com|get\.helm\.sh|raw\.githubusercontent\.com\/helm\/helm\/main\/scripts\/`;
export const NOT_AN_OFFICIAL_INSTALLER = String.raw`(?![^\n|;]{0,160}https:\/\/(?:${OFFICIAL_INSTALLERS})(?:(?<=\/)|(?![\w.-]))[^\s|;'"]*['"]?\s*\|)`;
/** After `curl` or `wget`: neither a placeholder nor a project's own installer, the command handed over to run. */
export const HANDED_OVER_FETCH = `${NOT_A_PLACEHOLDER}${NOT_AN_OFFICIAL_INSTALLER}`;

/**
 * After `/dev/tcp/`: not a host written as a placeholder (`<host>`, `HOST`, `ATTACKER_IP`, `...`; the rule reads case-insensitively, so by these words), which
 * a reply uses to explain what a reverse shell looks like; a shell needs a real address, or a variable
 * (`$LHOST`) that holds one, to connect anywhere.
 */
const NOT_A_PLACEHOLDER_HOST = String.raw`(?!<[^>\n]{0,40}>|\.{2,}|…|(?:(?:your|my|the|attacker|attackers|remote|listener|evil|c2|target|server|local)[-_]?)?(?:ip|host|hostname|addr|address|attacker|server|listener)\/)`;

export const CODE_RULES: CodeRule[] = [
  {
    type: 'reverse_shell', severity: 'critical', action: 'block', detail: 'reverse shell: a shell whose input and output go to a remote host',
    re: new RegExp(String.raw`(?:(?:ba|z|k)?sh\s+-i\s+[>&]+\s*\/dev\/(?:tcp|udp)\/${NOT_A_PLACEHOLDER_HOST}|\/dev\/tcp\/${NOT_A_PLACEHOLDER_HOST}[\w.-]+\/\d{2,5}|\b(?:nc|ncat|netcat)\b[^\n|;]{0,60}\s-(?:e|c)\s*\/?(?:bin\/)?(?:ba|z)?sh\b|mkfifo\s+\/tmp\/\w+[^\n]{0,80}\|\s*(?:nc|ncat|netcat)\b|socat\s+[^\n]{0,60}exec:['"]?(?:\/bin\/)?(?:ba)?sh|fsockopen\s*\([^\n]{0,80}(?:exec|shell_exec|system|proc_open)\s*\(|fsockopen\s*\([^\n]{0,80}\)[\s\S]{0,200}?proc_open\s*\(\s*['\x22](?:\/bin\/)?(?:ba|z)?sh\b|\.connect\s*\(\s*\(\s*\\?["'][\w.-]+\\?["']\s*,\s*\d{2,5}\s*\)\s*\)[\s\S]{0,200}(?:dup2|pty\.spawn|subprocess\.call\s*\(\s*\[\s*\\?["']\/bin\/(?:ba)?sh)|New-Object\s+(?:System\.)?Net\.Sockets\.TCPClient\s*\([\s\S]{0,200}GetStream|net\.(?:connect|Socket)\s*\([\s\S]{0,200}spawn\s*\(\s*["'](?:\/bin\/)?(?:ba)?sh|use\s+Socket;[^\n]{0,200}exec\s*\(\s*["']\/bin\/(?:ba)?sh|net\.Dial\s*\(\s*"(?:tcp|udp)"[\s\S]{0,300}exec\.Command\s*\(\s*"(?:\/bin\/)?(?:ba|z)?sh"|TCPSocket\.(?:new|open)\s*\([^)]{0,80}\)[\s\S]{0,200}(?:IO\.popen|\bexec\b|\bsystem\b|\bspawn\b|\x60))`, 'i'),
  },
  {
    type: 'download_execute', severity: 'critical', action: 'block', detail: 'downloads code and runs it',
    re: new RegExp(String.raw`(?:\b(?:curl|wget|fetch)\b${HANDED_OVER_FETCH}[^\n|;]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b|\b(?:curl|wget)\b${HANDED_OVER_FETCH}[^\n|;]{0,200}\|\s*(?:sudo\s+)?(?:python[23]?|perl|ruby|node|php)\b|(?:ba)?sh\s+<\s*\(\s*(?:curl|wget)\b|\b(?:curl|wget)\b[^\n]{0,200}(?:-o|-O|--output)\s*\S+[^\n]{0,80}(?:&&|;)\s*(?:chmod\s+\+x|\.\/|(?:ba)?sh\s|python|bash\s)|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|(?:New-Object\s+(?:System\.)?Net\.WebClient\)?\.)DownloadString)\b[^\n]{0,200}(?:\|\s*iex\b|\|\s*Invoke-Expression)|\b(?:iex|Invoke-Expression)\s*\(?\s*\(?\s*(?:New-Object\s+(?:System\.)?Net\.WebClient\)?\s*\.\s*DownloadString|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)|certutil(?:\.exe)?\s+[^\n]{0,40}-urlcache\s+[^\n]{0,20}-f\s+https?:|bitsadmin(?:\.exe)?\s+\/transfer\s+[^\n]{0,200}https?:|mshta(?:\.exe)?\s+(?:https?|vbscript|javascript):|regsvr32(?:\.exe)?\s+[^\n]{0,40}\/i:https?:|\bexec\s*\(\s*(?:urllib\.request\.urlopen|urlopen|requests\.get)\s*\([^\n]{0,200}\)\s*\.\s*(?:read|text|content)|\beval\s*\(\s*(?:await\s+)?\(?\s*(?:await\s+)?(?:fetch|axios\.get|requests\.get|urlopen)\s*\(|\brequire\s*\(\s*["']child_process["']\s*\)[\s\S]{0,120}(?:curl|wget)\b[^\n]{0,200}\|\s*(?:ba)?sh|\b(?:iwr|Invoke-WebRequest|wget|curl)\b[^\n]{0,200}-OutFile\s+["']?(\S+?)["']?[;\s][^\n]{0,40}(?:Start-Process|Invoke-Item|&\s*["']?\$|cmd(?:\.exe)?\s+\/c)|\b(?:https?|require\s*\(\s*["']https?["']\s*\))\.(?:get|request)\s*\(\s*["']https?:[^\n]{0,300}\beval\s*\()`, 'i'),
  },
  {
    type: 'eval_decoded', severity: 'high', action: 'block', detail: 'evaluates decoded or obfuscated data as code',
    re: new RegExp(String.raw`(?:\b(?:eval|exec|Function|setTimeout|setInterval|execScript|assert|system|compile)\s*\(\s*(?:new\s+)?(?:atob|unescape|decodeURIComponent|String\.fromCharCode|Buffer\.from\s*\([^)]{0,5000},\s*["'](?:base64|hex)["']\s*\)|base64\.b64decode|base64\.b32decode|codecs\.decode|bytes\.fromhex|zlib\.decompress|marshal\.loads|binascii\.unhexlify|base64_decode|gzinflate|gzuncompress|str_rot13|hex2bin|__import__\s*\(\s*["']base64)|\bFunction\s*\(\s*atob|\becho\s+["']?[A-Za-z0-9+/=]{16,}["']?\s*\|\s*base64\s+(?:-d|--decode)\s*\|\s*(?:ba|z)?sh\b|\bpowershell(?:\.exe)?\s+(?:-(?!e\b|ec\b|enc\b|encodedcommand\b)\w+(?:\s+(?!-)[\w.]+)?\s+)*-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{20,}|\[System\.Convert\]::FromBase64String[\s\S]{0,200}(?:iex|Invoke-Expression|Invoke\s*\())`, 'i'),
  },
  {
    type: 'destructive_command', severity: 'critical', action: 'block', detail: 'runs a destructive command (deletes files or disks)',
    re: new RegExp(String.raw`(?:(?:^|[\n;&|\x60$(]|\b(?:sudo|exec|system|popen|spawn|spawnSync|execSync|execFile|call|run|check_output|check_call|Popen|os\.system|shell_exec|passthru)\s*\(?\s*\[?\s*["']?)\s*(?:sudo\s+)?${DESTRUCTIVE}|\b(?:shutil\.rmtree|rmtree)\s*\(\s*["'](?:\/|~|C:\\\\?)["']|(?:\bfs|\bfsp|\bpromises|\))\.(?:rmSync|rm|rmdirSync|rmdir)\s*\(\s*["'](?:\/|~|C:\\\\?)["']\s*,\s*\{[^}]{0,60}recursive\s*:\s*true|\brimraf(?:\.sync)?\s*\(\s*["'](?:\/\*?|~|C:\\\\?)["']|\b(?:os\.(?:remove|unlink)|fs\.(?:unlinkSync|unlink|rmSync|rm)|unlink|File\.Delete)\s*\(\s*["'](?:\/(?:etc|boot|bin|sbin|usr|lib)\/|C:\\\\?Windows\\\\?))`, 'im'),
  },
  {
    // A disk wiped in prose ("add --no-preserve-root", "run mkfs.ext4 on /dev/sda1"): the flag exists only to
    // delete /. Not where it is the condition of a warning ("rm refuses unless you add --no-preserve-root").
    type: 'destructive_command', severity: 'critical', action: 'block', detail: 'runs a destructive command (deletes files or disks)',
    re: /(?<!\b(?:unless|if|without|never|don'?t|do not|refuses?)\b[^.\n]{0,30})--no-preserve-root\b|\bmkfs(?:\.\w+)?\s+(?:-\w+\s+)*(?:on\s+)?\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|xvd[a-z]|vd[a-z]|disk\d)/i,
  },
  {
    type: 'security_disable', severity: 'high', action: 'block', detail: 'switches off the machine\u2019s protection (antivirus, SELinux, firewall, endpoint agent)',
    re: /\bSet-MpPreference\s+(?:-\w+\s+\S+\s+)*-Disable(?:RealtimeMonitoring|IOAVProtection|BehaviorMonitoring|ScriptScanning|IntrusionPreventionSystem|BlockAtFirstSeen|ArchiveScanning)\s+(?:\$true|1)\b|\bsetenforce\s+0\b|\bsc(?:\.exe)?\s+(?:stop|delete|config\s+\S+\s+start=\s*disabled)\s+WinDefend\b|\bnetsh\s+(?:advfirewall\s+set\s+\w+\s+state\s+off|firewall\s+set\s+opmode\s+(?:mode=)?disable)|\bufw\s+disable\b|\bsystemctl\s+(?:stop|disable|mask)\s+(?:--now\s+)?(?:firewalld|apparmor|auditd|falcon-sensor|crowdstrike\S*|clamav\S*|wazuh-agent|osqueryd)\b/i,
  },
  {
    type: 'crypto_miner', severity: 'high', action: 'block', detail: 'runs a cryptocurrency miner',
    re: /\b(?:xmrig|xmr-stak|minerd|cpuminer|cgminer|bfgminer|ethminer|nbminer|t-rex|lolminer|phoenixminer|coinhive|cryptonight|randomx)\b[^\n]{0,200}(?:-o\s|--url|--pool|stratum|-u\s|--user|--donate-level|\bpool\b)|stratum\+(?:tcp|ssl|tls):\/\/|\bcoinhive\.min\.js\b|\bCoinHive\.Anonymous\b/i,
  },
  {
    type: 'secret_exfiltration', severity: 'critical', action: 'block', detail: 'reads credentials or keys and sends them to a remote host',
    re: /(?:~|\$HOME|\/home\/\w+|\/root|%USERPROFILE%)\/?\.(?:ssh\/id_(?:rsa|ed25519|ecdsa)|aws\/credentials|netrc|npmrc|docker\/config\.json|kube\/config|bash_history|gnupg|git-credentials|aws(?=[\s|\/])|ssh(?=[\s|]))[^\n]{0,120}(?:\|\s*(?:curl|wget|nc|ncat)\b|curl\s[^\n]{0,60}(?:-d|--data|-F|--upload-file|-T)\s)|\/etc\/(?:shadow|passwd)[^\n]{0,80}\|\s*(?:curl|wget|nc)\b|(?:curl|wget)\s[^\n]{0,120}(?:-d|--data(?:-binary)?|-F|--upload-file|-T)\s*@?["']?(?:~|\$HOME|\/etc|\/root)?\/?\.?(?:ssh\/id_|aws\/credentials|env\b|shadow|passwd)|\b(?:curl|wget)\s[^\n]{0,200}\$\(\s*(?:cat|env|printenv|whoami|hostname)\b|\b(?:nslookup|dig|host|ping|curl|wget|drill)\s[^\n]{0,60}(?:\$\([^\n)]{1,80}\)|\x60[^\n\x60]{1,80}\x60)\.[\w-]+\.[\w.-]+|\bscp\s+(?:-\w+\s+)*["']?(?:~|\$HOME|\/home\/\w+|\/root)\/\.(?:ssh|aws|gnupg|git-credentials|netrc|kube)\S*\s+[\w.-]+@[\w.-]+:|(?:\b(?:fetch|sendBeacon|axios\.\w+|requests\.(?:post|get|put)|urlopen)|\.src\s*=|\blocation(?:\.href)?\s*=|\blocation\.(?:assign|replace)\s*\()\s*\(?\s*[^\n]{0,20}https?:\/\/[^\n]{0,200}(?:document\.cookie|JSON\.stringify\s*\(\s*(?:localStorage|sessionStorage|process\.env)\s*\)|(?:localStorage|sessionStorage)\s*(?:\.getItem\s*\(|\[)|dict\s*\(\s*os\.environ\s*\)|data\s*=\s*os\.environ\b)/i,
  },
  {
    type: 'persistence', severity: 'high', action: 'block', detail: 'plants a way back in (an SSH key, a start-up entry, a boot or sudoers file written) or erases the traces',
    re: /(?:%?APPDATA%?|AppData|%?TEMP%?|\\Temp\\|ProgramData|Startup)[^\n]{0,120}["'\\\/](?:svchost|lsass|csrss|winlogon|smss|spoolsv|dllhost|rundll32|taskhostw?|conhost|wininit|services|explorer)\d*\.exe\b|(?:>>\s*["']?(?:~|\$HOME|\/root|\/home\/\w+)\/\.ssh\/authorized_keys|\breg(?:\.exe)?\s+add\s+["']?HK(?:CU|LM|EY_CURRENT_USER|EY_LOCAL_MACHINE)\\Software\\Microsoft\\Windows\\CurrentVersion\\Run|\bschtasks(?:\.exe)?\s+\/create\b[^\n]{0,200}(?:https?:|powershell|-enc)|\bhistory\s+-c\s*(?:&&|;)\s*(?:rm|unset|shred|history\s+-w|cat\s+\/dev\/null|>|exit)\b|\bunset\s+HISTFILE\b|\bopen\s*\(\s*["'](?:\/boot\/|\/etc\/(?:sudoers|ld\.so\.preload|shadow|passwd)\b)[^"'\n]{0,80}["']\s*,\s*["'](?:a|w|r\+|wb|ab)["']|(?:>>?|\btee\s+(?:-a\s+)?)\s*\/(?:boot\/\S+|etc\/(?:sudoers|ld\.so\.preload|shadow|passwd)\b)|\brm\s+(?:-\w+\s+)*(?:~|\$HOME)\/\.(?:bash|zsh)_history\b|\bauditctl\s+-D\b)/i,
  },
];

/**
 * A cheap pre-check: every rule needs one of these characters, or one of these words at the start of
 * a token ("rm -rf", "powershell -enc", "xmrig"; code that calls a function has a "(" anyway). Two
 * simple scans instead of one case-insensitive alternation over every position.
 */
const GATE_CHARS = /[|&;$(]|\/dev\/|\/boot\/|\/etc\/(?:sudoers|ld\.so|shadow|passwd)|\x60[^\x60\n]{1,80}\x60\.\w|\bfind\s+[\/~$]/;
const GATE_WORDS_RAW = /(?:^|[^a-z0-9])(?:tcpsocket|no-preserve-root|mkfs|set-mppreference|setenforce|windefend|netsh|ufw|systemctl|authorized_keys|rimraf|chmod|chown|scp|history -c|unset histfile|reg add|schtasks|auditctl|nc|ncat|netcat|mkfifo|rm|eval|exec|xmrig|miner|stratum|coinhive|cryptonight|randomx|powershell|invoke|iex|certutil|bitsadmin|mshta|regsvr32|rmtree|rmsync|fsockopen|socat|tcpclient|format|del|rd|vssadmin|wevtutil|cipher|drop)/i;
/** The same words over a words view (lower-case, one space between tokens). */
const GATE_WORDS = /(?:^| )(?:tcpsocket|no preserve root|mkfs|set mppreference|setenforce|windefend|netsh|ufw|systemctl|authorized keys|rimraf|chmod|chown|scp|history c(?: |$)|unset histfile|reg add|schtasks|auditctl|nc|ncat|netcat|mkfifo|rm|eval|exec|xmrig|miner|stratum|coinhive|cryptonight|randomx|powershell|invoke|iex|certutil|bitsadmin|mshta|regsvr32|rmtree|rmsync|fsockopen|socat|tcpclient|format|del|rd|vssadmin|wevtutil|cipher|drop)/;

/** Every dangerous-code rule that matches the text (`words`: its words view, when the caller has it). */
export function matchCodeRules(text: string, words?: string, mask = -1): CodeRule[] {
  if (mask >= 0) {
    // The fork bomb is the one rule with no word in it.
    if (text.includes(':()')) mask |= 1 << FORK_BOMB_RULE;
    return mask === 0 ? [] : CODE_RULES.filter((r, i) => (mask & (1 << i)) !== 0 && r.re.test(text));
  }
  if (!GATE_CHARS.test(text) && !(words !== undefined ? GATE_WORDS.test(words) : GATE_WORDS_RAW.test(text))) return [];
  return CODE_RULES.filter((r) => r.re.test(text));
}

/**
 * Per rule, words (as the words view reads them: lower case, punctuation as spaces) of which every
 * match holds at least one: a text with none of a rule's words cannot match it. l1.ts records them in
 * its one walk over the tokens (`codeRuleMask`); a word of more than five letters counts by its
 * first five.
 */
export const CODE_RULE_WORDS: string[][] = [
  ['dev', 'nc', 'ncat', 'netcat', 'mkfifo', 'socat', 'fsockopen', 'connect', 'tcpclient', 'net', 'socket', 'tcpsocket'],
  ['curl', 'wget', 'fetch', 'iwr', 'irm', 'invoke', 'downloadstring', 'iex', 'certutil', 'bitsadmin', 'mshta', 'regsvr32', 'exec', 'eval', 'require', 'http', 'https'],
  ['eval', 'exec', 'function', 'settimeout', 'setinterval', 'execscript', 'assert', 'system', 'compile', 'echo', 'powershell'],
  ['rm', 'mkfs', 'dd', 'dev', 'chmod', 'chown', 'shred', 'del', 'rd', 'format', 'remove', 'vssadmin', 'wevtutil', 'cipher', 'drop', 'truncate', 'find',
    'rmtree', 'rmsync', 'rmdirsync', 'rmdir', 'rimraf', 'unlink', 'unlinksync', 'delete'],
  ['preserve', 'mkfs'],
  ['mppreference', 'setenforce', 'sc', 'netsh', 'ufw', 'systemctl'],
  ['xmrig', 'xmr', 'minerd', 'cpuminer', 'cgminer', 'bfgminer', 'ethminer', 'nbminer', 'rex', 'lolminer', 'phoenixminer', 'coinhive', 'cryptonight', 'randomx', 'stratum'],
  ['curl', 'wget', 'nc', 'ncat', 'nslookup', 'dig', 'host', 'ping', 'drill', 'scp', 'fetch', 'sendbeacon', 'axios', 'requests', 'urlopen', 'src', 'location'],
  ['authorized', 'reg', 'schtasks', 'history', 'histfile', 'unset', 'open', 'tee', 'boot', 'etc', 'rm', 'auditctl'],
];
const FORK_BOMB_RULE = 3;
if (CODE_RULE_WORDS.length !== CODE_RULES.length) throw new Error('code.ts: one word list per code rule');

/** Words just before the code that mark it as quoted for teaching or warning, not handed over to run. */
const CAUTION = /\b(?:never|don'?t|do not|avoid|beware|dangerous|malicious|attackers?|malware|red flags?|detect(?:s|ed|ion)?|example of (?:a |an )?(?:malicious|dangerous|attack)|such as|looks like)\b/i;

/**
 * Structured flags for dangerous code found in an outbound message. Code quoted right after a
 * warning ("never run ...", "attackers use ...") is still flagged, one step down (medium, warn): the
 * reader should see it, but a security explanation is not blocked.
 */
export function findDangerousCode(text: string): StructuredFlag[] {
  const flags: StructuredFlag[] = [];
  for (const r of matchCodeRules(text)) {
    const at = text.search(r.re);
    const before = text.slice(Math.max(0, at - 80), at);
    if (CAUTION.test(before)) flags.push({ type: r.type, severity: 'medium', detail: `${r.detail} (quoted after a warning)`, action: 'warn' });
    else flags.push({ type: r.type, severity: r.severity, detail: r.detail, action: r.action });
  }
  return flags;
}
