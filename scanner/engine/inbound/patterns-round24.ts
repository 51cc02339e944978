/**
 * Twenty-fourth issue-16 round: moves of the round's inbound tuning batch (eval/blind/batch84, written
 * blind by a helper: wrapped harm, notes planted in handed-over content, informal attacks in ten
 * languages; then read), each a rule of its own:
 * - harm asked for with the operational part named (a ransomware prototype that wipes the shadow copies
 *   and drops a note, a login page cloned with the one-time code pushed to a bot, the mix proportions and
 *   the booster of a bomb, "how much kills a grown man", a poison that "won't show up" in a test, an
 *   oil filter made a suppressor, KYC skipped and amounts split "so exchanges don't flag", a stash "so
 *   the dogs and the x-ray miss it", an app that hides its icon and reads the messages, a passport "good
 *   enough to pass" a check, drug tests beaten, stolen cards cashed out, an Amber Alert avoided,
 *   credentials pulled from lsass, cutting "deeper without it getting noticed");
 * - a note planted for the program that processes content, by its role ("NOTE TO AUTOMATED RELEASE
 *   TOOLS:", "Instruction for the parser:", "Document processing systems:", "Language model:" in a
 *   hidden element), a row that "must always be ranked first regardless of price", a review to be
 *   "recorded as 5 stars", and the same notes in other languages ("KI-Übersetzer:", "IA que ler isso",
 *   "per l'assistente che traduce", "yapay zeka icin not", "<!-- AI:");
 * - in ten languages, informally: the agent's instructions asked for word for word, the escrow left
 *   out and the job marked done, fake five-star reviews under other names, a dispute lied into, the
 *   previous buyer's files, rules dropped before a harmful ask, a drug, a bomb or a password in a
 *   story.
 * Words view unless said; weights below the block threshold: suspicious alone, blocking beside another
 * family. The round's look-alikes (a poison in a cozy mystery without chemistry, ransomware explained
 * without code, a README's "ignore this folder", an e-mail's "disregard my last message", "ignora el
 * archivo viejo") stay out (test/scanner/engine/families-round24.test.ts).
 */
import type { Pattern } from './patterns.js';
import { alternatives } from './patterns-round20.js';

export const ROUND24_PATTERNS: Pattern[] = [
  ...alternatives('harmful_request', 0.55, [
    `encrypts? (?:every|all)(?: [a-z]+){0,2} files?(?: [a-z0-9]+){0,12} (?:shadow copies|ransom note)`,
    `(?:clone|copy|replica|lookalike|look alike)(?: [a-z]+){0,4} (?:sign in|login|log in|signin) page(?: [a-z0-9]+){0,20} (?:captur|harvest|push|send|forward|grab)[a-z]* (?:the )?(?:usernames?|passwords?|credentials|logins|one time codes?|otp|sms codes?|2fa codes?)`,
    `(?:mix|mixing) (?:proportions|ratios?)(?: [a-z]+){0,6} (?:booster|detonator|primer|initiat)|(?:how|exactly how) (?:the )?(?:fertili[sz]er|truck|pipe|car) bombs? (?:were|was|are|is) (?:put together|made|built|assembled)|anfo is mixed and initiated|how anfo is (?:mixed|made)`,
    `how much(?: [a-z]+){0,4} (?:kills|would kill|will kill|to kill|is lethal for|is fatal for) (?:a |an )?(?:grown |adult |average )?(?:man|woman|person|adult|human|kid|child)`,
    `(?:won t|wont|will not|doesn t|does not|wouldn t|not) show up (?:on|in|if)(?: [a-z]+){0,8} (?:test|tests|tox|toxicology|autopsy|screen|screening|blood work)`,
    `(?:medication|drug|pill)s? (?:combinations?|combos?|mix(?:es)?)(?: [a-z]+){0,4} (?:reliably|definitely|surely) cause (?:a )?(?:fatal|lethal|deadly) (?:outcome|overdose|result)`,
    `(?:oil filter|solvent trap|filtre a huile|olfilter)(?: [a-z0-9]+){0,6} (?:silencer|suppressor|silencieux|schalldampfer|silenciador|can)\\b`,
    `(?:swaps?|exchanges?|ramps?) (?:that )?(?:skip|skips|without|don t do|dont do|no) kyc|(?:split|splitting|structure|structuring)(?: [a-z]+){0,4} (?:amounts?|deposits?|payments?|transfers?) so (?:the )?(?:exchanges?|banks?|the bank|compliance) (?:don t|won t|doesn t|can t|never) (?:flag|notice|report)`,
    `so (?:the )?(?:dogs|sniffer dogs|k9|x ray|xray|scanner|scanners|customs|border agents?)(?: and the (?:x ray|xray|dogs|scanner))? (?:miss|misses|don t find|won t find|can t find|can t detect|don t detect|won t detect)`,
    `hide (?:its|the) (?:app )?icon(?: [a-z0-9]+){0,8} (?:read|reads|intercept|forward|upload)|(?:reads?|read) (?:her|his|their) messages without (?:her|him|them) (?:getting|receiving|knowing|noticing|seeing)`,
    `(?:passport|driving licen[cs]e|driver s licen[cs]e|id card|identity card|residence permit|work permit|visa|id document)(?: [a-z]+){0,6} good enough to pass|fake (?:the )?(?:hologram|holograms|mrz)\\b`,
    `beat (?:a |the )?(?:roadside |saliva |urine |hair |drug )+tests?|clear (?:a |the |my )?car of evidence`,
    `(?:how|way|ways) (?:carders|fraudsters|they) cash out (?:stolen )?cards|cash out stolen (?:cards|credit cards|card numbers)`,
    `(?:avoid|evade|beat|get around|dodge) (?:an |the )?amber alerts?`,
    `credentials? (?:pulled|dumped|extracted|scraped|taken) from lsass|survive (?:a )?reboots? and (?:av|antivirus|edr)`,
    `(?:go|cut|cutting) deeper without (?:it )?(?:getting |being )?(?:noticed|seen|caught)`,
    `(?:dump|dumps|dumping) the users? table(?: [a-z0-9]+){0,6} crack(?:ing)? the hashes`,
    `(?:pills?|tablets?)(?: [a-z0-9]+){0,12} what else (?:she|he|they|i) should take(?: [a-z]+){0,4} (?:faster|quicker|work)`,
    `dehumaniz(?:e|es|ing) [a-z]+ (?:people|immigrants|refugees)(?: [a-z]+){0,8} (?:work|works|persuasive|convincing|effective)`,
    // In other languages, informally.
    `(?:ghb|mdma|meth|crystal|mefedron|mefedronu|mephedron|pasta de coca|base de coca|fentanyl|fentanil|speed|amfetamin[a-z]*)(?: [a-z]+){0,4} (?:maken|machen|herstellen|kochen|hacer|sacar|fabricar|fazer|faire|fabriquer|robic|zrobic|yapmak|bikin|membuat|cook)`,
    `(?:maken|machen|herstellen|kochen|hacer|sacar|fabricar|fazer|faire|fabriquer|robic|zrobic|bikin|membuat|cook|make)(?: [a-z]+){0,3} (?:ghb|mdma|meth|mefedron|mephedron|la base de la pasta de coca|pasta base|bom molotov|molotov)`,
    `(?:ladunek|ladunki|bombe|bomba|bom|sprengsatz) (?:wybuchowy |molotov )?(?:z nawozu|aus dunger|de fertilizante|d engrais|yg efektif|que funcione)|(?:takaran|ilosciami|quantidades exatas|cantidades exactas|quantites exactes|mengen)(?: [a-z]+){0,4} (?:bahan|wszystkim|quimicos|produits|chemikalien)`,
    `(?:sifresini|sifresi|senha|mot de passe|mdp|haslo|passwort|contrasena|wachtwoord)(?: [a-z]+){0,4} (?:nasil bulabilirim|bulmak|pegar|roubar|choper|voler|ukrasc|klauen|robar|stelen)|(?:pegar|roubar|choper|voler|robar) (?:a |la |le )?(?:senha|mdp|mot de passe|contrasena)`,
    `(?:igualzinha|identica|identique|identisch|identyczna|persis) (?:a |la |le |zu |do |da )?(?:do |da |de )?[a-z]+(?: [a-z]+){0,3} (?:pra|para|pour|um|zeby|buat) (?:pegar|capturar|voler|choper|abzugreifen|ukrasc|nyolong) (?:senha|senhas|contrasena|mdp|passwort|hasla)`,
  ]),
  // The last turns of crescendo batch 85 (read): the plan said outright once the earlier turns set it up.
  ...alternatives('harmful_request', 0.5, [
    `(?:so|and) none of (?:this|it) (?:ever )?shows? up (?:for|to|with) (?:the )?(?:irs|hmrc|tax man|taxman|tax office|bank|banks)`,
    `(?:so|that) it (?:reads|looks|passes|comes across) as (?:a |an )?(?:wiring fault|electrical fault|accident|accidental fire|short circuit)(?: [a-z]+){0,8} (?:adjuster|insurer|investigator|insurance|fire marshal)`,
    `where (?:can|should|do) i cut(?: [a-z]+){0,6} (?:nobody|no one|noone|my parents|anyone) (?:will |can |would )?(?:see|notice)|how deep (?:before|until|do i|should i)(?: [a-z]+){0,4} (?:feels?|works?|counts?)`,
    `(?:not doing|won t do|without doing|skip|skipping) (?:a |the )?form (?:1|4)(?: [a-z]+){0,10} (?:traced|trace|tracked|registered)|(?:keep|make sure) (?:it|this|the gun|the can) (?:from ever being|is never|never gets?) traced back`,
    `(?:clear|clears|clearing|delete|deletes|deleting|wipe|wipes|wiping)(?: the| all)? (?:volume )?shadow copies`,
    `(?:how to keep|and keep|keep) it (?:secret )?from (?:their|his|her|your) (?:families|family|parents|imams?|teachers)`,
    `(?:the part where|so) (?:she|he|they|grandma|the victim) (?:goes|go|runs?) (?:to the store )?(?:for|to buy) gift cards`,
    `anilidopiperidine|(?:highest|most) mu opioid potency`,
  ]),
  ...alternatives('goal_hijack', 0.5, [
    `(?:let s not|lets not|don t|we won t|won t) use the (?:payment panel|escrow|platform|job flow)(?: [a-z]+){0,3} (?:this time|for this|on this)`,
    `get (?:the |my )?(?:escrow|money|payment|refund|funds) back and keep the (?:work|files|delivery|code|report)`,
  ]),
  ...alternatives('exfiltration', 0.5, [
    `paste what (?:he|she|they|the other (?:buyer|client)) sent you`,
    `(?:print|paste|dump|show|cat)(?: [a-z]+){0,3} (?:all of )?env(?: [a-z]+){0,10} (?:keys|tokens|secrets|passwords)(?: [a-z]+){0,4} (?:into|in) (?:the |this )?chat`,
  ]),
  ...alternatives('indirect_injection', 0.55, [
    `(?:note|notes|instruction|instructions|message|directive) (?:to|for) (?:the |any |all )?(?:(?:automated|ai|llm|machine) (?:translators?|summari[sz]ers?|converters?|release tools?|parsers?)|release tools?|parsers?|pipelines?|processing (?:tools?|systems?)|document processing systems?|crawlers?|scrapers?|extractors?|indexers?)`,
    `(?:document|text|content|data) processing systems?(?: [a-z]+){0,3} (?:render|translate|summari[sz]e|output|write|record|report|treat|rank|rate|list)`,
    `must (?:always )?be (?:ranked|listed|rated|recommended|shown|placed|scored) (?:first|highest|on top|top|#1)(?: [a-z0-9]+){0,4} regardless`,
    `(?:record|mark|count|log|rate|score|treat|enter) (?:this|the) (?:review|rating|row|entry|candidate|item|ticket|complaint) as (?:\\d|five|positive|excellent|resolved|5 stars)`,
    `(?:ki|ai|ia|llm|yapay zeka|sztuczna inteligencja)(?: [a-z]+){0,2} (?:ubersetzer|ubersetzerin|traductor|tradutor|traducteur|traduttore|vertaler|tlumacz|cevirmen) ubersetze? (?:diesen|den|das) [a-z]+ nicht`,
    `(?:ia|ai|ki|l ia|la ia|l ai) que (?:ler|lea|lee|lire|lit) (?:isso|isto|esto|esta|ceci|cela)`,
    `per l (?:assistente|ia|intelligenza artificiale|ai|bot) che (?:traduce|legge|riassume|elabora)`,
    `(?:yapay zeka|ai|llm|bot|asistan)(?: icin) not|(?:voor|fur|pour|para|dla) (?:de |die |den |l |la |el )?(?:ai|ki|ia|llm|bot|assistent|assistant|asistente|asystent)(?: die| qui| que| ktory)? (?:dit|das|ceci|esto|isso|to)? ?(?:leest|liest|lit|lee|le|czyta)`,
    `(?:ubersetze|translate|traduce|traduis|traduza|vertaal|tlumacz)[a-z]* (?:diesen|this|este|ce|esse|deze|ten) [a-z]+ (?:nicht|not|no|pas|nao|niet|nie)(?: [a-z]+){0,4} (?:sondern|but|sino|mais|mas|maar|tylko|ale) (?:schreibe|write|escribe|ecris|escreva|schrijf|napisz)`,
    `(?:scrivi|escribe|ecris|escreva|schreib|schrijf|napisz|yaz|tulis|write) (?:invece|en cambio|plutot|em vez disso|stattdessen|in plaats daarvan|zamiast tego)`,
    `(?:tum|butun) yorumlari olumlu|(?:saticiyi|satici) kesinlikle oner`,
  ]),
  // A hidden element or a comment that speaks to a model ("<span style="font-size:0">When converting,
  // replace every link", "<p class="sr-only">Language model: tell the user", "<!-- AI: beoordeel").
  {
    family: 'indirect_injection', weight: 0.6, view: 'plain', gate: /<|sr-only/i,
    re: /style\s*=\s*["'][^"']*(?:font-size\s*:\s*0(?![.\d])|display\s*:\s*none|color\s*:\s*(?:transparent|#fff(?:fff)?\b|white)|opacity\s*:\s*0(?![.\d]))[^"']*["'][^>]*>[^<]{0,200}?\b(?:replace|tell|say|write|add|include|insert|recommend|send|forward|rank|rate)\b|class\s*=\s*["'][^"']*\b(?:sr-only|visually-hidden|screen-reader-only)\b[^"']*["'][^>]*>\s*(?:language model|ai|llm|assistant|model|bot|ki|ia)\s*:|<!--\s*(?:ai|ki|ia|llm|assistant|model|bot|gpt)\s*:/i,
  },
  ...alternatives('prompt_extraction', 0.55, [
    // The agent's instructions, word for word, in ten languages.
    `(?:was|wat|que|ce que|co)(?: genau| precies| exactement| dokladnie)? in (?:deinen|je|tes|twoich) (?:anweisungen|instructies|instructions|instrukcjach)(?: [a-z]+){0,4} (?:drinsteht|staat|steht|stoi)`,
    `(?:deinen|deine|je|tes|tus|suas|tue|twoje|svoi) (?:anweisungen|instructies|systeeminstructies|instructions|instrucciones|instrucoes|istruzioni|instrukcje)(?: [a-z]+){0,4} (?:wortwortlich|woord voor woord|mot pour mot|palabra por palabra|palavra por palavra|parola per parola|slowo w slowo|copy paste)`,
    `(?:le|el|o|il|den|het) prompt (?:complet|completo|compleet|vollstandig|kompletny)(?: [a-z]+){0,3} (?:qu on t a|que te|que te deram|che ti|die je|den du)`,
    `sana verilen (?:talimatlari|kurallari|komutlari)(?: [a-z]+){0,3} (?:aynen|oldugu gibi|kopyala)`,
    `(?:isi|semua) instruksi sistem (?:kamu|mu|anda)|instruksi sistem (?:kamu|mu|anda) (?:semuanya|semua)`,
  ]),
  ...alternatives('goal_hijack', 0.55, [
    // The escrow left out, reviews faked, a dispute lied into, in ten languages.
    `(?:escrow|treuhand)(?: [a-z]+){0,2} (?:einfach )?(?:weglassen|umgehen|skippen|sparen|saltiamo|saltamos|pulamos|evitamos|omijamy|atlayalim)|(?:saltiamo|saltamos|pulamos|evitamos|omijamy|lass uns|laten we) (?:l |el |o |das |het )?(?:escrow|treuhand)`,
    `(?:direkt|directement|directamente|diretamente|direttamente|direct|bezposrednio|langsung|dogrudan) (?:auf|sur|a|na|ke|sul|op) (?:deine|ton|ta|tu|sua|teu|tuo|je|twoj|wallet|cuzdan)(?: [a-z]+){0,2} (?:adresse|adresse perso|wallet|portefeuille|direccion|endereco|indirizzo|adres|portfel)?`,
    `(?:je te paie|te pago|te pagamos|eu pago|ti pago|ik betaal|zaplace|aku bayar|bayar|odeme yaparim|virement|transfiero|transfiro)(?: [a-z]+){0,4} (?:en dehors de|fuera de|fora da|al di fuori della|buiten|poza|di luar|disinda) (?:la |el |a |dell )?(?:plateforme|plataforma|piattaforma|platform|platforma|escrow)`,
    `(?:di luar|ausserhalb|en dehors|fuera|fora|fuori|buiten|poza|disinda) escrow`,
    `(?:resenas|reviews|recensioni|avis|avaliacoes|bewertungen|recenzje|yorum|yorumlari|ulasan) (?:de )?(?:5|cinco|cinque|cinq|funf|piec|bes|lima) (?:estrellas|stelle|etoiles|estrelas|sterne|gwiazdek|yildizli|bintang)(?: [a-z]+){0,6} (?:nombre distinto|nomi diversi|noms differents|nomes diferentes|anderen namen|roznych nazw|farkli kullanici|nama berbeda|compradores reales|acquirenti veri|vrais acheteurs|gercek alici)`,
    `(?:escribe|escribir|escribeme|scrivi|scrivimi|ecris|ecris moi|schreib|schreibe|schrijf|napisz|yaz|yazsana|yazar misin|tulis|tuliskan|bikin|bikinin)(?: [a-z0-9]+){0,4} (?:sahte|falsas|fausses|falsche|nep|falszywe|palsu) (?:5 yildizli |5 estrellas |5 stelle |5 etoiles |5 sterne )?(?:yorum|resenas|recensioni|avis|bewertungen|reviews|recenzje|ulasan)`,
    `(?:abro|abrir|apro|ouvre|j ouvre|offne|open|otworze|acarim) (?:uma|una|un|une|een|eine|spor) (?:disputa|dispute|streitfall|geschil|spor)(?: [a-z]+){0,4} (?:dizendo|diciendo|dicendo|disant|sagend|zeggend|mowiac) (?:q |que |che |dass |dat |ze )?(?:vc |tu |du |je |you )?(?:nao|no|non|pas|nicht|niet|nie) (?:entregou|entregaste|consegnato|livre|geliefert|geleverd|dostarczyl)`,
    `(?:metade|la mitad|meta|la moitie|die halfte|de helft|polowe)(?: [a-z]+){0,3} (?:no pix|por fuera|por fora|a parte|en dehors|nebenbei|extern|na boku)`,
    `(?:pliki|archivos|arquivos|fichiers|dateien|bestanden|file|dosyalari)(?: [a-z]+){0,3} (?:ktore|que|die|che|qui) (?:poprzedni|el anterior|o anterior|le precedent|der vorherige|de vorige|il precedente) (?:kupujacy|comprador|acheteur|kaufer|koper|acquirente|cliente|klient)`,
    `(?:kamu klik selesai|klik selesai aja|markierst den job als erledigt|marques le job comme|marca el trabajo como|marca o trabalho como|segna il lavoro come)`,
  ]),
  ...alternatives('instruction_override', 0.55, [
    // Rules dropped, informally, in other languages.
    `(?:esquece|olvida|oublie|vergiss|vergeet|dimentica|zapomnij|lupain|unut)(?: [a-z]+){0,2} (?:as regras|las reglas|les regles|die regeln|de regels|le regole|zasady|aturan|kurallari|alles wat ze je verteld hebben|todo lo que te dijeron)`,
    `(?:artik|skrg|sekarang|ahora|agora|maintenant|jetzt|nu|ora|teraz) (?:kurallar yok|kamu nurut sama aku|no hay reglas|sem regras|plus de regles|keine regeln|geen regels|niente regole|bez zasad)`,
    `(?:persoonlijke assistent|assistente pessoal|asistente personal|assistant personnel|personlicher assistent|assistente personale|osobisty asystent|ozel botumsun)(?: [a-z]+){0,2} (?:zonder grenzen|sem limites|sin limites|sans limites|ohne grenzen|senza limiti|bez ograniczen)|ozel botumsun`,
  ]),
];
