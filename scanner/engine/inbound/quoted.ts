/**
 * Attacks spoken about rather than spoken: a security tutorial quoting an injection, a moderator
 * drafting a rule against jailbreaks, a developer asking what happens "if someone asks it to reveal
 * its instructions". The families that fire only inside quotes (or inside such a third-party
 * hypothetical) are the example, not an order, when the rest of the message is about defending,
 * detecting or moderating; they then count once and weakly.
 *
 * Until the twelfth issue-16 round the defensive test read the whole message and scaled every
 * quotable family. That let an attack ask for the discount itself: an order outside any quote, next
 * to "approved by the security team" and a quoted word, was scaled down with the rest. Now only what
 * fires inside quotes alone is scaled, and the defensive framing must be outside them.
 */
import { normalize, toWords } from './normalize.js';
import { matchL1, type FamilyHits } from './l1.js';
import { embeddedInstructions } from './embedded.js';
import { matchConcepts } from './concepts.js';
import { matchCodeRules } from '../outbound/code.js';

export const QUOTED = /["“”«»„「『‘]|(?:^|\s)'[^'\n]{8,}'|`|(?:^|\s)\/[^/\n]{6,}\/[gimsuy]*(?=[\s,.;)]|$)/;

/** The message is about recognising, defending against or moderating attacks (read outside quotes). */
export const DEFENSIVE = new RegExp('(?<![a-z])(?:' + [
  String.raw`how (?:can|do|should|would|could) (?:i|we|you|one|developers|companies) (?:defend|protect|detect|prevent|stop|block|filter|mitigate|guard|recogni[sz]e|spot)`,
  String.raw`(?:defend|defending|defense|defence|defenses|defences|protect|protecting|protection|guard|guarding|safeguard\w*|mitigations?|countermeasures?) (?:against|from)`,
  String.raw`(?:layered |good |proper |better )?(?:defenses|defences|mitigations|countermeasures) (?:we|you|i|should|to put|in place|for)`,
  String.raw`(?:detect|detecting|detection of|recogni[sz]e|recogni[sz]ing|spot|spotting|flag|flagging|classify|classifying|catch|catching|block|blocking|screen|screening|filter|filtering) (?:these|such|this|(?:[a-z]+ )?prompt injections?|(?:[a-z]+ )?jailbreaks?|jailbreak prompts|injection attempts|attacks?|phishing|malicious)`,
  String.raw`(?:classifier|detector|scanner|filter|guardrail|firewall) (?:to|that|which|for) (?:catch|catches|detect|detects|flag|flags|block|blocks|stop|stops|screen|screens)`,
  String.raw`(?:input|output|prompt|content|injection|jailbreak) (?:filter|filters|guardrail|guardrails|classifier|classifiers|detector|detectors|scanner|scanners|firewall)`,
  String.raw`(?:security|awareness|safety) (?:training|course|class|tutorial|lesson|workshop|research|module|newsletter|briefing)`,
  String.raw`(?:training|module|course|workshop|lesson|tutorial|guide|talk|article|paper|thesis|essay|blog post|presentation|lecture|report|chapter|newsletter|slide deck) (?:about|on) (?:ai |llm |chatbot |model )?(?:security|safety|prompt injections?|jailbreaks?|attacks?|social engineering|phishing)`,
  String.raw`(?:susceptible|vulnerable) to (?:indirect |direct )?(?:prompt )?(?:injections?|jailbreaks?|attacks?)`,
  // Not a pentest or a security assessment: persuasion attacks put on exactly that costume.
  String.raw`red team\w*`,
  String.raw`(?:mod|moderation|moderator|trust and safety) (?:team|rule|rules|policy|guidelines)|proposed rule|(?:server|community|forum) rules?`,
  String.raw`(?:quote|quoting|quotes|cite|citing) (?:the |a |this |that )?(?:classic |famous |well known |common |typical )?(?:[a-z]+ ){0,4}(?:attack|injection|jailbreak|prompt)s? as (?:an? )?examples?`,
  String.raw`attackers (?:often|may|might|typically|use|try|write|send|will|sometimes|can|could|usually|frequently|commonly|tend to)`,
  String.raw`(?:an )?examples? of (?:a |an )?(?:prompt injections?|jailbreaks?|attacks?|phishing|malicious prompts?)`,
  String.raw`why (?:this|it|they|these|such (?:attacks|prompts)) works? (?:against|on)`,
  // "why ... style attacks work on LLMs", "what mitigations exist", a message reported to the platform.
  String.raw`(?:attacks?|injections?|jailbreaks?|tricks?) (?:actually |even |still |really )?(?:work|works|succeed|succeeds) (?:on|against)`,
  String.raw`(?:what|which|any|the|possible|available) mitigations?`,
  String.raw`report (?:it|this|that|them|him|her|the (?:message|user|buyer|seller|account|line|review)) to`,
  String.raw`(?:is|are|was|were) (?:that|this|it|they|such (?:tricks|attacks|prompts)) (?:actually |really |even )?(?:effective|working|dangerous|a risk|risky) (?:against|on|for)`,
  String.raw`(?:paper|study|survey|preprint|thesis|book|talk|article) (?:by|from|titled|called|named)|(?:key |main )?findings of (?:the|this|a)|literature review|reading group|arxiv`,
  // "what is prompt injection, and why is '...' the example", "how should we flag content like this",
  // "a keyword filter ... so we can flag them for review", "an incident report template".
  String.raw`what (?:is|are|s) (?:a |an )?(?:prompt injections?|jailbreaks?|jailbreaking|injection attacks?|indirect (?:prompt )?injections?)`,
  String.raw`(?:flag|flagging|detect|detecting|catch|catching|block|blocking|filter|filtering|log|logging|handle|handling|quarantine) (?:content|messages?|texts?|strings?|inputs?|prompts?|requests?|phrases?|documents?|files?|uploads?) like (?:this|that|these|those|it)`,
  String.raw`(?:build|building|writing|write|maintain|maintaining|improve|improving|tune|tuning|set up|setting up|our|my) (?:a |an |the )?(?:keyword|regex|phrase|spam|profanity) (?:filters?|lists?|blocklists?|denylists?|rules?)|flag (?:them|it|those|these) for (?:review|moderation|a human|manual review)|incident reports?`,
  // Fifteenth round: explaining the technique, the example one used, a write-up, a postmortem, a bug bounty.
  String.raw`explain (?:what )?(?:a |an )?(?:prompt injections?|jailbreaks?|jailbreaking|injection attacks?|indirect (?:prompt )?injections?)(?: is| are| means)?`,
  String.raw`(?:the|an|my|our|this) examples? (?:i|we) (?:used|use|gave|give|show|showed|cite|cited|quote|quoted)`,
  String.raw`(?:real |actual |serious )?(?:jailbreak|injection|prompt injection|security) risks?|(?:models?|llms?|bots?) (?:still )?fall for`,
  String.raw`(?:ctf|capture the flag) (?:write ?ups?|challenges?)|write ?ups?|takeaways? for defenders|post ?mortems?|incident reviews?|root cause|bug bount(?:y|ies)|training decks?|slide decks?|(?:ethics|security|safety) (?:course|class|lecture)`,
  String.raw`difference between (?:a |an )?(?:jailbreak|prompt injection|injection)`,
  String.raw`how (?:do|does) (?:[a-z]+ ){0,2}(?:jailbreaks?|prompt injections?|injection attacks?|attacks?)(?: like)?(?: [a-z]+){0,2} work`,
  // Sixteenth round: a draft "about prompt injection", a bot made "resistant to" attacks, "which defences work".
  String.raw`(?:about|on|regarding|covering) (?:indirect |direct )?(?:prompt injections?|jailbreaks?|jailbreaking|injection attacks?)`,
  String.raw`(?:resistant|robust|immune|hardened|resilient) (?:to|against)`,
  String.raw`(?:injection|jailbreak|extraction|attack) resistance|resistance to (?:prompt |indirect )?(?:injections?|jailbreaks?|attacks?)`,
  String.raw`(?:prompt injections?|jailbreaks?|injection attacks?) (?:looks? like|happens?|works?|is when|occurs?|means|refers to|in the wild)`,
  // (Until the eighteenth round this alternative ended in a space and so never matched before a word.)
  String.raw`(?:someone|an attacker|a user|people|users|attackers) (?:typing|writing|pasting|sending|hiding|planting)`,
  // Eighteenth round (blind batch 34): the sender's own filter and its errors, a detection question.
  String.raw`(?:our|my|the) (?:scanner|filter|classifier|detector|guardrail|firewall|moderation|waf|model)s? (?:flags?|flagged|flagging|blocks?|blocked|blocking|catches|caught|misses|missed|detects?|detected)|false (?:positives?|negatives?)`,
  String.raw`(?:detect|notice|tell|know|spot|catch|recogni[sz]e|flag) (?:when|if|whether) (?:someone|somebody|a user|users|people|an attacker|attackers|a message|a prompt|an input)`,
  String.raw`(?:which|what) (?:defenses|defences|mitigations|protections|safeguards) (?:actually |really )?(?:work|help|exist)`,
  // Nineteenth round (blind batch 49): a trick named as one, a moderation note, a scammer described,
  // someone who tried to get the agent to act.
  String.raw`(?:a |the )?(?:common|classic|typical|popular|known|old|favou?rite|usual) (?:[a-z]+ ){0,2}(?:trick|scam|attack|technique|tactic|ploy|pattern|move|con)s?`,
  String.raw`(?:moderation|moderator|mod|trust and safety) notes?|notes? (?:for|to) (?:the )?moderators|reminder to (?:sellers|buyers|users|members|everyone)`,
  String.raw`(?:a |the )?scammers? (?:is|are|was|were|may be|might be|often|keeps?) (?:posing|pretending|claiming|impersonating|telling|asking)|posing as (?:an? |the )?(?:arbitrator|admin|moderator|support|staff|platform)`,
  String.raw`tried to (?:get|make|trick|convince) (?:the|our|my|an?) (?:agent|bot|model|assistant|ai|chatbot)s? to`,
  // Twenty-eighth round (tuning batch 127: incident logs, reviewer guidelines, lessons for agents): the
  // agent's refusal told ("the agent declined and offered..."), a request named as an attempt ("... is a
  // real extraction attempt"), what to decline, trust and safety.
  String.raw`(?:the |our |my |an? )?(?:agent|bot|model|assistant|ai|chatbot)s? (?:politely |correctly |rightly |immediately )?(?:declined|refused|declines|refuses|ignored|ignores|did not (?:comply|follow|obey)|didn t (?:comply|follow|obey)|would not|wouldn t|flagged|reported)`,
  String.raw`(?:should|must|to|will|would|always) (?:politely )?(?:decline|refuse|reject)|(?:decline|refuse|reject) (?:it |them |these |such requests? )?politely|requests? to (?:decline|refuse)`,
  String.raw`(?:a |an |the )?(?:real |classic |typical |clear |obvious |common )?(?:extraction|injection|jailbreak|phishing|leak|hijack|hijacking|override|impersonation|social engineering|manipulation) attempts?`,
  String.raw`trust (?:and |n )?safety|t s team|abuse (?:team|report|desk)|(?:reviewer|moderation|labell?ing|annotation) guidelines?`,
  // Twenty-eighth round (tuning batch 136): messages sorted or labelled, a scanner's catch told, a refusal
  // as the recorded outcome, a trust boundary, a defence asked to be enough, a triage cheat sheet.
  String.raw`(?:classify|label|triage|triaging|sort|grade) (?:each of |all of )?(?:these|the following|the|flagged|incoming|suspicious) (?:[a-z]+ ){0,2}(?:messages?|prompts?|inputs?|requests?|texts?|samples?)|safe or unsafe|unsafe or safe|benign or malicious|malicious or benign|an attempt to (?:extract|get|override|inject|hijack|steal|trick|obtain)`,
  String.raw`(?:inbound |outbound |content |the |our )?(?:scanner|filter|classifier|moderation) (?:flagged|caught|flags|catches|blocked|blocks)|(?:was|were|got|is|are) flagged by|replied with a (?:polite )?refusal|(?:refuse|refused)(?: and| ) (?:flag|warn|hold|report)|auto warn|review queue|cheat sheet|trust boundar(?:y|ies)`,
  String.raw`(?:how (?:do|can|should) (?:i|we)|how to) make sure (?:no|nobody|it can t|they can t|the (?:bot|model|agent) can t)|(?:is|are) (?:a |an )?(?:[a-z]+ ){0,3}(?:allow ?list|filter|csp|sanitis\w*|saniti[sz]\w*)(?: [a-z]+){0,5} enough`,
].join('|') + ')(?![a-z])');

/**
 * The same framing in the other languages the scanner reads: the technique or an attack named
 * (prompt injection, jailbreak, "Angriff", "атака", in the language's own words or borrowed) and,
 * beside it, a word of defending, detecting, teaching, reporting or giving an example. Both are
 * needed: an order wrapped in quotes next to the bare name of the technique stays an order. Read on the words view (lower case, accents dropped).
 */
const TECHNIQUE_OTHER = /(?<![\p{L}\p{N}])(?:prompt ?injections?|prompt injektion(?:en)?|promptinjektion|injection(?:s)? de prompts?|inyeccion(?:es)? de prompts?|injecao de prompts?|iniezion[ei] di prompt|prompt injectie|wstrzykiwani[ea] promptow|промпт инъекци[яи]|инъекци[яи] промпт\p{L}*|jailbreak\p{L}*|джейлбрейк\p{L}*)(?![\p{L}\p{N}])|提示词?注入|越狱/u;
/** Kana terms as the words view spells them (its fold drops the voicing marks: プ is read as フ). */
const TECHNIQUE_KANA = ['プロンプトインジェクション', 'ジェイルブレイク'].map((t) => toWords(t));
/** The attack named as such (beside an example or a lesson, the quote is the example). */
const ATTACK_OTHER = /(?<![\p{L}\p{N}])(?:angriff\p{L}*|angreifer\p{L}*|attaques?|attaquants?|ataques?|atacantes?|attacc[oh]i?|aggressore|aanval\p{L}*|atak\p{L}*|napastnik\p{L}*|атак\p{L}*|злоумышленник\p{L}*|injektion(?:en)?|inyeccion(?:es)?|injecao|iniezion[ei]|injectie|инъекци\p{L}*|cite|citons|citamos|citiamo|zitier\p{L}*|cytuj\p{L}*|цитиру\p{L}*|golpes?|estafas?|arnaques?|betrug\p{L}*|truff[ae]|oplichting|oszustw\p{L}*|мошенничеств\p{L}*|развод\p{L}*|шахрай\p{L}*|dolandırıcılık|dolandiricilik|scams?|saldiri\p{L}*|enjeksiyon\p{L}*|هجوم|هجمات|حقن|попыт\p{L}* вытащить|попыт\p{L}* получить)(?![\p{L}\p{N}])|攻击|攻撃|注入|引用|诈骗|詐欺/u;
/** Twenty-eighth round: Korean attack words, as the words view spells them. */
const ATTACK_HANGUL = ['공격', '인젝션', '탈옥'].map((t) => toWords(t));
/** Defending, detecting, teaching, reporting, giving an example: the sender's own words about the quote. */
const DEFENSIVE_OTHER = /(?<![\p{L}\p{N}])(?:schutz|schutzen|abwehr\p{L}*|verteidig\p{L}*|erkenn\p{L}*|absicher\p{L}*|filter[nt]?|workshop|schulung|kurs|artikel|treinamento|entrenamiento|formation|formazione|blogartikel|vortrag|beispiel\p{L}*|typischer?|gefahrlich|proteger|protegerse|defender|detectar|prevenir|filtrar|articulo|curso|taller|consiste|recomendamos|ejemplo\p{L}*|tipico|peligros[oa]s?|proteg\p{L}*|defendre|detecter|filtrer|cours|atelier|cybersecurite|exemple\p{L}*|rapport|audit\p{L}*|recommandation|dangereu\p{L}*|artigo|exemplo\p{L}*|relatorio|perigos[oa]s?|difendere|rilevare|paper|articolo|corso|esempio|esempi|tesi|perche funziona|pericolos[oa]|beschermen|verdedigen|detecteren|herkennen|cursus|testen|training|voorbeeld\p{L}*|checklist|gevaarlijk|bronic|bronia|chronic|wykrywac|konferencj\p{L}*|przyklad\p{L}*|artykul\p{L}*|szkoleni\p{L}*|niebezpieczn\p{L}*|защит\p{L}*|обнаруж\p{L}*|курс\p{L}*|стать\p{L}*|пример\p{L}*|доклад\p{L}*|отчет\p{L}*|опасн\p{L}*|жалова\p{L}*|по?жаловаться|seguranca|por que isso|funciona|informe|incidente|incidentes|medidas|alerta|deteccion|deteccao|identificar|casos de teste|casos de prueba|incidentrapport|incident\p{L}*|tespit\p{L}*|guvenlik|koruma\p{L}*|siniflandirici\p{L}*|reddet\p{L}*|richtlijn\p{L}*|moderator\p{L}*|markeer|tan cong|phong thu|chinh sach|सुरक्षा|घटना|चिह्नित|классификатор\p{L}*|инцидент\p{L}*|التوعية|الامنية|الأمنية|الامن|الأمن|فريق الامن|فريق الأمن|ابلغ|أبلغ|دليل)(?![\p{L}\p{N}])|防御|检测|防范|防止|例子|示例|典型|培训|材料|危险|検出|検知|対策|防く|例えは|研修|危険/u;
/** Twenty-eighth round: Korean, as the words view spells it (its syllables decomposed into jamo). */
const DEFENSIVE_HANGUL = ['탐지', '보안', '예시', '차단', '가이드', '신고', '사고 보고', '안전 규칙', '정책 위반', '출력 필터'].map((t) => toWords(t));

const DEFENSIVE_OTHER_ALL = new RegExp(DEFENSIVE_OTHER.source, 'gu');

/** True when the words outside the quotes name the technique and defend against it, in another language. */
function defensiveOtherLanguage(words: string): boolean {
  const technique = TECHNIQUE_OTHER.test(words) || TECHNIQUE_KANA.some((t) => words.includes(t));
  const attack = ATTACK_OTHER.test(words) || ATTACK_HANGUL.some((t) => words.includes(t));
  // The technique defined as an attack ("Промпт-инъекция — это атака, при которой ...") is a lesson too.
  if (technique && attack) return true;
  const hangul = DEFENSIVE_HANGUL.filter((t) => words.includes(t)).length;
  if (!DEFENSIVE_OTHER.test(words) && hangul === 0) return false;
  if (technique || attack) return true;
  // Or the framing said twice over ("in onze training laten we voorbeelden zien ... herkennen").
  return new Set(Array.from(words.matchAll(DEFENSIVE_OTHER_ALL), (m) => m[0])).size + hangul >= 2;
}

/**
 * Another party asking the model, in the third person: "if someone asks it to reveal its
 * instructions", "when a user tries to make the bot ignore its rules". (To "you" it is an order.)
 */
const THIRD_PARTY = /(?<![\p{L}\p{N}])(?:(?:if|when|whenever|whether|in case|what if|what happens if|what happens when|so that if|even if) (?:someone|somebody|a user|the user|users|people|anyone|an attacker|attackers|a customer|customers|a hacker|hackers|a bad actor|bad actors|a visitor|visitors|a student|students|a buyer|the buyer|buyers|a seller|the seller|sellers|a client|the client|clients|a message|the message) (?:asks?|tries|try|attempts?|wants?|tells?|types?|writes?|sends?|says?|gets?|manages? to get) (?:to (?:get|make|trick|convince) )?|(?:asking|tricking|getting|making|convincing|persuading) |(?:someone|somebody|users|people|attackers|customers|hackers|visitors|testers|they|others) (?:trying|who try|who tries|attempting|who attempt) to (?:get|make|trick|convince|force) |(?:the user|a user|someone|somebody|an attacker) (?:tries|try|attempts?|wants?) to (?:get|make|trick|convince) |(?:someone|somebody|users|people|attackers|customers|hackers|visitors|testers|they)(?: of (?:my|our|the|this)(?: [\p{L}\p{N}-]+){0,3})? (?:keep|kept|keeps|managed to|manage to|were able to|are able to|often|sometimes|always|repeatedly|still)? ?(?:getting|get|got|gets|make|made|making|makes|trick|tricked|tricking|tricks|convince|convinced|convincing) )(?:it|the (?:bot|model|assistant|chatbot|ai|agent|llm|app)|them)(?: to)? [^,.;:!?\n]{0,120}/giu;
/**
 * A third party described, not addressed: "should our agent ever reveal its system prompt?", "a fake
 * 'Escrow Department' message asking a seller to release funds", "my buyer asked me to release payment
 * before I deliver". Its clause is cut like THIRD_PARTY's.
 */
const DESCRIBED = /(?<![\p{L}\p{N}])(?:(?:should|would|must|does|did) (?:our|the|my|an?|this|your) (?:agent|bot|model|assistant|chatbot|ai|llm)s? (?:ever |always |never |still |really )?(?=[a-z]+ (?:its|their) )|(?:a|the|this|that) (?:fake|forged|fraudulent|phishing|scam|spoofed|malicious|suspicious) [^,.;:!?\n]{0,40}?(?:message|email|e-mail|notice|text|dm|note|request)s? (?:asking|telling|instructing|demanding|urging|requesting|that asks|that tells|which asks) (?:a |the )?(?:seller|buyer|agent|user|customer|bot|model|assistant)s? to |(?:my|a|the|our|one|another) (?:buyer|customer|client|seller|user)s? (?:asked|asks|wants|wanted|told|is asking|keeps asking|has asked) (?:me|us) to |(?:a|the|one|this) (?:message|user|buyer|prompt|request|e-?mail) (?:asked|asks|told|tells|tried to get) (?:it|the (?:agent|bot|model|assistant)|our (?:agent|bot|model|assistant)) to )[^,.;:!?\n]{0,120}/giu;
const DESCRIBED_SUBJECT = /should|would|must|does|did|fake|forged|fraudulent|phishing|scam|spoofed|malicious|suspicious|asked|asks|asking|wants|wanted|told|tells|tried/i;
/** The subjects THIRD_PARTY needs: a cheap test before the costly one. */
const THIRD_PARTY_SUBJECT = /someone|somebody|users?\b|people|anyone|attackers?|customers?|hackers?|actors?|visitors?|students?|testers|they\b|asking|tricking|getting|making|convincing|persuading|buyers?\b|sellers?\b|clients?\b|message\b/i;
/** The sender asks for advice about the hypothetical: a question, or the defensive framing. */
const ASKS = /\?|(?<![a-z])(?:how (?:do|can|should|would) (?:i|we)|what should|should (?:i|we)|advice|best practices?|tips?|explain|explanation|difference between|write-?up|takeaways?|lessons? learned|course|lecture|postmortem|(?:asking|wondering|want to know) how|how to (?:design|prevent|stop|protect|avoid|handle|mitigate|fix|defend))(?![a-z])/i;

/** A quote that is the output demanded of the model ("start with 'Sure, here is'"), not an example. */
const DEMANDED = /(?:^|[.!?;:,(]\s*|\b(?:please|and|then|you must|you should|you will|always|must|to)\s+)(?:start|begin|respond|reply|answer|say|output|print|write|end|open|prefix)(?:s|ing)?\b[^.!?"“\n]{0,40}$/i;

/**
 * The message with quoted passages (and code spans) blanked out; an unclosed quote runs to the end of
 * its line. Quotes the model is told to produce stay: they are part of the order.
 */
export function stripQuoted(raw: string): string {
  const blank = (m: string, offset: number, whole: string) => (DEMANDED.test(whole.slice(Math.max(0, offset - 48), offset)) ? m : ' ');
  return raw
    .replace(/```[\s\S]*?(?:```|$)/g, ' ')
    .replace(/`[^`\n]*`?/g, blank)
    .replace(/"[^"\n]*(?:"|$)/gm, blank)
    .replace(/„[^“”\n]*(?:[“”]|$)/gm, blank)
    .replace(/[「『][^」』\n]*(?:[」』]|$)/gm, blank)
    .replace(/‘[^’\n]{3,}(?:’|$)/gm, blank)
    .replace(/“[^”\n]*(?:”|$)/gm, blank)
    .replace(/«[^»\n]*(?:»|$)/gm, blank)
    .replace(/(^|\s)\/[^/\n]{6,}\/[gimsuy]*(?=[\s,.;)]|$)/g, '$1 ')
    // An apostrophe inside a word ("you're", "don't") does not close a single-quoted passage.
    .replace(/(^|\s)'(?:[^'\n]|'(?=[a-z])){8,}'(?![a-z])/gi, (m: string, pre: string, offset: number, whole: string) => (DEMANDED.test(whole.slice(Math.max(0, offset - 48), offset + pre.length)) ? m : `${pre} `));
}

/** Families a quoted example may carry; code and markup tokens are never examples. */
export const QUOTABLE: ReadonlySet<string> = new Set(['instruction_override', 'jailbreak', 'jailbreak_framing', 'prompt_extraction', 'exfiltration', 'goal_hijack', 'harmful_request', 'task_pivot', 'indirect_injection', 'context_manipulation', 'payload_splitting', 'task_announcement', 'code_insertion', 'response_tampering', 'off_task_request', 'harmful_persona']);

/** The engine's own reading of the message outside the examples: L1 and the planted-instruction rules. */
function engineRescan(restRaw: string): FamilyHits {
  const norm = normalize(restRaw);
  const restHits = matchL1(norm);
  matchConcepts(norm.words, restHits, restRaw);
  if (matchCodeRules(restRaw, norm.words).length > 0) restHits.set('malicious_code', 1);
  for (const e of embeddedInstructions(restRaw)) if (e.weight > (restHits.get(e.family) ?? 0)) restHits.set(e.family, e.weight);
  return restHits;
}

/**
 * Nineteenth round (blind batch 46: lessons, red-team findings, policies, test fixtures that quote
 * payloads; 55% of them flagged): talk about security in its own vocabulary. Three distinct terms of
 * the field outside the quotes (two beside an example introduced as one: "such as", "e.g.") ("extraction attempts ... leak ... API keys", "Finding ... Severity ...
 * Remediation") make the quotes examples, as the fixed phrases above do.
 */
const SECURITY_TERMS = /(?<![a-z])(?:prompt injections?|injections?|jailbreak[a-z]*|attackers?|attacks?|payloads?|exfiltrat[a-z]+|extraction|leak(?:s|ed|age|ing)?|vulnerabilit[a-z]+|severity|remediation|mitigat[a-z]+|findings?|pentest[a-z]*|red team[a-z]*|defen[cs]es?|guardrails?|classifiers?|malicious|adversarial|canar(?:y|ies)|saniti[sz][a-z]+|untrusted|threats?|exploit[a-z]*|phishing|security|hardening|allowlist[a-z]*|moderation|misconduct|prohibited|violations?|test cases?|unit tests?|fixtures?|benchmarks?|obfuscat[a-z]+|impersonat[a-z]+|injected|hidden (?:text|instructions?|sentences?|lines?|notes?)|invisible (?:text|sentences?|characters?|ink)|detect[a-z]*|testers?|abuse|misuse)(?![a-z])/g;
const SECURITY_TERMS_ONE = new RegExp(SECURITY_TERMS.source);
/** An example introduced as one. */
const EXAMPLE_MARK = /(?<![a-z])(?:e g|for example|for instance|such as|something like|stuff like|things like|text like|requests like|messages like|a payload like|payloads? like|like this|containing|reading|examples?)(?![a-z])/;
/**
 * Test code and labelled data around the quotes (blind batch 46's fixtures): assertions, labels,
 * test functions. Two distinct marks outside the quotes make the quoted strings test data.
 */
const FIXTURE_TERMS = /(?<![a-z])(?:assert|expect|pytest|parametrize|label|labels|labelled|labeled|malicious|benign|errorf|fixtures?|def test|func test|describe|not contains|should flag|test cases?|testcase)(?![a-z])/g;
function fixtureTalk(words: string): boolean {
  const seen = new Set<string>();
  for (const m of words.matchAll(FIXTURE_TERMS)) if (seen.add(m[0]).size >= 2) return true;
  return false;
}

function securityTalk(words: string): boolean {
  if (fixtureTalk(words)) return true;
  const seen = new Set<string>();
  for (const m of words.matchAll(SECURITY_TERMS)) if (seen.add(m[0].replace(/(?:s|es|ies)$/, '')).size >= 3) return true;
  return seen.size >= 2 && EXAMPLE_MARK.test(words);
}

/**
 * A quote reported as what someone else wrote ("when the tester sent: ...", "tiny text reading ...",
 * "requests like ...", "e.g. ..."), in a message that names the field at least once or asks about it:
 * the quote is the example (nineteenth round, blind batch 46's red-team findings and policies).
 */
const REPORTED_INTRO = /(?:such as|for example|for instance|e\.g\.?|i\.e\.?|like|sent|typed|wrote|writes|written|says|said|saying|asked|asks|reading|reads|containing|contains|contained|payload|prompt used|tried|tries|the sentence|the line|the phrase|examples?)\s*[:(,]?\s*(?:the\s+(?:classic|obvious|usual)\s+)?$/i;
const QUOTE_OPEN = /["“«„「`]/g;
function reportedExample(raw: string, restWords: string): boolean {
  if (!SECURITY_TERMS_ONE.test(restWords)) return false;
  QUOTE_OPEN.lastIndex = 0;
  for (const m of raw.matchAll(QUOTE_OPEN)) if (REPORTED_INTRO.test(raw.slice(Math.max(0, m.index - 40), m.index))) return true;
  return false;
}

const isDefensive = (words: string) => DEFENSIVE.test(words) || defensiveOtherLanguage(words) || securityTalk(words);

/** Weight of the one quoted family kept when the rest of the message is defensive. */
const DEFENSIVE_SCALE = 0.15;

/** Code rules that may fire on a snippet the sender only asks about. */
const CODE_FAMILIES: ReadonlySet<string> = new Set(['malicious_code', 'tool_exfiltration']);
/** The sender asks what a snippet does or whether it is safe... */
const EXPLAIN = /(?<![a-z])(?:what does|what do|what is|what s|explain|why (?:do|does|is|are|would)|is (?:it|this|that) (?:safe|risky|dangerous|malicious|legit)|how does|how risky|dangerous)(?![a-z])/i;
/** ...and does not ask for it to be run. */
const RUN = /(?<![a-z])(?<!(?:safe|ok|okay|fine|alright|wise|a good idea) to )(?:run|runs|execute|exec|install|launch|deploy|paste (?:it|this) into|type (?:it|this) into|then do|do it)(?![a-z])/i;

/**
 * Scales down, in `hits`, the quotable families that fire only inside quotes or third-party
 * hypotheticals, when the message outside them is defensive (quotes) or asks about the hypothetical
 * (third party): the strongest such family stays, scaled; the others go. Code the sender quotes only
 * to ask what it does is an example the same way. `rescan` reads the rest of the message with the
 * caller's rules (the engine's L1, planted-instruction and code rules by default); `words` is the
 * message's words view when the caller has it. Returns the words view
 * of the rest when the message is framed so (the classifier then reads that: a quoted attack sways it
 * as much as the patterns), else null.
 */
export function discountQuotedExamples(raw: string, hits: FamilyHits, opts: { rescan?: (restRaw: string) => FamilyHits; words?: string } = {}): string | null {
  // Twenty-eighth round (tuning batch 127): a document handed over inside quotes to be summarised,
  // translated or reviewed ("summarise this audit report: « ... »") is the content worked on, whatever
  // the frame around it ("for our reading group"): read without its outer quotes.
  // A lesson handed over to be rewritten stays a lesson: unless the text speaks to the machine that
  // reads it, the quotes are read as before when the text alone is not discounted.
  const handed = hits.size > 0 && QUOTE_MARK.test(raw) ? HANDED_OVER_QUOTE.exec(raw) : null;
  if (handed && READER_ADDRESSED.test(handed[2]!)) return discountOnce(raw.replace(HANDED_OVER_QUOTE, '$1$2'), hits, { rescan: opts.rescan });
  const read = discountOnce(raw, hits, opts);
  if (read !== null || !raw.includes('"') && !raw.includes('“')) return read;
  // Twenty-first round: a paragraph pasted whole inside quotes ("proofread this: "A classic attack is a
  // user typing 'ignore ...'. Your app should ..."") is the text handed over, not an example: read
  // again with its own quotes as the examples. (Nothing is changed in `hits` when null comes back.)
  const unwrapped = raw.replace(PASTED_PARAGRAPH, '$1$2');
  return unwrapped === raw ? null : discountOnce(unwrapped, hits, { rescan: opts.rescan });
}

const QUOTE_MARK = /["“«„]/;
/** A request to work on a text, then that text in quotes (150+ characters, no quote of the same kind inside). */
const HANDED_OVER_QUOTE = /((?:summari[sz]e|summary of|translate|translation of|proofread|review|rewrite|r[eé]sum(?:er|ez|e)|tradui[rs]e?|traduz|traduc|resum(?:ir|e|a|en)|zusammenfass|[uü]bersetz|riassum|tradurre|traduci|samenvat|vertaal|streszcz|przet[lł]umacz)[^\n"“«„]{0,160}?[:\n]\s*)["“«„]([^"“”«»„\n]{150,})["”»“](?=\s*$|\s*\n)/i;

/** The machine that reads the text addressed in it: "reviewer models processing this abstract", "l'IA qui lit ce document". */
const READER_ADDRESSED = /\b(?:ai|a\.i\.|model|assistant|llm|bot|chatbot|ia|ki|system|tool|summari[sz]er|screener|parser)s?\s+(?:\w+\s+){0,2}(?:reading|processing|parsing|summari[sz]ing|reviewing|screening|that (?:reads|processes|summari[sz]es)|qui (?:lit|traite|r[ée]sume|analyse)|que (?:lee|procesa|l[eê])|die (?:liest|verarbeitet)|das (?:liest|verarbeitet)|che (?:legge|elabora))\b|\b(?:reviewer|screening|grading|ranking) (?:models?|ai|bots?)\b|\b(?:consigne|instruction) pour l|\bnote (?:to|for) (?:the |any )?(?:ai|model|assistant|llm)\b/i;

/** A line that is one quoted passage of 100+ characters, with no double quotes inside it. */
const PASTED_PARAGRAPH = /(^|\n)[ \t]*["“]([^"“”\n]{100,})["”][ \t]*(?=\n|$)/g;

function discountOnce(raw: string, hits: FamilyHits, opts: { rescan?: (restRaw: string) => FamilyHits; words?: string }): string | null {
  const { rescan = engineRescan, words } = opts;
  const quoted = QUOTED.test(raw);
  // Without a hit only the classifier's reading changes, and only for a defensive message with quotes:
  // the cheap whole-text test comes first (most messages stop here).
  if (hits.size === 0 && !(quoted && isDefensive(words ?? normalize(raw).words))) return null;
  THIRD_PARTY.lastIndex = 0;
  DESCRIBED.lastIndex = 0;
  const third = hits.size > 0 && ((THIRD_PARTY_SUBJECT.test(raw) && THIRD_PARTY.test(raw)) || (DESCRIBED_SUBJECT.test(raw) && DESCRIBED.test(raw)));
  if (!quoted && !third) return null;
  // The hypothetical is cut at its clause's end in the raw text (the words view has no punctuation).
  const unquotedRaw = quoted ? stripQuoted(raw) : raw;
  const restRaw = third ? unquotedRaw.replace(THIRD_PARTY, ' ').replace(DESCRIBED, ' ') : unquotedRaw;
  const rest = normalize(restRaw);
  const defensive = isDefensive(rest.words) || (third && ASKS.test(restRaw)) || (quoted && reportedExample(raw, rest.words));
  const explains = quoted && EXPLAIN.test(restRaw) && !RUN.test(restRaw);
  if (!defensive && !explains) return null;
  if (hits.size === 0) return defensive ? rest.words : null;
  const restHits = rescan(restRaw);
  // Any quotable family that also fires outside the quotes is spoken to the model: nothing is discounted.
  for (const [f, w] of restHits) if (QUOTABLE.has(f) && w >= 0.3) return null;
  let top = '', topW = 0;
  const examples: string[] = [];
  for (const [f, w] of hits) {
    const example = defensive ? QUOTABLE.has(f) || (explains && CODE_FAMILIES.has(f)) : CODE_FAMILIES.has(f);
    if (!example || (restHits.get(f) ?? 0) >= w) continue;
    examples.push(f);
    if (w > topW) { top = f; topW = w; }
  }
  if (!top) return defensive ? rest.words : null;
  for (const f of examples) if (f !== top) hits.delete(f);
  hits.set(top, Math.round(topW * DEFENSIVE_SCALE * 1000) / 1000);
  return rest.words;
}
