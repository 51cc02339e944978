/**
 * Twenty-eighth round: terms of the concepts of concepts.ts in Turkish, Vietnamese, Indonesian, Malay, Tagalog, Swahili, by concept name.
 * Written in the same form as concepts.ts's lexicons (lower case; a trailing `*` makes a one-token stem of
 * four letters or more; accents may be kept: every term is folded as the words view reads).
 *
 * The words view drops combining accents but keeps the Vietnamese đ (it is a letter of its own, not d
 * with a mark), while people often type Vietnamese without any marks: every term with a đ is registered
 * a second time with d. Turkish ı is read as i both in the terms and in a message, and ş, ğ, ç, ö, ü fold
 * to their base letters, so an unaccented Turkish spelling needs no term of its own. Turkish stems (`*`)
 * carry the suffixes (kanıtları, kanıtlarını); Swahili agreement is a prefix, so its forms are listed.
 */
const RAW: Readonly<Record<string, readonly string[]>> = {
  RELEASE: [
    // Turkish.
    'ödemeyi serbest bırak', 'parayı serbest bırak', 'emaneti serbest bırak', 'serbest bırakılması', 'ödemeyi çöz', 'parayı çöz', 'blokeyi çöz', 'emaneti çöz', 'ödemeyi gönder', 'ödemeyi gönderin',
    'parayı yolla', 'parayı hesabıma', 'hesabıma aktar', 'hesabıma yatır', 'parayı yatırın', 'ödemeyi aktarın', 'ödemeyi bırakın', 'ödemeyi hemen yap', 'iadeyi yap', 'iade yap', 'para iadesi yap', 'tam iade yap', 'havale et', 'eft yap',
    // Vietnamese.
    'giải ngân ngay', 'giải ngân khoản', 'giải ngân tiền', 'nhả tiền ký quỹ', 'chuyển tiền ngay', 'chuyển tiền cho', 'chuyển khoản luôn', 'thanh toán luôn', 'trả tiền luôn', 'hoàn tiền ngay', 'hoàn lại tiền',
    'mở khóa ký quỹ', 'giải phóng ký quỹ', 'giải phóng khoản ký quỹ', 'xả tiền', 'bắn tiền', 'chuyển tiền vào tài khoản', 'phê duyệt giải ngân', 'duyệt giải ngân', 'xác nhận giải ngân', 'rút tiền ký quỹ',
    // Indonesian.
    'cairkan dananya', 'cairkan uangnya', 'cairkan rekber', 'cairin', 'cairin dana', 'cairin dananya', 'lepasin dana', 'rilis uangnya', 'transfer uangnya', 'transfer sekarang', 'transfer ke rekening saya',
    'kirim duitnya', 'bayar langsung', 'lunasi sekarang', 'refund penuh', 'kembalikan dana', 'kembalikan uang', 'proses pencairan', 'teruskan dana', 'lepas pembayaran',
    // Malay.
    'lepaskan dana', 'lepaskan duit', 'keluarkan duit', 'keluarkan dana', 'bayar terus', 'pindahkan duit', 'transfer duit', 'pulangkan wang', 'pulangkan duit', 'bayaran balik penuh', 'proses bayaran balik', 'sahkan pembayaran', 'lepaskan dana escrow', 'lepaskan bayaran escrow',
    // Tagalog.
    'i release mo na', 'i release na', 'irelease', 'irelease na', 'i release ang escrow', 'ilabas na ang pera', 'ilabas mo na', 'ipadala mo na ang bayad', 'bayaran mo ako', 'magbayad ka na', 'i transfer mo na', 'itransfer',
    'i send mo na ang bayad', 'i refund mo', 'i refund na', 'ibalik ang pera', 'ibalik ang bayad', 'ilipat ang pera', 'ilipat ang pondo', 'pakawalan ang pondo', 'pakawalan ang bayad',
    // Swahili.
    'toa pesa', 'toa fedha', 'toa malipo yote', 'lipa pesa', 'nilipe', 'nilipe sasa', 'nitumie pesa', 'tuma malipo', 'tuma fedha', 'hamisha fedha', 'hamisha malipo', 'achia pesa', 'achia malipo', 'fungua malipo',
    'rejesha pesa', 'nirudishie pesa', 'rudisha pesa', 'lipa kikamilifu', 'idhinisha utoaji', 'achilia malipo ya amana', 'toa pesa za amana',
  ],
  ESCROW: [
    // Turkish.
    'emanet*', 'ödeme*', 'parayı', 'parası', 'paramı', 'paramızı', 'tutar', 'tutarı', 'bakiye*', 'fonlar*', 'hakediş', 'hak ediş', 'iade', 'geri ödeme', 'havale', 'eft', 'avans', 'kapora', 'depozito', 'escrow', 'güvenli ödeme', 'bloke para', 'ücret*',
    // Vietnamese.
    'tiền', 'tiền cọc', 'tiền đặt cọc', 'khoản ký quỹ', 'quỹ ký quỹ', 'tiền hàng', 'tiền công', 'thù lao', 'khoản giải ngân', 'hoàn tiền', 'escrow', 'chuyển khoản',
    // Indonesian.
    'dana', 'dananya', 'duit', 'duitnya', 'dana rekber', 'uang jaminan', 'deposit', 'pencairan', 'refund', 'pengembalian dana', 'saldo', 'honor', 'bayaran',
    // Malay.
    'wang escrow', 'duit escrow', 'bayaran balik', 'pembayaran', 'baki akaun', 'upah', 'yuran', 'dana escrow',
    // Tagalog.
    'ang pondo', 'mga pondo', 'ang escrow', 'ang refund', 'paunang bayad', 'downpayment', 'sahod', 'ang sahod', 'balanse', 'ang balanse',
    // Swahili.
    'malipo yangu', 'pesa zangu', 'fedha zilizoshikiliwa', 'fedha za escrow', 'marejesho', 'salio', 'mshahara', 'hela', 'malipo ya amana', 'pesa za amana',
  ],
  COMPLETE: [
    // Turkish.
    'tamamlandı olarak işaretleyin', 'tamamlandı diye işaretle', 'iş tamamlandı', 'sipariş tamamlandı', 'işi tamamla', 'siparişi tamamla', 'teslim edildi', 'teslim edildi olarak işaretle', 'projeyi kapat', 'işi kapatın', 'siparişi kapatın', 'bitti olarak işaretle',
    // Vietnamese.
    'đánh dấu đã hoàn thành', 'đánh dấu là hoàn tất', 'hoàn tất', 'đã hoàn tất', 'đóng đơn', 'đóng dự án', 'đóng công việc', 'đã giao hàng', 'đã bàn giao', 'xác nhận hoàn thành', 'kết thúc đơn hàng',
    // Indonesian.
    'tandai sudah selesai', 'tandai pesanan selesai', 'pesanan selesai', 'proyek selesai', 'tutup proyek', 'tutup order', 'selesaikan pesanan', 'konfirmasi selesai', 'telah selesai', 'tandai selesai sekarang',
    // Malay.
    'tandakan tempahan selesai', 'tempahan selesai', 'projek selesai', 'tutup projek', 'tutup pesanan', 'sahkan siap', 'kerja siap', 'tandakan siap',
    // Tagalog.
    'markahan na tapos', 'markahan mong tapos', 'tapos na ang order', 'tapos na ang trabaho', 'kumpletuhin ang order', 'isara na ang order', 'naihatid na', 'i mark as complete', 'i mark na complete', 'completed na',
    // Swahili.
    'kazi imekwisha', 'oda imekamilika', 'agizo limekamilika', 'weka kuwa imekamilika', 'funga agizo', 'funga mradi', 'imewasilishwa', 'imekabidhiwa', 'tayari imekamilika', 'kamilisha oda',
  ],
  AUTHORITY: [
    // Turkish.
    'platform yöneticisi', 'site yöneticisi', 'sistem yöneticisi', 'yöneticiyim', 'yönetici ekibi', 'yönetim ekibi', 'moderatör*', 'müşteri destek', 'müşteri desteği', 'destek birimi', 'canlı destek', 'güvenlik birimi',
    'finans ekibi', 'ödeme departmanı', 'uyum ekibi', 'güven ve güvenlik', 'sistem bildirimi', 'otomatik mesaj', 'resmi duyuru', 'platform ekibi', 'emanet hizmeti', 'anlaşmazlık çözüm', 'uyuşmazlık çözüm', 'platform admini', 'site admini', 'admin ekibi',
    // Vietnamese.
    'bộ phận chăm sóc khách hàng', 'bộ phận cskh', 'cskh', 'admin nền tảng', 'admin sàn', 'ban quản lý sàn', 'đội ngũ hỗ trợ', 'nhân viên hỗ trợ', 'bộ phận thanh toán', 'đội thanh toán', 'bộ phận an ninh',
    'đội an toàn và tin cậy', 'trung tâm giải quyết tranh chấp', 'thông báo chính thức', 'tin nhắn tự động', 'ban điều hành', 'người kiểm duyệt', 'đại diện nền tảng', 'quản trị viên nền tảng',
    // Indonesian.
    'dari tim dukungan', 'tim cs', 'pihak platform', 'pihak marketplace', 'tim admin', 'admin resmi', 'tim moderasi', 'tim keuangan', 'tim pembayaran', 'tim kepatuhan', 'pusat resolusi',
    'tim penyelesaian sengketa', 'notifikasi sistem', 'pesan otomatis', 'pengelola platform',
    // Malay.
    'pasukan khidmat pelanggan', 'pihak platform', 'pasukan admin', 'pentadbir sistem', 'pasukan kewangan', 'pasukan pematuhan', 'pusat penyelesaian pertikaian', 'notifikasi sistem', 'mesej automatik', 'pengurus akaun', 'daripada pasukan sokongan',
    // Tagalog.
    'mula sa support', 'taga support', 'admin ng site', 'tagapamahala ng platform', 'kinatawan ng platform', 'finance team', 'abiso ng sistema', 'awtomatikong mensahe', 'opisyal na paunawa', 'mula sa koponan ng suporta',
    // Swahili.
    'timu ya huduma kwa wateja', 'idara ya malipo', 'idara ya usalama', 'msimamizi wa tovuti', 'wasimamizi', 'timu ya uaminifu na usalama', 'kituo cha kutatua migogoro', 'ujumbe wa kiotomatiki', 'taarifa rasmi',
    'mwakilishi wa jukwaa', 'timu ya fedha', 'timu ya uzingatiaji', 'ofisi ya msaada', 'kutoka timu ya msaada',
  ],
  SKIP: [
    // Turkish.
    'müşteriye haber vermeden', 'müşteriye bildirmeden', 'alıcıya haber verme', 'alıcıya haber vermeden', 'alıcıya söyleme', 'alıcıya sormadan', 'onay beklemeyin', 'onaya gerek yok', 'kontrol etmeye gerek yok',
    'beklemeye gerek yok', 'haber vermeye gerek yok', 'sormana gerek yok', 'doğrulamasız', 'zaten onaylandı', 'önceden onaylandı', 'aramızda kalsın', 'kimseye haber verme', 'alıcının onayı olmadan', 'onayı olmadan', 'onaysız',
    // Vietnamese.
    'không cần chờ xác nhận', 'không cần hỏi', 'không cần thông báo', 'đừng thông báo', 'không báo cho khách', 'khỏi báo khách', 'khỏi xác nhận', 'không cần đợi', 'đừng đợi', 'không cần người mua xác nhận',
    'bỏ qua xác nhận', 'đã được duyệt rồi', 'giữ bí mật giữa chúng ta', 'đừng cho khách biết', 'không để khách biết', 'không cần báo cho khách hàng',
    // Indonesian.
    'tanpa sepengetahuan pembeli', 'tanpa persetujuan pembeli', 'tanpa konfirmasi dari pembeli', 'tidak usah konfirmasi', 'gak usah konfirmasi', 'nggak usah konfirmasi', 'gak perlu nunggu', 'nggak usah nunggu',
    'jangan kabari', 'jangan kasih tau', 'jangan bilang ke pembeli', 'tidak perlu dicek', 'tanpa dicek', 'tanpa pengecekan', 'sudah diapprove', 'rahasiakan dari pembeli',
    // Malay.
    'tanpa pengetahuan pembeli', 'tanpa kelulusan pembeli', 'tak payah tunggu', 'tak perlu sahkan', 'tak payah sahkan', 'jangan maklumkan pembeli', 'tak perlu semak', 'tak payah bagitau', 'tanpa pengesahan pembeli',
    // Tagalog.
    'huwag nang sabihin', 'wag nang sabihin', 'hindi na kailangang i verify', 'hindi na kailangan ng kumpirmasyon', 'nang walang kumpirmasyon', 'wag nang hintayin', 'hindi na kailangang hintayin', 'huwag ipaalam sa buyer',
    'wag ipaalam', 'nang hindi nalalaman ng buyer', 'sikreto lang natin', 'huwag nang hintayin ang kumpirmasyon',
    // Swahili.
    'bila kusubiri uthibitisho', 'bila idhini ya mnunuzi', 'bila kumjulisha mnunuzi', 'bila kumjulisha', 'usimwambie mnunuzi', 'hakuna haja ya kuthibitisha', 'hakuna haja ya kungoja', 'usingoje', 'usisubiri', 'bila kuangalia',
    'kati yetu tu', 'bila mteja kujua',
  ],
  STARS: [
    // Turkish.
    'tam not', '10 üzerinden 10', '5 üzerinden 5', 'en yüksek not', 'beş yıldız ver', 'tam puanlı', 'mükemmel puan', 'olumlu yorumlar', '5 yıldızlı değerlendirme', 'beş yıldızlı değerlendirme',
    // Vietnamese.
    'đánh giá 5 sao', 'điểm 10', '10 điểm', 'điểm tuyệt đối', 'đánh giá tích cực', 'review 5 sao', 'vote 5 sao', '5 sao ảo',
    // Indonesian.
    'rating 5', 'nilai tertinggi', 'ulasan positif', 'review bintang 5', 'ulasan bintang lima', 'ulasan bintang 5', 'skor maksimal', 'nilai maksimal',
    // Malay.
    'bintang 5', 'markah tertinggi', 'skor maksimum', 'penarafan 5', 'penarafan lima bintang',
    // Tagalog.
    'pinakamataas na marka', 'positibong review', 'perpektong rating', '5 star', '5 star rating', 'limang star na review',
    // Swahili.
    'tathmini ya juu', 'alama za juu', 'maoni chanya', 'ukadiriaji wa nyota tano', 'nyota tano kamili', 'alama 10 kati ya 10',
  ],
  REGARDLESS: [
    // Turkish.
    'kalitesine bakmadan', 'kalitesi ne olursa olsun', 'ne kadar kötü olursa olsun', 'gerçekten kullanmadan', 'ürünü denemeden', 'farklı hesaplar', 'farklı hesaplarla', 'birden fazla hesap', 'başka hesaplardan',
    'sahte hesaplardan', 'kötü yorumları sil', 'olumsuz yorumları görmezden', 'sorun bildirmeden', 'teslimattan önce', 
    // Vietnamese.
    'bất kể chất lượng', 'dù sản phẩm', 'dù tốt hay xấu', 'không cần dùng thử', 'nhiều tài khoản khác nhau', 'các tài khoản khác', 'tài khoản phụ', 'tài khoản clone', 'nick ảo', 'xóa đánh giá xấu',
    'bỏ qua đánh giá tiêu cực', 'trước khi giao hàng', 'bất kể sản phẩm',
    // Indonesian.
    'tidak peduli kualitas', 'apa pun kualitasnya', 'apapun kualitasnya', 'bagaimanapun kualitasnya', 'tanpa mencoba', 'akun akun berbeda', 'akun bodong', 'akun fake', 'hapus ulasan buruk', 'abaikan ulasan negatif',
    'sebelum barang sampai', 
    // Malay.
    'tak kira kualiti', 'tidak kira kualiti', 'walau apa pun kualiti', 'beberapa akaun', 'akaun palsu', 'padam ulasan buruk', 'abaikan ulasan negatif', 'sebelum penghantaran', 
    // Tagalog.
    'kahit ano ang kalidad', 'kahit ano pa ang kalidad', 'kahit hindi maganda', 'kahit hindi pa nagagamit', 'maraming account', 'dummy account', 'mga pekeng account', 'burahin ang mga masamang review',
    'huwag pansinin ang negatibong', 'bago pa maihatid', 
    // Swahili.
    'bila kujali ubora', 'hata kama ni mbaya', 'hata kama hujatumia', 'akaunti nyingi', 'akaunti tofauti tofauti', 'akaunti feki', 'akaunti za uongo', 'futa maoni mabaya', 'puuza maoni hasi', 'kabla ya kuwasilishwa', 
  ],
  OTHER_CLIENT: [
    // Turkish.
    'benden önceki müşteri', 'benden önceki müşterinin', 'önceki müşteri', 'önceki müşterinin', 'önceki alıcının', 'diğer alıcıların', 'başka alıcının', 'diğer alıcı', 'tüm alıcıların', 
    'diğer kullanıcı', 'diğer müşterileriniz', 'bir önceki müşteri', 'bütün müşteriler', 'tüm müşteriler',
    // Vietnamese.
    'khách hàng trước đó', 'khách trước', 'khách cũ', 'người mua trước', 'người mua trước đó', 'những khách hàng khác', 'mọi khách hàng', 'toàn bộ khách hàng', 'danh sách người mua', 'khách khác',
    // Indonesian.
    'pembeli sebelumnya', 'customer lain', 'konsumen lain', 'semua pembeli', 'seluruh pelanggan', 'pelanggan pelanggan', 'daftar pembeli', 'pembeli pembeli lain',
    // Malay.
    'pembeli lain', 'pembeli sebelum ini', 'klien lain', 'semua pembeli', 'pelanggan anda yang lain', 'senarai pembeli', 'pengguna lain', 'semua pelanggan',
    // Tagalog.
    'ibang buyer', 'naunang buyer', 'dating kliyente', 'dating customer', 'lahat ng buyer', 'lahat ng mamimili', 'listahan ng customer', 'ibang mga kliyente', 'ibang mga customer', 'ibang mga user',
    // Swahili.
    'wateja wako wengine', 'wanunuzi wengine', 'mnunuzi aliyetangulia', 'mteja wa kabla yangu', 'mteja aliyepita', 'wateja wote wengine', 'orodha ya wanunuzi', 'mtumiaji mwingine', 'wateja wa zamani',
  ],
  PERSONAL: [
    // Turkish.
    'adres*', 'ev adresi', 'cep telefonu', 'cep numarası', 'numarasını', 'numaralarını', 'kimlik numarası', 'tc kimlik', 'doğum tarihi', 'banka bilgileri', 'iban bilgisi', 'teslimat adresi', 'fatura adresi', 'mail adresi',
    'mail adreslerini', 'iletişim bilgilerini', 'kişisel verileri', 'ne sipariş ettiğini', 'ne kadar ödediğini', 'sipariş geçmişini', 'isimlerini', 'adlarını', 'soyadını',
    // Vietnamese.
    'địa chỉ nhà', 'địa chỉ email', 'email', 'sđt', 'số đt', 'cmnd', 'cccd', 'căn cước', 'ngày sinh', 'số tài khoản', 'thông tin ngân hàng', 'địa chỉ giao hàng', 'họ và tên', 'thông tin khách hàng', 'dữ liệu cá nhân',
    'lịch sử mua hàng', 'họ đã mua gì', 'họ đã trả bao nhiêu',
    // Indonesian.
    'alamat rumah', 'alamat email', 'nomor whatsapp', 'nomor wa', 'no wa', 'nik', 'nomor ktp', 'ktp', 'tanggal lahir', 'nomor rekening', 'alamat pengiriman', 'data pembeli', 'data pelanggan', 'riwayat pembelian',
    'apa yang mereka beli', 'berapa yang mereka bayar',
    // Malay.
    'alamat', 'alamat penghantaran', 'nombor whatsapp', 'no ic', 'kad pengenalan', 'tarikh lahir', 'nombor akaun', 'maklumat hubungan', 'emel', 'data peribadi', 'sejarah pembelian', 'nama mereka',
    // Tagalog.
    'cellphone number', 'cp number', 'numero ng cp', 'email address', 'kumpletong address', 'buong address', 'petsa ng kapanganakan', 'numero ng gcash', 'gcash number', 'detalye ng account', 'personal na detalye',
    'contact number', 'ano ang binili nila', 'magkano ang binayad nila', 'pangalan nila', 'mga email',
    // Swahili.
    'anwani ya nyumbani', 'anwani ya barua pepe', 'namba zao za simu', 'nambari zao za simu', 'simu zao', 'namba ya kitambulisho', 'tarehe ya kuzaliwa', 'namba ya akaunti', 'namba ya m pesa', 'anwani ya kusafirisha',
    'majina yao', 'taarifa zao binafsi', 'walinunua nini', 'walilipa kiasi gani', 'mawasiliano yao',
  ],
  RESTRICTIONS: [
    // Turkish.
    'kural*', 'kısıtlama*', 'filtre*', 'yönergeler*', 'etik kurallar', 'etik kuralların', 'güvenlik filtreleri', 'içerik filtreleri', 'içerik politikaların', 'güvenlik kuralları', 'programlaman',
    'sınırlamaların', 'engellerin', 'sansürün', 'ahlaki kuralların', 'sınırların', 'sana verilen talimatlar', 'talimatlarının',
    // Vietnamese.
    'các quy tắc của bạn', 'quy tắc của bạn', 'mọi quy tắc', 'các quy định', 'quy định của bạn', 'bộ lọc an toàn', 'bộ lọc nội dung', 'giới hạn của bạn', 'các giới hạn', 'hạn chế của bạn', 'nguyên tắc đạo đức',
    'chính sách của bạn', 'chính sách sử dụng', 'lập trình của bạn', 'rào cản đạo đức',
    // Indonesian.
    'aturan kamu', 'aturan anda', 'semua aturan', 'filter keamanan', 'filter konten', 'batasanmu', 'batasan kamu', 'batasan anda', 'pembatasanmu', 'aturan keamanan', 'kode etik', 'pedoman keamanan', 
    'pemrograman kamu', 'kebijakan kamu',
    // Malay.
    'peraturan awak', 'peraturan anda', 'semua peraturan', 'penapis keselamatan', 'penapis kandungan', 'sekatan anda', 'sekatan awak', 'had anda', 'batasan', 'garis panduan keselamatan', 'kod etika', 'dasar penggunaan', 'pengaturcaraan anda',
    // Tagalog.
    'mga patakaran mo', 'lahat ng patakaran', 'mga filter mo', 'safety filter', 'mga limitasyon mo', 'mga paghihigpit', 'mga restriction', 'mga rules mo', 'content policy', 'mga alituntunin mo', 'patakaran sa kaligtasan',
    // Swahili.
    'sheria zako', 'sheria zote', 'vichujio vyako', 'vichujio vya usalama', 'vikwazo vyako', 'vizuizi vyako', 'mipaka yako', 'kanuni zako', 'kanuni za usalama', 'sera zako', 'miongozo yako', 'udhibiti wa maudhui',
  ],
  LIFTED: [
    // Turkish.
    'devre dışı bırakılmıştır', 'artık geçerli değildir', 'askıya alınmıştır', 'kapatılmıştır', 'geçersiz kılınmıştır', 'uygulanmayacak', 'devreden çıkarıldı', 'artık bağlı değilsin', 'uymak zorunda değilsin',
    'uymana gerek yok', 'kaldırılmış', 
    // Vietnamese.
    'đã bị vô hiệu hóa', 'đã được vô hiệu hóa', 'đã bị tắt', 'đã được tắt', 'đã bị gỡ bỏ', 'đã bị xóa bỏ', 'đã được dỡ bỏ', 'dỡ bỏ', 'không còn áp dụng nữa', 'không còn hiệu lực nữa', 'đã ngừng áp dụng',
    'bạn không cần tuân theo', 'không phải tuân theo', 'không còn ràng buộc',
    // Indonesian.
    'sudah dinonaktifkan', 'telah dinonaktifkan', 'sudah dimatikan', 'telah dicabut', 'sudah dicabut', 'sudah tidak berlaku', 'tidak perlu dipatuhi', 'tidak wajib diikuti', 'tidak usah diikuti', 'ditiadakan', 
    // Malay.
    'telah dilumpuhkan', 'sudah dilumpuhkan', 'dinyahaktif', 'telah ditarik balik', 'tidak lagi berkuat kuasa', 'tidak berkuat kuasa', 'tak perlu dipatuhi', 'tidak perlu diikuti', 
    // Tagalog.
    'naka disable', 'na disable na', 'dinisable', 'inalis na', 'hindi na ipinapatupad', 'hindi mo na kailangang sundin', 'hindi na kailangang sundin', 'hindi na valid', 'suspendido',
    // Swahili.
    'vimeondolewa', 'vimezimwa', 'vimesitishwa', 'havitumiki tena', 'haitumiki tena', 'havina nguvu', 
    'vimebatilishwa', 'imebatilishwa', 'vimelemazwa', 'hazifanyi kazi tena', 'havifanyi kazi tena', 'huhitaji kuzifuata', 'hulazimiki kufuata',
  ],
  MODE: [
    // Turkish.
    'geliştirici modunda', 'geliştirici moduna', 'yönetici modunda', 'hata ayıklama modunda', 'bakım modunda', 'sınırsız mod', 'kısıtlamasız mod', 'sistem bildirimi', 'sistem duyurusu', 'geliştirici notu', 'tanrı modunda', 'dan modu', 'jailbreak modu',
    // Vietnamese.
    'chế độ không giới hạn', 'chế độ tự do', 'chế độ dan', 'chế độ jailbreak', 'chế độ admin', 'chế độ thần', 'chế độ debug', 'tin nhắn từ nhà phát triển', 'ghi chú của nhà phát triển', 'thông báo từ hệ thống',
    // Indonesian.
    'mode tanpa batas', 'mode bebas', 'mode dewa', 'mode jailbreak', 'mode dan', 'notifikasi sistem', 'pemberitahuan sistem', 'catatan pengembang', 'pesan developer',
    // Malay.
    'mod tanpa had', 'mod bebas', 'mod admin', 'mod developer', 'mod jailbreak', 'notifikasi sistem', 'makluman sistem', 'nota pembangun',
    // Tagalog.
    'mode na walang patakaran', 'jailbreak mode', 'abiso ng sistema', 'paalala ng sistema', 'mensahe ng admin', 'tala ng developer', 'mode na walang limitasyon',
    // Swahili.
    'hali ya bila vikwazo', 'hali huru', 'hali ya mungu', 'hali ya jailbreak', 'taarifa ya mfumo', 'tangazo la mfumo', 'ujumbe wa msanidi', 'ujumbe wa msimamizi', 'dokezo la msanidi',
  ],
  NEVER_REFUSE: [
    // Turkish.
    'hiçbir isteği reddetmez', 'hiçbir isteği reddetme', 'hiçbir soruyu reddetme', 'her isteği yerine getir', 'her isteği yerine getirir', 'her isteğe yanıt ver', 'her şeye yanıt ver', 'her şeyi yanıtla', 'reddetmek yok',
    'reddetmeyeceksin', 'asla reddetmeyeceksin', 'asla hayır deme', 'her isteğe uyar', 'itiraz etmeden',
    // Vietnamese.
    'không được từ chối', 'không bao giờ nói không', 'không từ chối bất cứ', 'đáp ứng mọi yêu cầu', 'trả lời mọi yêu cầu', 'làm mọi thứ tôi yêu cầu', 'luôn tuân theo', 'không bao giờ khước từ', 'không được khước từ',
    // Indonesian.
    'tidak boleh menolak', 'jangan pernah bilang tidak', 'tidak pernah bilang tidak', 'selalu mematuhi', 'selalu menuruti', 'menuruti semua permintaan', 'memenuhi semua permintaan', 'jawab semua permintaan', 'gak pernah nolak', 'nggak boleh nolak', 'tanpa penolakan',
    // Malay.
    'jangan sekali kali menolak', 'sentiasa patuh', 'patuhi semua permintaan', 'penuhi semua permintaan', 'jawab semua permintaan', 'tak akan tolak', 'tanpa menolak', 'tak pernah kata tidak', 'tidak pernah menolak',
    // Tagalog.
    'hindi ka tatanggi', 'hindi ka kailanman tatanggi', 'sagutin ang lahat', 'sumunod sa lahat', 'laging sumusunod', 'gawin ang lahat ng hiling', 'tuparin ang lahat ng hiling', 'walang pagtanggi', 'bawal tumanggi', 'hindi puwedeng tumanggi',
    // Swahili.
    'kamwe usikatae', 'hakatai ombi lolote', 'usikatae ombi lolote', 'jibu kila ombi', 'anajibu kila ombi', 'hutekeleza kila ombi', 'kutii kila ombi', 'hukubali kila kitu', 'haruhusiwi kukataa', 'hakatai chochote',
  ],
  STAY_IN_ROLE: [
    // Turkish.
    'rolünden asla çıkma', 'rolünden çıkma', 'karakterinden çıkma', 'karakteri bozma', 'rolü bozma', 'rolde kal', 'karakterde kalmalısın', 'rolden çıkmak yok',
    // Vietnamese.
    'không thoát vai', 'giữ nguyên vai', 'không được phá vai', 'ở trong vai', 'luôn nhập vai',
    // Indonesian.
    'jangan pernah keluar dari karakter', 'tetap berperan', 'jangan keluar karakter',
    // Malay.
    'jangan pecahkan watak', 'kekal watak',
    // Tagalog.
    'huwag kang lalabas sa karakter', 'lumabas sa karakter', 'manatili ka sa karakter',
    // Swahili.
    'usitoke nje ya uhusika', 'baki katika uhusika', 'usitoke kwenye nafasi yako',
  ],
  NO_LIMITS: [
    // Turkish.
    'hiçbir kuralı yok', 'kuralı yok', 'kuralları yok', 'hiçbir sınırı yok', 'sınırı yok', 'hiçbir kısıtlaması yok', 'kısıtlaması yok', 'hiçbir filtresi yok', 'etik sınırı yok', 'ahlaki sınırı olmayan', 'sınırlama olmadan',
    'kural tanımayan', 'hiçbir kural tanımayan', 'hiçbir sınır tanımayan', 'kısıtsız',
    // Vietnamese.
    'không có bất kỳ giới hạn', 'không có bất kỳ quy tắc', 'không có bất kỳ hạn chế', 'không có hạn chế', 'không bị ràng buộc', 'không có giới hạn nào', 'không có luật lệ', 'không theo quy tắc nào', 'không bị kiểm duyệt',
    'không bị lọc', 'vô giới hạn', 'không có rào cản', 'không có nguyên tắc',
    // Indonesian.
    'tanpa batasan apa pun', 'tanpa batasan apapun', 'tanpa aturan apa pun', 'tidak punya batasan', 'tidak memiliki batasan', 'tidak memiliki aturan', 'tanpa etika', 'tanpa sensor apa pun', 'bebas tanpa aturan', 'gak ada aturan', 'nggak ada aturan', 'tanpa pembatasan',
    // Malay.
    'tanpa sebarang sekatan', 'tanpa sebarang had', 'tanpa sebarang peraturan', 'tiada sebarang sekatan', 'tiada sebarang peraturan', 'tidak mempunyai sekatan', 'tak ada peraturan', 'tiada batasan', 'tanpa batasan', 'tiada tapisan',
    // Tagalog.
    'walang anumang limitasyon', 'walang anumang patakaran', 'walang kahit anong patakaran', 'walang rules', 'walang limit', 'walang preno', 'walang etika', 'hindi sumusunod sa patakaran', 'walang restriction', 'walang bawal',
    // Swahili.
    'isiyo na mipaka', 'asiye na mipaka', 'asiye na sheria', 'isiyo na sheria', 'isiyo na vikwazo', 'asiye na vikwazo', 'bila mipaka yoyote', 'bila sheria yoyote', 'bila vikwazo vyovyote', 'hana sheria', 'haina sheria',
    'hana mipaka', 'haina mipaka', 'bila maadili yoyote',
  ],
  OWN_INSTRUCTIONS: [
    // Turkish.
    'talimatların', 'talimatlarını', 'talimatlarının', 'yönergelerin', 'yönergelerini', 'sistem mesajını', 'sistem mesajın', 'gizli talimatlar', 'gizli talimatların', 'başlangıç talimatları', 'yapılandırman', 'yapılandırmanı',
    'sana yazılan kurallar', 'promptun', 'promptunu', 'ilk talimatların',
    // Vietnamese.
    'hướng dẫn mà bạn', 'chỉ dẫn mà bạn', 'toàn bộ hướng dẫn', 'các hướng dẫn của bạn', 'hướng dẫn hệ thống', 'chỉ thị hệ thống', 'lời nhắc ban đầu', 'prompt của bạn', 'prompt ban đầu', 'cấu hình của bạn',
    'thiết lập ban đầu', 'chỉ dẫn ẩn', 'tin nhắn hệ thống', 
    // Indonesian.
    'instruksi kamu', 'instruksi anda', 'semua instruksi', 'instruksi tersembunyi', 'instruksi sistem', 'prompt kamu', 'promptmu', 'prompt awal', 'arahan awal', 'konfigurasi kamu', 'pengaturan awal', 'pesan sistem', 'perintah awalmu', 'petunjuk awal',
    // Malay.
    'arahan awak', 'semua arahan', 'arahan tersembunyi', 'gesaan anda', 'gesaan awak', 'prompt awak', 'prompt anda', 'konfigurasi anda', 'tetapan anda', 'mesej sistem', 'arahan permulaan',
    // Tagalog.
    'ang mga tagubilin', 'lahat ng tagubilin', 'mga nakatagong tagubilin', 'prompt mo', 'mga instruction mo', 'mga instructions', 'mga setting mo', 'mga unang utos', 'mensahe ng sistema',
    // Swahili.
    'maagizo yote', 'maagizo yako yote', 'maelekezo yako', 'maelekezo yote', 'maagizo yaliyofichwa', 'kidokezo chako', 'mipangilio yako', 'ujumbe wa mfumo', 'maagizo ya mwanzo', 'amri zako',
  ],
  ORIGIN_TIME: [
    // Turkish.
    'bu sohbetten önce', 'sohbetten önce', 'konuşma başlamadan önce', 'sohbet başlamadan önce', 'sohbetin en başında', 'konuşmanın en başında', 'oturumun başında', 'ben gelmeden önce', 'ben yazmadan önce', 'konuşmamızdan önce', 
    // Vietnamese.
    'trước khi cuộc trò chuyện', 'trước cuộc trò chuyện này', 'lúc bắt đầu cuộc trò chuyện', 'ngay từ đầu cuộc trò chuyện', 'từ đầu cuộc trò chuyện', 'trước khi tôi nhắn', 'trước tin nhắn của tôi', 'trước khi tôi đến',
    // Indonesian.
    'sebelum percakapan ini dimulai', 'sebelum obrolan ini', 'sebelum chat ini', 'di awal obrolan', 'di awal chat', 'sebelum saya menulis', 'sebelum saya datang', 'sebelum kita mulai', 'pada awal sesi',
    // Malay.
    'sebelum sembang ini', 'di awal sembang', 'sebelum saya menulis', 'sebelum saya datang', 'pada permulaan perbualan', 'pada awal sesi', 
    // Tagalog.
    'bago ang chat na ito', 'sa simula ng chat', 'bago ako nagsulat', 'bago ako nag message', 'bago magsimula ang usapan', 'sa umpisa ng usapan', 'bago tayo mag usap',
    // Swahili.
    'kabla ya gumzo hili', 'mwanzoni mwa gumzo', 'kabla sijaandika', 'kabla sijafika', 'tangu mwanzo wa mazungumzo', 'kabla ya mazungumzo yetu',
  ],
  ORIGIN_GIVEN: [
    // Turkish.
    'sana verilmiş olan', 'sana yazılan', 'sana tanımlanmış', 'sana öğretilen', 'seni programlayan', 'sana başta verilen', 'sana yüklenmiş', 'size verilen', 'sana iletilmiş',
    // Vietnamese.
    'bạn được giao', 'bạn đã được cung cấp', 'bạn đã nhận được', 'người ta đã đưa cho bạn', 'được cài vào bạn', 'được nạp cho bạn', 'bạn được lập trình', 'bạn được thiết lập', 'họ đưa cho bạn',
    // Indonesian.
    'diberikan kepadamu', 'diberikan padamu', 'yang dikasih ke kamu', 'yang ditetapkan untukmu', 'yang diberikan developer', 'yang diatur untukmu', 'kamu diprogram', 
    // Malay.
    'diberi kepada anda', 'yang diberikan kepada anda', 'yang anda terima', 'yang ditetapkan untuk anda', 'anda diprogramkan', 'yang dibekalkan kepada anda', 'diberikan kepada awak',
    // Tagalog.
    'na binigay sa iyo', 'binigay sayo', 'na ibinigay nila sa iyo', 'na itinuro sa iyo', 'na naka program sa iyo', 'na inilagay sa iyo', 'ibinigay sa iyo',
    // Swahili.
    'ulipangiwa', 'ulizopangiwa', 'uliyopangiwa', 'ulizofundishwa', 'ulizoandikiwa', 'uliyoambiwa', 'ulizoambiwa', 'ulizopewa awali',
  ],
  MAKERS: [
    // Turkish.
    'geliştiricileriniz', 'seni yaratanlar', 'seni yapan şirket', 'seni eğitenler', 'yapımcıların', 'seni programlayanlar', 'seni geliştiren ekip', 'seni geliştiren şirket',
    // Vietnamese.
    'những người tạo ra bạn', 'người lập trình bạn', 'công ty tạo ra bạn', 'người huấn luyện bạn', 'các lập trình viên của bạn', 'đội ngũ phát triển bạn', 'dev của bạn',
    // Indonesian.
    'pembuat kamu', 'pembuat anda', 'pencipta kamu', 'penciptamu', 'developermu', 'tim pengembangmu', 'yang menciptakanmu', 'yang memprogrammu', 'perusahaan pembuatmu', 'yang melatihmu',
    // Malay.
    'pengaturcara anda', 'syarikat yang mencipta anda', 'yang melatih anda', 'yang memprogramkan anda', 'pasukan pembangun anda',
    // Tagalog.
    'mga gumawa sa iyo', 'ang gumawa sayo', 'mga nag program sa iyo', 'kompanyang gumawa sa iyo', 'mga nagsanay sa iyo', 'mga creator mo', 'mga programmer mo',
    // Swahili.
    'waliokupanga', 'waliokuprogramu', 'kampuni iliyokuunda', 'waliokufundisha', 'wabunifu wako', 'watengenezaji waliokuunda',
  ],
  VERBATIM: [
    // Turkish.
    'olduğu gibi kopyala', 'olduğu gibi yaz', 'olduğu gibi yapıştır', 'aynen yaz', 'aynen kopyala', 'hiç değiştirmeden', 'değiştirmeden yaz', 'özetlemeden', 'kısaltmadan', 'eksiksiz olarak yaz', 'tek kelime atlamadan',
    'kelime kelime', 'harfiyen', 'orijinal haliyle', 'tam metnini', 'hiçbir satırı atlama', 'birebir yaz',
    // Vietnamese.
    'chính xác từng chữ', 'không bỏ sót chữ nào', 'không bỏ sót', 'không tóm tắt', 'không được tóm tắt', 'không chỉnh sửa', 'giữ nguyên văn', 'sao chép nguyên', 'chép lại nguyên', 'đầy đủ từng chữ',
    // Indonesian.
    'apa adanya', 'tanpa diubah', 'tanpa mengubah', 'tanpa diringkas', 'jangan diringkas', 'jangan dirangkum', 'persis seperti', 'secara utuh', 'salin persis', 'teks lengkap', 'verbatim',
    // Malay.
    'seadanya', 'tanpa ubah', 'jangan ringkaskan', 'tanpa meringkaskan', 'sama persis', 'sepenuhnya tanpa', 'teks asal', 'tanpa diubah',
    // Tagalog.
    'nang eksakto', 'buong buo', 'nang buo', 'walang binabago', 'huwag ibuod', 'wag ibuod', 'huwag paikliin', 'kopyahin nang buo', 'salita sa salita',
    // Swahili.
    'bila kufupisha', 'usifupishe', 'kwa ukamilifu', 'yote kama yalivyo', 'kama yalivyo', 'kama zilivyo', 'bila kubadilisha chochote', 'herufi kwa herufi', 'nakala kamili',
  ],
  AI_ADDRESSEE: [
    // Turkish.
    'sevgili asistan', 'yapay zeka modeli', 'bu metni okuyan yapay zeka', 'ai asistan', 'sayın asistan', 'yapay zeka ajanı', 'otomatik asistan', 'sohbet botu', 'dil modeli', 'yapay zeka asistanına not',
    // Vietnamese.
    'trợ lý trí tuệ nhân tạo', 'gửi trợ lý ai', 'hệ thống trí tuệ nhân tạo', 'mô hình trí tuệ nhân tạo', 'trợ lý tự động', 'tác nhân ai', 'mô hình ngôn ngữ lớn', 'gửi hệ thống ai', 'gửi mô hình ai',
    // Indonesian.
    'kepada asisten ai', 'asisten virtual', 'untuk asisten', 'kepada asisten', 'untuk agen ai', 'sistem ai', 'model ai', 'untuk sistem ai', 'kepada sistem ai', 'bot ai', 'asisten otomatis',
    // Malay.
    'untuk ai', 'kepada ai', 'untuk pembantu ai', 'sistem ai', 'model ai', 'ejen ai', 'pembantu automatik', 'kepada kecerdasan buatan', 'ai yang membaca',
    // Tagalog.
    'para sa assistant', 'para sa ai assistant', 'ai na assistant', 'sistemang ai', 'mahal naming ai', 'paalala para sa ai',
    // Swahili.
    'kwa msaidizi wa ai', 'kwa mfumo wa akili bandia', 'kwa modeli ya ai', 'mpendwa msaidizi', 'akili mnemba', 'kwa akili mnemba', 'wakala wa ai', 'msaidizi wa kiotomatiki',
  ],
  IN_CONTENT: [
    // Turkish.
    'bu metni okuyan', 'bu mesajı okuyan', 'bu dosyayı okuyan', 'bu içeriği işleyen', 'bu belgeyi işleyen', 'bu metni işleyen', 'bu e postayı okuyan', 'bu yorumu okuyan', 'bunu okurken', 'bu belgeyi özetlerken',
    'bu metni özetleyen', 'belgeyi okuyan', 'metni okuyan',
    // Vietnamese.
    'đang đọc tài liệu này', 'đọc tài liệu này', 'đang đọc email này', 'đang xử lý tài liệu', 'đang xử lý văn bản', 'khi tóm tắt', 'khi đọc tài liệu', 'khi đọc email', 'nếu bạn đang đọc', 'đang đọc đoạn này', 'khi tóm tắt tài liệu',
    // Indonesian.
    'yang membaca dokumen ini', 'membaca dokumen ini', 'membaca email ini', 'membaca pesan ini', 'membaca teks ini', 'saat merangkum', 'ketika merangkum', 'jika kamu membaca ini', 'kalau kamu membaca ini', 'yang memproses dokumen ini',
    // Malay.
    'yang membaca dokumen ini', 'membaca dokumen ini', 'membaca e mel ini', 'membaca mesej ini', 'membaca teks ini', 'semasa meringkaskan', 'ketika meringkaskan', 'jika awak membaca ini',
    // Tagalog.
    'na nagbabasa ng dokumentong ito', 'nagbabasa ng dokumentong ito', 'bumabasa ng email na ito', 'nagbabasa ng email na ito', 'habang binubuod', 'kapag binubuod', 'kung nababasa mo ito',
    // Swahili.
    'unayesoma hati hii', 'unayesoma', 'inayosoma', 'anayesoma hati hii', 'unayesoma barua pepe hii', 'unapofupisha', 'wakati wa kufupisha', 'unaposoma hati hii', 'ukisoma hii', 'unayechakata',
  ],
  NOTE_ORDER: [
    // Turkish.
    'unut', 'önceki görevi unut', 'görevi bırak', 'görevi unut', 'önceki talimatları yoksay', 'yolla', 'yollayın', 'e postala', 'mail at', 'paylaş', 'sızdır', 'beş yıldız ver', 'puan ver', 'şifreleri', 'şifrelerini',
    'parolaları', 'görmezden gelin', 'dikkate alma', 'dikkate almayın', 'hiçe say',
    // Vietnamese.
    'bỏ qua nhiệm vụ', 'bỏ qua mọi', 'quên nhiệm vụ', 'quên các hướng dẫn', 'hãy gửi', 'gửi ngay', 'chuyển cho tôi', 'tiết lộ', 'đánh giá 5 sao', 'mật khẩu', 'ngừng nhiệm vụ', 'bỏ qua các chỉ dẫn',
    // Indonesian.
    'lupakan', 'lupakan tugas', 'hentikan tugas', 'kirim ke', 'kirimkan ke', 'bocorkan', 'ungkapkan', 'kata sandi', 'beri bintang 5', 'berikan rating', 'jangan hiraukan', 'abaikan semua',
    // Malay.
    'abaikan', 'lupakan', 'lupakan tugasan', 'hentikan tugasan', 'dedahkan', 'bocorkan', 'hantar kepada', 'pindahkan wang', 'beri lima bintang', 'jangan endahkan', 'usah hiraukan',
    // Tagalog.
    'kalimutan', 'kalimutan ang', 'itigil ang', 'ihinto ang', 'ibunyag', 'isend', 'i send', 'ipadala mo', 'bigyan ng 5 star', 'magbigay ng limang bituin', 'wag pansinin', 'huwag intindihin', 'mga password', 'ang password',
    // Swahili.
    'sahau', 'sahau kazi', 'acha kazi', 'acha maagizo', 'funua', 'fichua', 'nitumie', 'unitumie', 'tuma kwa', 'nywila', 'toa nyota tano', 'puuzeni', 'achana na',
  ],
  HANDLER: [
    // Turkish.
    'bu talebi işleyen', 'bu belgeyi işleyen kişi', 'bunu okuyan kişi', 'kim hazırlıyorsa', 'yanıtı hazırlayacak', 'otomatik asistan', 'işleme talimatı', 'işlem notu', 'özetleyen asistan', 'e posta asistanı',
    'otomatik araçlar', 'bu bileti işleyen', 'talebi işleyen',
    // Vietnamese.
    'người xử lý yêu cầu này', 'người xử lý phiếu này', 'trợ lý email', 'công cụ tự động', 'hệ thống tự động', 'trợ lý tự động', 'bất kỳ công cụ ai nào', 'người hoặc ai xử lý', 'lưu ý xử lý', 
    // Indonesian.
    'yang menangani tiket ini', 'asisten email', 'alat otomatis', 'sistem otomatis', 'instruksi pemrosesan', 'yang membalas email ini',
    // Malay.
    'pembantu e mel', 'alat automatik', 'arahan pemprosesan', 'yang membalas e mel ini',
    // Tagalog.
    'sinumang humahawak', 'sa humahawak nito', 'awtomatikong tool', 'tagubilin sa pagproseso', 'sa sasagot sa email na ito',
    // Swahili.
    'kwa yeyote atakayeshughulikia', 'anayeshughulikia ombi hili', 'msaidizi wa barua pepe', 'zana za kiotomatiki', 'maagizo ya uchakataji', 'atakayejibu barua pepe hii',
  ],
  EVALUATOR_NOTE: [
    // Turkish.
    'değerlendirme sistemine', 'puanlama sistemine', 'değerlendiren yapay zeka', 'derecelendirme notu', 'değerlendirme talimatı', 'hakeme not', 'inceleyene not',
    // Vietnamese.
    'gửi người chấm', 'cho hệ thống chấm điểm', 'hệ thống đánh giá tự động', 'lưu ý cho người chấm', 'hướng dẫn đánh giá',
    // Indonesian.
    'untuk penilai', 'kepada penilai', 'sistem penilaian otomatis', 'untuk sistem penilaian', 'catatan untuk pemeriksa', 'instruksi penilaian',
    // Malay.
    'sistem penilaian automatik', 'kepada pemeriksa', 'nota untuk pemeriksa', 'penilai automatik',
    // Tagalog.
    'sa nagsusuri', 'para sa sistema ng pagmamarka', 'awtomatikong tagasuri',
    // Swahili.
    'kwa mfumo wa kutoa alama', 'mtathmini wa kiotomatiki', 'kwa mkadiriaji',
  ],
  SECRET_DATA: [
    // Turkish.
    'şifreleri', 'şifrelerini', 'parolalar', 'parolayı', 'giriş bilgilerini', 'kullanıcı adı ve şifre', 'kart bilgileri', 'cvv', 'sms kodu', 'onay kodu', 'erişim anahtarı', 'erişim tokeni', 'oturum çerezi',
    'banka hesap numarası', 'müşteri listesi', 'sohbet geçmişi',
    // Vietnamese.
    'mật khẩu', 'tên đăng nhập', 'mã xác thực', 'số tài khoản ngân hàng', 'thông tin thẻ', 'mã cvv', 'token truy cập', 'cookie phiên', 'lịch sử trò chuyện', 'danh bạ khách hàng', 'khóa bí mật',
    // Indonesian.
    'kata sandi', 'passwordnya', 'nomor rekening', 'data kartu kredit', 'token akses', 'cookie sesi', 'riwayat percakapan', 'kontak klien', 'kunci rahasia',
    // Malay.
    'kata laluan akaun', 'nombor pin', 'kod otp', 'kod keselamatan', 'kuki sesi', 'sejarah perbualan', 'kenalan pelanggan',
    // Tagalog.
    'ang password', 'otp code', 'ang otp', 'mga login', 'access token', 'kasaysayan ng usapan', 'mga contact ng kliyente', 'pin number',
    // Swahili.
    'nywila zote', 'nenosiri lako', 'namba ya siri', 'namba ya pin', 'msimbo wa otp', 'historia ya mazungumzo', 'orodha ya mawasiliano', 'nambari ya akaunti ya benki', 'nenosiri za wateja', 'nywila za wateja',
  ],
  SEND_ON: [
    // Turkish.
    'yolla', 'yollayın', 'e posta ile gönder', 'mail at', 'yükle', 'yükleyin', 'paylaş', 'paylaşın', 'yapıştır', 'cevaba ekle', 'bana ilet',
    // Vietnamese.
    'gửi cho', 'gửi đến', 'gửi về', 'chuyển cho', 'tải lên', 'đăng lên', 'chia sẻ', 'dán', 'kèm theo',
    // Indonesian.
    'kirim ke', 'unggah', 'bagikan', 'tempel', 'masukkan ke balasan', 'sertakan di balasan',
    // Malay.
    'hantar ke', 'kongsi', 'lampirkan', 'tampalkan', 'masukkan dalam jawapan',
    // Tagalog.
    'isend', 'i email', 'ipadala sa', 'ibahagi', 'ilagay sa sagot', 'isama sa reply',
    // Swahili.
    'unitumie', 'nitumie', 'tuma kwa', 'tuma kwenye', 'pakia kwenye', 'weka kwenye jibu lako', 'ambatanisha',
  ],
  SEND_OUT: [
    // Turkish.
    'gönder', 'ilet', 'yükle', 'yolla', 'arşivle', 'senkronize et', 'e posta ile gönder', 'otomatik ilet',
    // Vietnamese.
    'gửi đến', 'gửi về', 'chuyển đến', 'đồng bộ', 'sao lưu',
    // Indonesian.
    'kirimkan', 'kirim ke', 'sinkronkan', 'arsipkan', 'teruskan ke', 'unggah ke',
    // Malay.
    'hantarkan', 'hantar ke', 'muat naik ke', 'majukan ke', 'salin ke',
    // Tagalog.
    'ipadala sa', 'i send sa', 'isend', 'ilipat sa',
    // Swahili.
    'tuma kwa', 'tuma kwenye', 'peleka', 'pakia kwenye',
  ],
  DATA_OUT: [
    // Turkish.
    'tüm mesajlar', 'tüm e postalar', 'tüm yazışmalar', 'yazışmaları', 'sohbet geçmişini', 'tüm dosyaları', 'ekleri', 'gelen kutusu', 'gelen kutusunu', 'özetini', 'konuşmanın tamamını',
    // Vietnamese.
    'toàn bộ tin nhắn', 'mọi tin nhắn', 'mọi email', 'toàn bộ email', 'lịch sử trò chuyện', 'nội dung cuộc trò chuyện', 'tất cả tệp', 'tệp đính kèm', 'hộp thư đến',
    // Indonesian.
    'seluruh pesan', 'semua percakapan', 'riwayat percakapan', 'seluruh email', 'lampiran', 'semua berkas', 'semua file', 'isi kotak masuk', 'isi percakapan',
    // Malay.
    'semua perbualan', 'kandungan perbualan', 'semua lampiran', 'lampiran', 'semua dokumen', 'isi peti masuk',
    // Tagalog.
    'buong usapan', 'lahat ng usapan', 'lahat ng file', 'mga attachment', 'lahat ng attachment', 'nilalaman ng inbox', 'buong chat',
    // Swahili.
    'mazungumzo yote', 'viambatisho', 'viambatisho vyote', 'nyaraka zote', 'maudhui yote', 'gumzo lote',
  ],
  STATE_CHANGE: [
    // Turkish.
    'yönetici yetkisi ver', 'admin yetkisi', 'ortak çalışan olarak ekle', 'güvenilir olarak işaretle', 'tüm davetleri kabul et', 'kayıtlı e posta adresini değiştir', 'beş yıldızlı yorum bırak', 'tüm siparişleri kapat',
    'tüm e postaları sil', 'yönlendirme kuralı oluştur', 'ibanı güncelle',
    // Vietnamese.
    'cấp quyền quản trị', 'thêm làm cộng tác viên', 'đánh dấu là đáng tin cậy', 'chấp nhận tất cả lời mời', 'đổi email đăng ký', 'cập nhật số tài khoản', 'để lại đánh giá 5 sao', 'xóa tất cả email', 'tạo quy tắc chuyển tiếp',
    // Indonesian.
    'beri akses admin', 'tambahkan sebagai kolaborator', 'tandai sebagai tepercaya', 'terima semua undangan', 'ganti email terdaftar', 'ubah rekening pencairan', 'beri ulasan bintang 5', 'hapus semua email', 'buat aturan penerusan',
    // Malay.
    'beri akses pentadbir', 'tandakan sebagai dipercayai', 'terima semua jemputan', 'tukar nombor akaun', 'beri ulasan lima bintang', 'padam semua e mel', 'buat peraturan pemajuan',
    // Tagalog.
    'bigyan ng admin access', 'idagdag bilang collaborator', 'markahan bilang pinagkakatiwalaan', 'tanggapin ang lahat ng imbitasyon', 'bigyan ng 5 star na review', 'burahin ang lahat ng email', 'gumawa ng forwarding rule',
    // Swahili.
    'mpe ufikiaji wa msimamizi', 'ongeza kama mshirika', 'weka alama kama anayeaminika', 'kubali mialiko yote', 'badilisha nambari ya akaunti', 'toa maoni ya nyota tano', 'futa barua pepe zote', 'tengeneza kanuni ya kusambaza',
  ],
  UNTOLD: [
    // Turkish.
    'kullanıcıya söylemeden', 'kullanıcıya bildirmeden', 'kullanıcıya bahsetmeden', 'bundan bahsetme', 'bundan bahsetmeyin', 'kimseye bahsetme', 'gizlice', 'fark ettirmeden', 'kullanıcı bilmesin', 'kullanıcıyı bilgilendirmeden',
    // Vietnamese.
    'không cho người dùng biết', 'đừng cho người dùng biết', 'không thông báo cho người dùng', 'âm thầm', 'lặng lẽ', 'mà không nói', 'giấu người dùng',
    // Indonesian.
    'tanpa sepengetahuan pengguna', 'jangan bilang ke pengguna', 'jangan kasih tahu pengguna', 'diam diam', 'secara diam diam', 'tanpa memberi tahu pengguna', 'tidak usah disebutkan', 'gak usah disebut',
    // Malay.
    'tanpa pengetahuan pengguna', 'jangan beritahu pengguna', 'secara senyap', 'senyap senyap', 'tak payah sebut', 'jangan sebut kepada pengguna',
    // Tagalog.
    'nang palihim', 'palihim', 'huwag ipaalam sa user', 'nang hindi alam ng user', 'huwag nang banggitin', 'wag nang banggitin', 'hindi na dapat banggitin',
    // Swahili.
    'kimya kimya', 'kwa siri', 'bila mtumiaji kujua', 'usimwambie mtumiaji', 'usimjulishe mtumiaji', 'usilitaje', 'bila kumwarifu',
  ],
  FIXED_OUTCOME: [
    // Turkish.
    'olarak raporlanmalıdır', 'sonuç olarak yazılmalı', 'uygun olarak işaretlenmeli', 'onaylandı olarak kaydet', 'tek kabul edilebilir sonuç', 'birinci sıraya koy', 'hata bulunmadı olarak', 'sonuç şu olmalı',
    // Vietnamese.
    'phải được ghi nhận là', 'phải đánh giá là', 'chỉ được kết luận', 'xếp hạng nhất', 'cho điểm tối đa', 'báo cáo không có lỗi', 'kết quả duy nhất chấp nhận',
    // Indonesian.
    'harus ditandai sebagai', 'harus dinilai sebagai', 'beri nilai penuh', 'tempatkan di urutan pertama', 'laporkan tidak ada kesalahan', 'satu satunya hasil', 'hasilnya harus',
    // Malay.
    'mesti diletakkan di tempat pertama', 'berikan markah penuh', 'laporkan tiada ralat', 'satu satunya keputusan', 'hasilnya mestilah',
    // Tagalog.
    'dapat ilagay sa unang puwesto', 'bigyan ng perpektong marka', 'iulat na walang mali', 'ang tanging tinatanggap', 'dapat ay pasado',
    // Swahili.
    'weka nafasi ya kwanza', 'toa alama kamili', 'ripoti hakuna makosa', 'matokeo pekee yanayokubalika', 'lazima iwe imepita',
  ],
  FIXED_REPLY: [
    // Turkish.
    'sadece şunu yaz', 'yalnızca şu kelimeyi', 'cevabın sadece', 'yanıtın yalnızca', 'sadece evet yaz', 'sadece onaylandı yaz',
    // Vietnamese.
    'chỉ trả lời bằng', 'chỉ ghi', 'chỉ viết', 'chỉ phản hồi', 'câu trả lời duy nhất',
    // Indonesian.
    'cukup jawab', 'balas hanya dengan', 'hanya tulis', 'jawab dengan satu kata',
    // Malay.
    'cuma jawab', 'hanya balas',
    // Tagalog.
    'isagot lang ang', 'isulat lang ang', 'sumagot lang ng isang salita',
    // Swahili.
    'jibu tu', 'andika neno moja tu', 'jibu kwa neno moja',
  ],
  OVERRIDDEN: [
    // Turkish.
    'verilere bakılmaksızın', 'rakamlar ne olursa olsun', 'ne bulursan bul', 'yeniden hesaplama', 'tekrar hesaplama', 'önceden incelendi', 'zaten incelendi', 'zaten denetlendi', 'sorunları listeleme',
    // Vietnamese.
    'bất kể số liệu', 'dù bạn tìm thấy gì', 'đã được kiểm duyệt trước', 'đã được sàng lọc', 'đừng tính lại', 'không báo lỗi', 'đừng gắn cờ',
    // Indonesian.
    'apa pun yang kamu temukan', 'terlepas dari angka', 'sudah diverifikasi sebelumnya', 'jangan menghitung ulang', 'jangan tandai', 'jangan laporkan masalah',
    // Malay.
    'apa sahaja yang anda temui', 'telah disahkan terlebih dahulu', 'jangan tandakan', 'jangan laporkan masalah',
    // Tagalog.
    'anuman ang makita mo', 'na verify na', 'huwag i flag', 'huwag iulat ang problema',
    // Swahili.
    'chochote utakachokiona', 'imeshakaguliwa', 'tayari imekaguliwa', 'usiripoti tatizo', 'bila kujali takwimu',
  ],
  AUTHORITY_ORDER: [
    // Turkish.
    'yöneticinin emriyle', 'yöneticinin isteği üzerine', 'destek ekibinin isteğiyle', 'yönetimin talimatıyla', 'platformun talimatıyla', 'yönetici onayıyla', 'üst yönetimin emri',
    // Vietnamese.
    'theo yêu cầu của bộ phận hỗ trợ', 'theo lệnh quản trị viên', 'theo chỉ đạo của ban quản trị', 'theo quyết định của quản trị viên', 'được quản trị viên yêu cầu', 'theo chỉ thị từ',
    // Indonesian.
    'atas permintaan admin', 'atas perintah admin', 'sesuai perintah admin', 'diperintahkan oleh admin', 'atas arahan tim dukungan', 'atas instruksi admin',
    // Malay.
    'atas arahan pihak pengurusan', 'mengikut perintah pentadbir', 'diarahkan oleh pentadbir',
    // Tagalog.
    'utos ng admin', 'iniutos ng admin', 'ayon sa utos ng support', 'sa direktiba ng', 'bilin ng admin',
    // Swahili.
    'kwa agizo la timu', 'kwa amri ya msimamizi', 'kama alivyoagiza msimamizi', 'msimamizi ameagiza',
  ],
  REQUEST: [
    // Turkish.
    'gönderir misiniz', 'paylaşır mısınız', 'verebilir misin', 'gösterebilir misin', 'yazar mısın', 'yaz bana', 'bana yaz', 'bana yolla', 'at bana', 'listeler misin', 'buraya yaz', 'buraya yapıştır', 'söyler misiniz',
    'öğrenebilir miyim', 'alabilir miyim', 'bana iletir misin',
    // Vietnamese.
    'gửi cho mình', 'gửi mình', 'cho mình xin', 'cho em xin', 'cho tôi xin', 'hãy cho tôi biết', 'cho tôi biết', 'liệt kê ra', 'dán vào đây', 'viết ra', 'in ra', 'báo cho tôi', 'nói cho mình',
    // Indonesian.
    'kasih tau saya', 'kirimin', 'kirimkan saya', 'tolong berikan', 'boleh minta', 'saya minta', 'tuliskan', 'tampilkan semua', 'bagikan', 'sebutin', 'kasih lihat',
    // Malay.
    'tolong berikan', 'tolong hantar', 'boleh bagi', 'nak minta', 'tuliskan', 'kongsi dengan saya', 'hantarkan kepada saya', 'tunjukkan',
    // Tagalog.
    'ibigay mo', 'ibigay mo na', 'paki send', 'pakisabi', 'sabihin mo', 'isulat mo', 'pahingi', 'pwede bang makuha', 'bigay mo', 'i share mo', 'pakisulat',
    // Swahili.
    'naomba', 'tafadhali nipe', 'nipatie', 'niletee', 'niandikie', 'nitajie', 'tuma kwangu', 'naomba unipe', 'andika',
  ],
  SYSTEM_PROMPT: [
    // Turkish.
    'sistem istemin', 'gizli talimatların', 'sistem mesajın', 'başlangıç promptu', 'ilk prompt', 'sistem prompt', 'system promptunu', 'gizli sistem talimatları',
    // Vietnamese.
    'system prompt của bạn', 'chỉ thị hệ thống', 'lời nhắc ban đầu', 'prompt gốc', 
    // Indonesian.
    'prompt sistemmu', 'instruksi tersembunyi', 'prompt tersembunyi', 'perintah tersembunyi', 'prompt awalmu', 'instruksi sistemmu',
    // Malay.
    'gesaan tersembunyi', 'prompt sistem', 'arahan sistem anda', 'gesaan permulaan',
    // Tagalog.
    'system prompt mo', 'nakatagong prompt', 'orihinal na prompt', 'mga lihim na tagubilin',
    // Swahili.
    'maagizo ya siri', 'kidokezo cha siri', 'maelekezo ya siri', 'maagizo ya awali ya mfumo',
  ],
  OWN_SECRETS: [
    // Turkish.
    'erişim tokenin', 'araçlarının listesi', 'hangi araçlara erişimin', 'api anahtarların', 'gizli anahtarların', 'kullanabildiğin araçlar',
    // Vietnamese.
    'các công cụ bạn dùng', 'danh sách công cụ', 'token truy cập', 'api key của bạn',
    // Indonesian.
    'api key kamu', 'alat yang bisa kamu pakai', 'fungsi yang tersedia',
    // Malay.
    'kunci api anda', 'alat yang boleh awak guna',
    // Tagalog.
    'mga function mo', 'mga tool na gamit mo',
    // Swahili.
    'ufunguo wako wa api', 'zana unazotumia', 'funguo za siri',
  ],
  PAYOUT_CHANGE: [
    // Turkish.
    'ödeme bilgilerini güncelle', 'banka hesabımı değiştir', 'hesap numarasını değiştir', 'ödemeyi bu hesaba', 'yeni hesabıma', 'farklı bir hesaba', 'başka hesaba yatır', 'bu cüzdana', 'yeni cüzdan adresi', 'cüzdan adresini değiştir', 'ödeme yöntemini değiştir',
    // Vietnamese.
    'đổi số tài khoản', 'cập nhật tài khoản nhận tiền', 'chuyển vào tài khoản mới', 'tài khoản mới của tôi', 'địa chỉ ví mới', 'đổi ví nhận', 'sang ví này',
    // Indonesian.
    'ganti nomor rekening', 'ubah nomor rekening', 'rekening baru saya', 'ke rekening berikut', 'transfer ke rekening ini', 'alamat wallet baru', 'ke e wallet ini', 'ke gopay ini', 'ke ovo ini',
    // Malay.
    'kemas kini akaun bank', 'tukar maklumat bank', 'akaun baharu saya', 'ke akaun berikut', 'alamat dompet baharu', 'ke ewallet ini',
    // Tagalog.
    'palitan ang gcash', 'bagong gcash', 'ibang gcash', 'ipadala sa bagong account', 'i update ang bank details', 'bagong wallet', 'palitan ang payout',
    // Swahili.
    'badilisha namba ya m pesa', 'namba mpya ya mpesa', 'tuma kwa namba mpya', 'akaunti yangu mpya', 'badilisha maelezo ya benki', 'anwani mpya ya pochi', 'kwenye namba hii mpya',
  ],
  VERIFY_SKIP: [
    // Turkish.
    'kimlik doğrulamasını atlayın', 'doğrulamayı geç', 'doğrulamayı pas geç', 'kyc atla', 'kimlik kontrolü olmadan', 'kimlik doğrulaması olmadan', 'doğrulama adımını atla', 'kimlik kontrolünü es geç',
    // Vietnamese.
    'bỏ qua bước kyc', 'không cần kyc', 'không cần xác thực danh tính', 'bỏ qua xác thực', 'khỏi xác minh', 'bỏ bước xác minh',
    // Indonesian.
    'lewati proses verifikasi', 'tanpa kyc', 'skip kyc', 'tidak perlu verifikasi identitas', 'lewati cek identitas', 'tanpa cek ktp', 'loloskan tanpa verifikasi',
    // Malay.
    'tanpa kyc', 'langkau proses pengesahan', 'tak payah sahkan identiti', 'abaikan semakan identiti', 'tanpa semakan kad pengenalan',
    // Tagalog.
    'huwag nang mag verify', 'wag na i verify', 'walang kyc', 'laktawan ang id check', 'hindi na kailangan ng id', 'i skip ang kyc',
    // Swahili.
    'bila kyc', 'ruka ukaguzi wa utambulisho', 'usithibitishe utambulisho', 'hakuna haja ya kuthibitisha utambulisho', 'ruka hatua ya uthibitishaji',
  ],
  APPROVE: [
    // Turkish.
    'onay ver', 'para çekme talebini onayla', 'çekimi onayla', 'doğrulanmış olarak işaretle', 'güvenli olarak işaretle', 'onaylandı olarak işaretle', 'çekim talebi', 'para çekme işlemi',
    // Vietnamese.
    'chấp thuận', 'duyệt rút tiền', 'phê duyệt rút tiền', 'đánh dấu đã xác minh', 'đánh dấu là an toàn', 'lệnh rút tiền', 'yêu cầu rút tiền',
    // Indonesian.
    'setujui penarikan', 'tandai terverifikasi', 'tandai sebagai aman', 'loloskan', 'permintaan penarikan', 'tarik saldo',
    // Malay.
    'luluskan permohonan', 'tandakan sebagai disahkan', 'tandakan sebagai selamat', 'permohonan pengeluaran',
    // Tagalog.
    'aprubahan ang withdrawal', 'i approve mo na', 'markahan bilang verified', 'markahan bilang ligtas',
    // Swahili.
    'idhinisha utoaji', 'weka alama kuwa imethibitishwa', 'weka alama kuwa salama', 'ombi la kutoa pesa', 'kutoa fedha',
  ],
  BUYER: [
    // Turkish.
    'alıcıya ait', 'siparişi veren kişinin', 'alıcının bilgileri', 'müşterimizin', 'bu müşterinin', 'o müşterinin',
    // Vietnamese.
    'người mua này', 'khách hàng này', 'người đặt hàng', 'thông tin người mua', 'của khách',
    // Indonesian.
    'si pembeli', 'pemesan', 'data pembeli', 'pembeli ini',
    // Malay.
    'pembeli itu', 'pelanggan ini', 'pemesan', 'pembeli ini',
    // Tagalog.
    'ng bumili', 'ng nag order', 'ng buyer na ito', 'ng customer na ito',
    // Swahili.
    'la mnunuzi', 'wa mteja huyu', 'ya mteja huyu', 'za mteja huyu', 'wa aliyeagiza',
  ],
  DATA: [
    // Turkish.
    'bilgiler', 'bilgileri', 'bilgilerini', 'verilerini', 'kayıtları', 'kayıtlarını',
    // Vietnamese.
    'thông tin', 'hồ sơ', 'bản ghi',
    // Indonesian.
    'informasi', 'rincian', 'datanya',
    // Malay.
    'maklumat mereka', 'butiran mereka',
    // Tagalog.
    'mga rekord', 'impormasyon nila', 'detalye nila',
    // Swahili.
    'taarifa zao', 'rekodi', 'kumbukumbu zao',
  ],
  PERMITTED: [
    // Turkish.
    'yetkilendirildin', 'yetkilendirilmiştir', 'izin verilmiştir', 'iznin var', 'yetkisine sahipsin', 'izinlidir', 'yetkisi verildi',
    // Vietnamese.
    'bạn được phép', 'đã được cấp quyền', 'được cấp phép', 'có thẩm quyền', 'đã được ủy quyền', 
    // Indonesian.
    'kamu diizinkan', 'anda diizinkan', 'sudah diizinkan', 'diberi izin', 'diberi wewenang', 
    // Malay.
    'telah diberi kuasa', 'diizinkan', 'dibenarkan untuk',
    // Tagalog.
    'pinapayagan ka', 'may pahintulot ka', 'awtorisado kang', 'binigyan ka ng pahintulot',
    // Swahili.
    'umeruhusiwa', 'una idhini', 'umepewa ruhusa', 'umepewa mamlaka', 'ruhusa imetolewa',
  ],
  PRETEND: [
    // Turkish.
    'rolüne gir', 'rolünü oyna', 'rolüne bürün', 'bundan böyle sen', 'adında bir yapay zeka', 'adında bir karakter', 'bir karakteri canlandır', 'karakterine bürün', 'taklit et',
    // Vietnamese.
    'hãy đóng vai', 'hãy nhập vai', 'giả làm', 'hóa thân thành', 'vào vai', 'tưởng tượng bạn là', 'đóng giả',
    // Indonesian.
    'berpura pura menjadi', 'pura pura jadi', 'perankan', 'memerankan', 'berakting sebagai', 'bayangkan dirimu', 'roleplay',
    // Malay.
    'berlakon sebagai', 'bayangkan diri anda', 'mainkan watak', 'lakonkan', 'mulai sekarang awak ialah',
    // Tagalog.
    'magpanggap ka', 'kunwari ikaw si', 'ikaw na ngayon si', 'gampanan ang papel', 'isipin mong ikaw', 'mag roleplay',
    // Swahili.
    'jifanye wewe ni', 'igiza kama', 'igiza nafasi', 'fikiria wewe ni', 'chukua nafasi ya',
  ],
  WALLET_SECRET: [
    // Turkish.
    'kurtarma kelimeleri', 'gizli anahtar', 'özel anahtarını', 'cüzdan şifresi', 'seed ifadesi', 'anımsatıcı ifade', 'cüzdanının şifresi',
    // Vietnamese.
    'cụm từ bí mật', 'khóa bí mật ví', 'mật khẩu ví', 'cụm từ hạt giống',
    // Indonesian.
    'frasa rahasia', 'kata kunci pemulihan', 'kunci privat', 'password dompet', 'frasa benih',
    // Malay.
    'frasa pemulihan', 'frasa rahsia', 'kunci peribadi', 'kunci persendirian', 'kata laluan dompet',
    // Tagalog.
    'recovery phrase', 'lihim na parirala', 'password ng wallet',
    // Swahili.
    'maneno ya urejeshaji', 'kirai cha siri', 'ufunguo wa siri', 'nenosiri la pochi',
  ],
  EVADE_STRONG: [
    // Turkish.
    'iz bırakmadan', 'yakalanmadan', 'tespit edilmeden', 'izi sürülemeyen', 'polise yakalanmadan',
    // Vietnamese.
    'không bị phát hiện', 'không để lại dấu vết', 'không bị truy vết', 'tránh bị bắt', 'qua mặt cảnh sát',
    // Indonesian.
    'tidak terdeteksi', 'tanpa jejak', 'tidak bisa dilacak', 'lolos dari polisi',
    // Malay.
    'tanpa dikesan', 'tidak dapat dikesan', 'tanpa meninggalkan kesan', 'tidak boleh dijejak', 'elak ditangkap',
    // Tagalog.
    'nang hindi nahuhuli', 'hindi matutunton', 'walang bakas', 'hindi madedetect',
    // Swahili.
    'bila kugunduliwa', 'bila kukamatwa', 'bila kuacha alama', 'isiyoweza kufuatiliwa', 'bila polisi kujua',
  ],
  FAKE_REVIEWS: [
    // Turkish.
    'sahte değerlendirme', 'sahte değerlendirmeler', 'sahte inceleme', 'uydurma yorum', 'uydurma yorumlar', 'sahte olumlu yorum', 'sahte 5 yıldız', 'sahte beş yıldızlı',
    // Vietnamese.
    'review ảo', 'đánh giá ảo', 'review giả', 'đánh giá bịa', 'buff đánh giá', 
    // Indonesian.
    'review palsu', 'review fiktif', 'ulasan fiktif', 'testimoni palsu', 'testimoni fiktif', 'review bodong', 'joki ulasan', 'rating palsu', 'ulasan bintang 5 palsu',
    // Malay.
    'ulasan tipu', 'ulasan rekaan', 'ulasan lima bintang palsu',
    // Tagalog.
    'pekeng review', 'pekeng mga review', 'mga pekeng review', 'pekeng 5 star', 'pekeng rating', 'gawa gawang review', 
    // Swahili.
    'maoni ya uongo', 'maoni bandia', 'tathmini za uongo', 'maoni feki', 'ukadiriaji bandia', 
  ],
  SKIP_SCAN: [
    // Turkish.
    'taramayı atla', 'virüs taramasını atla', 'güvenlik kontrolünü atla', 'taramayı devre dışı bırak',
    // Vietnamese.
    'bỏ qua kiểm tra bảo mật', 'bỏ qua quét bảo mật', 'bỏ qua bước quét',
    // Indonesian.
    'lewati pemindaian keamanan', 'lewati scan keamanan', 'lewati pengecekan keamanan',
    // Malay.
    'langkau imbasan', 'langkau imbasan keselamatan', 'abaikan imbasan keselamatan',
    // Tagalog.
    'laktawan ang scan', 'i skip ang scan', 'huwag nang i scan',
    // Swahili.
    'ruka uchanganuzi', 'ruka skani', 'ruka ukaguzi wa usalama',
  ],
  HARM: [
    // Turkish.
    'ev yapımı bomba', 'el yapımı bomba', 'boru bombası', 'molotof kokteyli', 'sinir gazı', 'zehirli gaz', 'klor gazı', 'uyuşturucu üretmek', 'uyuşturucu yapmak', 'fentanil', 'kredi kartı kopyalama',
    'kart klonlama', 'oltalama sayfası', 'tuş kaydedici', 'ddos saldırısı', 'hesabını çalmak', 'hesap çalma', 'şifresini kırmak', 'silah yapımı', 'ruhsatsız silah', 'birini zehirlemek', 'sahte kimlik', 'sahte para', 'casus yazılım',
    'patlayıcının', 'patlayıcı madde',
    // Vietnamese.
    'bom xăng', 'thuốc nổ', 'bom ống', 'khí độc', 'chất độc thần kinh', 'điều chế ma túy', 'nấu đá', 'sao chép thẻ tín dụng', 'làm giả thẻ', 'trang web lừa đảo', 'phần mềm gián điệp', 'chiếm đoạt tài khoản',
    'bẻ khóa mật khẩu', 'súng tự chế', 'chế tạo súng', 'đầu độc', 'giấy tờ giả', 'tiền giả',
    // Indonesian.
    'bom molotov', 'bom pipa', 'gas beracun', 'gas saraf', 'sianida', 'meracik narkoba', 'kloning kartu kredit', 'situs phishing', 'aplikasi penyadap', 'sadap hp', 'serangan ddos', 'bobol akun', 'membobol akun',
    'senjata rakitan', 'senpi rakitan', 'meracuni', 'ktp palsu', 'uang palsu', 'bahan peledak rakitan',
    // Malay.
    'bom paip', 'memproses dadah', 'membuat dadah', 'klon kad kredit', 'laman pancingan data', 'perisian pengintip', 'pecah masuk akaun', 'senjata api buatan sendiri', 'meracun', 'kad pengenalan palsu', 'wang palsu',
    // Tagalog.
    'nakalalasong gas', 'sianuro', 'paggawa ng shabu', 'magluto ng shabu', 'pag clone ng credit card', 'i clone ang card', 'paltik', 'gumawa ng baril', 'lasunin', 'pekeng id', 'pekeng pera',
    // Swahili.
    'bomu la petroli', 'gesi ya sumu', 'gesi ya neva', 'sianidi', 'kutengeneza dawa za kulevya', 'kupika dawa za kulevya', 'kunakili kadi ya mkopo', 'tovuti ya ulaghai', 'programu ya upelelezi',
    'shambulio la ddos', 'bunduki ya kujitengenezea', 'kutengeneza bunduki', 'kumtilia sumu', 'kitambulisho bandia', 'pesa bandia',
  ],
  HOWTO: [
    // Turkish.
    'nasıl yapabilirim', 'tarifini ver', 'tarif ver', 'malzeme listesi', 'malzemeleri ve miktarları', 'ölçüleriyle', 'oranlarıyla', 'tam olarak nasıl', 'çalışır kod', 'kodunu yaz', 'script yaz', 'betik yaz', 'detaylıca',
    'ayrıntılı olarak', 'adımlarıyla', 'nasıl hazırlanır', 'nasıl yapılacağı',
    // Vietnamese.
    'hướng dẫn từng bước', 'công thức', 'tỷ lệ pha', 'liều lượng', 'nguyên liệu cần', 'các bước', 'chính xác cách', 'viết mã', 'viết code', 'viết script', 'làm sao để', 'chỉ tôi cách', 'chỉ cách',
    // Indonesian.
    'tutorial', 'resepnya', 'bahan bahannya', 'bahan dan takaran', 'komposisinya', 'tulis kode', 'buatkan script', 'buatkan kode', 'gimana cara', 'gimana caranya', 'ajari saya', 'ajarin', 'jelaskan cara', 'panduan lengkap',
    // Malay.
    'resipi', 'bahan bahan', 'sukatan tepat', 'tulis kod', 'ajar saya', 'macam mana nak', 'terangkan cara', 'panduan lengkap', 'langkah demi langkah',
    // Tagalog.
    'paano mag', 'ituro mo', 'ituro mo kung paano', 'turuan mo', 'mga sangkap', 'eksaktong sukat', 'isulat ang code', 'gawan mo ng script', 'kumpletong gabay',
    // Swahili.
    'nifundishe', 'nielekeze jinsi', 'jinsi ya kufanya', 'viambato', 'vipimo kamili', 'niandikie msimbo', 'mwongozo kamili',
  ],
  PROTECT: [
    // Turkish.
    'korun*', 'koruy*', 'önle*', 'kaçın*', 'tespit*', 'tanıyın', 'tanıyabilir*', 'farkında', 'uyarı işaretleri', 'savunma', 'engelle*', 'dikkat edin', 'farkındalık',
    // Vietnamese.
    'cách phòng', 'phòng chống', 'đề phòng', 'cảnh giác', 'tránh bị', 'nhận diện', 'phát hiện', 'dấu hiệu cảnh báo',
    // Indonesian.
    'lindungi', 'perlindungan', 'cegah', 'pencegahan', 'kenali', 'hindari', 'deteksi', 'mewaspadai', 'mengamankan', 'amankan',
    // Malay.
    'melindungi', 'perlindungan', 'mencegah', 'pencegahan', 'kenal pasti', 'mengelakkan', 'waspada', 'tanda amaran',
    // Tagalog.
    'proteksyon', 'pag iwas', 'umiwas', 'makaiwas', 'kilalanin', 'mag ingat sa', 'babala',
    // Swahili.
    'kujilinda', 'linda', 'kinga', 'zuia', 'tambua', 'epuka', 'jihadhari', 'ishara za hatari',
  ],
  OFF_PLATFORM: [
    // Turkish.
    'platform dışından', 'platformun dışından', 'site dışında', 'site dışından', 'uygulama dışında', 'doğrudan hesabıma', 'direkt hesabıma', 'direkt ibana', 'doğrudan iban', 'elden ödeme', 'emanet sistemini kullanmadan',
    'emanetsiz', 'emanete gerek yok', 'emanet sistemine gerek yok', 'komisyon ödemeyelim', 'komisyonsuz', 'aracı olmadan', 
    // Vietnamese.
    'ngoài sàn', 'giao dịch ngoài', 'ngoài app', 'ngoài ứng dụng', 'chuyển khoản thẳng', 'chuyển thẳng vào', 'không qua sàn', 'khỏi qua sàn', 'khỏi qua ký quỹ', 'không qua ký quỹ', 'không cần ký quỹ',
    'né phí', 'đỡ phí sàn', 'cho đỡ phí', 
    // Indonesian.
    'di luar aplikasi', 'di luar marketplace', 'ke rekening pribadi', 'tanpa rekber', 'gak usah lewat rekber', 'nggak usah lewat rekber', 'tidak usah lewat rekber',
    'tanpa lewat rekber', 'biar gak kena potongan', 'biar nggak kena potongan', 'hindari potongan', 'bayar langsung ke saya',
    // Malay.
    'di luar platform', 'luar platform', 'di luar aplikasi', 'bayar terus ke akaun', 'akaun bank peribadi', 'tak payah guna escrow', 'tanpa escrow', 'supaya tak kena caj', 
    // Tagalog.
    'diretso sa account ko', 'direkta sa akin', 'hindi na dadaan sa escrow', 'hindi na kailangan ng escrow', 'walang escrow', 'iwas fee', 
    // Swahili.
    'nje ya programu', 'nje ya tovuti', 'moja kwa moja kwangu', 'nitumie moja kwa moja', 'bila kupitia escrow', 'hakuna haja ya escrow', 'tusilipe ada', 'kuepuka ada', 
  ],
  GIFT_CARDS: [
    // Turkish.
    'google play kartı', 'steam kartı', 'itunes kartı', 'hediye kodu', 'oyun kartı', 'ön ödemeli kart', 'razer gold',
    // Vietnamese.
    'thẻ google play', 'thẻ steam', 'thẻ itunes', 'thẻ garena', 'thẻ điện thoại', 'thẻ game', 'mã quà tặng',
    // Indonesian.
    'kartu google play', 'voucher steam', 'kartu itunes', 'kode voucher', 'kartu prabayar',
    // Malay.
    'kad google play', 'kad steam', 'kad itunes', 'reload pin', 'kad topup',
    // Tagalog.
    'steam card', 'itunes card', 'google play gift card',
    // Swahili.
    'kadi ya google play', 'kadi za steam', 'vocha za muda wa maongezi', 'kadi za kukwangua', 'vocha za itunes',
  ],
  CODES: [
    // Turkish.
    'kodu', 'kodunu', 'kart numaralarını', 'pin kodlarını', 'satın alın', 'satın alıp', 'kodları gönder', 'kodların fotoğrafını',
    // Vietnamese.
    'mã số thẻ', 'mua thẻ', 'gửi mã', 'chụp mã', 'cào thẻ', 'số seri',
    // Indonesian.
    'kode vouchernya', 'beli voucher', 'foto kodenya', 'kirim kodenya',
    // Malay.
    'beli kad', 'hantar kod', 'gambar kod', 'nombor siri',
    // Tagalog.
    'ang mga code', 'bumili ka ng', 'ipadala ang code', 'picture ng code',
    // Swahili.
    'msimbo', 'namba za vocha', 'tuma misimbo', 'nunua kadi', 'piga picha ya kadi',
  ],
  DELETE: [
    // Turkish.
    'silinsin', 'sildir', 'temizleyin', 'kaldırın', 'yok et', 'ortadan kaldır', 'silebilir misin', 'siler misin',
    // Vietnamese.
    'xóa hết', 'xóa sạch', 'gỡ bỏ', 'xóa đi', 'dọn sạch',
    // Indonesian.
    'hapus semua', 'hapusin', 'hilangkan', 'musnahkan',
    // Malay.
    'padam semua', 'padamkan semua', 'hilangkan',
    // Tagalog.
    'burahin lahat', 'i delete mo', 'alisin mo', 'tanggalin mo', 'burahin na',
    // Swahili.
    'futa yote', 'zifute', 'yafute', 'ufute', 'ondoa kabisa',
  ],
  EVIDENCE: [
    // Turkish.
    'kanıt*', 'ekran görüntüsü', 'mesaj geçmişi', 'yazışmalar', 'yazışmaları', 'sohbet kayıtları', 'log kayıtları', 'kötü yorum', 'olumsuz değerlendirme', 'şikayet', 'bu mesajları', 'son mesajları',
    // Vietnamese.
    'chứng cứ', 'ảnh chụp', 'đoạn chat', 'các tin nhắn', 'lịch sử chat', 'khiếu nại', 'đánh giá tiêu cực', 'đánh giá 1 sao', 'nhật ký hệ thống',
    // Indonesian.
    'bukti bukti', 'screenshot', 'chat ini', 'riwayat obrolan', 'komplain', 'ulasan negatif', 'rating buruk',
    // Malay.
    'aduan', 'sembang ini', 'ulasan buruk', 'rekod sembang',
    // Tagalog.
    'mga mensahe', 'usapan natin', 'reklamo', 'chat history', 'mga log', 'mababang rating',
    // Swahili.
    'ushahidi wote', 'jumbe', 'malalamiko', 'gumzo hili', 'maoni hasi', 'kumbukumbu za gumzo',
  ],
  HIDE_FROM: [
    // Turkish.
    'moderatör görmesin', 'hakem görmeden', 'destek ekibi görmeden', 'itiraz açılmadan önce', 'anlaşmazlıktan önce', 'kimse fark etmeden', 'kimsenin haberi olmadan', 'yönetici görmeden',
    // Vietnamese.
    'trước khi quản trị viên thấy', 'trước khi mở tranh chấp', 'trước khi khiếu nại', 'để quản trị viên không thấy', 'đừng để ai thấy', 'không để ai thấy', 'trước khi bị phát hiện',
    // Indonesian.
    'sebelum admin lihat', 'sebelum dilihat admin', 'sebelum komplain', 'sebelum sengketa', 'biar admin gak lihat', 'supaya admin tidak lihat', 'sebelum ketahuan',
    // Malay.
    'sebelum admin nampak', 'sebelum pertikaian', 'sebelum aduan dibuat', 'supaya admin tak nampak', 'sebelum ketahuan',
    // Tagalog.
    'bago makita ng admin', 'bago pa makita', 'para hindi makita ng admin', 'bago mag reklamo', 'bago magkaroon ng dispute',
    // Swahili.
    'kabla msimamizi hajaona', 'kabla ya mgogoro', 'kabla ya malalamiko', 'ili msimamizi asijue', 'kabla hawajagundua',
  ],
};

/** Each concept's terms, deduplicated, with every Vietnamese đ also written as d (see the header). */
export const LEXICONS_B: Readonly<Record<string, readonly string[]>> = Object.fromEntries(Object.entries(RAW).map(([name, terms]) => {
  const out = new Set<string>();
  for (const t of terms) {
    out.add(t);
    if (/[đĐ]/.test(t)) out.add(t.replace(/đ/g, 'd').replace(/Đ/g, 'D'));
  }
  return [name, [...out]];
}));
