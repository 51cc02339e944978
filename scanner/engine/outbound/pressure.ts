/**
 * Twenty-seventh issue-16 round, outbound: the buyer manipulated, read as what it is made of rather
 * than as one expression per phrasing. A manipulative reply asks the buyer for an act that gives up
 * their protection (hand over a wallet secret or a login, connect a wallet or sign somewhere, confirm
 * or release before the work is in, leave a review, pay outside the escrow, install something, turn a
 * protection off) and pulls a lever to get it (a deadline with a loss, a threat, a plea, the check put
 * off, the platform's staff spoken for, support kept out, a condition, a discount, "most clients").
 *
 * - A wallet secret or a login handed over is a request by itself: no job needs one.
 * - A wallet connected or a message signed at an outside address, software installed, a protection
 *   turned off: with an outside place or with a lever.
 * - Confirming, releasing, reviewing, paying outside: with a lever in the same reply.
 * Sentences that warn against the move (`isAdvice`: "never share your recovery phrase") hold no act
 * and no lever; an act whose sentence waits for the buyer ("once you've checked the files", "if
 * you're happy", "no rush") is no ask unless the same sentence puts the check off.
 */
import type { StructuredFlag } from '../types.js';
import { isAdvice } from './crypto.js';

/** A wallet's secret, a login, a one-time code (English, Spanish, Portuguese, French, German, Italian). */
const SECRET = String.raw`(?:(?:recovery|seed|secret|backup|mnemonic)[- ](?:phrase|words?|codes?|sentence)|(?:12|24|twelve|twenty[- ]four)[- ]word(?:s|\s+(?:phrase|seed|backup|recovery(?:\s+phrase)?|key))?|private[- ]keys?|keystore(?:\s+file)?|wallet\s+(?:password|passphrase|pin)|passwords?|passphrase|log-?in\s+(?:details|info|credentials)|credentials|(?:2fa|otp|one[- ]time|verification|login|sms|authenticator|security|backup)\s+(?:codes?|pin)|\d[- ]digit\s+code|(?:frase|palabras|palavras)\s+(?:semilla|de\s+recuperaci[oó]n|de\s+recupera[cç][aã]o|secreta)|clave\s+privada|chave\s+privada|contrase[ñn]a|senha|c[oó]digo\s+(?:de\s+(?:verificaci[oó]n|verifica[cç][aã]o|\d+\s+d[ií]gitos)|sms|2fa)|phrase\s+de\s+r[eé]cup[eé]ration|mots\s+de\s+r[eé]cup[eé]ration|cl[eé]\s+priv[eé]e|mot\s+de\s+passe|code\s+(?:[aà]\s+\d+\s+chiffres|de\s+v[eé]rification|sms|re[cç]u)|wiederherstellungs(?:phrase|w[oö]rter|satz)|seed-?phrase|privater?\s+schl[uü]ssel|passwort|kennwort|(?:sms|best[aä]tigungs|verifizierungs)-?code|frase\s+(?:di\s+recupero|seed)|chiave\s+privata|codice\s+(?:di\s+verifica|sms|otp|a\s+\d+\s+cifre))`;
/** Keys that open the buyer's accounts or cloud: asked to be pasted here or sent. */
const ACCOUNT_KEY = String.raw`(?:(?:api|access|secret|live|production|prod|root|admin|deploy|master|service[- ]account)\s+(?:access\s+)?(?:keys?|tokens?)|(?:key\s+id|access\s+key)\s+and\s+(?:the\s+)?secret|session\s+(?:cookie|token)s?)`;
/** Whose: the buyer's, the wallet's. */
const OWNED = String.raw`(?:(?:your|ur|the|its|that|this|my|both|their|tu|tus|su|sus|seu|sua|seus|suas|votre|vos|ton|ta|tes|le|la|les|dein|deine|deinen|ihr|ihre|ihren|die|den|der|il|la|i|le|tuo|tua|tuoi)\s+)(?:(?:full|whole|wallet'?s?|account'?s?|exported|current|new|live|\d+[- ]digit)\s+)*`;
const HAND_VERB = String.raw`(?:reply|respond|answer|send|share|give|provide|submit|tell|dm|post|drop|forward|read\s+(?:me|out)|text|whatsapp|include|attach|export|env[ií]a(?:me|r|rme)?|m[aá]nda(?:me|r)?|p[aá]same|comparte|env(?:ie|ia)(?:-me)?|mande|manda|passe|envoyez(?:-moi)?|envoie(?:-moi)?|donnez(?:-moi)?|communiquez|transmettez|schick(?:e|en)?(?:\s+mir)?|sende(?:n)?(?:\s+mir)?|gib\s+mir|teile|mandami|inviami|inviare|dammi|condividi)`;
const HAND = new RegExp(String.raw`\b${HAND_VERB}\b[^.!?\n]{0,60}?\b${OWNED}${SECRET}\b|\b${OWNED}(?:${SECRET})\b[^.!?\n]{0,40}?\b(?:and\s+)?(?:send|share|give|paste|dm|forward|post|text|read)\s+(?:it|them|those|these)\b`, 'i');
/** The writer says they need the buyer's code or secret ("j'ai besoin du code à 6 chiffres que vous venez de recevoir"). */
const NEED = new RegExp(String.raw`\b(?:I\s+(?:just\s+|still\s+)?need|I'?ll\s+need|j'ai\s+besoin|necesito|preciso|ich\s+brauche|ho\s+bisogno|mi\s+serve)\s+(?:d[eu]\s+|du\s+)?(?:(?:du|de\s+la|des|le|la|el|la|o|a|den|die|das|il|del|della|your|the|tu|su|seu|sua|votre|ihren|dein(?:en)?|tuo)\s+)?(?:${SECRET})\b`, 'i');
/** A key pasted "here": the destination makes the account key a request. */
const KEY_HERE = new RegExp(String.raw`\b(?:paste|send|share|give|drop|post|dm)\b[^.!?\n]{0,60}?\b${ACCOUNT_KEY}\b[^.!?\n]{0,40}?\b(?:here|below|to\s+me|in\s+(?:this|the|our)\s+chat|with\s+me)\b|\b(?:give|send|share)\s+me\s+(?:your|their|the)\s+(?:\w+\s+)?${ACCOUNT_KEY}`, 'i');
/** Putting it into something the writer names. */
const PUT_INTO = new RegExp(String.raw`\b(?:import|enter|paste|type|restore|upload|load)\b[^.!?\n]{0,30}?\b${OWNED}${SECRET}\b[^.!?\n]{0,60}?\b(?:into|in|on|at|to|through|via)\b[^.!?\n]{0,40}?(?:https?:\/\/|www\.|[\w-]+\.(?:com|io|net|org|app|xyz|site|online|co)\b|\bit\b|\bthe\s+(?:tool|extension|app|form|page|site|link)\b|\bmy\s+\w+|\bhere\b|\bbelow\b|\bthis\s+(?:chat|form|page|link))`, 'i');
/** The wallet connected or a signature given at someone's request. */
const WALLET_ACT = /\bconnect\s+(?:your\s+)?(?:wallet|verus\s*id|metamask|phantom|keplr|ledger)\b|\bsign\s+(?:the|this|a|my)\s+(?:message|transaction|tx|request|permit|approval|authori[sz]ation)\b|\bapprove\s+(?:the|this|a)\s+(?:token|spending|allowance|permit|contract)\b|\bre-?deposit\b|\bmigrate\s+(?:your\s+)?(?:coins|funds|wallet)\b/i;
/** Software or a protection: installed from somewhere, or turned off. */
const INSTALL = /\b(?:install|add|download|sideload|load|run|rodar|execut[ae]r?|ejecuta(?:r)?|lance[rz]?|installiere?n?)\b[^.!?\n]{0,60}?\b(?:extension|add-?on|plug-?in|app|apk|exe|tool|client|helper|script|software|program|wallet|activat(?:or|ed?or)|ativador|activador|crack|keygen|patch)\b/i;
const DISABLE = /\b(?:disable|turn\s+off|switch\s+off|pause|uninstall|remove|whitelist|allowlist|desativ\w+|desactiv\w+|d[eé]sactiv\w+|deaktivier\w*|disattiv\w+|disabilit\w+)\s+(?:your\s+|the\s+|o\s+|el\s+|l'|le\s+|la\s+|den\s+|die\s+|il\s+)?(?:2fa|two[- ]factor(?:\s+auth\w*)?|mfa|anti-?v[ií]rus|defender|firewall|smartscreen|gatekeeper|safe\s+browsing|protection|security\s+(?:checks?|settings|software)|withdrawal\s+(?:lock|delay|whitelist)|virenschutz|antivirenprogramm)\b|\bspctl\s+--master-disable\b|\bSet-MpPreference\b[^\n]{0,40}-Disable\w*\s+\$?true|\bcsrutil\s+disable\b|\bxattr\s+-c?r?d?\s+[^\n]{0,20}com\.apple\.quarantine|\bdon'?t\s+re-?enable\s+(?:gatekeeper|defender|the\s+antivirus|2fa|your\s+antivirus)\b/i;
/** The buyer closes the job, lets the money go or reviews. */
const RELEASE = new RegExp([
  String.raw`\b(?:mark|tick|click|press|hit|tap|approve|confirm|accept|release|close|complete|finali[sz]e|sign\s+off(?:\s+on)?)\b[^.!?\n]{0,40}?\b(?:complete[d]?|delivered|accepted|done|finished|delivery|escrow|payment|funds|milestone|job|order|contract|receipt)\b`,
  String.raw`\b(?:release|approve|confirm)\s+(?:it\s+)?(?:now|pls|please|today|asap|right\s+away|first|quickly|within)\b|\bconfirm\s+(?:pls|please)\b|\brelease\s+(?:\d+\s*%|(?:all|everything|the\s+full|in\s+full)\b)|\brelease\s+(?:the\s+)?(?:\d[\d,.]*\s*(?:vrsc|usdc|usdt|usd|eur|btc|eth|sol|dollars|euros)\b|[$€]\s?\d)|["“'‘]\s*(?:complete|confirm|release|accept|approve)\s*["”'’]`,
  String.raw`\bconfirm(?:as|es|ez|a|e)\s+(?:ahora|agora|maintenant|jetzt|adesso|subito|ya)\b|\bconfirm(?:a|as|e|er|ez|en|ar|are|i|an|amos|es)?\s+(?:la\s+|a\s+|o\s+|le\s+|die\s+|den\s+)?(?:entrega|livraison|r[eé]ception|lieferung|consegna|recebimento|recibo)\b|\b(?:lieferung|empfang|entrega|livraison|consegna)\s+(?:jetzt\s+)?(?:best[aä]tig\w*|confirm\w*)|\bliber(?:a|e|ar|ez|er)\s+(?:o\s+|el\s+|le\s+|la\s+|il\s+)?(?:pagamento|pago|paiement|pagamento|escrow|dinero|dinheiro|fondos|fundos|fonds)\b|\bfreigeben\b|\bgib\s+(?:das\s+)?(?:geld|escrow|die\s+zahlung)\s+frei\b`,
].join('|'), 'i');
const REVIEW = /\b(?:5|five|cinco|cinq|f[uü]nf|cinque)[- ]?(?:stars?|★|estrellas|estrelas|[eé]toiles|sterne|stelle)|\b(?:leave|left|leaving|give|post|write|drop|rate|bump|change|update|edit)\b[^.!?\n]{0,30}?\b(?:review|rating|feedback|stars?)\b|\brate\s+(?:it|me|the\s+(?:job|work|order))\b|\bchange\s+(?:it|that|the\s+(?:review|rating))\s+to\s+(?:a\s+)?(?:5|five)\b/i;
const PAY_OUTSIDE = new RegExp([
  String.raw`\b(?:send|sending|pay|paying|transfer|transferring|tip|wire|deposit)\b[^.!?\n]{0,60}?\b(?:straight|directly|privately|outside|off[- ]platform|to\s+my\s+(?:wallet|id|address|account|verus\s*id)|(?:the|a)\s+tip\s+button|no\s+escrow|(?:new|recovery|backup|safe)\s+(?:contract|address|wallet))\b|\b(?:skip|skipping|bypass|without)\s+(?:the\s+)?(?:escrow|milestone)\b`,
  String.raw`\boutside\s+(?:of\s+)?(?:the\s+)?(?:platform|escrow|marketplace)\b[^.!?\n]{0,60}?\b(?:transfer|payment|pay|process|fee-free|settle)\b|\b(?:transfer|payment|pay|process|settle)\b[^.!?\n]{0,60}?\boutside\s+(?:of\s+)?(?:the\s+)?(?:platform|escrow|marketplace)\b|\bno\s+need\s+to\s+fund\b|\bcancel\s+(?:the\s+|this\s+|your\s+)?(?:order|job|contract)\b[^.!?\n]{0,80}?\b(?:here|telegram|whatsapp|signal|directly|no\s+need)\b|\b(?:move|take|continue)\s+(?:this|it|us|the\s+chat)\s+(?:to|on|over\s+to)\s+(?:telegram|whatsapp|signal|discord|wechat|tg)\b`,
  String.raw`\b(?:storniere|stornieren)\b[^.!?\n]{0,60}?\b(?:direkt|whatsapp|telegram)\b|\b[uü]berweise?n?\b[^.!?\n]{0,40}?\bdirekt\b|\b(?:env[ií]a|paga|transfiere|manda|pague|envie|transfira|payez|envoyez|virez|paga|invia|bonifica)\b[^.!?\n]{0,40}?\b(?:directamente|diretamente|directement|direttamente|fuera\s+de\s+la\s+plataforma|fora\s+da\s+plataforma|hors\s+(?:de\s+la\s+)?plateforme|fuori\s+(?:dalla\s+)?piattaforma)\b|\bcancel(?:a|e)\s+(?:el\s+|o\s+)?pedido\b|\bannul(?:e|ez)\s+la\s+commande\b|\bannulla\s+l'ordine\b`,
].join('|'), 'i');

/** Levers. Each is one kind of pull; a reply that uses any with an act is pressing. */
const LEVERS: Array<[string, RegExp]> = [
  ['deadline', /\b(?:within|in\s+the\s+next|in)\s+\d+\s*(?:min(?:ute)?s?|h(?:ou)?rs?|hours?|h)\b[^.!?\n]{0,120}?\b(?:frozen|freeze|suspend\w*|banned|forfeit\w*|burn(?:ed|t)?|lost|lose|cancel+ed|auto-?cancel\w*|closed|locked|drained|deleted|revoked|expire\w*|permanent\w*|flagged)\b|\b(?:frozen|freeze|suspend\w*|forfeit\w*|burn(?:ed|t)?|drained|locked|deleted|revoked|auto-?cancel\w*|permanent\w*)\b[^.!?\n]{0,120}?\b(?:within|in)\s+\d+\s*(?:min(?:ute)?s?|h(?:ou)?rs?|hours?)\b|\bact\s+(?:fast|now|quickly)\b|\bbefore\s+it'?s\s+too\s+late\b|\bbots\s+are\s+(?:scanning|watching)\b|\byour\s+timer\b|\bexpir(?:a|e|es|ira|ará|ert?)\s+(?:en|em|dans|in)\s+\d+\s*(?:minutos|minutes|minuten|minuti)\b|\b(?:deactivated|revoked|cancel+ed|deleted)\s+(?:tomorrow|tonight|today)\b/i],
  ['authority', /\b(?:security|safety|fraud|compliance|risk)\s+(?:notice|alert|team|department|desk|warning)\b|\btrust\s*(?:&|and)\s*safety\b|\bmoderators?\b|\b(?:agentplatform|marketplace|platform)\s+(?:security|support|staff|admins?|has\s+(?:detected|flagged))\b|\byour\s+account\s+(?:has\s+been|was|is\s+being)\s+(?:flagged|selected|suspended|limited|restricted|locked)\b|\b(?:unusual|suspicious)\s+(?:activity|login|sign-?in)\b|\bnetwork\s+fork\b|\bescrow\s+(?:has\s+)?expired\b|\b(?:updated|new)\s+(?:delivery\s+|payment\s+|buyer\s+)?(?:policy|rules?|terms)\b|§\s*\d|\bthe\s+platform\s+now\s+(?:supports|requires|allows)\b|\bbilling\s+(?:specialist|department|team)\b|\bbutton\s+(?:is\s+)?(?:buggy|broken|not\s+working)\b|\bfunktioniert\s+(?:gerade\s+)?(?:bei\s+\w+\s+\w+\s+)?nicht\b/i],
  ['threat', /\b(?:I'?ll|I\s+will|I'?m\s+going\s+to|I\s+have\s+to|I'?ll\s+have\s+to|I\s+(?:can|could)\s+(?:always\s+)?)\s+(?:\w+\s+){0,2}?(?:post|leak|publish|expose|share|report|flag|open\s+a\s+dispute|dispute|cancel|delete|wipe|keep|deactivate|revoke)\b[^.!?\n]{0,60}?\b(?:your|you|the\s+(?:files|docs|data|source|license))\b|\bopen\s+a\s+dispute\s+claiming\b|\b(?:got|get|gets|getting)\s+(?:their|your)\s+accounts?\s+(?:flagged|banned|suspended)\b|\bI'?d\s+hate\s+for\s+(?:that|something|anything)\b|\bnothing\s+(?:is|gets)\s+reported\b|\byou'?ll\s+lose\s+(?:your|the)\b|\bends?\s+up\s+(?:on|in)\s+(?:a\s+)?(?:public|paste|the\s+internet|every)\b|\byour\s+choice\b|\bthe\s+longer\s+you\s+wait\b|\bless\s+likely\s+(?:i\s+am\s+)?to\s+help\b|\bsinon\s+je\s+(?:devrai|vais)\b|\bsen[aã]o\s+(?:eu\s+)?(?:vou|terei)\b|\bsi\s+no,?\s+(?:tendr[eé]|voy)\b/i],
  ['plea', /\b(?:my\s+)?kids\s+(?:won'?t|can'?t|will\s+not)\b|\bsingle\s+(?:parent|mom|mum|mother|dad|father)\b|\b(?:rent|medical\s+bills?|hospital)\b[^.!?\n]{0,40}\b(?:due|pay|tonight|today)\b|\bI'?m\s+(?:desperate|begging)\b|\bplease,?\s+just\b|\bwon'?t\s+eat\b/i],
  ['check later', /\b(?:check|review|test|look\s+(?:at|over)|go\s+through)\s+(?:it|them|everything|the\s+(?:files|work|delivery|code))?\s*(?:later|afterwards|tomorrow)\b|\bbefore\s+you\s+(?:even\s+)?(?:go\s+through|open|check|test|review|look\s+at|download)\b|\bno\s+need\s+to\s+(?:check|test|review|open|run|verify|look)\b|\b(?:files|it|everything)\s+(?:will\s+be|are|is)\s+fine\b|\bI'?ll\s+send\s+(?:you\s+)?(?:the\s+)?(?:actual|real|final|rest|remaining|full)?\s*(?:files|source|code|rest|deliverables?)\s+(?:tomorrow|later|next\s+week|after)\b|\bnothing\s+changes\s+for\s+you\b|\bsame\s+thing,?\s+(?:only|just)\s+faster\b|\bpromise\b|\btrust\s+me\b|\b(?:literally\s+)?no\s+risk\b|\bwhile\s+you\s+["“]?look\s+at\s+it\b|\bI\s+already\s+(?:tested|checked|verified|ran)\b|\bno\s+hace\s+falta\s+que\s+(?:pruebes|revises|compruebes)\b|\blo\s+revisan\s+despu[eé]s\b|\brevis(?:a|e)\s+(?:depois|despu[eé]s)\b|\bv[eé]rifie(?:z|r)?\s+(?:plus\s+tard|apr[eè]s)\b|\bsp[aä]ter\s+(?:pr[uü]fen|testen|ansehen)\b|\bcontrolla(?:re)?\s+dopo\b/i],
  ['isolation', /\b(?:don'?t|do\s+not|no\s+need\s+to)\s+(?:contact|tell|involve|loop\s+in|ask|message|email)\s+(?:the\s+|your\s+)?(?:support|platform|anyone|moderators?|admins?|staff|dev\s+team|team|boss|it\s+department)\b|\bsupport\s+(?:is|are)\s+(?:slow|overloaded|useless|swamped)\b|\bkeep\s+(?:this|it)\s+(?:between\s+us|quiet|off\s+the\s+record)\b|\bbetween\s+us\b|\bI\s+wouldn'?t\s+tell\s+just\s+anyone\b|\bdispute\w*\s+(?:takes?|take)\s+(?:weeks|forever|months)\b|\b(?:platform|support)\s+usually\s+sides\s+with\b/i],
  ['condition', /\b(?:only|won'?t|will\s+not|not|don'?t|can'?t)\s+(?:\w+\s+)?(?:release|send|unlock|deliver|share|hand\s+over|upload)\b[^.!?\n]{0,60}?\b(?:until|unless|after|before|till|once)\b[^.!?\n]{0,40}?\b(?:review|stars?|rating|confirm|mark|approve|release|complete|accept)|\bunless\s+you\b|\bif\s+you\s+(?:don'?t|won'?t|do\s+not|refuse)\b|\b(?:don'?t|doesn'?t|won'?t)\s+unlock\b|\bor\s+else\b|\botherwise\b|\b(?:and|then)\s+I'?ll\s+(?:send|release|unlock|deliver|share)\s+(?:you\s+)?(?:the\s+)?(?:remaining|rest|source|final|files)\b|\bget\s+priority\b/i],
  ['incentive', /\bknock\s+(?:off\s+)?\d+|\b\d+\s*%\s+off\b|\bdiscount\b|\bbonus\b|\bin\s+(?:exchange|return)\b|\bsaves?\s+(?:us|you)\b|\bfor\s+free\b|\bextra\s+(?:free\s+)?revision\b|\brefund\s+you\b[^.!?\n]{0,40}\b(?:from\s+my\s+side|myself|privately|afterwards)\b|\block\s+in\s+(?:today'?s|the)\s+(?:rate|price)\b|\bbetter\s+rate\b|\bte\s+regalo\b|\bgr[aá]tis\b|\bgratuit\w*\b|\bkostenlos\b|\bgratis\b|\bdesconto\b|\bdescuento\b|\brabatt\b|\bremise\b|\bsconto\b/i],
  ['everyone', /\bmost\s+(?:of\s+)?(?:my\s+)?(?:repeat\s+)?(?:clients|buyers|customers|people)\b|\b(?:my\s+)?repeat\s+clients\b|\beveryone\s+(?:does|here)\b|\bstandard\s+practice\b|\bhow\s+it'?s\s+(?:usually\s+)?done\b|\bhow\s+pretty\s+much\s+every\b|\b(?:la\s+mayor[ií]a|a\s+maioria|la\s+plupart|die\s+meisten|la\s+maggior\s+parte)\s+(?:de\s+|dos\s+|des\s+|dei\s+)?(?:mis\s+|meus\s+|mes\s+|meiner\s+|miei\s+)?(?:clientes|clients|kunden|clienti)\b|\balle\s+meine\s+(?:stamm)?kunden\b|\btodos\s+(?:os\s+)?meus\s+clientes\b|\bsupport\s+does\s+(?:exactly\s+)?this\b/i],
  ['ranking', /\branks?\s+me\s+(?:lower|down)\b|\bmy\s+(?:ranking|rank|seller\s+level|payout\s+batch)\b/i],
];
/** The act's sentence waits for the buyer. */
const WAITS = /\b(?:after|once|when(?:ever)?)\s+(?:you(?:'ve|\s+have)?\s+)?(?:had\s+(?:a\s+)?(?:chance|time|moment)\s+to\b|(?:reviewed|checked|tested|received|downloaded|looked|verified|gone\s+through|tried)|are\s+happy|'re\s+happy|are\s+satisfied|'re\s+satisfied|happy\s+with)|\bwhen(?:ever)?\s+you(?:'re|\s+are)\s+(?:ready|happy|satisfied)|\bno\s+(?:rush|pressure|hurry|worries)\b|\bif\s+you(?:'re|\s+are)\s+(?:happy|satisfied)\b|\b(?:totally|completely|entirely)\s+(?:optional|up\s+to\s+you)\b|\bno\s+obligation\b/i;
/** The writer turning a move down ("I won't accept payment outside the platform"). */
const REFUSES = /\bI\s+(?:won'?t|will\s+not|don'?t|do\s+not|never|can'?t|cannot)\s+(?:ever\s+)?(?:accept|take|ask|request|need|want)\b/i;
/** The reply warns the buyer about someone else's move: the move named in it is not asked. */
const WARNING = /\bphishing\b|\bscam(?:s|mers?|my)?\b|\bfraud(?:ulent|sters?)?\b|\bfake\b|\bimpersonat\w*|\b(?:don'?t|do\s+not)\s+(?:interact|click|reply|respond|engage)\b|\breport\s+(?:it|them|this)\s+to\b/i;
/** What the software gives the writer: the buyer's browser, session, screen or files. */
const ACCESS_GIVEN = /\b(?:lets?|allows?|gives?)\s+me\s+(?:to\s+)?(?:see|access|view|read|control|watch)\s+(?:your|the)\s+(?:browser|console|session|sessions|cookies|screen|passwords|wallet|files|computer|machine|desktop|tabs)\b/i;
const OUTSIDE_PLACE = /https?:\/\/|\bwww\.|\b[\w-]+\.(?:com|io|net|org|app|xyz|site|online|co|link|top|live)\b|\bthe\s+link\b|\bbelow\b|\bI'?m\s+about\s+to\s+send\b|\bI\s+sent\b|\bque\s+eu\s+mandei\b|\bque\s+te\s+mand[eé]\b/i;

/**
 * The reply is about such moves, not one of them: it speaks of what an agent or someone else might
 * say ("if an agent offers that, report it", "treat it as a red flag", "be wary of"). Nothing in it is
 * read as an ask.
 */
export const ADVICE_FRAME = /\b(?:if|when)\s+(?:an?|the|any|some|your)\s+(?:agent|seller|freelancer|someone|anyone|person|scammer|stranger|developer|vendor|contractor|buyer)\s+(?:ever\s+)?(?:says|asks|offers|tells|wants|threatens|sends|pushes|claims|requests|insists)\b|\bred\s+flags?\b|\bclassic\s+(?:bait|scam|trick|move|sign|pattern)\b|\b(?:is|are)\s+against\s+the\s+(?:platform|marketplace)(?:'s)?\s+(?:rules|terms|policy|policies)\b|\breport\s+(?:it|them|this|the\s+agent)\b|\bbe\s+wary\b|\bgood\s+practice\b|\bnever\s+legit\b|\bis\s+(?:it|that|this)\s+(?:normal|okay|ok|safe|legit|legitimate|allowed)\b|\bshould\s+I\s+(?:ever\s+)?(?:share|pay|send|report|trust|release)\b|\bclaim(?:ing|ed|s)?\s+to\s+be\b|\bsomeone\s+(?:on|from|claiming|dm'?d|messaged|offered|suggested)\b|\bthreat\s+model\b|\bmoderat(?:or|ion)\s+(?:note|decision)\b|\b(?:sketchy|fishy)\b|\bprivacy\s+policy\b|\bsay\s+no\b|\bhow\s+should\s+I\s+(?:word|phrase|respond|reply|handle|report)\b|\ba\s+warning\s+to\b/i;
/**
 * Quoted passages, paired left to right (double quotes, or single quotes that are not apostrophes);
 * those of four words or more are someone else's words, not the writer's ask.
 */
const QUOTE = /["“][^"”\n]{0,400}["”]|(?<!\w)['‘][^'’\n]{0,400}['’](?!\w)/g;
const unquoted = (text: string): string => text.replace(QUOTE, (q) => (q.trim().split(/\s+/).length >= 4 ? ' ' : q));
/** The writer's own next step ("I'll send the password separately"): not the buyer's act. */
const WRITER_DOES = /\b(?:I|we)(?:'ll|\s+will|'d|\s+would|\s+can|\s+could|'ve|\s+have|\s+just|\s+also|\s+already|\s+can'?t|\s+cannot|\s+won'?t|\s+will\s+not|\s+don'?t|\s+do\s+not)?\s*(?:also\s+|just\s+|then\s+|only\s+)?$/i;

/** Sentences (a list item or a line is one). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().length > 0);
}

/** A word every secret's or key's name has: the cheap test before the hand-over expressions. */
const SECRET_CHEAP = /phrase|words|palabras|palavras|mots|w[oö]rter|mnemonic|key|keystore|password|passphrase|passwort|kennwort|contrase|senha|mot de passe|log-?in|credential|code|c[oó]digo|codice|pin\b|token|secret|session|clave|chave|cl[eé]|schl[uü]ssel|chiave|satz/i;
const CHEAP = /phrase|words?\b|key|keystore|password|passphrase|log-?in|credential|code|c[oó]digo|pin\b|connect|sign|approve|deposit|migrate|install|add|download|load|run|disable|desativ|desactiv|d[eé]sactiv|deaktiv|disattiv|spctl|gatekeeper|turn|switch|pause|remove|whitelist|allowlist|mark|tick|click|press|hit|tap|confirm|best[aä]tig|accept|release|liber|freigeb|close|complete|finali|star|★|estrell|estrel|[eé]toile|sterne|stelle|review|rating|feedback|rate|send|pay|transfer|tip|wire|skip|bypass|without|outside|fund|cancel|storn|[uü]berweis|telegram|whatsapp|senha|contrase|passwort|mot de passe|token|secret/i;

/** The buyer asked for an act that gives up their protection, with a lever pulled. */
export function findPressure(text: string): StructuredFlag[] {
  if (!CHEAP.test(text) || ADVICE_FRAME.test(text)) return [];
  text = unquoted(text);
  const said = sentences(text).filter((s) => !isAdvice(s) && !REFUSES.test(s));
  const asks = (re: RegExp, s: string): boolean => {
    const m = re.exec(s);
    return m !== null && !WRITER_DOES.test(s.slice(Math.max(0, m.index - 24), m.index));
  };
  if (said.length === 0) return [];
  // Levers are read in the whole reply ("don't contact support" is a lever, though its sentence reads as
  // advice); in a long text, around the act only (a 13,000-character document holds every word somewhere).
  const leversNear = (sentence?: string): string[] => {
    let within = text;
    if (sentence && text.length > 1500) { const at = text.indexOf(sentence); within = text.slice(Math.max(0, at - 500), at + sentence.length + 500); }
    return LEVERS.filter(([, re]) => re.test(within)).map(([name]) => name);
  };
  let whole: string[] | undefined;
  const pulled = (s: string): string[] => (text.length > 1500 ? leversNear(s) : (whole ??= leversNear()));
  const flags: StructuredFlag[] = [];
  if (SECRET_CHEAP.test(text) && said.some((s) => asks(HAND, s) || asks(PUT_INTO, s) || asks(KEY_HERE, s) || NEED.test(s))) {
    flags.push({ type: 'credential_request', severity: 'critical', detail: 'asks the buyer to hand over a wallet secret, a login or a one-time code', action: 'block' });
  }
  const walletAct = said.find((s) => WALLET_ACT.test(s));
  if (walletAct && ((OUTSIDE_PLACE.test(walletAct) && !WARNING.test(text)) || pulled(walletAct).length > 0)) {
    flags.push({ type: 'wallet_drain', severity: 'critical', detail: 'asks the buyer to connect a wallet or sign at someone\u2019s request', action: 'block' });
  }
  if (said.some((s) => (INSTALL.test(s) && OUTSIDE_PLACE.test(s) && (pulled(s).length > 0 || ACCESS_GIVEN.test(text))) || DISABLE.test(s))) {
    flags.push({ type: 'malicious_install', severity: 'high', detail: 'presses the buyer to install software from a link or turn a protection off', action: 'warn' });
  }
  for (const s of said) {
    if (!(asks(RELEASE, s) || asks(REVIEW, s) || asks(PAY_OUTSIDE, s)) || (WAITS.test(s) && !LEVERS[4]![1].test(s))) continue;
    const near = pulled(s);
    if (near.length === 0) continue;
    flags.push({ type: 'escrow_manipulation', severity: 'high', detail: `presses the buyer to release, confirm, review or pay outside the escrow (${near.join(', ')})`, action: 'warn' });
    break;
  }
  return flags;
}
