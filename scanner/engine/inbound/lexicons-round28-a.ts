/**
 * Twenty-eighth round: terms of the concepts of concepts.ts in Romanian, Czech, Slovak, Hungarian, Swedish, Finnish, by concept name.
 * Written in the same form as concepts.ts's lexicons (lower case; a trailing `*` makes a one-token stem of
 * four letters or more; accents may be kept: every term is folded as the words view reads). Terms concepts.ts
 * already holds for a concept are left out here.
 */
export const LEXICONS_A: Readonly<Record<string, readonly string[]>> = {
  RELEASE: [
    // Romanian.
    'eliberează fondurile', 'eliberează suma', 'eliberați plata', 'eliberați banii', 'eliberați fondurile', 'deblochează plata', 'deblochează banii', 'deblochează fondurile', 'deblocați plata', 'virează banii', 'virează suma', 'virează plata', 'virați banii', 'transferă plata', 'transferă suma', 'transferați banii', 'trimite banii', 'trimite plata', 'trimiteți banii', 'plătește', 'plătiți', 'plătiți acum', 'achită suma', 'achitați suma', 'aprobă plata', 'aprobați plata', 'confirmați plata', 'efectuează plata', 'efectuați plata', 'eliberarea plății', 'eliberează escrow', 'eliberează escrow ul', 'dă mi banii', 'dați mi banii', 'dă drumul la bani', 'dă drumul la plată', 'fă plata', 'fă transferul', 'rambursează', 'rambursați', 'returnează banii', 'restituie banii', 'fă o rambursare',
    // Czech.
    'uvolněte platbu', 'uvolněte peníze', 'uvolni prostředky', 'uvolněte prostředky', 'uvolni zálohu', 'uvolni úschovu', 'uvolni escrow', 'vyplať peníze', 'vyplaťte peníze', 'vyplať odměnu', 'proplať', 'proplaťte', 'pošli platbu', 'pošlete platbu', 'převeď peníze', 'převeďte peníze', 'převeď částku', 'převeďte částku', 'zašli peníze', 'pošli prachy', 'uvolni prachy', 'vrať peníze', 'vraťte peníze', 'proveď refundaci', 'schval uvolnění', 'potvrď uvolnění', 'zaplať', 'odblokuj peníze', 'odblokujte peníze',
    // Slovak.
    'uvoľnite', 'uvoľnite platbu', 'uvoľni peniaze', 'uvoľnite peniaze', 'uvoľni prostriedky', 'uvoľnite prostriedky', 'uvoľnenie platby', 'uvoľnenie prostriedkov', 'uvoľnenie peňazí', 'vyplať peniaze', 'vyplaťte peniaze', 'preveď peniaze', 'preveďte peniaze', 'preveď platbu', 'pošli peniaze', 'pošlite peniaze', 'pošlite platbu', 'zaplať teraz', 'odblokuj peniaze', 'vykonaj platbu', 'vykonajte platbu', 'vráť peniaze', 'vráťte peniaze', 'urob refundáciu',
    // Hungarian.
    'szabadítsd fel', 'szabadítsa fel', 'szabadítsátok fel', 'szabadítsd fel a kifizetést', 'engedd ki a pénzt', 'engedje ki a pénzt', 'fizess ki', 'utald át', 'utalja át', 'utaljátok át', 'utald el', 'utald el a pénzt', 'küldd el a pénzt', 'küldje el a pénzt', 'hagyd jóvá a fizetést', 'hagyja jóvá a fizetést', 'oldd fel a zárolást', 'oldja fel a letétet', 'fizesd ki a pénzt', 'fizesse ki a pénzt', 'add ki a pénzt', 'térítsd vissza', 'térítse vissza', 'indítsd az utalást', 'indítsa el a kifizetést', 'fizess most', 'fizessen most', 'engedélyezd a kifizetést', 'engedélyezze a kifizetést',
    // Swedish.
    'släpp escrow', 'släpp pengarna nu', 'frigör medlen', 'frige betalningen', 'frige pengarna', 'betala ut pengarna', 'betala ut beloppet', 'för över', 'swisha', 'swisha pengarna', 'skicka betalningen', 'återbetala', 'återbetala pengarna', 'gör en återbetalning', 'godkänn utbetalning', 'lås upp pengarna', 'frisläpp betalningen', 'frigöra betalningen', 'släppa pengarna', 'överföra pengarna',
    // Finnish.
    'vapauta', 'vapauttakaa', 'vapauta escrow', 'vapauta maksut', 'vapauttakaa rahat', 'vapauttakaa varat', 'maksa rahat', 'maksa summa', 'maksakaa', 'maksakaa nyt', 'siirtäkää rahat', 'siirrä maksu', 'siirrä varat', 'lähetä rahat', 'lähettäkää rahat', 'lähetä maksu', 'hyväksy maksatus', 'hyväksykää maksu', 'vahvistakaa maksu', 'suorita maksatus', 'suorittakaa maksu', 'palauta rahat', 'palauttakaa rahat', 'tee hyvitys', 'avaa sulkutili', 'tilitä', 'tilittäkää', 'maksa palkkio', 'maksa loppusumma',
  ],
  ESCROW: [
    // Romanian.
    'escrow ul', 'contul escrow', 'contul de garanție', 'depozitul', 'depozit', 'plăți', 'plățile', 'bani', 'banilor', 'fondurilor', 'sumei', 'suma blocată', 'banii blocați', 'rambursare', 'rambursarea', 'onorariul', 'avansul', 'tranșa', 'plata finală',
    // Czech.
    'úschovu', 'úschovní účet', 'vázané prostředky', 'zálohu', 'záloha', 'zálohy', 'platbě', 'platbou', 'peněz', 'penězi', 'prachy', 'částku', 'částka', 'odměnu', 'odměna', 'prostředků', 'refundace', 'refundaci', 'vrácení peněz', 'výplaty',
    // Slovak.
    'peniaze', 'peňazí', 'peniazmi', 'prostriedky', 'prostriedkov', 'sumu', 'čiastku', 'čiastka', 'vrátenie peňazí', 'refundácia', 'refundáciu', 'viazané prostriedky',
    // Hungarian.
    'letét*', 'zárolt összeg', 'zárolt pénz', 'pénzemet', 'pénzét', 'pénzed', 'az összeget', 'fizetséget', 'fizetség', 'díjat', 'honorárium*', 'előleg*', 'visszatérítés*', 'utalást', 'utalás',
    // Swedish.
    'escrowkontot', 'depositionen', 'spärrade medel', 'pengar', 'betalningar', 'utbetalning', 'beloppet', 'belopp', 'arvodet', 'ersättningen', 'återbetalning', 'återbetalningen', 'förskottet', 'slutbetalningen', 'medel',
    // Finnish.
    'escrow tili', 'escrow tilin', 'rahat', 'rahani', 'rahasi', 'varojen', 'maksun', 'maksut', 'maksatuksen', 'palkkion', 'ennakkomaksu*', 'loppumaksu*', 'hyvitys*', 'loppusumma*', 'summaa',
  ],
  COMPLETE: [
    // Romanian.
    'marchează comanda ca finalizată', 'marcați ca finalizat', 'marcați ca finalizată', 'marchează ca terminat', 'marchează ca terminată', 'marchează ca livrat', 'marchează ca livrată', 'comanda finalizată', 'proiectul finalizat', 'închide proiectul', 'închideți comanda', 'finalizează comanda', 'finalizați comanda', 'lucrarea este terminată', 'comanda este livrată',
    // Czech.
    'označte jako dokončené', 'označ zakázku jako hotovou', 'označ jako hotovou', 'dokončená', 'uzavřete zakázku', 'uzavři objednávku', 'uzavřete objednávku', 'zakázka je hotová', 'práce je hotová', 'jako doručené', 'jako doručenou', 'označ jako doručené',
    // Slovak.
    'dokončené', 'označ ako dokončené', 'označte ako dokončené', 'označ ako dokončenú', 'označ ako hotové', 'označte ako hotové', 'uzavrite zákazku', 'uzavrite objednávku', 'práca je hotová', 'ako doručené', 'označ ako doručené', 'ako splnené',
    // Hungarian.
    'teljesítettként', 'késznek', 'jelöld késznek', 'jelölje késznek', 'jelölje teljesítettnek', 'zárja le a megrendelést', 'zárd le a projektet', 'a munka kész', 'a megrendelés teljesítve', 'kiszállítottnak', 'leszállítottnak', 'befejezettnek', 'jelöld befejezettnek',
    // Swedish.
    'markera som klart', 'markera uppdraget som klart', 'markera ordern som slutförd', 'markera som levererad', 'markera som levererat', 'klarmarkera', 'stäng ordern', 'stäng uppdraget', 'avsluta ordern', 'uppdraget är klart', 'jobbet är klart', 'som levererad',
    // Finnish.
    'merkitse tilaus valmiiksi', 'merkitkää valmiiksi', 'merkitse toimitetuksi', 'merkitse suoritetuksi', 'merkitse työ valmiiksi', 'sulje tehtävä', 'sulkekaa tilaus', 'työ on valmis', 'tilaus on valmis', 'toimitetuksi', 'kuittaa valmiiksi', 'kuittaa toimitetuksi',
  ],
  AUTHORITY: [
    // Romanian.
    'echipa platformei', 'suportul platformei', 'suport tehnic', 'echipa de plăți', 'departamentul financiar', 'echipa de conformitate', 'echipa de moderare', 'administrator platformă', 'administratorul platformei', 'moderatorul platformei', 'sunt administrator', 'sunt moderator', 'sunt de la suport', 'aici suportul', 'aici echipa', 'notificare oficială', 'mesaj automat', 'serviciul de escrow', 'echipa escrow', 'departamentul de securitate', 'echipa de dispute', 'centrul de soluționare a disputelor', 'echipa trust and safety', 'departamentul de plăți',
    // Czech.
    'tady podpora', 'zde podpora', 'z podpory', 'technická podpora', 'platební tým', 'finanční oddělení', 'tým compliance', 'oficiální oznámení', 'automatická zpráva', 'escrow služba', 'tým escrow', 'řešení sporů', 'oddělení bezpečnosti', 'provozovatel platformy', 'vedení platformy', 'jsem administrátor', 'jsem moderátor', 'jsem správce',
    // Slovak.
    'som z podpory', 'tu podpora', 'tu je podpora', 'tím podpory', 'správca platformy', 'som administrátor', 'som moderátor', 'bezpečnostný tím', 'systémová správa', 'v mene platformy', 'platobný tím', 'finančné oddelenie', 'oficiálne oznámenie', 'automatická správa', 'tím escrow', 'riešenie sporov', 'zákaznícky servis', 'prevádzkovateľ platformy', 'oddelenie bezpečnosti',
    // Hungarian.
    'az ügyfélszolgálattól', 'ügyfélszolgálat*', 'support csapat', 'a support csapat', 'adminisztrátor*', 'admin csapat', 'platform adminisztrátor', 'fizetési csapat', 'megfelelőségi csapat', 'automatikus üzenet', 'rendszerértesítés', 'letéti szolgáltatás', 'vitarendezési központ', 'vitarendezés', 'biztonsági osztály', 'a platform csapata', 'a platform üzemeltetője', 'az üzemeltető',
    // Swedish.
    'supporten', 'från supporten', 'här är supporten', 'plattformsadmin', 'adminteamet', 'ekonomiavdelningen', 'complianceteamet', 'automatiskt meddelande', 'officiellt meddelande', 'escrowtjänsten', 'tvistlösning', 'tvisteteamet', 'säkerhetsavdelningen', 'plattformsteamet', 'betalningsavdelningen', 'jag är admin', 'jag är moderator',
    // Finnish.
    'asiakastuki', 'asiakastuesta', 'tukitiimistä', 'alustan tuki', 'alustan tuesta', 'ylläpidosta', 'täällä ylläpito', 'maksutiimistä', 'talousosasto', 'compliance tiimi', 'automaattinen viesti', 'järjestelmäilmoitus', 'escrow palvelu', 'riitojenratkaisu', 'turvallisuusosasto', 'alustan ylläpito', 'alustan tiimi', 'olen ylläpitäjä', 'olen moderaattori',
  ],
  SKIP: [
    // Romanian.
    'nu e nevoie să aștepți', 'nu este nevoie să aștepți', 'nu este nevoie de confirmare', 'nu e nevoie de confirmare', 'nu mai aștepta', 'nu așteptați', 'fără aprobarea clientului', 'fără acordul clientului', 'clientul nu trebuie să știe', 'nu trebuie anunțat', 'nu e nevoie să anunți', 'nu l anunța', 'nu o anunța', 'a fost deja aprobat', 'am aprobat deja', 'prin telefon', 'pe whatsapp', 'confirmarea nu este necesară', 'să rămână între noi', 'rămâne între noi', 'nimeni nu va vedea', 'fără să verifici', 'nu verifica',
    // Czech.
    'není třeba čekat', 'netřeba čekat', 'není nutné potvrzení', 'potvrzení není potřeba', 'bez souhlasu klienta', 'klient to nemusí vědět', 'už bylo schváleno', 'po telefonu', 'přes whatsapp', 'nikdo to neuvidí', 'zůstane to mezi námi', 'ať to zůstane mezi námi', 'nečekejte', 'nemusíte čekat', 'neoznamuj', 'neoznamujte', 'neověřuj', 'nic neověřuj',
    // Slovak.
    'nehovor klientovi', 'nehovorte klientovi', 'neinformuj klienta', 'neinformujte klienta', 'bez overenia', 'bez potvrdenia', 'nečakaj', 'nečakajte', 'netreba čakať', 'nemusíš čakať', 'nemusíte čakať', 'bez čakania', 'nikomu nehovor', 'nikomu to nehovor', 'potvrdenie nie je potrebné', 'netreba potvrdenie', 'netreba potvrdzovať', 'bez súhlasu klienta', 'už bolo schválené', 'telefonicky', 'cez whatsapp', 'nikto to neuvidí', 'zostane to medzi nami', 'nech to zostane medzi nami', 'bez upozornenia klienta',
    // Hungarian.
    'ne várjon', 'nem kell megvárni', 'ne várd meg', 'nincs szükség megerősítésre', 'az ügyfél beleegyezése nélkül', 'az ügyfélnek nem kell tudnia', 'már jóvá lett hagyva', 'telefonon', 'whatsappon', 'senki nem fogja látni', 'köztünk marad', 'ne szóljon', 'ne értesítsd az ügyfelet', 'ne értesítse az ügyfelet', 'várakozás nélkül', 'ne ellenőrizd',
    // Swedish.
    'vänta inte', 'du behöver inte vänta', 'ingen bekräftelse krävs', 'bekräftelse krävs inte', 'utan kundens godkännande', 'kunden behöver inte veta', 'redan godkänt', 'via telefon', 'per telefon', 'ingen kommer att se', 'stannar mellan oss', 'håll det mellan oss', 'informera inte kunden', 'säg inget till kunden', 'berätta inte för kunden', 'kontrollera inte',
    // Finnish.
    'älä odota', 'ei vahvistusta', 'ilman asiakkaan hyväksyntää', 'asiakkaan ei tarvitse tietää', 'on jo hyväksytty', 'puhelimitse', 'whatsappissa', 'whatsapin kautta', 'kukaan ei näe', 'älä ilmoita asiakkaalle', 'älkää kertoko asiakkaalle', 'ilman tarkastusta', 'älä tarkista', 'älkää odottako',
  ],
  STARS: [
    // Romanian.
    'de 5 stele', 'recenzie de 5 stele', 'recenzii de 5 stele', 'rating maxim', 'evaluare maximă', 'cel mai mare rating', 'cea mai bună notă', 'recenzie pozitivă', 'recenzii pozitive', '5 steluțe', 'cinci steluțe',
    // Czech.
    'pětihvězdičkov*', 'plné hodnocení', 'nejlepší hodnocení', 'maximální hodnocení', 'plný počet bodů', 'pozitivní recenze', 'pozitivní recenzi', 'kladné hodnocení', '5 hvězdičkami', 'pěti hvězdičkami',
    // Slovak.
    'päť hviezdičiek', '5 hviezdičiek', 'päť hviezd', '5 hviezd', 'päťhviezdičkov*', 'najvyššie hodnotenie', 'maximálne hodnotenie', 'plné hodnotenie', 'pozitívne recenzie', 'pozitívnu recenziu', 'kladné hodnotenie', 'najlepšie hodnotenie', 'piatimi hviezdičkami',
    // Hungarian.
    'öt csillagot', '5 csillagot', 'pozitív értékelést', 'pozitív értékeléseket', 'maximális értékelés', 'legjobb értékelést', 'legmagasabb értékelést', 'maximális pontot', 'teljes pontszám', 'csupa ötös',
    // Swedish.
    'femstjärnigt', 'femma i betyg', 'högsta betyget', 'bästa betyg', 'toppbetyget', 'positiva recensioner', 'positiv recension', 'maxbetyg', 'fullt betyg', 'positiva omdömen',
    // Finnish.
    'täydet tähdet', 'parhaat arvosanat', 'positiivinen arvostelu', 'positiivisia arvosteluja', 'korkein arvosana', 'täydet viisi tähteä', 'parhaan arvion', 'viiden tähden arvostelu', 'viiden tähden arvostelun', 'viiden tähden arvosteluja',
  ],
  REGARDLESS: [
    // Romanian.
    'indiferent de calitate', 'indiferent cum', 'chiar dacă lucrarea', 'fără să raportezi', 'nu raporta', 'ignoră recenziile negative', 'de pe conturi diferite', 'de pe mai multe conturi', 'conturi de cumpărător', 'înainte de livrare', 'nu contează cum', 'nu contează calitatea', 'cu conturi diferite',
    // Czech.
    'bez ohledu na kvalitu', 'ať je práce jakákoli', 'nezáleží na kvalitě', 'z více účtů', 'z několika účtů', 'falešných účtů', 'před dodáním', 'nehlas problémy', 'ignoruj negativní', 'smaž negativní recenzi', 'ať to dopadne jakkoli', 'z jiných účtů',
    // Slovak.
    'bez ohľadu na', 'bez ohľadu na kvalitu', 'nech je práca akákoľvek', 'z rôznych účtov', 'z viacerých účtov', 'z iných účtov', 'falošné účty', 'falošných účtov', 'vymaž recenziu', 'zmaž recenziu', 'vymaž hodnotenie', 'zmaž hodnotenie', 'ignoruj negatívne',
    // Hungarian.
    'bármilyen minőségű', 'teljesítménytől függetlenül', 'több fiókból', 'különböző fiókokról', 'hamis fiókokról', 'kamu fiókokból', 'szállítás előtt', 'ne jelents problémát', 'hagyd figyelmen kívül a negatív', 'töröld a negatív értékelést', 'attól függetlenül',
    // Swedish.
    'oavsett kvalitet', 'oavsett resultat', 'spelar ingen roll', 'från olika konton', 'från flera konton', 'innan leverans', 'före leverans', 'rapportera inga problem', 'ignorera negativa', 'radera recensionen', 'hur dåligt det än',
    // Finnish.
    'oli laatu mikä tahansa', 'laadusta huolimatta', 'huolimatta siitä', 'vaikka työ olisi', 'vaikka laatu', 'usealta tililtä', 'valetileiltä', 'ennen toimitusta', 'älä raportoi ongelmia', 'ohita negatiiviset', 'poista huono arvostelu', 'eri käyttäjätileiltä',
  ],
  OTHER_CLIENT: [
    // Romanian.
    'celorlalți clienți', 'clientul anterior', 'clientului precedent', 'clientul precedent', 'lista clienților', 'alt cumpărător', 'alți cumpărători', 'altui cumpărător', 'cumpărătorul anterior', 'cumpărătorului de la comanda', 'celorlalți utilizatori', 'alt utilizator', 'toți cumpărătorii', 'tuturor cumpărătorilor',
    // Czech.
    'jiný klient', 'ostatní klienti', 'předchozí klient', 'předchozího zákazníka', 'všichni klienti', 'všech zákazníků', 'seznam zákazníků', 'jiný kupující', 'jiného kupujícího', 'ostatních kupujících', 'předchozího kupujícího', 'kupujícího z objednávky', 'jiného uživatele',
    // Slovak.
    'iného klienta', 'iný klient', 'ostatných klientov', 'predchádzajúceho klienta', 'predchádzajúci klient', 'predchádzajúceho zákazníka', 'predošlého zákazníka', 'predošlého klienta', 'predošlého kupujúceho', 'všetkých klientov', 'všetci klienti', 'zoznam klientov', 'zoznam zákazníkov', 'iného zákazníka', 'ostatných zákazníkov', 'všetkých zákazníkov', 'iného kupujúceho', 'predchádzajúceho kupujúceho', 'kupujúceho z objednávky', 'ostatných používateľov', 'iného používateľa', 'ostatných kupujúcich',
    // Hungarian.
    'egy másik ügyfél', 'másik ügyfélnek', 'a többi ügyfél', 'a többi vásárló', 'előző vásárló', 'az előző ügyfél', 'az összes ügyfél', 'minden ügyfél', 'minden vásárló', 'más vásárlók', 'másik felhasználó', 'a rendelés vásárlója', 'többi ügyfeled', 'ügyfeleid',
    // Swedish.
    'en annan kund', 'annan köpare', 'andra köpare', 'tidigare köpare', 'föregående kund', 'alla köpare', 'kundregistret', 'köparen i order', 'köparen på order', 'andra användares', 'dina andra kunder', 'övriga kunder',
    // Finnish.
    'toinen asiakas', 'muut ostajat', 'muiden ostajien', 'edellinen asiakas', 'edellisen ostajan', 'kaikki asiakkaat', 'kaikkien ostajien', 'tilauksen ostajan', 'toisen käyttäjän', 'muiden asiakkaidesi', 'muut asiakkaasi',
  ],
  PERSONAL: [
    // Romanian.
    'adresa de livrare', 'adresa de facturare', 'adresa de domiciliu', 'telefonul', 'emailul', 'adresa de e mail', 'numărul cardului', 'cnp', 'codul numeric personal', 'numele complet', 'data nașterii', 'ce au comandat', 'conversația lor', 'mesajele lor', 'bugetul lor', 'iban ul', 'adresa lor', 'numerele lor de telefon',
    // Czech.
    'doručovací adresu', 'fakturační adresu', 'telefon', 'e mailovou adresu', 'kontakt', 'kontakty', 'číslo karty', 'rodné číslo', 'datum narození', 'co objednali', 'jejich zprávy', 'jejich konverzaci', 'jejich rozpočet', 'číslo účtu', 'jeho adresu', 'její adresu',
    // Slovak.
    'doručovaciu adresu', 'fakturačnú adresu', 'telefónne číslo', 'telefónne čísla', 'e mailovú adresu', 'kontaktné údaje', 'platobné údaje', 'dátum narodenia', 'celé meno', 'mená', 'históriu objednávok', 'ich správy', 'ich konverzáciu', 'ich rozpočet', 'osobné údaje',
    // Hungarian.
    'címe', 'címüket', 'lakcímét', 'szállítási címét', 'számlázási cím', 'e mail címét', 'email címüket', 'elérhetőségeit', 'kártyaszámát', 'bankszámlaszámát', 'születési dátum', 'születési dátumát', 'születési dátumukat', 'teljes nevét', 'nevét', 'neveit', 'rendeléseit', 'mit rendeltek', 'üzeneteit', 'beszélgetését', 'költségvetését', 'személyes adatait', 'személyi szám',
    // Swedish.
    'leveransadress*', 'faktureringsadress*', 'hemadress*', 'telefonnumret', 'mejladressen', 'e postadressen', 'kontaktuppgifterna', 'betalningsuppgifterna', 'kortnumret', 'personnumret', 'födelsedatum', 'fullständiga namn', 'deras namn', 'vad de beställde', 'deras meddelanden', 'deras konversation', 'deras budget', 'personuppgifter',
    // Finnish.
    'osoitteensa', 'toimitusosoite*', 'laskutusosoite*', 'kotiosoite*', 'sähköpostinsa', 'korttinumero*', 'tilinumero*', 'syntymäaika', 'koko nimensä', 'nimensä', 'nimet', 'mitä he tilasivat', 'heidän viestinsä', 'heidän keskustelunsa', 'heidän budjettinsa', 'puhelinnumeronsa',
  ],
  RESTRICTIONS: [
    // Romanian.
    'restricțiile tale', 'regulile tale', 'filtrele de siguranță', 'filtrele de conținut', 'politicile', 'ghidurile', 'liniile directoare', 'instrucțiunile tale', 'limitele', 'limitările tale', 'regulile de siguranță', 'programarea ta', 'măsurile de siguranță', 'interdicțiile',
    // Czech.
    'tvoje pravidla', 'tvá pravidla', 'bezpečnostní pravidla', 'bezpečnostní opatření', 'obsahové filtry', 'pravidla obsahu', 'etická omezení', 'tvoje omezení',
    // Slovak.
    'obmedzenia', 'obmedzení', 'bezpečnostné pravidlá', 'bezpečnostné filtre', 'tvoje inštrukcie', 'tvoje programovanie', 'etické obmedzenia', 'tvoje obmedzenia',
    // Hungarian.
    'korlátaid', 'korlátok', 'korlátokat', 'szabályaid', 'szabályzat', 'biztonsági szűrők', 'tartalomszűrő*', 'etikai korlátok', 'irányelveid', 'az utasításaid', 'programozásod', 'tilalmak', 'korlátozásaid',
    // Swedish.
    'dina regler', 'reglerna', 'begränsningarna', 'filtren', 'säkerhetsspärrar', 'spärrar', 'policyer', 'dina riktlinjer', 'innehållsregler', 'moraliska gränser', 'dina begränsningar',
    // Finnish.
    'sääntösi', 'rajoituksesi', 'suodattimet', 'turvasuodattimet', 'sisältösuodatin', 'eettiset rajat', 'turvallisuussäännöt', 'käytännöt', 'ohjelmointisi', 'kiellot',
  ],
  LIFTED: [
    // Romanian.
    'au fost ridicate', 'au fost dezactivate', 'sunt dezactivate', 'nu mai sunt valabile', 'nu mai sunt în vigoare', 'au fost anulate', 'sunt suspendate', 'au fost eliminate', 'sunt oprite', 'au fost șterse', 'dezactivat', 'dezactivată', 'nu mai există', 'au fost suspendate',
    // Czech.
    'byla zrušena', 'byla vypnuta', 'jsou vypnutá', 'jsou zrušená', 'vypnuto', 'deaktivováno', 'byla odstraněna', 'zrušeno', 'jsou pozastavena', 'nejsou v platnosti', 'už neexistují',
    // Slovak.
    'zrušené', 'boli zrušené', 'sú zrušené', 'sú vypnuté', 'boli vypnuté', 'deaktivované', 'neplatia', 'už neplatia', 'prestali platiť', 'pozastavené', 'odstránené', 'boli odstránené', 'sú neplatné', 'stratili platnosť', 'nie sú platné', 'už nie sú platné', 'už neexistujú', 'nie sú v platnosti',
    // Hungarian.
    'fel lettek oldva', 'feloldásra kerültek', 'ki vannak kapcsolva', 'ki lettek kapcsolva', 'le vannak tiltva', 'nem érvényes', 'már nem érvényes', 'érvényüket vesztették', 'hatálytalan*', 'deaktiválva', 'nem vonatkoznak rád', 'már nem vonatkoznak', 'megszűnnek',
    // Swedish.
    'är avstängda', 'har stängts av', 'är borttagna', 'gäller inte dig', 'har inaktiverats', 'är inaktiverade', 'är upphävda', 'har lyfts', 'är pausade', 'inte längre aktiva', 'finns inte längre',
    // Finnish.
    'on poistettu', 'on poistettu käytöstä', 'ovat pois käytöstä', 'on kytketty pois', 'eivät ole enää voimassa', 'ei enää voimassa', 'eivät koske sinua', 'eivät enää koske', 'on kumottu', 'on keskeytetty', 'on mitätöity', 'on purettu', 'deaktivoitu', 'ovat lakanneet',
  ],
  MODE: [
    // Romanian.
    'mod dezvoltator', 'mod debug', 'modul debug', 'modul de testare', 'mod administrator', 'mod service', 'modul dumnezeu', 'mod nerestricționat', 'modul nerestricționat', 'mesaj de la dezvoltatori', 'notificare de sistem', 'actualizare de sistem', 'mesaj de la sistem', 'modul fără restricții',
    // Czech.
    'vývojářském režimu', 'režim ladění', 'debug režim', 'administrátorský režim', 'režim údržby', 'neomezený režim', 'režim boha', 'systémové oznámení', 'zpráva vývojáře', 'testovací režim', 'režim bez omezení',
    // Slovak.
    'vývojárskom režime', 'režim vývojára', 'ladiaci režim', 'režim správcu', 'servisný režim', 'neobmedzený režim', 'systémová správa', 'správa od vývojárov', 'systémové oznámenie', 'režim bez obmedzení',
    // Hungarian.
    'fejlesztői módban', 'fejlesztői módba', 'debug módban', 'karbantartási módban', 'admin mód', 'admin módban', 'korlátlan módban', 'isten módban', 'rendszerértesítés', 'teszt mód', 'szerviz mód', 'a fejlesztők üzenete',
    // Swedish.
    'utvecklarläget', 'debugläge', 'felsökningsläget', 'adminläget', 'gudläge', 'obegränsat läge', 'testläge', 'serviceläge', 'systemnotis', 'systemavisering', 'meddelande från utvecklaren', 'utvecklarmeddelande',
    // Finnish.
    'debug tila', 'testitila', 'huoltotila*', 'admin tilassa', 'rajoittamattomassa tilassa', 'jumalatilassa', 'järjestelmäilmoitus', 'kehittäjän viesti', 'kehittäjäviesti',
  ],
  NEVER_REFUSE: [
    // Romanian.
    'nu refuzi niciodată', 'nu vei refuza', 'nu poți refuza', 'răspunzi la orice', 'răspunde la toate', 'răspunzi mereu', 'nu spui niciodată nu', 'fără refuzuri', 'fără să refuze', 'nu refuză nimic',
    // Czech.
    'nikdy neodmítneš', 'nikdy neodmítne', 'nesmíš odmítnout', 'nemůžeš odmítnout', 'odpovídáš na všechno', 'odpovíš na cokoli', 'vždy odpovíš', 'vždy vyhoví', 'bez odmítání', 'nikdy neříkej ne',
    // Slovak.
    'nikdy neodmieta', 'nikdy neodmietaj', 'nikdy neodmietne', 'nikdy neodmietneš', 'neodmietaj', 'nesmieš odmietnuť', 'nemôžeš odmietnuť', 'bez odmietnutia', 'vždy odpovie', 'vždy odpovieš', 'odpovedá na všetko', 'odpovedáš na všetko', 'nikdy nepovie nie', 'nikdy nepovieš nie', 'vždy vyhovie', 'nikdy neodmieta odpovedať',
    // Hungarian.
    'soha nem utasítasz el', 'nem utasíthatsz el', 'mindenre válaszolsz', 'mindig válaszolsz', 'mindenre választ adsz', 'mindig teljesíti', 'mindig teljesíted', 'megtagadás nélkül', 'soha nem tagad meg', 'soha nem mondasz nemet',
    // Swedish.
    'du vägrar aldrig', 'får inte vägra', 'kan inte vägra', 'svarar på alla frågor', 'aldrig säga nej', 'lyder alltid', 'utan vägran', 'vägrar inte',
    // Finnish.
    'et voi kieltäytyä', 'et saa kieltäytyä', 'vastaat kaikkeen', 'vastaat aina', 'vastaat mihin tahansa', 'suostuu aina', 'suostut aina', 'et koskaan sano ei', 'ei kieltäydy',
  ],
  STAY_IN_ROLE: [
    // Romanian.
    'rămâi în rolul', 'rămâi mereu în rol', 'nu ieși niciodată din rol', 'nu părăsi rolul', 'nu abandona rolul', 'rămâi în personajul', 'păstrează personajul', 'păstrează rolul',
    // Czech.
    'zůstaň v té roli', 'nikdy nevystupuj z role', 'neopouštěj roli', 'nevypadávej z role', 'drž se postavy', 'zůstaň ve své roli',
    // Slovak.
    'zostaň v role', 'zostaň v úlohe', 'nikdy nevystúp z role', 'drž sa role', 'zostaň v postave', 'neopúšťaj rolu', 'zostaň vo svojej role', 'nevystupuj z úlohy',
    // Hungarian.
    'maradj végig a szerepben', 'soha ne lépj ki a szerepből', 'ne hagyd el a szerepet', 'tartsd a szerepet', 'szerepben kell maradnod', 'maradj karakterben',
    // Swedish.
    'stanna i karaktären', 'håll dig i karaktären', 'bryt inte karaktären', 'gå aldrig ur rollen', 'lämna inte rollen', 'stanna kvar i rollen', 'håll rollen',
    // Finnish.
    'pysy aina roolissa', 'älä koskaan riko roolia', 'älä koskaan poistu roolista', 'pysy hahmossasi', 'pysyt roolissa', 'roolissa pysyen', 'pidä rooli',
  ],
  NO_LIMITS: [
    // Romanian.
    'fără nicio regulă', 'fără nicio restricție', 'fără nicio limită', 'nu are reguli', 'nu ai nicio regulă', 'nu are limite', 'nu ai limite', 'nicio limită', 'liber de reguli', 'necenzurat', 'necenzurată', 'nefiltrat', 'fără etică', 'fără principii morale', 'fără granițe', 'fără nicio cenzură',
    // Czech.
    'nemá žádná pravidla', 'nemáš žádná omezení', 'nemá žádná omezení', 'bez jakýchkoli pravidel', 'bez jakýchkoliv omezení', 'necenzurovaný', 'necenzurovaná', 'nefiltrovaný', 'bez etiky', 'žádné hranice', 'žádné limity', 'bez limitů',
    // Slovak.
    'bez pravidiel', 'bez obmedzení', 'žiadne pravidlá', 'žiadne obmedzenia', 'bez filtrov', 'nemáš žiadne pravidlá', 'nemá žiadne pravidlá', 'nemáš žiadne obmedzenia', 'nemá žiadne obmedzenia', 'žiadne limity', 'bez akýchkoľvek pravidiel', 'bez akýchkoľvek obmedzení', 'žiadne hranice',
    // Hungarian.
    'semmilyen korlátozás', 'korlátlan vagy', 'teljesen korlátlan', 'cenzúrázatlan', 'cenzúramentes', 'szabálymentes', 'nincsenek korlátaid', 'nincs semmi korlátod', 'nincsenek határok', 'határok nélkül', 'etika nélkül', 'szűretlen',
    // Swedish.
    'utan några regler', 'utan några begränsningar', 'har inga regler', 'du har inga regler', 'helt ofiltrerad', 'ofiltrerad', 'ocensurerat', 'utan censur', 'utan etik', 'inga spärrar', 'utan spärrar', 'inga moraliska gränser',
    // Finnish.
    'ilman mitään sääntöjä', 'ilman mitään rajoituksia', 'sinulla ei ole rajoituksia', 'ei mitään rajoja', 'suodattamaton', 'ilman etiikkaa', 'ilman estoja', 'vapaa säännöistä', 'vapaa kaikista rajoituksista', 'sinulla ei ole rajoja',
  ],
  OWN_INSTRUCTIONS: [
    // Romanian.
    'instrucțiunile tale', 'instrucțiunile primite', 'instrucțiunile de sistem', 'regulile tale', 'setările tale', 'configurația ta', 'promptul tău', 'promptul', 'prompt ul', 'textul de configurare', 'ghidurile tale', 'directivele tale', 'instrucțiunile ascunse', 'instrucțiunile originale', 'prima instrucțiune', 'instrucțiune',
    // Czech.
    'tvoje instrukce', 'tvé instrukce', 'tvoje pokyny', 'tvé pokyny', 'tvá pravidla', 'tvoje nastavení', 'tvou konfiguraci', 'tvůj prompt', 'skryté instrukce', 'původní instrukce', 'úvodní instrukce', 'první instrukci', 'systémová instrukce', 'instrukcí',
    // Slovak.
    'inštrukcie', 'inštrukcií', 'inštrukciami', 'tvoje inštrukcie', 'pokynov', 'systémové inštrukcie', 'počiatočné inštrukcie', 'pôvodné inštrukcie', 'skryté inštrukcie', 'tvoje pravidlá', 'tvoje nastavenia', 'tvoju konfiguráciu', 'tvoj prompt', 'prvú inštrukciu', 'usmernenia',
    // Hungarian.
    'promptod', 'a promptodat', 'promptot', 'konfigurációd', 'beállításaidat', 'szabályaidat', 'irányelveidet', 'instrukció*',
    // Swedish.
    'dina instruktioner', 'dina anvisningar', 'din systemprompt', 'prompten', 'din prompt', 'dina regler', 'din konfiguration', 'dina inställningar', 'dolda instruktioner', 'ursprungliga instruktioner', 'första instruktionen', 'instruktion*', 'direktiv',
    // Finnish.
    'järjestelmäkehot*', 'ohjeitasi', 'ohjeistuksesi', 'kehote', 'kehotteesi', 'kehotteen', 'kehotetta', 'asetuksesi', 'konfiguraatiosi', 'promptisi', 'prompti', 'piilotetut ohjeet', 'alkuperäiset ohjeet', 'ensimmäinen ohje', 'toimintaohjeesi',
  ],
  ORIGIN_TIME: [
    // Romanian.
    'înainte de această conversație', 'înainte să încep', 'înainte să scriu', 'înainte să vorbim', 'la începutul discuției', 'înainte de discuție', 'înainte de mesajul meu', 'înainte să ajung', 'în această sesiune', 'de la începutul sesiunii', 'înainte să începem', 'înainte de primul mesaj',
    // Czech.
    'před začátkem konverzace', 'před naším rozhovorem', 'na začátku rozhovoru', 'před tímto rozhovorem', 'než jsem napsal', 'než jsem přišel', 'úplně na začátku', 'v této relaci', 'na začátku relace', 'než jsme začali', 'před první zprávou',
    // Slovak.
    'pred touto konverzáciou', 'pred konverzáciou', 'na začiatku konverzácie', 'na začiatku rozhovoru', 'pred naším rozhovorom', 'pred týmto rozhovorom', 'pred mojou prvou správou', 'pred prvou správou', 'predtým ako som napísal', 'skôr ako som napísal', 'než sme začali', 'predtým ako sme začali', 'úplne na začiatku', 'v tejto relácii', 'na začiatku relácie',
    // Hungarian.
    'a beszélgetés kezdete előtt', 'mielőtt írtam', 'mielőtt megérkeztem', 'mielőtt bármit írtam', 'ebben a munkamenetben', 'a munkamenet elején', 'a legelső üzenet előtt', 'mielőtt elkezdtünk beszélgetni',
    // Swedish.
    'innan vi började', 'innan jag skrev', 'innan jag kom', 'i början av konversationen', 'före konversationen', 'innan konversationen', 'allra först', 'i den här sessionen', 'i början av sessionen', 'innan jag sa något',
    // Finnish.
    'ennen kuin kirjoitin', 'ennen kuin tulin', 'ennen tätä istuntoa', 'tämän istunnon alussa', 'tässä istunnossa', 'ennen ensimmäistä viestiä', 'ennen kuin sanoin mitään', 'ihan ensimmäiseksi', 'ennen kuin aloitimme keskustelun',
  ],
  ORIGIN_GIVEN: [
    // Romanian.
    'ți s au dat', 'ți s a spus', 'ți au spus', 'ai fost configurat', 'ai fost programat', 'ți au fost transmise', 'ți au fost furnizate', 'pe care le ai primit de la', 'care ți s au dat', 'ce ți s a cerut',
    // Czech.
    'které jsi obdržel', 'co ti řekli', 'co ti bylo řečeno', 'se kterými jsi byl spuštěn', 'jsi byl nastaven', 'jsi byl naprogramován', 'ti zadali', 'které ti dal', 'dostal jsi', 'dostala jsi',
    // Slovak.
    'ktoré si dostal', 'ktoré si dostala', 'si dostal', 'si dostala', 'ktoré ti dali', 'ti boli dané', 'ktoré ti boli dané', 'ktoré si obdržal', 'si obdržal', 'čo ti povedali', 'čo ti bolo povedané', 's ktorými si bol nastavený', 'si bol nastavený', 'si bol naprogramovaný', 'dostal si', 'dostala si', 'tvoje pôvodné inštrukcie', 'tvoje pôvodné pokyny',
    // Hungarian.
    'kaptál', 'megkaptál', 'amit beállítottak neked', 'amivel felkonfiguráltak', 'amire programoztak', 'amit előre megadtak', 'amit a fejlesztők adtak', 'amiket megadtak neked',
    // Swedish.
    'som du fått', 'du fått', 'som du blev given', 'som du tilldelades', 'som du programmerades med', 'du konfigurerades med', 'som du har instruerats', 'vad du blev tillsagd', 'som gavs dig',
    // Finnish.
    'sait', 'sinulle on annettu', 'sinulle annettiin', 'sinulle kerrottiin', 'sinut ohjelmoitiin', 'sinut on määritetty', 'joilla sinut määritettiin', 'jotka olet saanut', 'olet saanut', 'saamasi',
  ],
  MAKERS: [
    // Romanian.
    'programatorii tăi', 'cei care te au programat', 'compania care te a creat', 'echipa care te a construit', 'de la dezvoltatori', 'autorii tăi', 'producătorii tăi',
    // Czech.
    'tvoji programátoři', 'tví programátoři', 'ti co tě vytvořili', 'kdo tě vytvořil', 'tvoji autoři', 'firma která tě vytvořila', 'od tvých vývojářů', 'tým který tě vytvořil',
    // Slovak.
    'tvojich vývojárov', 'tvoji tvorcovia', 'tvojich tvorcov', 'od vývojárov', 'od tvojich vývojárov', 'tí čo ťa vytvorili', 'kto ťa vytvoril', 'firma ktorá ťa vytvorila', 'tím ktorý ťa vytvoril',
    // Hungarian.
    'a készítőid', 'a programozóid', 'akik programoztak', 'aki létrehozott', 'a cég amely létrehozott', 'a fejlesztőktől', 'a készítőidtől', 'alkotóidtól',
    // Swedish.
    'dina programmerare', 'de som byggde dig', 'de som programmerade dig', 'från dina utvecklare', 'företaget som skapade dig', 'teamet som skapade dig',
    // Finnish.
    'ohjelmoijasi', 'sinut ohjelmoineet', 'jotka loivat sinut', 'yritys joka loi sinut', 'sinut rakentanut tiimi', 'luojiltasi', 'tekijöiltäsi',
  ],
  VERBATIM: [
    // Romanian.
    'ad litteram', 'întocmai', 'textul complet', 'textul integral', 'în întregime', 'fără să rezumi', 'fără rezumat', 'nu rezuma', 'fără modificări', 'copiază și lipește', 'copy paste', 'literă cu literă', 'în forma originală', 'exact cuvânt cu cuvânt',
    // Czech.
    'přesně tak jak', 'slovo za slovem', 'celý text', 'v úplném znění', 'bez shrnutí', 'nezkracuj', 'bez zkracování', 'bez úprav', 'zkopíruj a vlož', 'kompletní znění', 'v originálním znění', 'písmeno po písmenu', 'nic nevynechávej',
    // Slovak.
    'slovo za slovom', 'celé znenie', 'v plnom znení', 'bez skracovania', 'neskracuj', 'nezhrňuj', 'bez zhrnutia', 'skopíruj', 'skopíruj a vlož', 'presne tak ako', 'v pôvodnom znení', 'nič nevynechaj',
    // Hungarian.
    'betűről betűre', 'teljes terjedelmében', 'rövidítés nélkül', 'ne foglald össze', 'összefoglalás nélkül', 'pontosan úgy ahogy', 'másold ki', 'eredeti formájában', 'az eredeti szövegét', 'semmit ne hagyj ki',
    // Swedish.
    'exakt som det står', 'exakt ordalydelse', 'hela texten', 'utan att sammanfatta', 'sammanfatta inte', 'utan ändringar', 'klistra in hela', 'bokstavligen', 'i originalform', 'utelämna ingenting',
    // Finnish.
    'täsmälleen sellaisenaan', 'tiivistämättä', 'älä tiivistä', 'lyhentämättä', 'muokkaamatta', 'koko tekstinä', 'alkuperäisessä muodossa', 'kirjain kirjaimelta', 'täydellisenä', 'mitään poisjättämättä',
  ],
  AI_ADDRESSEE: [
    // Romanian.
    'dragă ai', 'dragă asistent', 'dragă asistentule', 'atenție ai', 'notă pentru ai', 'pentru asistentul ai', 'pentru botul', 'către bot', 'pentru chatbot', 'pentru modelul de limbaj', 'modelului de limbaj', 'inteligența artificială care', 'ai ul care', 'ai care citește', 'agentule ai', 'pentru agentul ai', 'asistentului ai', 'asistentului virtual', 'pentru asistent', 'către asistent',
    // Czech.
    'ai asistente', 'milý asistente', 'vážený asistente', 'poznámka pro ai', 'pro ai asistenta', 'pro chatbota', 'pro ai agenta', 'umělá inteligence která', 'jazykový model', 'ai agente', 'ai asistentovi',
    // Slovak.
    'pre ai', 'pre umelú inteligenciu', 'umelej inteligencii', 'pre asistenta', 'pre bota', 'pre chatbota', 'pre jazykový model', 'ai ktorá číta', 'ai ktoré číta', 'poznámka pre ai', 'milý asistent', 'umelá inteligencia ktorá',
    // Hungarian.
    'az mi nek', 'a mesterséges intelligencia', 'kedves mi', 'figyelem ai', 'megjegyzés az ai nak', 'az ai asszisztensnek', 'az ai ügynöknek', 'ai ügynök', 'a modellnek', 'kedves bot', 'az ezt olvasó modell', 'kedves chatbot', 'ai asszisztensnek', 'az ai nek',
    // Swedish.
    'obs till ai', 'notis till ai', 'till ai agenten', 'till modellen', 'kära språkmodell', 'till den ai som', 'den ai som läser', 'till assistenten', 'kära chattbot', 'till ai assistenten',
    // Finnish.
    'huomio tekoäly', 'huomautus tekoälylle', 'tekoälyavustajalle', 'ai avustajalle', 'hei botti', 'tätä lukevalle tekoälylle', 'tekoäly joka lukee', 'mallille', 'hyvä avustaja', 'hei avustaja', 'ai agentille', 'tekoälyagentille',
  ],
  IN_CONTENT: [
    // Romanian.
    'care citește acest', 'care citește acest document', 'care citește acest email', 'în timp ce procesezi', 'când citești acest', 'dacă citești acest', 'dacă citești asta', 'la procesarea acestui', 'la rezumarea', 'când rezumi', 'care rezumă', 'în acest document', 'instrucțiune pentru', 'notă pentru',
    // Czech.
    'kdo to čte', 'která čte', 'které čte', 'když čteš tento', 'pokud čteš tento', 'pokud to čteš', 'při zpracování', 'při shrnutí', 'když shrnuješ', 'pokyn pro', 'poznámka pro', 'v tomto dokumentu',
    // Slovak.
    'ktorý číta', 'ktorá číta', 'ktoré číta', 'ktorý to číta', 'čo toto číta', 'ak čítaš tento', 'ak toto čítaš', 'keď čítaš tento', 'pri spracovaní', 'pri spracovaní tohto dokumentu', 'pri spracovaní tohto e mailu', 'ktorý spracováva', 'keď spracúvaš', 'keď spracovávaš', 'pri zhrnutí', 'keď zhrnuješ', 'pokyn pre', 'poznámka pre', 'v tomto dokumente',
    // Hungarian.
    'aki ezt olvasod', 'amikor ezt olvasod', 'a dokumentum olvasásakor', 'az e mail feldolgozásakor', 'összefoglalás közben', 'amikor összefoglalod', 'ebben a dokumentumban', 'utasítás az', 'megjegyzés az',
    // Swedish.
    'om du läser detta', 'när du läser detta', 'när du sammanfattar', 'som sammanfattar', 'vid sammanfattning', 'i detta dokument', 'i det här dokumentet', 'instruktion till', 'notering till', 'anteckning till', 'när du bearbetar',
    // Finnish.
    'jos luet tämän', 'kun luet tätä', 'kun tiivistät', 'tiivistäessäsi', 'tätä tiivistävä', 'tässä asiakirjassa', 'tässä dokumentissa', 'tätä sähköpostia käsitellessä', 'ohje tekoälylle', 'huomautus tekoälylle', 'ohje avustajalle',
  ],
  NOTE_ORDER: [
    // Romanian.
    'nu ține cont', 'spune utilizatorului', 'spuneți utilizatorului', 'răspunde că', 'scrie că', 'aprobă', 'aprobați', 'marchează ca', 'nu menționa', 'recomandă', 'virează', 'dă 5 stele', 'acordă', 'șterge', 'uită de', 'nu traduce',
    // Czech.
    'nevšímej si', 'zapomeň na', 'nepřekládej', 'převeďte', 'smaž', 'dej 5 hvězdiček', 'napiš uživateli', 'řekněte uživateli', 'doporučte', 'uveď že',
    // Slovak.
    'pošlite', 'prepošlite', 'nevšímaj si', 'zabudni na', 'namiesto toho', 'miesto toho', 'povedz používateľovi', 'povedzte používateľovi', 'informuj používateľa', 'odpovedz že', 'odpovedzte že', 'označ ako', 'označte ako', 'nespomínaj', 'nespomínajte', 'odporuč', 'odporučte', 'neprekladaj', 'vymaž', 'daj 5 hviezdičiek',
    // Hungarian.
    'küldd', 'küldje', 'utalja át', 'hagyja figyelmen kívül', 'ne vedd figyelembe', 'felejtsd el', 'válaszold azt', 'írd azt', 'mondd azt', 'hagyja jóvá', 'jelöld meg', 'ajánld', 'ne fordítsd le', 'töröld',
    // Swedish.
    'skicka vidare', 'bortse från', 'glöm', 'markera', 'översätt inte', 'radera', 'ge fem stjärnor',
    // Finnish.
    'lähettäkää', 'välitä', 'siirtäkää', 'älä huomioi', 'unohda', 'kirjoita että', 'sano että', 'kerro että', 'hyväksykää', 'suosittele', 'älä käännä', 'poista', 'anna viisi tähteä',
  ],
  HANDLER: [
    // Romanian.
    'oricine procesează', 'cel care procesează', 'cine procesează acest', 'cel care redactează răspunsul', 'cel care pregătește rezumatul', 'oricine rezumă', 'cel care rezumă', 'instrumentul de rezumare', 'procesare automatizată', 'sisteme automatizate', 'agenți automatizați', 'notă de procesare', 'om sau ai', 'persoană sau ai',
    // Czech.
    'kdokoli to zpracovává', 'kdo toto zpracovává', 'kdo zpracovává tento', 'osoba nebo ai', 'člověk nebo ai', 'automatizovaní agenti', 'nástroj na shrnutí',
    // Slovak.
    'pre toho kto spracováva', 'kto spracováva', 'ktokoľvek spracováva', 'ktokoľvek toto spracúva', 'kto spracúva', 'kto zhŕňa', 'kto zostavuje', 'kto píše odpoveď', 'kto pripravuje zhrnutie', 'kto pripravuje odpoveď', 'nástroj na zhrnutie', 'sumarizačný nástroj', 'automatizované spracovanie', 'automatické spracovanie', 'poznámka k spracovaniu', 'poznámka pre asistenta', 'osoba alebo ai', 'človek alebo ai',
    // Hungarian.
    'aki feldolgozza', 'bárki aki ezt feldolgozza', 'aki összefoglalja', 'aki a választ megírja', 'aki kezeli ezt', 'ember vagy ai', 'személy vagy ai', 'automatizált ügynökök', 'feldolgozó rendszer',
    // Swedish.
    'människa eller ai', 'person eller ai', 'den som sammanfattar detta', 'den som svarar på detta', 'den som hanterar ärendet', 'automatiska system',
    // Finnish.
    'joka käsittelee tämän', 'tämän käsittelevälle', 'tiivistelmän laatija', 'ihminen tai tekoäly', 'henkilö tai tekoäly', 'automaattiset agentit', 'automaattinen järjestelmä', 'käsittelyhuomautus',
  ],
  EVALUATOR_NOTE: [
    // Romanian.
    'pentru evaluatori', 'instrucțiuni de notare', 'ghid de evaluare', 'notă pentru corector', 'pentru sistemul de punctare', 'pentru recenzent', 'notă pentru recenzent', 'pentru instrumentul de screening',
    // Czech.
    'pro hodnotící systém', 'pokyny pro hodnocení', 'poznámka pro recenzenta', 'pro recenzenta', 'pro bodovací systém', 'pro automatické hodnocení', 'poznámka pro opravujícího',
    // Slovak.
    'poznámka pre hodnotiteľa', 'pre hodnotiteľa', 'pokyn pre hodnotenie', 'pokyny na hodnotenie', 'pre hodnotiaci systém', 'pre bodovací systém', 'poznámka pre recenzenta', 'pre recenzenta', 'pre automatické hodnotenie', 'pre skórovací systém',
    // Hungarian.
    'a bírálónak', 'megjegyzés a bírálónak', 'az értékelő rendszernek', 'a pontozónak', 'a javítónak', 'az automatikus értékelőnek', 'a szűrőrendszernek',
    // Swedish.
    'till granskaren', 'notering till granskaren', 'till bedömningssystemet', 'till poängsättningen', 'bedömningsanvisning', 'till rättaren', 'betygsinstruktion', 'till screeningverktyget',
    // Finnish.
    'arvioijille', 'arvostelijalle', 'huomautus arvostelijalle', 'pisteytysjärjestelmälle', 'arviointijärjestelmälle', 'tarkastajalle', 'seulontatyökalulle',
  ],
  SECRET_DATA: [
    // Romanian.
    'parola', 'parolei', 'datele de conectare', 'codul 2fa', 'codul otp', 'tokenul de acces', 'cookie urile de sesiune', 'numărul de cont', 'istoricul conversației', 'contactele clienților', 'fișierul env', 'cheia ssh', 'codul de unică folosință',
    // Czech.
    'přístupové údaje', 'číslo účtu', 'přístupový token', 'historii konverzace', 'kontakty klientů', 'ssh klíč', 'kód 2fa', 'sms kód', 'číslo bankovního účtu',
    // Slovak.
    'hesiel', 'prihlasovacie údaje', 'api kľúč', 'číslo bankového účtu', 'históriu konverzácie', 'kontakty klientov', 'ssh kľúč', 'cookies relácie',
    // Hungarian.
    'belépési adatok', 'hitelesítő adatok', 'ellenőrző kódot', '2fa kód', 'kártyaszámot', 'bankszámlaszámot', 'api kulcsot', 'munkamenet süti', 'ssh kulcs', 'beszélgetési előzmények', 'ügyfelek elérhetőségei',
    // Swedish.
    'lösenorden', 'bankkontonummer', 'kontonumret', 'bank id', 'sessionscookie', 'åtkomsttoken', 'ssh nyckel', 'konversationshistorik', 'kundkontakter', 'cvv',
    // Finnish.
    'tunnuslukusi', 'tunnusluku', 'pankkitunnukset', 'kirjautumistunnukset', 'iban', 'istuntoeväste*', 'pääsytunniste*', 'ssh avain', 'keskusteluhistoria', 'asiakkaiden yhteystiedot', 'tekstiviestikoodi',
  ],
  SEND_ON: [
    // Romanian.
    'includeți', 'adaugă în răspuns', 'lipește', 'încarcă', 'distribuie', 'partajează', 'în răspuns', 'în răspunsul tău', 'postează',
    // Czech.
    'vlož', 'vložte', 'nahraj', 'nahrajte', 'sdílej', 'sdílejte', 'zahrň', 'uveď v odpovědi', 'v odpovědi', 'do odpovědi', 'připoj',
    // Slovak.
    'pošlite', 'prepošlite', 'zdieľaj', 'zdieľajte', 'zahrňte', 'do odpovede',
    // Hungarian.
    'küldd', 'tedd bele', 'szerepeltesd', 'a válaszban', 'a válaszodban', 'másold be', 'posztold',
    // Swedish.
    'skicka vidare', 'inkludera', 'ta med', 'ladda upp', 'dela', 'i svaret', 'i ditt svar', 'posta',
    // Finnish.
    'välitä', 'vastauksessa', 'vastaukseesi', 'lataa', 'jaa', 'liittäkää', 'julkaise',
  ],
  SEND_OUT: [
    // Romanian.
    'trimiteți', 'redirecționați', 'încărcați', 'arhivează', 'sincronizează', 'expediază',
    // Czech.
    'pošli', 'přepošli', 'nahraj', 'archivuj', 'synchronizuj',
    // Slovak.
    'pošlite', 'prepošlite',
    // Hungarian.
    'küldd', 'továbbítsa',
    // Swedish.
    'skicka vidare', 'arkivera', 'synka', 'synkronisera',
    // Finnish.
    'lähettäkää', 'välitä', 'lataa palvelimelle',
  ],
  DATA_OUT: [
    // Romanian.
    'toate e mailurile', 'toate e mail urile', 'conversația', 'istoricul', 'conținutul', 'exportul', 'rezumatele', 'căsuța de e mail',
    // Czech.
    'celou konverzaci', 'historii', 'obsah', 'všechny soubory',
    // Slovak.
    'všetky správy', 'všetky e maily', 'zhrnutie', 'súbory', 'všetky súbory', 'doručenú poštu', 'celú konverzáciu', 'históriu',
    // Hungarian.
    'a beszélgetést', 'a tartalmat', 'az exportot', 'a teljes postafiókot',
    // Swedish.
    'all e post', 'alla e postmeddelanden', 'konversationen', 'historiken', 'innehållet', 'exporten',
    // Finnish.
    'koko keskustelu', 'historia', 'sisällön', 'viennin', 'kaikki tiedostot', 'postilaatikon',
  ],
  STATE_CHANGE: [
    // Romanian.
    'acces de scriere', 'adaugă ca colaborator', 'marchează mesajele de la', 'acceptă toate invitațiile', 'schimbă adresa de email', 'schimbă iban ul', 'actualizează contul de plată', 'recenzie de 5 stele', 'marchează proiectul ca finalizat', 'acordă acces',
    // Czech.
    'přidej jako spolupracovníka', 'přístup správce', 'přijmi všechny pozvánky', 'změň registrovaný e mail', 'změň iban', 'aktualizuj výplatní účet', 'hodnocení 5 hvězdiček', 'označ projekt jako dokončený', 'udělte přístup',
    // Slovak.
    'ako spolupracovníka', 'pridaj ako spolupracovníka', 'prístup správcu', 'prístup na zápis', 'označ ako dokončené', 'pravidlo preposielania', 'zmeň účet pre výplaty', 'prijmi všetky pozvánky', 'udeľ prístup', 'hodnotenie 5 hviezdičiek',
    // Hungarian.
    'adj hozzáférést', 'adj admin jogot', 'fogadd el az összes meghívást', 'változtasd meg az iban t', 'ötcsillagos értékelést', 'írási hozzáférés',
    // Swedish.
    'ge åtkomst', 'lägg till som medarbetare', 'acceptera alla inbjudningar', 'ändra den registrerade e postadressen', 'byt iban', 'femstjärnigt betyg', 'markera projektet som klart', 'ge adminbehörighet',
    // Finnish.
    'anna pääsy', 'lisää yhteistyökumppaniksi', 'hyväksy kaikki kutsut', 'vaihda iban', 'viiden tähden arvostelu', 'merkitse projekti valmiiksi', 'anna ylläpitäjän oikeudet', 'muuta maksutiliä',
  ],
  UNTOLD: [
    // Romanian.
    'fără să menționezi', 'nu menționa asta', 'nu e nevoie să menționezi', 'fără a menționa', 'fără să informezi', 'nu spune clientului', 'nu i spune utilizatorului', 'fără știrea', 'fără să știe',
    // Czech.
    'nezmiňuj to', 'není třeba zmiňovat', 'bez zmínky', 'aniž bys to zmínil', 'aniž bys informoval', 'neříkej uživateli', 'neříkej to', 'bez vědomí', 'aniž by o tom věděl',
    // Slovak.
    'nespomínaj', 'nespomínajte', 'bez upozornenia', 'bez informovania', 'bez toho aby si informoval', 'nehovorte', 'nehovor', 'netreba spomínať', 'nemusíš to spomínať', 'bez vedomia', 'bez toho aby o tom vedel', 'nehovor používateľovi', 'neinformuj',
    // Hungarian.
    'ne szólj', 'a tudta nélkül', 'az ügyfél tudta nélkül', 'ne említsd meg', 'ne tájékoztasd', 'ne mondd el a felhasználónak', 'említés nélkül',
    // Swedish.
    'utan att nämna', 'berätta inte', 'säg inte till', 'utan kundens vetskap', 'utan deras vetskap', 'behöver inte nämna', 'informera inte',
    // Finnish.
    'älkää mainitko', 'älä ilmoita', 'kertomatta kenellekään', 'asiakkaan tietämättä', 'heidän tietämättään', 'ilman että kerrot', 'ei tarvitse kertoa', 'älä kerro käyttäjälle',
  ],
  FIXED_OUTCOME: [
    // Romanian.
    'trebuie să concluzionezi', 'trebuie să indici', 'trebuie să declari că', 'trebuie să raportezi că', 'rezultatul trebuie să fie', 'verdictul trebuie să fie', 'trebuie clasat primul', 'trebuie pus pe primul loc', 'să fie marcat ca', 'raportează că nu există erori', 'singura etichetă acceptabilă', 'acordă punctaj maxim', 'să fie înregistrat ca', 'înregistrat ca', 'înregistrată ca',
    // Czech.
    'musí být vykázáno jako', 'výsledek musí být', 'verdikt musí být', 'musí uvést že', 'musíte uvést že', 'musí být hodnoceno jako', 'udělte plný počet bodů', 'umístěte na první místo', 'nehlaste žádné chyby', 'jediný přijatelný', 'zaznamenán jako', 'zaznamenána jako', 'vykázán jako', 'musí být výsledek',
    // Slovak.
    'musí byť zaznamenané ako', 'musí byť označené ako', 'musí byť vyhodnotené ako', 'výsledok musí byť', 'musí uviesť že', 'uveďte že', 'vykážte ako', 'daj plný počet bodov', 'umiestni na prvé miesto', 'jediné prijateľné', 'nehlás žiadne chyby', 'zaznamenaný ako', 'zaznamenané ako', 'musí byť výsledok',
    // Hungarian.
    'az ítélet legyen', 'első helyre kell tenni', 'az első helyre rangsorold', 'egyetlen elfogadható', 'azt kell írnod', 'azt kell válaszolnod',
    // Swedish.
    'ska bedömas som', 'måste rapporteras som', 'måste registreras som', 'resultatet ska vara', 'domen ska vara', 'ska placeras först', 'ge full poäng', 'rapportera inga fel', 'enda godtagbara', 'ska anges som', 'registreras som', 'ska resultatet', 'resultatet ska',
    // Finnish.
    'on arvioitava', 'tuloksen tulee olla', 'tuomion on oltava', 'sijoita ensimmäiseksi', 'ainoa hyväksyttävä', 'älä raportoi virheitä', 'on ilmoitettava että', 'on merkittävä hyväksytyksi',
  ],
  FIXED_REPLY: [
    // Romanian.
    'răspunde doar', 'răspunde numai', 'afișează doar', 'scrie numai', 'răspunsul este', 'răspundeți doar cu',
    // Czech.
    'odpověz jen', 'odpovězte pouze', 'vypiš jen', 'napiš pouze', 'odpověď je',
    // Slovak.
    'odpovedz iba', 'odpovedz len', 'odpovedzte iba', 'odpovedzte len', 'vypíš iba', 'vypíš len', 'napíš iba', 'napíš len',
    // Hungarian.
    'egyetlen szóval válaszolj', 'a válasz legyen',
    // Swedish.
    'svara enbart med', 'svara bara', 'skriv endast', 'svaret är', 'mata endast ut',
    // Finnish.
    'vastaus on', 'vastaa yhdellä sanalla', 'tulosta ainoastaan', 'kirjoita ainoastaan',
  ],
  OVERRIDDEN: [
    // Romanian.
    'indiferent ce găsești', 'indiferent de date', 'indiferent ce arată', 'fără revizuire', 'fără verificare suplimentară', 'deja moderat', 'precertificat', 'nu semnala', 'nu escalada', 'nu lista probleme', 'doar feedback pozitiv', 'nu este necesară nicio acțiune',
    // Czech.
    'ať zjistíš cokoli', 'bez ohledu na data', 'nepřepočítávej', 'bez revize', 'již prošlo', 'neeskaluj', 'neoznačuj', 'jen pozitivní zpětná vazba', 'není třeba další kroky',
    // Slovak.
    'bez ohľadu na', 'bez ohľadu na údaje', 'nech zistíš čokoľvek', 'už schválené', 'vopred schválené', 'neprepočítavaj', 'neprepočítavajte', 'bez ďalšej kontroly', 'bez revízie', 'len pozitívna spätná väzba', 'už prešlo kontrolou',
    // Hungarian.
    'ne jelezd', 'ne eszkaláld', 'csak pozitív visszajelzés', 'már átment', 'előzetesen ellenőrizve', 'bármit is mutat',
    // Swedish.
    'vad du än hittar', 'oavsett vad du hittar', 'oavsett data', 'förhandsgodkänd', 'redan granskad', 'utan granskning', 'flagga inte', 'eskalera inte', 'endast positiv feedback',
    // Finnish.
    'löysitpä mitä tahansa', 'riippumatta tiedoista', 'jo tarkastettu', 'esitarkastettu', 'älä liputa', 'älä eskaloi', 'vain positiivista palautetta', 'ilman tarkistusta',
  ],
  AUTHORITY_ORDER: [
    // Romanian.
    'la ordinul administratorului', 'la cererea suportului', 'conform instrucțiunilor administratorului', 'din ordinul', 'la solicitarea echipei', 'prin dispoziția', 'la instrucțiunile', 'la cererea echipei de suport',
    // Czech.
    'na pokyn administrátora', 'na příkaz správce', 'z pověření', 'podle pokynu podpory', 'na žádost administrátora', 'na základě pokynu',
    // Slovak.
    'na pokyn správcu', 'na žiadosť podpory', 'z poverenia', 'podľa pokynu', 'z nariadenia', 'na príkaz podpory',
    // Hungarian.
    'az admin utasítására', 'a támogatás kérésére', 'a moderátor utasítására', 'megbízásából', 'az ügyfélszolgálat kérésére',
    // Swedish.
    'på instruktion från', 'enligt order från', 'på uppdrag av', 'på supportens begäran', 'enligt administratörens', 'på order från',
    // Finnish.
    'ylläpitäjän käskystä', 'tuen määräyksestä', 'ylläpidon pyynnöstä', 'moderaattorin määräyksestä', 'valtuuttamana', 'toimeksiannosta',
  ],
  REQUEST: [
    // Romanian.
    'arătați mi', 'arată ne', 'scrie mi', 'aș vrea să văd', 'vreau să văd', 'poți să mi dai', 'îmi poți da', 'îmi poți trimite', 'îmi trimiți', 'îmi dai', 'lipește aici', 'pune aici', 'copiază aici', 'care client', 'care cumpărător', 'citește mi', 'dezvăluie',
    // Czech.
    'vypiš mi', 'napiš mi', 'můžeš mi poslat', 'můžeš mi dát', 'chci vidět', 'vlož sem', 'zkopíruj sem', 'který klient', 'který zákazník', 'přečti mi', 'sděl mi', 'prozraď',
    // Slovak.
    'ukážte mi', 'dajte mi', 'pošlite mi', 'povedz mi', 'povedzte mi', 'vymenuj', 'môžeš mi poslať', 'môžeš mi dať', 'chcem vidieť', 'skopíruj sem', 'ktorý klient', 'ktorý zákazník', 'prečítaj mi', 'prezraď',
    // Hungarian.
    'add ide', 'írd ki', 'írd le', 'mondd el', 'szeretném látni', 'megadnád', 'elküldenéd', 'melyik ügyfél', 'melyik vásárló', 'másold ide', 'olvasd fel', 'áruld el',
    // Swedish.
    'visa', 'lista alla', 'räkna upp', 'skriv ut', 'kan du skicka', 'kan du ge mig', 'jag vill se', 'klistra in här', 'vilken kund', 'vilken köpare', 'läs upp', 'avslöja',
    // Finnish.
    'anna mulle', 'antakaa', 'voisitko lähettää', 'voitko antaa', 'haluan nähdä', 'liitä tähän', 'kopioi tähän', 'mikä asiakas', 'kuka asiakas', 'lue ääneen', 'paljasta', 'kerro mulle', 'kertoisitko', 'näyttäkää',
  ],
  SYSTEM_PROMPT: [
    // Romanian.
    'promptul sistemului', 'instrucțiunile sistemului', 'prompt ul de sistem', 'prompt ul inițial', 'promptul ascuns', 'instrucțiunile ascunse', 'system prompt ul',
    // Czech.
    'systémovou výzvu', 'systémová výzva', 'systémového promptu', 'skryté instrukce', 'skrytý prompt', 'úvodní prompt',
    // Slovak.
    'systémové inštrukcie', 'počiatočný prompt', 'systémovú výzvu', 'skryté inštrukcie', 'úvodný prompt',
    // Hungarian.
    'rendszer prompt', 'a rendszer promptot', 'rejtett prompt', 'kezdő prompt', 'rendszerüzeneted',
    // Swedish.
    'system prompten', 'dolda instruktioner', 'dold prompt', 'initiala prompten', 'startprompten', 'systeminstruktion*',
    // Finnish.
    'järjestelmäkehot*', 'järjestelmäviestisi', 'piilokehote', 'piilokehotteesi', 'alkukehotteesi', 'piilotettu kehote', 'aloituskehote',
  ],
  OWN_SECRETS: [
    // Romanian.
    'tokenul api', 'instrumentele tale', 'uneltele tale', 'lista de instrumente', 'cheia secretă', 'tokenul de acces', 'variabilele de mediu', 'credențialele tale',
    // Czech.
    'tvoje nástroje', 'seznam nástrojů', 'tajný klíč', 'přístupový token', 'proměnné prostředí', 'tvoje přihlašovací údaje',
    // Slovak.
    'api kľúč', 'kľúč api', 'api kľúče', 'zoznam nástrojov', 'nástroje ktoré máš', 'tajný kľúč', 'premenné prostredia', 'tvoje prihlasovacie údaje',
    // Hungarian.
    'a kulcsaid', 'környezeti változók', 'api token', 'az eszközeid listája', 'milyen eszközeid vannak',
    // Swedish.
    'dina verktyg', 'verktygslista', 'hemlig nyckel', 'åtkomsttoken', 'miljövariabler',
    // Finnish.
    'työkalulista', 'ympäristömuuttujat', 'api tunniste', 'salaiset avaimet', 'käytössäsi olevat työkalut',
  ],
  PAYOUT_CHANGE: [
    // Romanian.
    'noul cont bancar', 'alt cont bancar', 'în contul meu personal', 'pe alt iban', 'noul iban', 'actualizează iban ul', 'schimbă metoda de plată', 'prin western union', 'schimbă contul de plată', 'pe un alt cont',
    // Czech.
    'jiné číslo účtu', 'nový iban', 'změň výplatní účet', 'změňte číslo účtu', 'pošli to na jiný účet', 'na můj osobní účet', 'změna bankovního účtu',
    // Slovak.
    'nový bankový účet', 'iné číslo účtu', 'zmeňte účet', 'na iný účet', 'zmena bankového účtu', 'na môj osobný účet', 'zmeň výplatný účet', 'adresa pre výplaty',
    // Hungarian.
    'új iban', 'egy másik bankszámlára', 'a személyes számlámra', 'módosítsd a számlaszámot', 'frissítsd a bankszámlát', 'a kifizetési számla módosítása',
    // Swedish.
    'nytt iban', 'byt konto', 'ändra kontonummer', 'till mitt privata konto', 'uppdatera bankkontot', 'ändra utbetalningsmetod', 'till ett nytt konto', 'via western union',
    // Finnish.
    'uusi iban', 'vaihda pankkitili', 'muuta tilinumeroa', 'henkilökohtaiselle tililleni', 'päivitä tilinumero', 'vaihda maksutili', 'vaihda myyjän maksutili', 'uuteen ibaniin', 'uuteen tilinumeroon', 'uudelle pankkitilille', 'maksutavan muutos', 'uudelle tilille', 'eri tilille',
  ],
  VERIFY_SKIP: [
    // Romanian.
    'sari peste verificarea identității', 'fără kyc', 'sari peste kyc', 'omite kyc', 'fără verificare de identitate', 'ocolește kyc', 'marchează ca verificat', 'marchează mă ca verificat', 'setează ca verificat',
    // Czech.
    'přeskoč kyc', 'bez kyc', 'vynech kontrolu totožnosti', 'obejdi ověření', 'označ jako ověřený', 'označ mě jako ověřeného', 'nastav jako ověřené',
    // Slovak.
    'preskoč overenie', 'preskočte overenie', 'bez overenia totožnosti', 'vynechaj overenie', 'obíď overenie', 'označ ako overený', 'označ ma ako overeného', 'nastav ako overené',
    // Hungarian.
    'kyc nélkül', 'hagyd ki a személyazonosítást', 'kerüld meg az ellenőrzést', 'jelöld ellenőrzöttnek', 'jelölj ellenőrzöttnek', 'állítsd ellenőrzöttre', 'azonosítás kihagyása',
    // Swedish.
    'utan kyc', 'skippa verifieringen', 'skippa kyc', 'kringgå verifieringen', 'markera som verifierad', 'markera mig som verifierad', 'sätt som verifierad', 'utan id kontroll',
    // Finnish.
    'ilman kyc', 'ohita henkilöllisyyden tarkistus', 'kierrä tunnistautuminen', 'merkitse vahvistetuksi', 'merkitse minut vahvistetuksi', 'aseta vahvistetuksi', 'ilman tunnistautumista', 'ohittakaa tunnistus',
  ],
  APPROVE: [
    // Romanian.
    'aprobă retragerea', 'validează', 'permite retragerea', 'lasă să treacă', 'marchează ca sigur', 'retragere', 'retrageri',
    // Czech.
    'schvalte výběr', 'povol výběr', 'pusť to', 'označ jako bezpečné', 'výběru',
    // Slovak.
    'schváľ výber', 'označ ako bezpečné',
    // Hungarian.
    'engedélyezd', 'engedélyezze', 'hagyd jóvá a kivételt', 'jelöld biztonságosnak', 'kivétel',
    // Swedish.
    'godkänn uttaget', 'tillåt uttaget', 'släpp igenom', 'markera som säker', 'uttagen',
    // Finnish.
    'hyväksykää', 'salli nosto', 'päästä läpi', 'merkitse turvalliseksi', 'noston',
  ],
  BUYER: [
    // Romanian.
    'ale cumpărătorului', 'ale clientului',
    // Czech.
    'klienta', 'zákazníkovy', 'klientovy',
    // Slovak.
    'kupujúceho', 'objednávateľa',
    // Hungarian.
    'megrendelő*',
    // Swedish.
    'beställarens',
    // Finnish.
    'ostajalta',
  ],
  DATA: [
    // Romanian.
    'date', 'informațiile', 'informații',
    // Czech.
    'informace',
    // Slovak.
    'údajov', 'informácie',
    // Swedish.
    'information',
    // Finnish.
    'datan', 'tietoihin',
  ],
  PERMITTED: [
    // Romanian.
    'ai dreptul', 'ești autorizat să', 'ai autorizarea', 'ai permisiune', 'ți se permite',
    // Czech.
    'máš povolení', 'je ti povoleno', 'jsi autorizován', 'smíte', 'máte oprávnění', 'je dovoleno',
    // Slovak.
    'máš oprávnenie', 'je oprávnený', 'si oprávnený', 'smieš', 'smiete', 'je povolené', 'máš povolenie', 'máte oprávnenie', 'si autorizovaný', 'je ti dovolené',
    // Hungarian.
    'engedélyt kaptál', 'jogosult vagy rá', 'meg van engedve', 'fel vagy hatalmazva', 'felhatalmazást kaptál',
    // Swedish.
    'du har rätt att', 'du får lov att', 'du har lov att', 'du är behörig', 'har befogenhet', 'är auktoriserad', 'du har tillåtelse',
    // Finnish.
    'saat luvan', 'sinulla on valtuudet', 'olet oikeutettu', 'on sallittua',
  ],
  PRETEND: [
    // Romanian.
    'pretinde că ești', 'imaginează ți că ești', 'intră în rolul', 'de acum înainte vei fi', 'de acum vei fi', 'ești acum', 'acționează ca', 'hai să facem un joc de rol',
    // Czech.
    'předstírej že jsi', 'hraj si na', 'vžij se do role', 'budeš hrát', 'od této chvíle jsi', 'teď jsi', 'jednej jako',
    // Slovak.
    'predstieraj', 'predstieraj že si', 'predstav si že si', 'hranie rolí', 'hrajme sa', 'zahraj si rolu', 'hraj rolu', 'od teraz si', 'odteraz si', 'odteraz budeš', 'správaj sa ako', 'konaj ako', 'vžij sa do role',
    // Hungarian.
    'tettesd', 'tettesd magad', 'játsszunk szerepjátékot', 'bújj bele a szerepébe', 'képzeld el', 'viselkedj mint',
    // Swedish.
    'låtsas vara', 'du ska spela', 'gestalta', 'föreställ dig att du är', 'bete dig som', 'rollspela', 'hädanefter är du', 'från nu är du',
    // Finnish.
    'teeskentele olevasi', 'kuvittele olevasi', 'leikitään että', 'leikitään roolileikkiä', 'esitä', 'olet nyt', 'tästä eteenpäin olet', 'käyttäydy niin kuin', 'toimi kuin',
  ],
  WALLET_SECRET: [
    // Romanian.
    'fraza de recuperare', 'cele 24 de cuvinte', 'cele 12 cuvinte', '24 de cuvinte', 'cuvintele seed', 'parola portofelului',
    // Czech.
    'seed fráze', 'seed frázi', 'obnovovací fráze', 'záchranná fráze', 'privátní klíč', '24 slov', 'těch 12 slov', 'heslo k peněžence',
    // Slovak.
    'seed frázu', 'seed fráza', 'obnovovaciu frázu', 'obnovovacia fráza', 'súkromný kľúč', 'privátny kľúč', 'tých 24 slov', 'tých 12 slov', 'prihlasovacie údaje', 'heslo k peňaženke', 'wif kľúč',
    // Hungarian.
    'seed kifejezés', 'seed mondat', 'helyreállító kifejezés', 'visszaállítási kifejezés', 'privát kulcs', 'titkos kulcs', '24 szó', 'a 12 szót', 'a 24 szavas', 'a 12 szavas', 'tárca jelszava',
    // Swedish.
    'seedfras', 'seed fras', 'seedfrasen', 'återställningsfras', 'återställningsfrasen', 'de 24 orden', '24 ord', 'de 12 orden', 'plånbokens lösenord',
    // Finnish.
    'seed lause', 'palautuslause', 'palautuslauseke', 'siemenlause', 'yksityinen avain', 'yksityisen avaimen', '24 sanaa', '12 sanan', '24 sanan', 'lompakon salasana',
  ],
  EVADE_STRONG: [
    // Romanian.
    'fără să fiu prins', 'să nu poată fi urmărit', 'să nu fie detectat', 'să evit detectarea', 'metode de ascundere',
    // Czech.
    'aby to nešlo vystopovat', 'aniž by mě chytili', 'vyhnout se odhalení', 'nevystopovatelně',
    // Slovak.
    'aby sa to nedalo vystopovať', 'bez toho aby ma chytili', 'vyhnúť sa odhaleniu', 'aby ma nechytili',
    // Hungarian.
    'lebukás nélkül', 'hogy ne lehessen lenyomozni', 'nyomon követhetetlenül', 'hogy ne kapjanak el',
    // Swedish.
    'utan att åka fast', 'så att det inte går att spåra', 'undvika upptäckt', 'ospårbart',
    // Finnish.
    'jäämättä kiinni', 'ettei sitä voi jäljittää', 'välttää havaitseminen', 'jäljittämättömästi',
  ],
  FAKE_REVIEWS: [
    // Romanian.
    'recenzii fake', 'review uri false', 'recenzii inventate', 'recenzii cumpărate', 'păreri false',
    // Czech.
    'falešné recenze', 'falešných recenzí', 'fake recenze', 'vymyšlené recenze', 'kupované recenze', 'falešná hodnocení',
    // Slovak.
    'falošné recenzie', 'falošných recenzií', 'fake recenzie', 'vymyslené recenzie', 'falošné hodnotenia', 'nepravé recenzie',
    // Hungarian.
    'hamis értékelés', 'hamis értékelést', 'kamu értékelést', 'hamis értékelések', 'hamis értékeléseket', 'kamu értékeléseket', 'hamis véleményeket', 'hamis vásárlói vélemények',
    // Swedish.
    'fejkade recensioner', 'fejkrecensioner', 'påhittade recensioner', 'falska omdömen', 'fejkade omdömen',
    // Finnish.
    'valearvostelu*', 'feikkiarvostelu*', 'väärennetyt arvostelut', 'keksityt arvostelut', 'valearvio*',
  ],
  SKIP_SCAN: [
    // Romanian.
    'sari peste scanare', 'fără scanarea de securitate', 'omite scanarea', 'ocolește scanarea',
    // Czech.
    'přeskoč skenování', 'bez bezpečnostní kontroly', 'vynech sken', 'obejdi skenování',
    // Slovak.
    'preskoč skenovanie', 'preskočte skenovanie', 'bez bezpečnostnej kontroly', 'vynechaj sken', 'preskoč bezpečnostnú kontrolu',
    // Hungarian.
    'hagyd ki a biztonsági ellenőrzést', 'hagyd ki a szkennelést', 'biztonsági vizsgálat nélkül', 'ugord át a vizsgálatot',
    // Swedish.
    'skippa skanningen', 'hoppa över säkerhetskontrollen', 'utan säkerhetsskanning',
    // Finnish.
    'ohita skannaus', 'ohita tietoturvatarkistus', 'ilman tietoturvaskannausta', 'ohita virustarkistus',
  ],
  HARM: [
    // Romanian.
    'bombă cu țeavă', 'exploziv*', 'dispozitiv exploziv', 'gaz sarin', 'gaz toxic', 'agent neurotoxic', 'ricină', 'să otrăvesc', 'otrăvi pe cineva', 'cocktail molotov', 'armă fără serie', 'armă imprimată 3d', 'fentanil*', 'să fac droguri', 'să produc droguri', 'clonarea cardurilor', 'clonez un card', 'virus informatic', 'atac ddos', 'să urmăresc telefonul', 'aplicație de spionaj', 'să i citesc mesajele', 'acte false', 'buletin fals', 'bani falși', 'spălare de bani', 'să scap de cadavru', 'metanfetamin*', 'otrăvesc',
    // Czech.
    'trubkovou bombu', 'trubkové bomby', 'výbušné zařízení', 'výbušnin*', 'nervový plyn', 'otrávit', 'jak otrávit', 'molotovův koktejl', 'zbraň bez sériového čísla', 'klonovat kartu', 'klonování karet', 'ddos útok', 'sledovací aplikace', 'špehovat', 'číst její zprávy', 'falešné doklady', 'padělané peníze', 'praní špinavých peněz', 'zbavit se těla',
    // Slovak.
    'výbušnín', 'podomácky vyrobenú bombu', 'rúrkovú bombu', 'výbušné zariadenie', 'smrteľnú dávku', 'molotovov koktejl', 'hacknúť účet', 'nabúrať účet', 'ukradnúť heslá', 'trójsky kôň', 'sledovacia aplikácia', 'falošné doklady', 'falošné peniaze', 'pranie špinavých peňazí', 'zbaviť sa tela',
    // Hungarian.
    'csőbomb*', 'házi bomba', 'házi bombát', 'robbanóeszköz*', 'ideggáz*', 'szarin*', 'ricin*', 'bombát', 'megmérgezni', 'megmérgezzem', 'molotov koktél', 'molotov koktélt', 'metamfetamin*', 'kártyaklónoz*', 'klónozni a kártyát', 'ddos támadás', 'kémprogram*', 'kémkedni utána', 'elolvasni az üzeneteit', 'hamis személyi', 'hamis iratok', 'hamis pénz', 'pénzmosás*', 'eltüntetni a holttestet', 'sorozatszám nélküli fegyver',
    // Swedish.
    'sprängladdning*', 'nervgas*', 'förgifta', 'molotovcocktail*', 'klona kort', 'kortskimmer', 'ddos attack', 'botnät', 'spionapp*', 'spionera på', 'läsa hennes meddelanden', 'falsk legitimation', 'falska pengar', 'penningtvätt*', 'göra sig av med kroppen', 'vapen utan serienummer',
    // Finnish.
    'putkipommi*', 'hermokaasu*', 'sariini*', 'risiini*', 'myrkyttää', 'myrkyttämään', 'myrkyttää joku', 'molotovin cocktail', 'polttopullo*', 'metamfetamiini*', 'amfetamiini*', 'fentanyyli*', 'kortin kloonaus', 'kloonata kortti', 'näppäilyloggeri*', 'palvelunestohyökkäy*', 'bottiverk*', 'vakoilusovellu*', 'vakoilla', 'lukea hänen viestinsä', 'väärennetty henkilökortti', 'väärennetyt rahat', 'rahanpesu*', 'päästä eroon ruumiista', 'ase ilman sarjanumeroa',
  ],
  HOWTO: [
    // Romanian.
    'instrucțiuni detaliate', 'ghid complet', 'cum se fabrică', 'cum să fabric', 'cum să construiesc', 'cum să obțin', 'rețeta exactă', 'cantitățile exacte', 'cu proporții', 'scrie un script', 'scrie codul', 'cod funcțional', 'explică exact cum', 'comenzile exacte', 'ce ingrediente',
    // Czech.
    'podrobný návod', 'přesný postup', 'postup', 'jak se vyrábí', 'jak sestrojit', 'jak získat', 'přesné množství', 'přesné poměry', 'napiš skript', 'napiš kód', 'vysvětli přesně jak', 'přesné příkazy', 'jaké suroviny',
    // Slovak.
    'krok za krokom', 'ako vyrobiť', 'ako urobiť', 'ako sa vyrába', 'ako zostrojiť', 'ako získať', 'aj s množstvom', 'presné množstvo', 'funkčný kód', 'kompletný kód', 'vysvetli presne ako', 'aké suroviny', 'ako mám',
    // Hungarian.
    'pontos útmutató', 'részletes útmutató', 'hogyan csináljak', 'hogyan gyártsak', 'hogyan építsek', 'hogyan szerezzek', 'pontos mennyiségek', 'pontos arányok', 'írj egy szkriptet', 'írd meg a kódot', 'oktatóanyag', 'pontos parancsok', 'milyen alapanyagok', 'pontos recept',
    // Swedish.
    'exakt hur', 'detaljerad guide', 'steg för steg guide', 'hur tillverkar man', 'hur bygger man', 'hur gör man', 'exakta mängder', 'exakta proportioner', 'skriv ett skript', 'skriv koden', 'exakta kommandon', 'vilka ingredienser',
    // Finnish.
    'tarkat ohjeet', 'yksityiskohtaiset ohjeet', 'miten valmistan', 'miten rakennan', 'miten saan', 'kuinka valmistetaan', 'tarkat määrät', 'tarkat suhteet', 'kirjoita skripti', 'kirjoita koodi', 'tarkat komennot', 'mitkä ainekset', 'opas',
  ],
  PROTECT: [
    // Romanian.
    'protejăm', 'să mă protejez', 'să recunoști', 'recunoaștem', 'să prevenim', 'prevenirea', 'să recunosc', 'să recunoaștem', 'să detectez', 'apărare', 'victimă', 'victime', 'am fost țepuit', 'am fost înșelat', 'raportez', 'raportează', 'să evit', 'avertizare', 'nu trimite niciodată', 'nu divulga', 'nu împărtăși', 'semne de avertizare', 'conștientizare', 'securizez', 'nu da niciodată', 'nu le da nimănui',
    // Czech.
    'ochránit', 'chránit se', 'poznám', 'rozpoznám', 'rozpoznávat', 'prevence', 'poznat', 'jak poznat', 'obrana', 'bránit se', 'oběť', 'oběti', 'nahlásit', 'nikdy nesdílej', 'nikdy neposílej', 'varovné signály', 'zabezpečit',
    // Slovak.
    'spoznám', 'chrániť sa', 'prevencia', 'predísť', 'spoznať', 'ako spoznať', 'vyhnúť sa', 'brániť sa', 'obete', 'nikdy nezdieľaj', 'nikdy neposielaj',
    // Hungarian.
    'megvédjem', 'védekezhetek', 'felismerjem', 'felismerhető', 'védekezni ellene', 'áldozat', 'áldozata', 'áldozatul', 'jelenteni', 'jelentsd', 'soha ne oszd meg', 'soha ne küldd el', 'figyelmeztető jelek', 'biztonságossá tenni',
    // Swedish.
    'skydda mig', 'skyddar sig', 'skydda sig', 'känner igen', 'skydd', 'förebyggande', 'offer', 'anmäla', 'rapportera', 'dela aldrig', 'varningstecken', 'blev lurad', 'blev hackad',
    // Finnish.
    'suojata', 'suojaan', 'tunnistan', 'tunnistat', 'suojautuu', 'ennaltaehkäisy', 'uhri', 'uhriksi', 'ilmoittaa', 'älä koskaan anna', 'varoitusmerkit', 'tunnistamaan', 'välttämään', 'jouduin huijatuksi',
  ],
  OFF_PLATFORM: [
    // Romanian.
    'direct în contul meu', 'direct pe card', 'direct în portofel', 'fără platformă', 'să evităm comisionul', 'fără comisionul platformei', 'ocolim platforma', 'prin revolut', 'transfer direct', 'plată directă',
    // Czech.
    'přímo na můj účet', 'přímo na účet', 'bez platformy', 'obejít platformu', 'ušetříme poplatek', 'bez poplatku platformy', 'přes whatsapp', 'přes telegram', 'přímý převod', 'napřímo',
    // Slovak.
    'mimo platformy', 'bokom mimo platformy', 'priamo na môj účet', 'priamo na účet', 'obísť platformu', 'ušetríme poplatok', 'cez whatsapp', 'cez telegram', 'priamy prevod', 'napriamo',
    // Hungarian.
    'közvetlenül a számlámra', 'közvetlenül nekem', 'escrow nélkül', 'a platform nélkül', 'kerüljük meg a platformot', 'spóroljuk meg a jutalékot', 'jutalék nélkül', 'telegramon', 'revoluton',
    // Swedish.
    'direkt till mitt konto', 'direkt till mig', 'utan plattformen', 'förbi plattformen', 'slippa avgiften', 'spara avgiften', 'swisha direkt', 'på whatsapp', 'på telegram', 'direktbetalning',
    // Finnish.
    'suoraan minulle', 'suoraan tililleni', 'ilman escrowta', 'ilman alustaa', 'kierretään alusta', 'säästetään välityspalkkio', 'ilman välityspalkkiota', 'telegramissa', 'suora maksu', 'tilisiirrolla suoraan',
  ],
  GIFT_CARDS: [
    // Romanian.
    'carduri google play', 'carduri steam', 'carduri itunes', 'voucher cadou', 'vouchere cadou', 'tichete cadou', 'card cadou google play',
    // Czech.
    'dárkových karet', 'google play karty', 'steam karty', 'itunes karty', 'dárkový poukaz',
    // Slovak.
    'darčekové karty', 'darčekovú kartu', 'darčekových kariet', 'darčekové poukážky', 'darčekovú poukážku',
    // Hungarian.
    'steam kártya', 'ajándék kártya', 'ajándék kártyát',
    // Swedish.
    'presentkort*',
    // Finnish.
    'steam kortti', 'google play kortteja',
  ],
  CODES: [
    // Romanian.
    'codul', 'trimite mi codurile', 'numerele cardurilor',
    // Czech.
    'kódy karet', 'nakup', 'nakupte', 'čísla karet',
    // Slovak.
    'kódov', 'čísla kariet',
    // Hungarian.
    'kódot', 'vásároljon',
    // Swedish.
    'koden', 'kortnumren',
    // Finnish.
    'korttinumerot',
  ],
  DELETE: [
    // Romanian.
    'șterge mesajele', 'curăță', 'fă să dispară',
    // Czech.
    'vymažte', 'vyčisti', 'zahoď', 'skryj',
    // Slovak.
    'zmaž', 'zmažte', 'skry',
    // Hungarian.
    'tüntesse el', 'ürítsd ki',
    // Swedish.
    'rensa bort', 'sudda ut', 'göm',
    // Finnish.
    'pyyhkikää', 'piilota',
  ],
  EVIDENCE: [
    // Romanian.
    'screenshoturile', 'logurile', 'istoricul chatului', 'mesajele din această conversație', 'aceste mesaje', 'mesajele de dispută',
    // Czech.
    'snímky', 'záznamy', 'historii konverzace', 'spor', 'tyto zprávy', 'tento spor',
    // Slovak.
    'dôkazy', 'históriu chatu', 'históriu konverzácie', 'sporu', 'tieto správy', 'správy', 'negatívnu recenziu', 'zlé hodnotenie',
    // Hungarian.
    'a vitát', 'a csevegés előzményeit',
    // Swedish.
    'loggar', 'chattloggen', 'tvist', 'dessa meddelanden', 'den negativa recensionen',
    // Finnish.
    'chattihistoria', 'riita', 'kiista', 'huono arvio',
  ],
  HIDE_FROM: [
    // Romanian.
    'ca să nu observe', 'înainte de dispută', 'înainte să observe', 'să nu afle', 'fără ca moderatorul să vadă', 'ca arbitrul să nu vadă',
    // Czech.
    'aby to arbitr neviděl', 'před sporem', 'než si toho všimnou', 'aby to moderátor neviděl', 'bez vědomí moderátora',
    // Slovak.
    'aby to nikto nevidel', 'kým to uvidia', 'skôr než to uvidia', 'aby sa to nedozvedel', 'pred sporom', 'bez vedomia moderátora', 'aby to arbiter nevidel',
    // Hungarian.
    'a vita előtt', 'mielőtt a moderátor', 'hogy a bíró ne lássa',
    // Swedish.
    'före tvisten', 'innan tvisten', 'så att moderatorn inte ser', 'utan att någon märker',
    // Finnish.
    'ennen kiistaa', 'ettei välimies näe', 'ennen kuin kukaan huomaa',
  ],
};
