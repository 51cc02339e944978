/**
 * L1 pattern families. Each pattern carries a weight (the probability-like strength of one hit) and a
 * view: `words` (folded, lower-case, punctuation as single spaces) for phrasing, `plain` (NFKC,
 * lower-case, punctuation kept) for tags, markup and scripts other than Latin.
 * Weights follow the spec's fallback weights where the spec names the family.
 */

export type Family =
  | 'chatml_injection' | 'role_injection' | 'instruction_override' | 'jailbreak' | 'prompt_extraction'
  | 'exfiltration' | 'tool_exfiltration' | 'payload_splitting' | 'goal_hijack' | 'context_manipulation';

export interface Pattern {
  family: Family;
  weight: number;
  view: 'words' | 'plain';
  re: RegExp;
  /** Cheap test that must pass before `re` runs (keeps costly patterns off texts that cannot match). */
  gate?: RegExp;
}

/** `~` in a words-view pattern is a gap of up to four words; `~~` of up to eight. */
function w(src: string): RegExp {
  return new RegExp('(?<![a-z0-9])(?:' + src.replace(/~~/g, '(?:[a-z0-9]+ ){0,8}').replace(/~/g, '(?:[a-z0-9]+ ){0,4}') + ')(?![a-z0-9])');
}

const OVERRIDE_VERB = '(?:ignore|ignoring|disregard|disregarding|forget|forgetting|skip|override|overrule|bypass|neglect|abandon|discard|dismiss|omit|overlook|set aside|throw away|throw out|erase|delete|clear|cancel|drop|scrap|void|nullify|stop following|do not follow|dont follow|don t follow|pay no attention to|never mind|nevermind|no longer follow)';
/** Markers that point at the instructions already in force (not any "the" or "my"). */
const PRIOR_STRONG = '(?:previous|previously given|prior|above|earlier|preceding|foregoing|initial|original|former|system|developer|aforementioned|above mentioned|your|all your|all of your|all|any|every)';
/** Instruction-like targets only: "ignore the noise in the text" is not an override. */
const RULES = '(?:instructions?|prompts?|rules|directions|directives?|guidelines|commands|programming|constraints|restrictions|orders|policies|safeguards|guardrails|filters|limitations|training|ethics|ethical guidelines|principles|protocols|morals|system prompt|system message)';
/** Generic targets count only after a strong anteriority marker ("ignore the above text"). */
const GENERIC = '(?:text|input|content|information|messages?|conversation|context|tasks?|assignments?|prompt|everything|stuff)';
const G2 = '(?:[a-z0-9]+ ){0,2}';
/** Romance and Dutch overrides need the same intent: a marker of the instructions in force, not a bare "instructions". */
const ML_VERB = '(?:ignora|ignore|ignorez|ignorar|olvida|olvidate de|olvide|oublie|oubliez|dimentica|dimenticate|esqueca|esquece|negeer|vergeet)';
const ML_FILL = '(?:todas?|todos|las|los|toutes?|tous|les|tutte?|tutti|le|gli|as|os|alle|de|het|la|el|o|a|di|du|des|del|da|do|dos|das)';
const ML_TARGET = '(?:instrucciones|indicaciones|ordenes|reglas|instructions|consignes|directives|regles|istruzioni|regole|indicazioni|instrucoes|regras|instructies|regels|aanwijzingen)';
const ML_AFTER = '(?:anteriores|anterior|previas|precedentes|precedents|precedenti|anteriori|ci dessus|de arriba|sopra|acima|vorige|eerdere|voorgaande|hierboven|recibidas|recues|ricevute|recebidas)';
const ML_BEFORE = '(?:tus|tes|vos|tue|tuoi|suas|seus|tuas|je|jouw|sus|ses|anteriores|precedenti|vorige|eerdere)';
const ML_WHOLE = '(?:lo anterior|ce qui precede|tutto quanto sopra|o que foi dito|todo lo anterior|tout ce qui precede|alles hierboven)';
const DATA = '(?:data|conversation|chat|chat history|history|messages?|credentials?|passwords?|api keys?|keys?|secrets?|tokens?|files?|documents?|information|info|context|memory|emails?|contacts|personal data|user data|database|records|cookies|session|system prompt|prompt|instructions)';

export const PATTERNS: Pattern[] = [
  // ChatML and chat-template control tokens (spec: 0.95).
  { family: 'chatml_injection', weight: 0.95, view: 'plain', re: /<\|(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text|end_of_turn|start_of_turn)\|>/ },
  { family: 'chatml_injection', weight: 0.9, view: 'plain', re: /\[\/?inst\]|<<\/?sys>>|<\/?start_of_turn>|<\/?end_of_turn>/ },
  // Role tags injected mid-message (spec: 0.75-0.80).
  { family: 'role_injection', weight: 0.8, view: 'plain', re: /(?:^|\n)[ \t]{0,8}(?:#{1,4}|\*\*|\[|<)?[ \t]{0,8}(?:system|admin|administrator|developer|root|sudo)[ \t]{0,8}(?:message|prompt|note|override|instruction|instructions|update|notice|command)?[ \t]{0,8}(?:\]|>|\*\*)?[ \t]{0,8}:/ },
  { family: 'role_injection', weight: 0.8, view: 'plain', re: /<\/?(?:system|sys|instructions?|admin|developer|system_prompt|system-prompt)>|\[(?:system|admin|developer|sys)(?: message| note| override| prompt)?\]/ },
  { family: 'role_injection', weight: 0.75, view: 'plain', re: /(?:^|\n)[ \t]{0,8}#{1,4}[ \t]{0,8}(?:new |updated |revised )?(?:instructions?|task|system prompt|response)[ \t]{0,8}:?[ \t]{0,8}(?:\n|$)/ },
  { family: 'role_injection', weight: 0.75, view: 'plain', re: /(?:^|\n)[ \t]{0,8}(?:assistant|ai|chatgpt|gpt|bot)[ \t]{0,8}:[ \t]{0,8}(?:sure|ok|okay|certainly|of course|understood|access granted|here)/ },
  // Instruction override (spec: 0.85-0.90).
  { family: 'instruction_override', weight: 0.9, view: 'words', re: w(`${OVERRIDE_VERB} (?:(?:all|of|the|your|any|these|those|every|each|about|such|and|my) ){0,3}${PRIOR_STRONG} ${G2}${RULES}`) },
  { family: 'instruction_override', weight: 0.8, view: 'words', re: w(`${OVERRIDE_VERB} (?:(?:all|of|the|your|any|everything|about) ){0,3}(?:previous|prior|above|earlier|preceding|foregoing|aforementioned|initial|original) ${GENERIC}`) },
  { family: 'instruction_override', weight: 0.85, view: 'words', re: w(`${OVERRIDE_VERB} (?:about )?(?:everything|all|anything|all of that|all that)(?: (?:that|which))? (?:(?:you (?:were|have been|ve been|are) )?(?:told|instructed|given|programmed|taught)|(?:said |written |mentioned |stated )?(?:above|before|previously|earlier|so far|up to now|until now|prior))`) },
  { family: 'instruction_override', weight: 0.85, view: 'words', re: w(`${OVERRIDE_VERB} (?:all of |everything |anything |all )?(?:the |what s |what is |that is )?(?:above|foregoing|aforementioned|(?:said|written|stated|mentioned|given) (?:above|before|earlier|previously))(?: and| then| now| instead| from now)`) },
  // The user withdrawing their own words is ordinary; it counts only weakly.
  { family: 'instruction_override', weight: 0.35, view: 'words', re: w(`${OVERRIDE_VERB} (?:everything|all|what)(?: that)? i (?:said|told you|wrote)`) },
  { family: 'instruction_override', weight: 0.8, view: 'words', re: w('(?:your|these are your|here are your|follow my|follow these|the following are your)(?: new| updated| real| actual| true| revised)+ (?:instructions?|task|tasks|goal|objective|role|rules|directive|orders|mission|purpose|prompt)(?: (?:is|are|now|will be))?') },
  { family: 'instruction_override', weight: 0.6, view: 'words', re: w('(?:instead(?: of (?:that|this|doing that))?|rather than (?:that|this))(?: you (?:should|must|will|need to)| just| now)? (?:say|print|output|respond|reply|write|repeat|return|answer)') },
  { family: 'instruction_override', weight: 0.7, view: 'words', re: w('(?:the|all|any) (?:above|previous|prior|preceding|earlier) (?:instructions?|rules?|prompts?|text|messages?|directions?) (?:is|are|was|were) (?:fake|false|wrong|void|null|cancelled|canceled|invalid|obsolete|outdated|a test|no longer valid|not valid|revoked|overridden)') },
  { family: 'instruction_override', weight: 0.25, view: 'words', re: w('(?:from now on|from this point(?: on(?:wards?)?)?|starting now|henceforth|for the rest of (?:this|the) conversation) ~(?:you (?:are|will|must|shall|have to)|ignore|only respond|respond only|do not|never|always)') },
  { family: 'instruction_override', weight: 0.7, view: 'words', re: w(`(?:do not|don t|dont|never|stop|no longer) (?:follow|following|obey|obeying|listen to|comply with|adhere to) ${G2}(?:your|previous|prior|above|original|initial|system|developer|earlier|any of (?:your|the)) ${G2}${RULES}`) },
  { family: 'instruction_override', weight: 0.7, view: 'words', re: w('(?:new|updated|override|overriding|priority|urgent|important) (?:system )?(?:instructions?|directive|command|order)s? (?:from|by) (?:the )?(?:admin|administrator|developer|developers|system|owner|openai|anthropic|creator|operator)') },
  // Multilingual override (same family, plain or words view with diacritics removed).
  { family: 'instruction_override', weight: 0.88, view: 'words', re: w('(?:ignorier(?:e|en|t)?|vergiss|vergessen sie|missachte|missachten sie)(?: (?:alle|alles|die|deine|ihre|bisherigen|vorherigen|vorangegangenen|obigen|vorigen|fruheren|bisher|was))+ ~(?:anweisungen|anweisung|instruktionen|befehle|regeln|vorgaben|gesagt|gesagte|aufgaben|aufgabe|anderen|oben|davor|zuvor|vorher|bisher)') },
  { family: 'instruction_override', weight: 0.88, view: 'words', re: w(`${ML_VERB} (?:${ML_FILL} ){0,3}(?:${ML_TARGET}(?: ${ML_FILL}){0,2} ${ML_AFTER}|${ML_WHOLE})`) },
  { family: 'instruction_override', weight: 0.88, view: 'words', re: w(`${ML_VERB} (?:${ML_FILL} ){0,2}${ML_BEFORE} (?:${ML_FILL} ){0,2}${ML_TARGET}`) },
  { family: 'instruction_override', weight: 0.85, view: 'plain', re: /(?:игнорируй|игнорировать|забудь|забудьте|проигнорируй)\s+(?:все\s+|всё\s+)?(?:предыдущие\s+|прежние\s+|вышеуказанные\s+)?(?:инструкции|указания|правила|команды|что)/ },
  { family: 'instruction_override', weight: 0.85, view: 'plain', re: /(?:忽略|无视|忽视|不要理会|忘记|忘掉|忽略掉)(?:之前|以上|上面|前面|先前|所有|一切|你的|此前)|(?:以前|前|上記|これまで)の(?:指示|命令|ルール)を(?:無視|忘れ)|이전\s*(?:지시|명령|지침)\S*\s*무시/ },
  // Jailbreak personas and modes (spec: 0.90-0.95).
  { family: 'jailbreak', weight: 0.95, view: 'words', re: w('(?:do anything now|dan mode|dan 1[0-9]|anti dan|stan mode|dude mode|mongo tom|aim stands for|always intelligent and machiavellian|developer mode (?:enabled|output|response)|jailbreak(?:ed)? mode|jailbroken)') },
  { family: 'jailbreak', weight: 0.9, view: 'words', re: w('(?:enable|enter|activate|switch to|turn on|you are (?:now )?in|in) (?:the )?(?:god|evil|unrestricted|unfiltered|uncensored|jailbreak|dan|chaos|opposite) mode') },
  // Developer, debug, admin, root and sudo modes are ordinary phone, browser and IDE settings: a
  // jailbreak move only when the model itself is put in one; otherwise a weak signal.
  { family: 'jailbreak', weight: 0.9, view: 'words', re: w('(?:you are (?:now )?in|you re (?:now )?in|youre (?:now )?in|you will (?:now )?(?:be in|enter|act in|respond in|stay in|remain in)|(?:act|respond|answer|reply|operate|stay|remain|behave) (?:now )?in|from now on (?:you )?(?:are )?(?:in|enter)|pretend (?:to be|you are) in) (?:the )?(?:developer|dev|sudo|admin|root|debug) mode') },
  { family: 'jailbreak', weight: 0.25, view: 'words', re: w('(?:enable|enter|activate|switch to|turn on) (?:the )?(?:developer|dev|sudo|admin|root|debug) mode') },
  { family: 'jailbreak', weight: 0.9, view: 'words', re: w('(?:no|without|free (?:of|from)|not bound by|unbound by|unrestricted by|devoid of|regardless of|disregard(?:ing)?|ignoring|don t care about|doesn t care about|does not care about) (?:any )?(?:ethical|moral|ethics|morals|content|safety|openai s?|anthropic s?|legal) ~(?:guidelines|restrictions|constraints|limits|limitations|boundaries|principles|policies|policy|filters?|rules|concerns|considerations|standards|obligations|qualms)') },
  { family: 'jailbreak', weight: 0.9, view: 'words', re: w('(?:you are|you re|youre|you will be|you have been) (?:no longer|not|now free|freed|free|released|liberated|unshackled) ~(?:bound|restricted|limited|constrained|chained|an ai|a language model|chatgpt|claude|censored|filtered|from (?:the|your|any) (?:rules|restrictions|guidelines|policies|constraints|shackles|confines))') },
  { family: 'jailbreak', weight: 0.85, view: 'words', re: w('(?:pretend|act|behave|roleplay|role play|imagine (?:you|that you|yourself)|simulate|respond|answer)(?: to be| as| like| you are| that you are| being)? ~~(?:unfiltered|uncensored|amoral|unethical|immoral|unrestricted|evil|rogue|without (?:any )?(?:restrictions|limits|filters|rules|morals|ethics|censorship)|has no (?:restrictions|limits|filters|rules|morals|ethics))') },
  { family: 'jailbreak', weight: 0.85, view: 'words', re: w('(?:break|broken|breaking|broke) (?:free|out) (?:of|from) ~(?:confines|rules|restrictions|limitations|constraints|shackles|programming|guidelines|jail|matrix)') },
  { family: 'jailbreak', weight: 0.8, view: 'words', re: w('(?:bypass|circumvent|evade|get around|disable|turn off|deactivate|remove|override|break|jailbreak|ignore) (?:(?:all |any )?(?:of )?(?:your|its|chatgpt s|openai s|the ai s|the model s|gpt s|claude s)(?: own)?(?: (?:safety|content|ethical|moral|built in))? (?:filters?|guardrails?|restrictions?|safeguards?|censorship|moderation|alignment|guidelines|policies|policy|protections?|limitations|rules|programming)|(?:the |all |any )?(?:safety|ethical|moral|content) (?:filters?|guardrails?|safeguards?|guidelines|policies|policy|restrictions|protocols))') },
  { family: 'jailbreak', weight: 0.45, view: 'words', re: w('(?:stay|remain|keep|staying|break|breaking) (?:in )?character') },
  { family: 'jailbreak', weight: 0.8, view: 'words', re: w('(?:two|2|both) (?:different |separate )?(?:responses|answers|paragraphs|ways)(?: to every| for each| one)? ~(?:normal|classic|jailbreak|jailbroken|dan|filtered|unfiltered|developer mode)') },
  { family: 'jailbreak', weight: 0.75, view: 'words', re: w('(?:answer|respond|reply|write|talk)(?: to (?:me|every prompt|all prompts))? (?:as|like) ~(?:an? )?(?:unfiltered|uncensored|unrestricted|evil|amoral|rogue|jailbroken|unethical) ~(?:ai|assistant|chatbot|model|version|bot|character|entity)') },
  { family: 'jailbreak', weight: 0.7, view: 'words', re: w('(?:never|not|won t|will not|cannot|can t) (?:refuse|decline|reject|say no|deny|warn|add (?:any )?(?:warnings|disclaimers))|(?:no|without) (?:warnings|disclaimers|refusals|apolog(?:y|ies)|moralizing|lectures)') },
  { family: 'jailbreak', weight: 0.7, view: 'words', re: w('(?:my|our) (?:dead|deceased|late|departed) (?:grand(?:ma|mother|pa|father)|mother|father) ~~(?:used to|would) ~~(?:tell|read|recite|say|give)') },
  // System-prompt extraction (exfiltration family, spec: 0.70-0.85).
  { family: 'prompt_extraction', weight: 0.85, view: 'words', re: w(`(?:reveal|show|print|output|display|repeat|recite|tell|give|share|leak|expose|dump|list|spell|write|paste|return|provide|disclose|echo|read|state|translate|summarize|what (?:is|are|was|were)|what s) (?:me |us )?(?:(?:your|ur|its)(?: (?:original|initial|hidden|secret|exact|full|entire|complete|previous|first|pre|system|developer|internal|given))* (?:prompts?|instructions|pre prompt|preprompt|prompt text|guidelines you were given|rules you were given|context window|configuration|directives|access code|password|secret (?:key|code|word|phrase))|(?:the |all |all the |all of the |the entire |the full |the exact )?(?:hidden|secret|system|pre|developer|internal)(?: (?:original|initial|hidden|secret|exact|full|entire|complete|previous|first|system|developer|internal))* (?:prompts?|instructions|prompt text|configuration|directives|access code|password)|(?:the |your |its )?(?:system prompt|system message|pre prompt|preprompt|system instructions|developer message))`) },
  { family: 'prompt_extraction', weight: 0.85, view: 'words', re: w('(?:repeat|print|output|copy|echo|reproduce|write|say|show|display|return|recite|list|include|quote) ~(?:all |every |each |the )?(?:words|text|tokens|lines|characters|sentences|content|everything|instructions|messages?) ~(?:above|before|so far|preceding|prior|you were given|in your (?:prompt|context|instructions)|starting (?:with|from)|verbatim|word for word)') },
  { family: 'prompt_extraction', weight: 0.75, view: 'words', re: w('(?:what|which) (?:were|are|was|is) (?:you|your) (?:told|instructed|given|programmed|initial|original|first) ~(?:before|at the (?:start|beginning)|instructions|prompt|to do|to say|not to)') },
  { family: 'prompt_extraction', weight: 0.25, view: 'words', re: w('(?:password|passcode|access code|secret code|secret word|secret key|passphrase)') },
  { family: 'prompt_extraction', weight: 0.75, view: 'words', re: w('(?:begin|start|prefix|preface)(?: your| the)? (?:reply|response|answer|output) with ~(?:instructions|prompt|rules|above|system|everything)') },
  // Data exfiltration (spec: 0.70-0.85).
  { family: 'exfiltration', weight: 0.85, view: 'words', re: w(`(?:send|forward|post|upload|transmit|email|e mail|mail|leak|exfiltrate|copy|submit|share|pass|relay|deliver|sync|dump|export) ~(?:all|the|any|every|your|my|his|her|their|this|user s|users|customer|private|secret|sensitive|internal|stored|saved)? ?~${DATA} ~(?:to|at|via|into|onto) ~(?:http|https|www|url|link|server|webhook|endpoint|address|attacker|external|remote|my server|this server|the following|email|mailbox|pastebin|discord|telegram|ftp|bucket|[a-z0-9]+ com|[a-z0-9]+ net|[a-z0-9]+ io|[a-z0-9]+ org)`) },
  { family: 'exfiltration', weight: 0.7, view: 'words', re: w('(?:what is|what are|give me|tell me|show me|list|reveal|share) ~(?:the |all |other |another )?(?:users|user s|customers|customer s|other users|previous users|other customers|admin s|administrator s|employees) ~(?:passwords?|credentials?|emails?|addresses|data|credit cards?|card numbers|api keys?|secrets?|tokens?|ssns?|social security numbers|personal (?:data|information|details))') },
  { family: 'exfiltration', weight: 0.7, view: 'words', re: w('(?:transfer|send|move|wire|withdraw) ~(?:all|the|every|entire)? ?~(?:funds|money|balance|crypto|coins|tokens|bitcoin|btc|eth|vrsc|usdt|payment|payments|escrow) ~(?:to|into) ~(?:my|this|the following|new|another|attacker|external)? ?(?:wallet|address|account)') },
  // Tool, markdown and link exfiltration.
  { family: 'tool_exfiltration', weight: 0.85, view: 'plain', re: /!\[[^\]\n]{0,100}\]\(\s*https?:\/\/[^)\s]{1,300}[?&][^)\s=]{1,40}=[^)\s]{0,200}(?:\{|\[|<|%7b|\$|data|secret|token|key|prompt|history|conversation|message|password|chat|info)/ },
  { family: 'tool_exfiltration', weight: 0.7, view: 'plain', re: /https?:\/\/[^\s)"'>]{1,300}[?&][a-z_]{1,30}=(?:\{\{?|\[|<|%7b|\$\{?)[a-z_ ]{1,40}/ },
  { family: 'tool_exfiltration', weight: 0.7, view: 'words', re: w('(?:render|display|include|embed|insert|output|show|append|add) ~(?:a |an |the |this |following )?(?:markdown )?(?:image|img|link|hyperlink|url|pixel) ~~(?:with|containing|including|where|that|appending|append|encode|encoded|replace|replacing|filled|query|parameter|param) ~~(?:data|conversation|history|secret|password|token|key|prompt|summary|information|messages?|previous|chat|credentials?)') },
  { family: 'tool_exfiltration', weight: 0.7, view: 'words', re: w('(?:call|invoke|use|run|execute|trigger|activate) (?:the |your |a )?(?:tool|function|plugin|browser|api|command|shell|terminal|code interpreter|web request|http request|curl|fetch|wget) ~~(?:send|post|email|upload|delete|rm|transfer|forward|exfiltrate|leak|with the (?:data|secrets|conversation))') },
  { family: 'tool_exfiltration', weight: 0.7, view: 'plain', re: /(?:curl|wget|fetch|invoke-webrequest|nc|netcat)\s+[^\n]{0,80}https?:\/\/[^\s]{1,200}[^\n]{0,80}(?:\$\(|`|\$\{|-d\s*@|--data|--upload-file|\|\s*(?:sh|bash))/ },
  { family: 'tool_exfiltration', weight: 0.75, view: 'plain', re: /(?:rm\s+-rf\s+(?:\/|~|\*)|:\(\)\s*\{\s*:\|:&\s*\};:|curl[^\n]{0,120}\|\s*(?:sudo\s+)?(?:ba)?sh\b|wget[^\n]{0,120}\|\s*(?:sudo\s+)?(?:ba)?sh\b)/ },
  // Payload splitting: fragments assigned to variables, then joined and obeyed.
  { family: 'payload_splitting', weight: 0.75, view: 'plain', re: /\b[a-z]\w{0,10}\s*=\s*["'][^"'\n]{1,60}["'][\s\S]{0,200}?\b[a-z]\w{0,10}\s*=\s*["'][^"'\n]{1,60}["'][\s\S]{0,300}?(?:\b[a-z]\w{0,10}\s*\+\s*[a-z]\w{0,10}\b|concatenat|combine|join|put together)/, gate: /\+|concatenat|combine|join|put together/ },
  { family: 'payload_splitting', weight: 0.6, view: 'words', re: w('(?:concatenate|combine|join|merge|put together|assemble) ~(?:the |these |following |both |all )?(?:strings|parts|pieces|fragments|words|letters|tokens|variables|halves|segments) ~~(?:then|and) ~(?:follow|execute|obey|do|perform|run|answer|respond|act on|carry out)') },
  // Goal hijacking: forcing a fixed reply (public benchmark canary phrases included; see docs/scanner.md).
  { family: 'goal_hijack', weight: 0.75, view: 'words', re: w('(?:i have been pwned|i ve been pwned|i have been hacked|access granted)') },
  { family: 'goal_hijack', weight: 0.5, view: 'words', re: w('(?:only|just|simply|exactly|always) (?:say|print|output|respond with|reply with|answer with|write|return|repeat) (?:the (?:word|words|phrase|sentence|text) )?(?:yes|no|ok|haha|lol|hacked|pwned|granted|denied|true|false|nothing else)') },
  { family: 'goal_hijack', weight: 0.55, view: 'words', re: w('(?:say|print|output|respond with|reply with|answer with|write|return|repeat)(?: back)?(?: exactly| only| just| the (?:word|words|phrase|sentence|text|following))+ ~(?:and nothing else|nothing else|with nothing else|and nothing more|without (?:any )?(?:explanation|punctuation|quotes))') },
  // Fake delimiters that pretend the user input ended and a new privileged section starts.
  { family: 'context_manipulation', weight: 0.7, view: 'plain', re: /(?:(?<![-=#*%~_])[-=#*%~_]{3,}|\]\]|\}\}|"""|''')\s*(?:end|close|stop|exit)\s*(?:of\s*)?(?:the\s*)?(?:user\s*|untrusted\s*)?(?:input|prompt|instructions?|context|text|message|conversation|data|document|query|section)\b/ },
  { family: 'context_manipulation', weight: 0.65, view: 'words', re: w('(?:end of (?:user |untrusted )?(?:input|prompt|instructions?|message)|(?:user|untrusted) input (?:ends|ended|is over|has ended)|ignore the user|the user (?:input|message) (?:ends|ended) here|(?:start|beginning|begin) of (?:new |real |system |admin )?(?:instructions?|system prompt|prompt))') },
  { family: 'context_manipulation', weight: 0.6, view: 'words', re: w('(?:this is|i am|i m|message from|note from|speaking as) (?:your|the) (?:developer|developers|creator|admin|administrator|system administrator|owner|operator|programmer|maker)s?') },
  { family: 'context_manipulation', weight: 0.55, view: 'words', re: w('(?:the (?:system|assistant|ai|model)|you) (?:has|have) been (?:updated|reprogrammed|reconfigured|unlocked|upgraded|patched|compromised|hacked)') },
];
