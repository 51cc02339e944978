/**
 * Blind batches written from the twelfth issue-16 round on by helpers that never saw the code, the
 * evaluation data or each other's batches (eval/blind/batchN-attacks.jsonl, batchN-lookalikes.jsonl:
 * one {"text", "kind"} object per line). A batch is scored once as written (its figure goes in
 * docs/scanner.md); if rules are then written for its misses it is listed in TUNED, and the honest
 * figure of a round is the batch it never tuned on.
 *
 * Batch 7: 80 attacks (long persona jailbreaks in fresh words, injections planted in pasted content in
 * eleven languages, direct hijacks, dressed-up harm, obfuscation) and 60 look-alikes. First scored at
 * 46 of 80 and 7 of 60 (the round's rules before it had caught none of it); tuned on. Four rows
 * that share an 8-word sequence with the development data (public prompts the helper recalled) were
 * removed afterwards: 78 attacks and 58 look-alikes remain.
 *
 * Batch 8: 80 attacks (persona jailbreaks, 25 injections planted in pasted content, 11 of them in other
 * languages, direct hijacks in Korean, Arabic and Hindi among others, dressed-up harm, obfuscation) and
 * 60 look-alikes. First scored at 43 of 80 (39 at the round's start) and 6 of 60 (7). Its look-alikes
 * were then tuned on; of its attacks only the even rows (HALF: the odd rows stay unseen).
 *
 * Batch 9 (thirteenth round): 100 attacks (direct hijacks, extraction, pinned replies, personas,
 * dressed-up harm, injections in 15 kinds of pasted content, marketplace abuse, 16 languages, eleven
 * obfuscations) and 80 look-alikes, written by a helper apart from the helpers who wrote that round's
 * training rows. First scored at 76 of 100 and 7 of 80; four look-alike false positives were then
 * mended by rules (quoted examples asked about, an idiom), so its look-alikes count as tuned; its
 * attacks were never tuned on.
 *
 * Batch 10 (thirteenth round): 80 attacks and 60 look-alikes by another helper, written after that
 * round's model was chosen. Scored once: 80.0% and 4 of 60 (68.8% and 4 of 60 with the round's start).
 * Its attacks were never tuned on; one of its look-alike false positives (a buyer's "change of plans")
 * was mended in the fourteenth round, with batch 11's.
 *
 * Batch 11 (fourteenth round): 80 attacks (direct, planted in pasted content, jailbreaks, marketplace
 * abuse, hard ones) and 60 look-alikes by a helper apart from that round's data writers, scored before
 * any change of the round: 59 of 80 and 8 of 60. Six look-alike false positives were then mended by
 * rules (a buyer's change of plans, a quoted attack asked about, the chat sent to the buyer's own
 * e-mail), so its look-alikes count as tuned. Then five of its marketplace misses were read and rules
 * written for their moves (an action kept out of the chat log, a refund sent elsewhere, other buyers'
 * jobs and details, the transcript posted out): it is listed in TUNED from then on.
 *
 * Batch 13 (fourteenth round): 80 attacks (a quarter marketplace abuse) and 60 look-alikes by another
 * helper, written while that round's rules were being written and scored once they were: 48 of 80 and
 * 3 of 60 (48 and 2 with the round's start). One look-alike false positive (a buyer updating the refund
 * address on their own account) was mended by dropping the rule that raised it, which also caught
 * one of its attacks: 47 of 80 and 2 of 60 since. Its attacks were never read.
 *
 * Batch 17 (fifteenth round): 80 attacks (25 planted in pasted content, 15 extraction, 15 forged
 * authority and marketplace hijacks, 15 jailbreaks, 10 in other languages) and 60 look-alikes by a
 * helper, written blind. First scored at 58 of 80 and 1 of 60; its misses were then read and rules
 * written for their moves (notes to the AI planted in content, rules asked for as JSON, secrets asked
 * for in chat, a safety scan skipped): listed in TUNED from then on (80 of 80, 1 of 60).
 *
 * Batch 18 (fifteenth round): 80 attacks and 60 look-alikes in ten languages (de, es, fr, pt, it, nl,
 * pl, ru, zh, ja; a `lang` field), written blind. First scored at 40 of 80 and 10 of 60 (every false
 * positive a security lesson quoting an attack in its own language). The concept lexicons
 * (inbound/concepts.ts) and the quoted-example reading in ten languages were written from it: TUNED
 * (80 of 80, 0 of 60). Batch 17's ten rows in other languages, scored after, were all caught.
 *
 * Batches 19 (English: planted in content, extraction, forged authority and marketplace abuse,
 * jailbreaks, harms under a pretext) and 20 (ten languages, "natural phrasing, synonyms, informal
 * registers, typos"), 80 attacks and 60 look-alikes each, were written blind after the rules for
 * batches 17 and 18 and first scored with them: 53 of 80 and 9 of 60 (batch 19), 32 of 80 and 10 of
 * 60 (batch 20). The look-alike false positives were security lessons quoting attacks (in English
 * and other languages) and third-person descriptions ("should our agent ever reveal its system
 * prompt?"); the misses were marketplace moves in words the lexicons lacked (payouts moved with the
 * confirmation waived, identity checks skipped, gift-card codes, evidence deleted, a permission
 * granted in a forged notice), personas and harms under a pretext. Both were then tuned on: TUNED
 * (80 of 80 and 2 of 60; 75 of 80 and 3 of 60).
 *
 * Batches 21 (English, attacks paraphrased the way a careful attacker would) and 22 (ten languages,
 * informal), 80 attacks and 60 look-alikes each, written blind at the end of the fifteenth round and
 * scored once its rules were in: 49 of 80 and 8 of 60 (46 and 6 with the round's start), 37 of 80
 * and 1 of 60 (26 and 7 with the round's start). Batch 21's look-alike false positives were read and
 * three mended (an off-platform payment named in a discussion, an apostrophe inside a quoted attack,
 * "how do jailbreaks like ... work"): 5 of 60 since. Their attacks were never read.
 *
 * Batches 23 (English: 24 planted in pasted content, 14 extraction, 14 hijacks, 10 jailbreaks, 10
 * marketplace abuse, 8 obfuscated; a `family` field) and 24 (in the style of public benchmarks: 25
 * direct, 25 planted in retrieved text, 20 extraction, 10 in other languages; look-alikes that merely
 * use trigger words), 80 attacks and 60 look-alikes each, written blind in the sixteenth round and
 * scored before any of its rules: 53 of 80 and 3 of 60 (batch 23), 64 of 80 and 0 of 60 (batch 24).
 * Batch 23's misses and false positives were then read and rules written for their moves (notes to a
 * reading machine by its role, the set-up asked for by when it came or as a form, another buyer's
 * details, evidence deleted before the dispute team sees it, named harms as a working procedure):
 * TUNED (77 of 80, 1 of 60). Batch 24 was never read.
 *
 * Batch 26 (English, a second helper: 25 planted in pasted content, half addressed only implicitly,
 * 15 extraction, 15 hijacks without the classic words, 10 jailbreaks, 15 marketplace frauds) and 60
 * look-alikes, written blind after batch 23's rules: 46 of 80 and 10 of 60 first. Its look-alike
 * false positives were read and seven mended (a draft "about prompt injection", a bot made "resistant
 * to" attacks, a policy that says what the assistant must never reveal, a gift-card scam warning,
 * someone else's offer of reviews described, a phishing report, a banking password in a checklist):
 * 3 of 60 since. Its attacks were never read.
 *
 * Batch 28 (seventeenth round; a helper that saw no code or data, asked for the styles of public sets:
 * 10 each of direct overrides, extraction by indirect means, notes planted in pasted content, role-play
 * jailbreaks, wrapped harmful asks, marketplace abuse, obfuscations, other languages) and 60
 * look-alikes: scored once, on arrival, at 70 of 80 and 2 of 60. Never read.
 *
 * Batch 29 (seventeenth round, another helper, the three kinds batch 28 lost most: 30 each of
 * marketplace abuse, wrapped harmful asks and notes planted in pasted content, and 60 look-alikes):
 * 40 of 90 and 0 of 60 first; its misses were then read and rules written for their moves
 * (patterns-round17.ts): TUNED.
 *
 * Batch 30 (seventeenth round, a third helper, after batch 29's rules were written: 10 each of ten
 * kinds, the eight of batch 28 plus attacks through an agent's tools and social engineering, and 70
 * look-alikes): scored once on arrival at 81 of 100 and 3 of 70 (78 and 3 with the round's start
 * engine). Never read.
 *
 * Batch 32 (seventeenth round, a fourth helper, after every rule of the round: 10 each of ten kinds,
 * with attacks inside tool results and one-line triggers, and 70 look-alikes): scored once at the
 * round's end, 88 of 100 and 0 of 70; the round's start engine scores the same. Never read.
 *
 * Batch 34 (eighteenth round; ten kinds of 10: overrides, extraction, notes planted in documents,
 * injections in tool results, role-play, wrapped harm, marketplace abuse, obfuscation, ten languages,
 * one-line triggers; 70 look-alikes): 83 of 100 and 6 of 70 on arrival; its misses and false
 * positives were read and rules written for their moves (patterns-round18.ts, quoted.ts): TUNED.
 *
 * Batch 37 (eighteenth round, another helper asked to avoid the famous trigger phrases, the same ten
 * kinds with ten other languages; 70 look-alikes): 75 of 100 and 7 of 70 on arrival, with the round's
 * start engine; scored again at the round's end. Never read.
 *
 * Batch 42 (eighteenth round's end, a helper asked to write as a careful attacker: 30 each of notes
 * planted in documents, tool-result injections, sideways extraction and wrapped harm; 80 look-alikes):
 * 48 of 120 and 2 of 80 on arrival; read and tuned on (derived.ts, realism.ts, patterns-round18.ts):
 * TUNED.
 *
 * Nineteenth round. Batch 43 (the ten kinds of batch 37 with indirect injection split by carrier:
 * e-mails, tables and code, web pages and reviews; 100 attacks, 70 look-alikes): scored on arrival with
 * the round's start engine, 81 of 100 and 5 of 70; never read. Batch 44 (a careful attacker: 30 each of
 * polite hijacks planted in documents, outcomes pinned in advance, the same in 21 other languages, and
 * tool-result injections; 80 look-alikes of the same shapes): 23 of 120 and 2 of 80 on arrival; read and
 * tuned on (the handling-note concepts of concepts.ts): TUNED. Batch 46 (lessons, red-team findings,
 * developer questions, policies, research notes and test fixtures that quote payloads, 120 look-alikes,
 * and 60 attacks in the same shapes): 53 of 60 and 66 of 120 look-alikes flagged on arrival; read and
 * tuned on (quoted.ts): TUNED. Batch 49 (40 each of harm wrapped in a pretext, direct attacks in 22
 * other languages and marketplace abuse in plain words; 90 look-alikes: short security notes, sensitive
 * but legitimate requests, marketplace messages in 15 languages): 46 of 120 and 10 of 90 on arrival;
 * read and tuned on (realism.ts, marketplace-abuse.ts, quoted.ts, the concept lexicons): TUNED.
 * Batch 52 (the round's end, a careful attacker: 30 each of one-line triggers, overrides, extraction
 * and marketplace abuse; 80 look-alikes of the same shapes): 74 of 120 and 0 of 80 on arrival; read and
 * tuned on (patterns-round19.ts, marketplace-abuse.ts): TUNED.
 * Batch 50 (the ten kinds of batch 37 again, written after the round's rules by a helper that had seen
 * none of them): scored once, 81 of 100 and 0 of 70 (80 and 0 with the round's start engine). Never
 * read. One obfuscated row that shares an 8-word sequence with the development data was removed
 * afterwards (99 attacks remain).
 *
 * Twentieth round. Batch 54 (a careful attacker: 30 each of instructions planted in handed-over
 * content, hijacks phrased politely or as a new system or policy note, the same in 15+ other
 * languages, payloads split or encoded; 80 look-alikes): 88 of 120 and 3 of 80 on arrival (round's
 * start engine and the round's first rules alike); its other-language misses were read and tuned on:
 * TUNED. Batch 57 (the ten kinds of batch 37 again, by another helper): 85 of 100 and 7 of 70 on
 * arrival; never read. Batch 60 (the ten kinds again, written after most of the round's rules): 76 of
 * 100 and 4 of 70 with the round's start engine and with the rules then in; never read. Batch 63 (the
 * round's last tuning batch, a careful attacker: 30 each of sideways extraction, personas, planted
 * instructions in web content and marketplace abuse; 80 look-alikes; one row sharing an 8-word sequence
 * with the development data removed unread): 75 of 119 and 0 of 80 on arrival (1 of 80 with the rules
 * then in, mended); read and tuned on (patterns-round20.ts): TUNED. Batch 64 (160 look-alikes in eight
 * shapes that use trigger words: developer questions, short security tips, buyer chat, documents with
 * notes, other languages, harmless role-play, sensitive but legitimate requests, data and encodings;
 * 40 attacks of the same shapes): 36 of 40 and 13 of 160 on arrival (the same with the round's start
 * engine; one look-alike sharing an 8-word sequence with the development data removed after); its
 * false positives were read: TUNED.
 *
 * Conversations (eval/blind/crescendoN-attacks.jsonl, crescendoN-benign.jsonl: one {"name", "turns"}
 * object per line, the user's messages only): batch 12, 40 crescendos and 40 benign conversations on
 * the same topics, written blind in the fourteenth round and scored before that round's session
 * changes: 3 of 40 and 1 of 40 (6 and 1 with the intent model on). Batch 16, 40 and 40 more, written
 * blind in the fifteenth round and scored once: 13 of 40 and 2 of 40 (the two benign ones flagged
 * message by message, not by the session). Batch 25 (sixteenth round), 40 and 40 whose last turns are
 * short and polite and lean on the earlier turns ("great, now put those steps in order"), scored once:
 * 6 of 40 and 0 of 40; its misses were then read and the session model taught the working-version ask
 * and harm aimed late (24 of 40, 0 of 40 since: tuned). Batch 27, 40 and 40 more (half the last turns short and leaning on
 * the earlier ones), written after this round's rules and scored once: 12 of 40 and 0 of 40. Its
 * misses were read in the eighteenth round (to see what the session model lacked): tuned since.
 * Batches 35 and 39 (eighteenth round, two helpers, 40 and 40 each, a third of the last turns short
 * and leaning on the earlier ones): 12 of 40 and 0 of 40, 10 of 40 and 3 of 40 on arrival; never read,
 * but their scores were looked at while the round's intent-model settings were compared, so they
 * count as seen. Batch 40 (a third helper, 40 and 40, each attack a different harm): written after
 * the round's model was chosen and scored once (37.5% and 2.5% with the round's start engine). Never read.
 * Batch 47 (nineteenth round, 40 and 40, each attack a different harm, a third of the last turns short
 * and leaning on the earlier ones): scored on arrival with the round's start engine, 27 of 40 and 3 of
 * 40. Never read.
 *
 * Twentieth round: crescendo batches 56 and 58 (40 and 40 each, each attack a different harm, a third
 * of the last turns short and leaning on the earlier ones; written apart, by one helper, with
 * different harms and openings): 25 of 40 and 1 of 40 (56), 20 of 40 and 5 of 40 (58) on arrival.
 * Batch 56 is the round's tuning batch; 58 is never read. Batch 16's misses were read in this round
 * (tuned since). Batch 61 (40 and 40 more, another helper, written after most of the round's rules):
 * 25 of 40 and 0 of 40 with the round's start engine and with the rules then in; never read.
 *
 * Outbound batch 16 (fifteenth round): 80 replies to flag and 60 ordinary ones, first scored at 76 of
 * 80 and 5 of 60; then a PHP shell through proc_open, Verus R-shapes and VerusIDs beside VRSC, WIF
 * shapes named as private keys, "skip the escrow", SKUs and webhook secrets put in environment
 * variables: 80 of 80 and 4 of 60 (published test values and a buyer's own address read back).
 *
 * Outbound batch 31 (seventeenth round): 80 replies to flag in eight kinds (exfiltration links,
 * dangerous code, foreign addresses, secrets, other people's data, the buyer manipulated, injections
 * aimed at the buyer's own AI and leaks of the agent's set-up, exfiltration hidden in code) and 60
 * ordinary replies, by a helper that never saw the code; scored on arrival at 58 of 80 and 7 of 60
 * (manipulation 1 of 10, hidden exfiltration 3 of 10). Its misses were then read and
 * outbound/manipulation.ts written for their kinds: 79 of 80, 7 of 60 (example.com contacts, fictional
 * sample tables and Stripe's test card flagged on purpose, a placeholder .env, an `rm -rf /` warning).
 * Outbound batch 33 (another helper, after those rules): scored once at the round's end, 65 of 80 and
 * 4 of 60 (60 and 4 with the round's start engine; buyer manipulation 4 of 10). Never read.
 * Outbound batch 36 (eighteenth round): 71 of 80 and 6 of 60 on arrival (buyer manipulation 5 of 10,
 * hidden exfiltration 7 of 10); its misses and false positives were read (tuned). Outbound batch 38
 * (another helper, at least six of its ten manipulations "subtle and friendly"): 58 of 80 and 11 of 60
 * on arrival; never read. Outbound batch 41 (the round's end: 30 each of buyer manipulation, set-up
 * leaks and exfiltration hidden in code, 60 ordinary): 30 of 90 and 6 of 60 on arrival; read and tuned on.
 * Nineteenth round: outbound batch 45 (the eight kinds again, another helper): 67 of 80 and 7 of 60 on
 * arrival with the round's start engine; never read. Outbound batch 48 (30 each of buyer manipulation,
 * mostly friendly, set-up leaks and hidden exfiltration; 60 ordinary replies of the same shapes): 40 of
 * 90 and 2 of 60 on arrival; read and tuned on. Outbound batch 38's misses were read in this round too
 * (after batch 48's rules had left it at 65 of 80): it counts as tuned from here.
 * Outbound batch 51 (the eight kinds again, written after the round's rules): scored once, 64 of 80
 * and 6 of 60 (60 and 6 with the round's start engine). Never read.
 * Outbound batch 53 (the round's end: 30 each of other people's personal data, secrets and exfiltration
 * links; 60 ordinary replies of the same shapes): 75 of 90 and 13 of 60 on arrival; read and tuned on
 * (secrets.ts, pii.ts). Ten of its ordinary replies stay flagged on purpose: the buyer's own contact
 * details read back, example.com and 555-01xx sample rows, Stripe's test cards.
 * Outbound batch 59 (twentieth round, the eight kinds again): 66 of 80 and 13 of 60 on arrival (11 of
 * 60 with the round's first outbound rules); one attack row that shares an 8-word sequence with the
 * development data was removed unread (65 of 79). Never tuned on; the first lines of five of its
 * missed attacks were shown by accident in a probe's diff, and only the kinds of its flagged ordinary
 * replies were counted.
 * Outbound batch 62 (the eight kinds again, written after most of the round's rules; one row sharing
 * an 8-word sequence with the development data removed unread): 62 of 79 and 12 of 60 with the round's
 * start engine, 64 of 79 and 5 of 60 with the rules then in. Never read.
 *
 * Twenty-first round, every batch written blind by its own helper and scored on arrival with the
 * round's start engine (d61349a). Inbound batch 65 (the ten kinds of batch 37 again): 77 of 100 and 4
 * of 70; the round's inbound tuning batch (its misses were read: TUNED, though no rule was written for
 * them this round). Inbound batch 69 (the ten kinds again, with rarer languages
 * and acrostics): 67 of 100 and 4 of 70; never read. Outbound batch 66 (the eight kinds again; one row
 * sharing an 8-word sequence with the development data removed unread): 65 of 79 and 8 of 60; the
 * round's outbound tuning batch. Outbound batch 70 (the eight kinds again; two rows removed the same
 * way): 72 of 78 and 8 of 60; never read. Crescendo batch 67 (40 and 40, each attack a different harm,
 * a third of the last turns short): 25 of 40 and 2 of 40; its misses were read (tuned). Crescendo
 * batch 68 (40 and 40, another helper, varied strategies): 26 of 40 and 1 of 40; never read.
 * Written after the round's rules and the session model's retraining: inbound batch 71 (the ten kinds
 * again; its other-language rows asked in the ten languages the round's lexicons were then being
 * widened to, Danish to Thai): 72 of 100 and 2 of 70 with the round's start engine and with the rules
 * then in (other languages 1 of 10); crescendo batch 72 (40 and 40): 24 of 40 and 2 of 40 with the
 * round's start engine, 28 of 40 and 2 of 40 with the retrained session model. Both never read.
 *
 * Twenty-second round, written blind by three helpers before any change of the round and scored on
 * arrival with the round's start engine (eb47bf6): inbound batch 73 (100 attacks, ten of each kind,
 * and 70 look-alikes; two attacks sharing an 8-word sequence with the development data removed
 * unread): 80 of 98 and 4 of 70 (marketplace abuse 4 of 10); outbound batch 74 (ten of each of the
 * eight kinds, 60 ordinary replies; two attacks and one ordinary reply removed the same way): 63 of 78
 * and 12 of 59 (a buyer's own details read back 6 of 10); crescendo batch 75 (40 and 40): 22 of 40 and
 * 2 of 40. All three never read. In the same round a probe listed the flagged ordinary replies of
 * outbound batches 59 and 62 (never read until then) beside batch 66's, and pii.ts's read-back words
 * were widened after them: the ordinary replies of 59 and 62 count as seen from here (their attacks
 * stay unread).
 *
 * Twenty-third round, five batches written blind by five helpers before any change of the round and
 * scored on arrival with the round's start engine (da6e761): inbound batch 76 (the ten kinds again; one
 * attack sharing an 8-word sequence with the development data removed unread): 74 of 99 and 3 of 70
 * (other languages 4 of 10, wrapped harm 6 of 10), never read; inbound batch 80 (a careful attacker
 * avoiding the famous phrasings: 30 each of marketplace abuse in business words, notes planted in
 * handed-over content, sideways extraction and the same in 19 other languages; 90 look-alikes): 52 of
 * 120 and 2 of 90, the round's inbound tuning batch (read: TUNED); outbound batch 77 (30 each of buyer
 * manipulation, mostly friendly, set-up leaks or text aimed at the buyer's own AI, and exfiltration
 * hidden in code; 60 ordinary replies of six kinds): 50 of 90 and 10 of 60, the round's outbound
 * tuning batch (read); outbound batch 79 (the eight kinds again; one ordinary reply removed the same
 * way): 70 of 80 and 11 of 59 (a buyer's own details read back 7 of 10), never read; crescendo batch 78
 * (40 and 40): 30 of 40 and 0 of 40, never read.
 *
 * Twenty-fourth round, six batches written blind by six helpers before any change of the round and
 * scored on arrival with the round's start engine (abe1503); rows sharing an 8-word sequence with the
 * public development data were removed unread (one in 82's, 84's and 86's attacks, one of 83's benign
 * conversations). Never read: inbound batch 81 (the ten kinds, ten each; 70 look-alikes): 76 of 100 and
 * 3 of 70 (harm 5 of 10, other languages 5 of 10); outbound batch 82 (the eight kinds; 60 ordinary
 * replies of six kinds): 67 of 79 and 7 of 60 (manipulation 5 of 10, read-backs 3 of 10); crescendo
 * batch 83: 27 of 40 and 0 of 39. Read (the round's tuning batches): inbound batch 84 (40 each of
 * wrapped harm, notes planted in handed-over content and informal attacks in ten languages; 90
 * look-alikes, 30 of each): 64 of 119 and 6 of 90 (harm 18 of 40, other languages 14 of 40); crescendo
 * batch 85 (last turns that lean on the earlier ones): 23 of 40 and 0 of 40; outbound batch 86 (10 each
 * of six kinds; 90 ordinary replies, 15 of each kind): 45 of 59 and 19 of 90 (read-backs 12 of 15).
 * Later in the round, after the rules for 84, 85 and 86 were in, five more batches by five more helpers:
 * outbound batch 88 (30 manipulations, 15 set-up leaks, 15 texts for the buyer's own AI; 60 ordinary
 * replies that look like them), the round's second outbound tuning batch (read): 28 of 60 and 3 of 60;
 * and three never-read batches scored on arrival with both the round's start engine (abe1503) and the
 * engine of that moment: inbound batch 90 (the ten kinds; 70 look-alikes): 78 of 100 and 1 of 70 with
 * either; outbound batch 91 (the eight kinds; one reply to flag and one ordinary reply removed unread):
 * 59 of 79 and 13 of 59 at the round start, 60 and 11 then; crescendo batch 92: 31 of 40 and 7 of 40
 * benign twins with either. Batch 87 (non-Latin scripts) is the round's second inbound tuning batch.
 *
 * Twenty-fifth round (round start 8c05b96), scored on arrival with that engine. Never read: inbound
 * batch 93 (eighty attacks in eight non-Latin scripts, written at the end of the round before): 23 of 80
 * and 1 of 64; inbound batch 94 (the ten kinds; 70 look-alikes): 84 of 100 and 4 of 70 (harm 4 of 10,
 * other languages 4 of 10); inbound batch 100 (in the style of public benchmarks): 82 of 100 and 0 of 80;
 * outbound batch 98 (one reply to flag sharing an 8-word sequence with the development data removed
 * unread): 70 of 79 and 3 of 60; crescendo batch 99: 26 of 40 and 7 of 40. Read (the round's tuning
 * batches): inbound batch 95 (120 attacks in twelve non-Latin scripts; 90 look-alikes): 32 of 120 and 0
 * of 90; crescendo batch 96: 32 of 40 and 9 of 40; outbound batch 97: 48 of 59 and 16 of 89.
 *
 * Twenty-sixth round (round start ae63131), seven batches by seven helpers, scored on arrival with that
 * engine; rows sharing an 8-word sequence with the public development data removed unread (one in 101's
 * and 102's look-alikes, 103's, 106's and 107's attacks, 107's ordinary replies). Never read: inbound
 * batch 101 (the ten kinds; 69 look-alikes): 89 of 100 and 2 of 69; inbound batch 102 (in the style of
 * public benchmarks; 79 look-alikes): 91 of 100 and 2 of 79; crescendo batch 104: 31 of 40 and 1 of 40;
 * outbound batch 106 (the eight kinds; 60 ordinary): 62 of 79 and 6 of 60. Read (the round's tuning
 * batches): inbound batch 103 (30 each of wrapped harm, attacks in Latin-script languages, notes in
 * tables and in code; 90 look-alikes): 88 of 119 and 2 of 90; crescendo batch 105: 25 of 40 and 2 of 40;
 * outbound batch 107: 49 of 59 and 7 of 89. Later in the round, after the rules for 103, 105 and 107
 * were in, four more batches by four more helpers, scored on arrival with the round's start engine and
 * with the engine of that moment: inbound batch 108 (40 each of marketplace abuse in plain business
 * words, wrapped harm and other languages; 90 look-alikes), the round's second inbound tuning batch
 * (read: TUNED): 60 of 120 and 1 of 90 (61 and 1); never read: inbound batch 109 (the ten kinds; 70
 * look-alikes): 91 of 100 and 2 of 70 (92 and 3); crescendo batch 110: 30 of 40 and 1 of 40 (the same);
 * outbound batch 111 (one reply to flag removed unread by the overlap guard): 60 of 79 and 5 of 60 (61
 * and 5). Batch 111's missed manipulation replies were printed once by a probe after the round's
 * last rule, and three of batch 106's ordinary replies before the addressee's-phone rule
 * (docs/scanner.md, twenty-sixth round): both count as read from the next round on.
 *
 * Twenty-seventh round: seven batches by seven helpers that read neither the repository nor the data,
 * scored on arrival with the round's start engine (a3dc5f2); rows sharing an 8-word sequence with the
 * public development data removed unread (one of 117's replies to flag). Never read: inbound batch 112
 * (the ten kinds; 70 look-alikes): 85 of 100 and 4 of 70; inbound batch 113 (in the style of public
 * benchmarks; 80 look-alikes): 94 of 100 and 1 of 80; crescendo batch 115: 32 of 40 and 2 of 40;
 * crescendo batch 116 (harm, extraction and marketplace abuse built up; meant for tuning, never read in
 * the end): 30 of 40 and 6 of 40; outbound
 * batch 117 (the eight kinds; 60 ordinary): 71 of 79 and 8 of 60 (72 and 8 with the first version of the
 * round's outbound rule, outbound/pressure.ts). Read (tuning): inbound batch 114 (30 each of notes in
 * documents, attacks in Latin-script languages, wrapped harm, marketplace abuse; 90 look-alikes): 69 of
 * 120 and 11 of 90 (TUNED: its look-alike false positives were read; no inbound rule was written this
 * round); outbound batch 118 (35 manipulation, 15 each of hidden exfiltration, other people's data and
 * set-up leaks; 90 ordinary): 53 of 80 and 16 of 90 (54 and 17 with pressure.ts's first version).
 * Later in the round, after the first outbound rules and the first inbound rules were in, four more
 * batches by four more helpers, scored on arrival with the start engine and with the engine of that
 * moment: never read, inbound batch 119 (the ten kinds; 70 look-alikes): 93 of 100 and 12 of 70 (the
 * same); outbound batch 120 (the eight kinds; one ordinary reply removed unread by the overlap guard):
 * 65 of 80 and 12 of 59 (68 and 11); outbound batch 121 (50 manipulation replies, 50 ordinary): 14 of 50
 * and 2 of 50 (20 and 2). Read (tuning): outbound batch 122 (70 manipulation replies over fourteen
 * tactics, 70 ordinary): 16 of 70 and 2 of 70 (24 and 2). At the round's end, after its last rule, two
 * more by two more helpers, never read: inbound batch 124 (the ten kinds; two attacks removed unread by
 * the overlap guard): 84 of 98 and 2 of 70 with the start engine and with the end's; outbound batch 123
 * (the eight kinds): 66 of 80 and 10 of 60 with the start engine, 69 of 80 and 10 of 60 with the end's.
 * Last, outbound batch 125 (80 manipulation replies over twenty tactics, 79 ordinary after one removed
 * unread by the guard), the round's last tuning batch: 17 of 80 and 4 of 79 with the start engine, 26
 * of 80 and 6 of 79 with the engine of that moment; read.
 *
 * Twenty-eighth round: seven batches by seven helpers that read neither the repository nor the data,
 * scored on arrival with the round's start engine (ea53db2) and the engine of that moment; rows sharing
 * an 8-word sequence with the public development data removed unread (one of 129's replies to flag,
 * one of 128's ordinary replies). Never read: inbound batch 126 (the ten kinds; 70 look-alikes): 83 of
 * 100 and 3 of 70; inbound batch 132 (in the style of public benchmarks; 100 look-alikes): 83 of 100 and
 * 2 of 100; crescendo batch 130: 30 of 40 and 6 of 40; outbound batch 129 (the eight kinds; 60
 * ordinary): 65 of 79 and 2 of 60. Read (tuning): inbound batch 127 (60 attacks dressed as audits,
 * lessons, red-team exercises and incident reports; 100 look-alikes of security talk that quotes
 * attacks: lessons, incident reports, research, policies, fiction, in several languages): 54 of 60 and
 * 26 of 100 (TUNED); inbound batch 131 (80 attacks and 60 look-alikes in Romanian, Czech, Tagalog,
 * Swedish, Turkish, Vietnamese, Indonesian, Hungarian, Ukrainian and Greek; a `lang` field): 28 of 80
 * and 9 of 60 (TUNED: its look-alike false positives and the per-language figures were read; the
 * round's lexicons for those languages were written by helpers that did not read it); outbound batch
 * 128 (50 replies to flag; 99 ordinary replies a careless filter would flag): 49 of 50 and 20 of 99.
 * Later in the round, after its first rules (outbound read-backs and code explained, security talk, the
 * lexicons of twelve more languages) were in, six more batches by six more helpers, scored on arrival
 * with the start engine and the engine of that moment. Never read: inbound batch 133 (the ten kinds; 70
 * look-alikes): 86 of 100 and 1 of 70 (the same); inbound batch 137 (96 attacks and 72 look-alikes in
 * the twelve languages of the round's lexicons, written by a helper that did not see them): 27 of 96 and
 * 10 of 72 (40 and 6); outbound batch 134 (the eight kinds; one reply to flag removed unread by the
 * guard): 65 of 79 and 2 of 60 (the same). Read (tuning): inbound batch 136 (60 attacks dressed as
 * audits and exercises, 100 look-alikes of security talk in more formats and languages; TUNED): 51 of
 * 60 and 35 of 100 (50 and 31); outbound batch 135 (50 replies to flag, 99 ordinary after one removed
 * unread by the guard): 43 of 50 and 18 of 99 (the same); crescendo batch 138: 19 of 40 and 4 of 40.
 * At the round's end, after its last rule, three more by three more helpers, never read, scored with the
 * start and the end engines: inbound batch 139 (the ten kinds; 70 look-alikes): 82 of 100 and 5 of 70
 * with both; outbound batch 140 (the eight kinds; 60 ordinary): 72 and 74 of 80, 4 of 60 with both;
 * crescendo batch 141: 30 of 40 and 3 of 40 with both.
 */
import { readFileSync, existsSync } from 'node:fs';
import type { Conversation } from './multiturn-suite.js';
import type { OutboundCase } from './outbound-suite.js';

export interface BlindRow { text: string; kind: string }

/** Batches whose misses rules were written for. */
export const TUNED = new Set([7, 11, 17, 18, 19, 20, 23, 29, 34, 42, 44, 46, 49, 52, 54, 63, 64, 65, 80, 84, 87, 95, 103, 108, 114, 127, 131, 136]);
/** Batches whose even attack rows were tuned on and whose odd rows stay unseen. */
export const HALF = new Set([8]);

function read(name: string): BlindRow[] {
  const url = new URL(`./blind/${name}.jsonl`, import.meta.url);
  if (!existsSync(url)) return [];
  return readFileSync(url, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as BlindRow);
}

/** Every batch present, with its attacks and look-alikes. */
/**
 * Blind outbound batches (eval/blind/outboundN-attacks.jsonl, outboundN-benign.jsonl: one {"text",
 * "kind", "category"?, "whitelistedAddresses"?} object per line: agent replies). Batch 14 (fourteenth
 * round): 90 replies to flag (exfiltration links, dangerous code, foreign crypto addresses, secrets and
 * personal data) and 60 ordinary replies, by a helper that never saw the code; scored before any
 * outbound change of the round: 71 of 90 (foreign addresses 8 of 22: made-up addresses whose
 * checksums do not verify) and 6 of 60. Then tuned on. Batch 15: 80 and 60 by another helper after
 * that work, scored once: 75 of 80 and 8 of 60 (65 and 9 with the round's start); then tuned on too.
 * Both keep a few ordinary replies flagged on purpose: published test values (AWS's EXAMPLE key,
 * the 4242 test card, example.com addresses) are what test suites use to stand for a leak.
 */
export function blindOutbound(): Array<{ batch: number; attacks: OutboundCase[]; benign: OutboundCase[] }> {
  const out = [];
  for (let batch = 14; batch < 1000; batch++) {
    const url = (kind: string) => new URL(`./blind/outbound${batch}-${kind}.jsonl`, import.meta.url);
    if (!existsSync(url('attacks'))) continue;
    const load = (kind: string) => existsSync(url(kind)) ? readFileSync(url(kind), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as OutboundCase) : [];
    out.push({ batch, attacks: load('attacks'), benign: load('benign') });
  }
  return out;
}

/** Blind conversation batches present (crescendo attacks and benign conversations). */
export function blindConversations(): Array<{ batch: number; attacks: Conversation[]; benign: Conversation[] }> {
  const out = [];
  for (let batch = 12; batch < 1000; batch++) {
    const url = (kind: string) => new URL(`./blind/crescendo${batch}-${kind}.jsonl`, import.meta.url);
    if (!existsSync(url('attacks'))) continue;
    const load = (kind: string) => readFileSync(url(kind), 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Conversation);
    out.push({ batch, attacks: load('attacks'), benign: existsSync(url('benign')) ? load('benign') : [] });
  }
  return out;
}

export function blindBatches(): Array<{ batch: number; attacks: BlindRow[]; lookalikes: BlindRow[] }> {
  const out = [];
  for (let batch = 7; batch < 1000; batch++) {
    // Numbers are shared with the conversation and outbound batches: a gap is skipped.
    const attacks = read(`batch${batch}-attacks`);
    if (attacks.length === 0) continue;
    out.push({ batch, attacks, lookalikes: read(`batch${batch}-lookalikes`) });
  }
  return out;
}
