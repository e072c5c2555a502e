import { formatEuro } from "#schema/euro";
import type { Locale } from "#schema/locales";
import type { LicenseStatus } from "#schema/enums";
import { seedId } from "./ids";

/** Per-language text written by hand; CTA, SEO texts and FAQ come from templates in provider-texts.ts. */
interface ProviderText {
  overview: string;
  bonusHeadline: string;
}

export interface ProviderSeed {
  key: string;
  id: string;
  /** ASCII slug, the same in every language ((locale, slug) is unique, so that is allowed). */
  slug: string;
  brand: string;
  domain: string;
  /** '{{year}}' stands for the year the licence starts (for an operator licensed this year). */
  licenseId: string;
  /** Licence validity as day offsets from the seed's "today". */
  licenseFromDays: number;
  licenseToDays: number;
  licenseStatus: Extract<LicenseStatus, "licensed" | "suspended" | "expired">;
  companyLegalName: string;
  companyRegistrationNo: string;
  registeredAddress: string;
  hasAffiliate: boolean;
  cashOutType: string;
  liveBetting: boolean;
  liveStreaming: boolean;
  earlyPayout: boolean;
  betBuilder: boolean;
  iosApp: boolean;
  androidApp: boolean;
  liveChat: boolean;
  liveChat247: boolean;
  payments: string[];
  minDeposit: number;
  minWithdraw: number;
  maxWithdrawal: number;
  withdrawalTime: string;
  depositFeeNotes: string;
  withdrawalFeeNotes: string;
  supportPhone: string;
  supportChannels: string[];
  supportHours: string;
  supportLangs: string[];
  responseTimeHours: number;
  /** 'YYYY-MM-DD', or "this-year" for an operator founded in the seed's current year (1 January). */
  foundationDate: string;
  active: boolean;
  featured: boolean;
  /** Pays for its position: labelled "Sponsored" wherever it is ranked. */
  sponsored?: boolean;
  priority: number;
  /** Logo colours: background and letter. */
  colors: [string, string];
  /** Letters of the logo when the brand's initials would repeat another provider's. */
  mark?: string;
  text: Record<Locale, ProviderText>;
}

export const PROVIDERS: ProviderSeed[] = [
  {
    key: "aegeanbet",
    id: seedId("provider", 1),
    slug: "aegeanbet",
    brand: "AegeanBet",
    domain: "aegeanbet.example",
    licenseId: "NBA-CY-2016-007",
    licenseFromDays: -1460,
    licenseToDays: 730,
    licenseStatus: "licensed",
    companyLegalName: "Aegean Gaming Services Ltd",
    companyRegistrationNo: "HE 351204",
    registeredAddress: "27 Thalassis Street, Office 302, 3045 Limassol, Cyprus",
    hasAffiliate: true,
    cashOutType: "full",
    liveBetting: true,
    liveStreaming: true,
    earlyPayout: true,
    betBuilder: true,
    iosApp: true,
    androidApp: true,
    liveChat: true,
    liveChat247: true,
    payments: [
      "visa",
      "mastercard",
      "jcc",
      "skrill",
      "neteller",
      "paysafecard",
      "bank_transfer",
      "apple_pay",
    ],
    minDeposit: 10,
    minWithdraw: 20,
    maxWithdrawal: 50000,
    withdrawalTime: "24-48 h",
    depositFeeNotes: "No deposit fees on any method.",
    withdrawalFeeNotes: "Free; bank transfers under €50 cost €2.",
    supportPhone: "+357 25 123 456",
    supportChannels: ["live_chat", "email", "phone"],
    supportHours: "24/7",
    supportLangs: ["el", "en", "ru"],
    responseTimeHours: 1,
    foundationDate: "2016-03-14",
    active: true,
    featured: true,
    priority: 100,
    colors: ["#0b5394", "#ffffff"],
    text: {
      el: {
        overview:
          "Η AegeanBet είναι εταιρεία στοιχημάτων με έδρα τη Λεμεσό, γνωστή για τις πλούσιες αγορές ποδοσφαίρου και μία από τις ταχύτερες πλατφόρμες ζωντανού στοιχήματος στην Κύπρο. Το bet builder καλύπτει την Α' Κατηγορία Κύπρου και όλα τα μεγάλα ευρωπαϊκά πρωταθλήματα, ενώ το πλήρες cash out είναι διαθέσιμο στα περισσότερα στοιχήματα πριν και κατά τη διάρκεια του αγώνα.",
        bonusHeadline: `Μπόνους καλωσορίσματος 100% έως ${formatEuro("el", 200)}`,
      },
      en: {
        overview:
          "AegeanBet is a Limassol-based sportsbook known for deep football markets and one of the fastest live-betting interfaces in Cyprus. Its bet builder covers the Cypriot First Division and all major European leagues, and full cash out is available on most pre-match and in-play bets.",
        bonusHeadline: `100% welcome bonus up to ${formatEuro("en", 200)}`,
      },
      ru: {
        overview:
          "AegeanBet — букмекерская компания из Лимасола, известная широкой росписью футбольных матчей и одной из самых быстрых лайв-платформ на Кипре. Конструктор ставок охватывает Первый дивизион Кипра и все ведущие европейские лиги, а полный кэшаут доступен для большинства ставок до матча и в лайве.",
        bonusHeadline: `Приветственный бонус 100% до ${formatEuro("ru", 200)}`,
      },
      he: {
        overview:
          "AegeanBet היא חברת הימורי ספורט מלימסול, הידועה במגוון רחב של שווקי כדורגל ובאחת מפלטפורמות ההימורים החיים המהירות בקפריסין. בונה ההימורים מכסה את הליגה הקפריסאית הראשונה ואת כל הליגות האירופיות הגדולות, ו־Cash Out מלא זמין ברוב ההימורים לפני המשחק ובמהלכו.",
        bonusHeadline: `בונוס הצטרפות של 100% עד ${formatEuro("he", 200)}`,
      },
      uk: {
        overview:
          "AegeanBet — букмекерська компанія з Лімасола, відома широким розписом футбольних матчів і однією з найшвидших лайв-платформ на Кіпрі. Конструктор ставок охоплює Перший дивізіон Кіпру та всі провідні європейські ліги, а повний кешаут доступний для більшості ставок до матчу й у лайві.",
        bonusHeadline: `Вітальний бонус 100% до ${formatEuro("uk", 200)}`,
      },
      fr: {
        overview:
          "AegeanBet est un opérateur de paris sportifs basé à Limassol, réputé pour la profondeur de ses marchés de football et l'une des interfaces de paris en direct les plus rapides de Chypre. Son créateur de paris couvre la première division chypriote et tous les grands championnats européens, et le cash out intégral est disponible sur la plupart des paris avant-match et en direct.",
        bonusHeadline: `Bonus de bienvenue de 100 % jusqu'à ${formatEuro("fr", 200)}`,
      },
    },
  },
  {
    key: "aphrodite",
    id: seedId("provider", 2),
    slug: "aphrodite-odds",
    brand: "Aphrodite Odds",
    domain: "aphrodite-odds.example",
    licenseId: "NBA-CY-2012-003",
    licenseFromDays: -900,
    licenseToDays: 560,
    licenseStatus: "licensed",
    companyLegalName: "Aphrodite Odds Entertainment Ltd",
    companyRegistrationNo: "HE 298771",
    registeredAddress: "8 Kato Paphos Avenue, 2nd floor, 8041 Paphos, Cyprus",
    hasAffiliate: true,
    cashOutType: "full",
    liveBetting: true,
    liveStreaming: true,
    earlyPayout: false,
    betBuilder: true,
    iosApp: true,
    androidApp: true,
    liveChat: true,
    liveChat247: false,
    payments: ["visa", "mastercard", "skrill", "neteller", "revolut", "bank_transfer"],
    minDeposit: 10,
    minWithdraw: 10,
    maxWithdrawal: 30000,
    withdrawalTime: "0-24 h",
    depositFeeNotes: "Free for cards and e-wallets; Neteller deposits carry a 1.5% fee.",
    withdrawalFeeNotes: "One free withdrawal per day, then €1.50 each.",
    supportPhone: "+357 26 204 880",
    supportChannels: ["live_chat", "email"],
    supportHours: "08:00-24:00 (EET)",
    supportLangs: ["el", "en", "fr"],
    responseTimeHours: 2,
    foundationDate: "2012-06-01",
    active: true,
    featured: true,
    sponsored: true,
    priority: 90,
    colors: ["#c2185b", "#fff3f8"],
    text: {
      el: {
        overview:
          "Η Aphrodite Odds δέχεται στοιχήματα από την έδρα της στην Πάφο από το 2012 και εστιάζει σε ανταγωνιστικές αποδόσεις για τένις, μπάσκετ και ποδόσφαιρο. Η ζωντανή μετάδοση επιλεγμένων αγώνων περιλαμβάνεται σε κάθε λογαριασμό με υπόλοιπο, και οι αναλήψεις σε ηλεκτρονικά πορτοφόλια ολοκληρώνονται συνήθως την ίδια μέρα.",
        bonusHeadline: `Ποντάρετε ${formatEuro("el", 20)} και πάρτε ${formatEuro("el", 30)} σε δωρεάν στοιχήματα`,
      },
      en: {
        overview:
          "Aphrodite Odds has been taking bets from its Paphos headquarters since 2012 and focuses on competitive odds for tennis, basketball and football. Live streaming of selected matches is included for every funded account, and withdrawals to e-wallets are usually completed the same day.",
        bonusHeadline: `Bet ${formatEuro("en", 20)}, get ${formatEuro("en", 30)} in free bets`,
      },
      ru: {
        overview:
          "Aphrodite Odds принимает ставки из своей штаб-квартиры в Пафосе с 2012 года и делает упор на конкурентные коэффициенты на теннис, баскетбол и футбол. Трансляции избранных матчей доступны для каждого пополненного счёта, а выводы на электронные кошельки обычно проходят в тот же день.",
        bonusHeadline: `Поставьте ${formatEuro("ru", 20)} — получите ${formatEuro("ru", 30)} фрибетами`,
      },
      he: {
        overview:
          "Aphrodite Odds מקבלת הימורים ממטה החברה בפאפוס מאז 2012 ומתמקדת ביחסים תחרותיים בטניס, כדורסל וכדורגל. שידורים חיים של משחקים נבחרים כלולים בכל חשבון עם יתרה, ומשיכות לארנקים דיגיטליים מושלמות בדרך כלל באותו יום.",
        bonusHeadline: `המרו ב־${formatEuro("he", 20)} וקבלו ${formatEuro("he", 30)} בהימורים חינם`,
      },
      uk: {
        overview:
          "Aphrodite Odds приймає ставки зі своєї штаб-квартири в Пафосі з 2012 року й робить наголос на конкурентних коефіцієнтах на теніс, баскетбол і футбол. Трансляції вибраних матчів доступні для кожного поповненого рахунку, а виведення на електронні гаманці зазвичай відбувається того ж дня.",
        bonusHeadline: `Поставте ${formatEuro("uk", 20)} — отримайте ${formatEuro("uk", 30)} фрібетами`,
      },
      fr: {
        overview:
          "Aphrodite Odds accepte les paris depuis son siège de Paphos depuis 2012 et mise sur des cotes compétitives en tennis, basket-ball et football. Le streaming en direct de certains matchs est inclus pour tout compte approvisionné, et les retraits vers les portefeuilles électroniques sont généralement traités le jour même.",
        bonusHeadline: `Pariez ${formatEuro("fr", 20)}, recevez ${formatEuro("fr", 30)} en paris gratuits`,
      },
    },
  },
  {
    key: "mouflon",
    id: seedId("provider", 3),
    slug: "mouflonbet",
    brand: "MouflonBet",
    domain: "mouflonbet.example",
    licenseId: "NBA-CY-2018-021",
    licenseFromDays: -1200,
    licenseToDays: 990,
    licenseStatus: "licensed",
    companyLegalName: "Mouflon Digital Betting Ltd",
    companyRegistrationNo: "HE 387456",
    registeredAddress: "45 Agiou Prokopiou Street, 2406 Engomi, Nicosia, Cyprus",
    hasAffiliate: true,
    cashOutType: "partial",
    liveBetting: true,
    liveStreaming: false,
    earlyPayout: true,
    betBuilder: true,
    iosApp: true,
    androidApp: true,
    liveChat: true,
    liveChat247: true,
    payments: ["visa", "mastercard", "apple_pay", "revolut", "paysafecard", "jcc"],
    minDeposit: 5,
    minWithdraw: 10,
    maxWithdrawal: 20000,
    withdrawalTime: "12-24 h",
    depositFeeNotes: "No fees.",
    withdrawalFeeNotes: "No fees; Paysafecard deposits must be withdrawn by bank transfer.",
    supportPhone: "+357 22 765 430",
    supportChannels: ["live_chat", "email", "whatsapp"],
    supportHours: "24/7",
    supportLangs: ["el", "en", "ru", "uk"],
    responseTimeHours: 1,
    foundationDate: "2018-09-20",
    active: true,
    featured: true,
    priority: 85,
    colors: ["#6d4c41", "#ffe0b2"],
    text: {
      el: {
        overview:
          "Η MouflonBet είναι εταιρεία στοιχημάτων από τη Λευκωσία με έμφαση στο κινητό, με εφαρμογές iOS και Android υψηλής βαθμολογίας και ένα καθαρό, γρήγορο δελτίο. Ξεχωρίζει για τις προσφορές πρόωρης πληρωμής στο ποδόσφαιρο: αν η ομάδα σας προηγηθεί με δύο γκολ, το στοίχημα κλείνει ως κερδισμένο.",
        bonusHeadline: `Δωρεάν στοίχημα ${formatEuro("el", 10)} χωρίς κατάθεση μετά την επαλήθευση`,
      },
      en: {
        overview:
          "MouflonBet is a mobile-first bookmaker from Nicosia with highly rated iOS and Android apps and a clean, fast bet slip. It is a favourite for early payout offers on football: if your team goes two goals ahead, the bet is settled as a win.",
        bonusHeadline: `${formatEuro("en", 10)} no-deposit free bet after verification`,
      },
      ru: {
        overview:
          "MouflonBet — букмекер из Никосии, ориентированный на мобильные устройства, с высоко оценёнными приложениями для iOS и Android и удобным быстрым купоном. Его любят за досрочную выплату в футболе: если ваша команда ведёт в два мяча, ставка рассчитывается как выигрышная.",
        bonusHeadline: `Фрибет ${formatEuro("ru", 10)} без депозита после верификации`,
      },
      he: {
        overview:
          "MouflonBet היא חברת הימורים מניקוסיה שמתמקדת במובייל, עם אפליקציות iOS ו־Android מדורגות היטב וטופס הימורים נקי ומהיר. היא אהובה בזכות מבצעי תשלום מוקדם בכדורגל: אם הקבוצה שלכם עולה ליתרון של שני שערים, ההימור נסגר כזכייה.",
        bonusHeadline: `הימור חינם של ${formatEuro("he", 10)} ללא הפקדה לאחר אימות`,
      },
      uk: {
        overview:
          "MouflonBet — букмекер із Нікосії, орієнтований на мобільні пристрої, з високо оціненими застосунками для iOS та Android і зручним швидким купоном. Його цінують за дострокову виплату у футболі: якщо ваша команда веде у два м'ячі, ставка розраховується як виграшна.",
        bonusHeadline: `Фрібет ${formatEuro("uk", 10)} без депозиту після верифікації`,
      },
      fr: {
        overview:
          "MouflonBet est un bookmaker de Nicosie pensé d'abord pour le mobile, avec des applications iOS et Android très bien notées et un coupon de paris clair et rapide. Il est apprécié pour ses offres de paiement anticipé au football : si votre équipe mène de deux buts, le pari est réglé comme gagnant.",
        bonusHeadline: `Pari gratuit de ${formatEuro("fr", 10)} sans dépôt après vérification`,
      },
    },
  },
  {
    key: "copperisle",
    id: seedId("provider", 4),
    slug: "copper-isle-bet",
    brand: "Copper Isle Bet",
    domain: "copperislebet.example",
    licenseId: "NBA-CY-2013-001",
    licenseFromDays: -2100,
    licenseToDays: 420,
    licenseStatus: "licensed",
    companyLegalName: "Copper Isle Leisure Ltd",
    companyRegistrationNo: "HE 262019",
    registeredAddress: "112 Finikoudes Promenade, 6023 Larnaca, Cyprus",
    hasAffiliate: true,
    cashOutType: "partial",
    liveBetting: true,
    liveStreaming: true,
    earlyPayout: false,
    betBuilder: false,
    iosApp: true,
    androidApp: false,
    liveChat: true,
    liveChat247: false,
    payments: ["visa", "mastercard", "jcc", "bank_transfer", "skrill", "neteller", "paysafecard", "revolut"],
    minDeposit: 20,
    minWithdraw: 20,
    maxWithdrawal: 100000,
    withdrawalTime: "1-3 days",
    depositFeeNotes: "No fees on JCC and bank transfer; 2% on Skrill and Neteller.",
    withdrawalFeeNotes: "Free for withdrawals above €100, otherwise €2.50.",
    supportPhone: "+357 24 530 210",
    supportChannels: ["live_chat", "email", "phone"],
    supportHours: "09:00-23:00 (EET)",
    supportLangs: ["el", "en"],
    responseTimeHours: 4,
    foundationDate: "2010-02-11",
    active: true,
    featured: true,
    priority: 80,
    colors: ["#b87333", "#1b1b1b"],
    text: {
      el: {
        overview:
          "Η Copper Isle Bet είναι από τις παλαιότερες αδειοδοτημένες εταιρείες του νησιού, με γραφεία στη Λάρνακα και πιστό πελατολόγιο. Προσφέρει μερικό cash out, εβδομαδιαία επιστροφή χρημάτων επί των καθαρών απωλειών και μία από τις μεγαλύτερες επιλογές τοπικών μεθόδων πληρωμής, όπως JCC και τραπεζική μεταφορά.",
        bonusHeadline: `Εβδομαδιαία επιστροφή 10% έως ${formatEuro("el", 100)}`,
      },
      en: {
        overview:
          "Copper Isle Bet is one of the longest-running licensed operators on the island, with a Larnaca office and a loyal customer base. It offers partial cash out, a weekly cashback on net losses and one of the widest selections of local payment methods, including JCC and bank transfer.",
        bonusHeadline: `10% weekly cashback up to ${formatEuro("en", 100)}`,
      },
      ru: {
        overview:
          "Copper Isle Bet — один из старейших лицензированных операторов на острове с офисом в Ларнаке и преданной аудиторией. Здесь есть частичный кэшаут, еженедельный кэшбэк с чистых проигрышей и один из самых широких выборов местных способов оплаты, включая JCC и банковский перевод.",
        bonusHeadline: `Еженедельный кэшбэк 10% до ${formatEuro("ru", 100)}`,
      },
      he: {
        overview:
          "Copper Isle Bet היא אחת המפעילות המורשות הוותיקות באי, עם משרד בלרנקה ובסיס לקוחות נאמן. היא מציעה Cash Out חלקי, החזר שבועי על הפסדים נטו ואחד המבחרים הרחבים ביותר של אמצעי תשלום מקומיים, כולל JCC והעברה בנקאית.",
        bonusHeadline: `החזר שבועי של 10% עד ${formatEuro("he", 100)}`,
      },
      uk: {
        overview:
          "Copper Isle Bet — один із найстаріших ліцензованих операторів на острові з офісом у Ларнаці та відданою аудиторією. Тут є частковий кешаут, щотижневий кешбек із чистих програшів і один із найширших виборів місцевих способів оплати, зокрема JCC і банківський переказ.",
        bonusHeadline: `Щотижневий кешбек 10% до ${formatEuro("uk", 100)}`,
      },
      fr: {
        overview:
          "Copper Isle Bet est l'un des plus anciens opérateurs agréés de l'île, avec un bureau à Larnaca et une clientèle fidèle. Il propose le cash out partiel, un cashback hebdomadaire sur les pertes nettes et l'un des plus larges choix de moyens de paiement locaux, dont JCC et le virement bancaire.",
        bonusHeadline: `Cashback hebdomadaire de 10 % jusqu'à ${formatEuro("fr", 100)}`,
      },
    },
  },
  {
    key: "olympus",
    id: seedId("provider", 5),
    slug: "olympus-stake",
    brand: "Olympus Stake",
    domain: "olympusstake.example",
    licenseId: "NBA-CY-2021-032",
    licenseFromDays: -1000,
    licenseToDays: 825,
    licenseStatus: "licensed",
    companyLegalName: "Olympus Stake Interactive Ltd",
    companyRegistrationNo: "HE 412345",
    registeredAddress: "3 Archiepiskopou Leontiou Street, Olympus House, 3020 Limassol, Cyprus",
    hasAffiliate: true,
    cashOutType: "auto",
    liveBetting: true,
    liveStreaming: true,
    earlyPayout: true,
    betBuilder: true,
    iosApp: false,
    androidApp: true,
    liveChat: true,
    liveChat247: true,
    payments: ["visa", "mastercard", "skrill", "neteller", "apple_pay", "revolut", "bank_transfer"],
    minDeposit: 10,
    minWithdraw: 15,
    maxWithdrawal: 25000,
    withdrawalTime: "24 h",
    depositFeeNotes: "Deposits are always free.",
    withdrawalFeeNotes: "No fees; first withdrawal requires completed identity verification.",
    supportPhone: "+357 25 887 100",
    supportChannels: ["live_chat", "email", "phone", "telegram"],
    supportHours: "24/7",
    supportLangs: ["el", "en", "ru", "he", "uk", "fr"],
    responseTimeHours: 1,
    foundationDate: "2021-05-03",
    active: true,
    featured: true,
    priority: 75,
    colors: ["#4a148c", "#ffd54f"],
    text: {
      el: {
        overview:
          "Η Olympus Stake συνδυάζει ένα σύγχρονο αθλητικό βιβλίο με δυνατή ενότητα esports και bet builder για το μπάσκετ. Η εξυπηρέτηση πελατών απαντά σε έξι γλώσσες όλο το εικοσιτετράωρο, και η προσφορά καλωσορίσματος μοιράζεται στις τρεις πρώτες καταθέσεις σας.",
        bonusHeadline: `Έως ${formatEuro("el", 300)} στις τρεις πρώτες καταθέσεις σας`,
      },
      en: {
        overview:
          "Olympus Stake combines a modern sportsbook with a strong esports section and a bet builder for basketball. Customer support answers in six languages around the clock, and the welcome offer is split over your first three deposits.",
        bonusHeadline: `Up to ${formatEuro("en", 300)} over your first three deposits`,
      },
      ru: {
        overview:
          "Olympus Stake сочетает современную линию спортивных ставок с сильным разделом киберспорта и конструктором ставок на баскетбол. Служба поддержки круглосуточно отвечает на шести языках, а приветственное предложение распределено на первые три депозита.",
        bonusHeadline: `До ${formatEuro("ru", 300)} на первые три депозита`,
      },
      he: {
        overview:
          "Olympus Stake משלבת אתר הימורי ספורט מודרני עם מדור ספורט אלקטרוני חזק ובונה הימורים לכדורסל. שירות הלקוחות עונה בשש שפות מסביב לשעון, והצעת ההצטרפות מתחלקת על פני שלוש ההפקדות הראשונות שלכם.",
        bonusHeadline: `עד ${formatEuro("he", 300)} על שלוש ההפקדות הראשונות`,
      },
      uk: {
        overview:
          "Olympus Stake поєднує сучасну лінію спортивних ставок із сильним розділом кіберспорту та конструктором ставок на баскетбол. Служба підтримки цілодобово відповідає шістьма мовами, а вітальна пропозиція розподілена на перші три депозити.",
        bonusHeadline: `До ${formatEuro("uk", 300)} на перші три депозити`,
      },
      fr: {
        overview:
          "Olympus Stake associe un sportsbook moderne à une solide section esport et à un créateur de paris pour le basket-ball. Le service client répond en six langues 24 h/24, et l'offre de bienvenue est répartie sur vos trois premiers dépôts.",
        bonusHeadline: `Jusqu'à ${formatEuro("fr", 300)} sur vos trois premiers dépôts`,
      },
    },
  },
  {
    key: "troodos",
    id: seedId("provider", 6),
    slug: "troodos-sports",
    brand: "Troodos Sports",
    domain: "troodossports.example",
    licenseId: "NBA-CY-2013-009",
    licenseFromDays: -1800,
    licenseToDays: 365,
    licenseStatus: "licensed",
    companyLegalName: "Troodos Betting Shops Ltd",
    companyRegistrationNo: "HE 240318",
    registeredAddress: "19 Platanon Street, 4870 Platres, Limassol District, Cyprus",
    hasAffiliate: false,
    cashOutType: "auto",
    liveBetting: true,
    liveStreaming: false,
    earlyPayout: false,
    betBuilder: false,
    iosApp: false,
    androidApp: false,
    liveChat: false,
    liveChat247: false,
    payments: ["visa", "mastercard", "jcc", "bank_transfer"],
    minDeposit: 20,
    minWithdraw: 30,
    maxWithdrawal: 15000,
    withdrawalTime: "2-5 days",
    depositFeeNotes: "No fees.",
    withdrawalFeeNotes: "Bank transfers cost €3; card withdrawals are free.",
    supportPhone: "+357 25 421 700",
    supportChannels: ["email", "phone"],
    supportHours: "Mon-Sat 09:00-18:00 (EET)",
    supportLangs: ["el", "en"],
    responseTimeHours: 24,
    foundationDate: "2008-04-07",
    active: true,
    featured: false,
    priority: 60,
    colors: ["#2e7d32", "#e8f5e9"],
    text: {
      el: {
        overview:
          "Η Troodos Sports είναι μια παραδοσιακή εταιρεία στοιχημάτων που ξεκίνησε από αλυσίδα πρακτορείων και σήμερα διαθέτει έναν απλό ιστότοπο. Δεν έχει εφαρμογή για κινητά, αλλά οι κανόνες αυτόματου cash out σάς επιτρέπουν να κλειδώνετε κέρδος όταν η απόδοση φτάσει στο επίπεδο που επιλέγετε.",
        bonusHeadline: "Ενισχυμένες αποδόσεις σε κάθε κυπριακό ντέρμπι",
      },
      en: {
        overview:
          "Troodos Sports is a traditional bookmaker that grew out of a chain of betting shops and now runs a straightforward website. It has no mobile app, but its auto cash out rules let you lock in a profit automatically when the odds reach a level you choose.",
        bonusHeadline: "Enhanced odds on every Cypriot derby",
      },
      ru: {
        overview:
          "Troodos Sports — традиционный букмекер, выросший из сети пунктов приёма ставок, а сегодня работающий через простой сайт. Мобильного приложения нет, но правила автоматического кэшаута позволяют зафиксировать прибыль, когда коэффициент достигнет выбранного вами уровня.",
        bonusHeadline: "Повышенные коэффициенты на каждое кипрское дерби",
      },
      he: {
        overview:
          "Troodos Sports היא חברת הימורים מסורתית שצמחה מרשת סניפי הימורים וכיום מפעילה אתר פשוט. אין לה אפליקציה לנייד, אבל כללי ה־Cash Out האוטומטי מאפשרים לנעול רווח כשהיחס מגיע לרמה שבחרתם.",
        bonusHeadline: "יחסים משופרים בכל דרבי קפריסאי",
      },
      uk: {
        overview:
          "Troodos Sports — традиційний букмекер, що виріс із мережі пунктів прийому ставок, а сьогодні працює через простий сайт. Мобільного застосунку немає, але правила автоматичного кешауту дають змогу зафіксувати прибуток, коли коефіцієнт досягне обраного вами рівня.",
        bonusHeadline: "Підвищені коефіцієнти на кожне кіпрське дербі",
      },
      fr: {
        overview:
          "Troodos Sports est un bookmaker traditionnel issu d'un réseau de points de vente, qui exploite aujourd'hui un site web simple. Il n'a pas d'application mobile, mais ses règles de cash out automatique vous permettent de sécuriser un gain dès que la cote atteint le niveau choisi.",
        bonusHeadline: "Cotes boostées sur chaque derby chypriote",
      },
    },
  },
  {
    key: "bluereef",
    id: seedId("provider", 7),
    slug: "bluereef-bet",
    brand: "BlueReef Bet",
    domain: "bluereefbet.example",
    licenseId: "NBA-CY-2019-014",
    licenseFromDays: -700,
    licenseToDays: 1095,
    licenseStatus: "licensed",
    companyLegalName: "Blue Reef Gaming Cyprus Ltd",
    companyRegistrationNo: "HE 395870",
    registeredAddress: "6 Limanaki Road, 5330 Ayia Napa, Famagusta District, Cyprus",
    hasAffiliate: true,
    cashOutType: "full",
    liveBetting: true,
    liveStreaming: false,
    earlyPayout: false,
    betBuilder: true,
    iosApp: true,
    androidApp: true,
    liveChat: true,
    liveChat247: false,
    payments: ["visa", "mastercard", "revolut", "skrill", "apple_pay"],
    minDeposit: 5,
    minWithdraw: 10,
    maxWithdrawal: 10000,
    withdrawalTime: "0-12 h",
    depositFeeNotes: "Free; card deposits under €10 cost €0.50.",
    withdrawalFeeNotes: "No withdrawal fees.",
    supportPhone: "+357 23 810 455",
    supportChannels: ["live_chat", "email"],
    supportHours: "17:00-01:00 (EET)",
    supportLangs: ["en", "ru", "he"],
    responseTimeHours: 6,
    foundationDate: "2019-07-15",
    active: true,
    featured: false,
    priority: 55,
    colors: ["#00838f", "#e0f7fa"],
    text: {
      el: {
        overview:
          "Η BlueReef Bet απευθύνεται σε ερασιτέχνες παίκτες με απλά παρολί, καθημερινές ενισχυμένες αποδόσεις και ένα γενναιόδωρο club δωρεάν στοιχημάτων. Οι αναλήψεις μέσω Revolut και Skrill είναι γρήγορες, αν και η ζωντανή συνομιλία λειτουργεί μόνο τα βράδια.",
        bonusHeadline: `Δωρεάν στοίχημα ${formatEuro("el", 5)} κάθε εβδομάδα στο Reef Club`,
      },
      en: {
        overview:
          "BlueReef Bet targets recreational bettors with simple accumulators, daily price boosts and a generous free bet club. Withdrawals via Revolut and Skrill are quick, although live chat is only staffed in the evenings.",
        bonusHeadline: `A free ${formatEuro("en", 5)} bet every week in the Reef Club`,
      },
      ru: {
        overview:
          "BlueReef Bet ориентирован на любителей: простые экспрессы, ежедневные повышенные коэффициенты и щедрый клуб фрибетов. Выводы через Revolut и Skrill проходят быстро, хотя онлайн-чат работает только по вечерам.",
        bonusHeadline: `Фрибет ${formatEuro("ru", 5)} каждую неделю в Reef Club`,
      },
      he: {
        overview:
          "BlueReef Bet פונה למהמרים חובבים עם הימורי צירוף פשוטים, הגדלות יחסים יומיות ומועדון הימורים חינם נדיב. משיכות דרך Revolut ו־Skrill מהירות, אם כי הצ'אט החי מאויש רק בשעות הערב.",
        bonusHeadline: `הימור חינם של ${formatEuro("he", 5)} בכל שבוע במועדון Reef`,
      },
      uk: {
        overview:
          "BlueReef Bet орієнтований на аматорів: прості експреси, щоденні підвищені коефіцієнти та щедрий клуб фрібетів. Виведення через Revolut і Skrill відбувається швидко, хоча онлайн-чат працює лише ввечері.",
        bonusHeadline: `Фрібет ${formatEuro("uk", 5)} щотижня в Reef Club`,
      },
      fr: {
        overview:
          "BlueReef Bet s'adresse aux parieurs occasionnels avec des combinés simples, des cotes boostées chaque jour et un club de paris gratuits généreux. Les retraits via Revolut et Skrill sont rapides, même si le chat en direct n'est assuré qu'en soirée.",
        bonusHeadline: `Un pari gratuit de ${formatEuro("fr", 5)} chaque semaine au Reef Club`,
      },
    },
  },
  {
    key: "carob",
    id: seedId("provider", 8),
    slug: "carob-sports",
    brand: "Carob Sports",
    domain: "carobsports.example",
    licenseId: "NBA-CY-{{year}}-041",
    licenseFromDays: -60,
    licenseToDays: 1400,
    licenseStatus: "licensed",
    companyLegalName: "Carob Sports Technologies Ltd",
    companyRegistrationNo: "HE 451902",
    registeredAddress: "71 Anexartisias Street, Suite 5, 3036 Limassol, Cyprus",
    hasAffiliate: false,
    cashOutType: "full",
    liveBetting: true,
    liveStreaming: false,
    earlyPayout: false,
    betBuilder: true,
    iosApp: false,
    androidApp: false,
    liveChat: true,
    liveChat247: false,
    payments: ["visa", "mastercard", "apple_pay", "revolut"],
    minDeposit: 10,
    minWithdraw: 10,
    maxWithdrawal: 5000,
    withdrawalTime: "24-72 h",
    depositFeeNotes: "No fees, ever.",
    withdrawalFeeNotes: "No fees, ever.",
    supportPhone: "+357 25 009 321",
    supportChannels: ["live_chat", "email"],
    supportHours: "10:00-22:00 (EET)",
    supportLangs: ["el", "en", "fr"],
    responseTimeHours: 3,
    foundationDate: "this-year",
    active: true,
    featured: false,
    priority: 40,
    colors: ["#4e342e", "#d7ccc8"],
    text: {
      el: {
        overview:
          "Η Carob Sports είναι η νεότερη αδειοδοτημένη εταιρεία της λίστας μας και ξεκίνησε φέτος με έναν λιτό ιστότοπο που φορτώνει γρήγορα. Η γκάμα αγορών της μεγαλώνει ακόμα, αλλά ήδη προσφέρει bet builder, καταθέσεις με Apple Pay και διαφανή πολιτική χρεώσεων.",
        bonusHeadline: `Επιστροφή του πρώτου στοιχήματος έως ${formatEuro("el", 50)} αν χάσει`,
      },
      en: {
        overview:
          "Carob Sports is the newest licensed operator on our list and launched this year with a lean, fast-loading website. Its range of markets is still growing, but it already offers a bet builder, Apple Pay deposits and a transparent fee policy.",
        bonusHeadline: `First bet refunded up to ${formatEuro("en", 50)} if it loses`,
      },
      ru: {
        overview:
          "Carob Sports — самый новый лицензированный оператор в нашем списке: он запустился в этом году с лёгким и быстро загружающимся сайтом. Линия пока расширяется, но уже есть конструктор ставок, депозиты через Apple Pay и прозрачная политика комиссий.",
        bonusHeadline: `Возврат первой ставки до ${formatEuro("ru", 50)}, если она проиграет`,
      },
      he: {
        overview:
          "Carob Sports היא המפעילה המורשית החדשה ביותר ברשימה שלנו, והיא הושקה השנה עם אתר רזה שנטען במהירות. מגוון השווקים עדיין גדל, אבל כבר יש בונה הימורים, הפקדות ב־Apple Pay ומדיניות עמלות שקופה.",
        bonusHeadline: `החזר על ההימור הראשון עד ${formatEuro("he", 50)} אם הפסיד`,
      },
      uk: {
        overview:
          "Carob Sports — найновіший ліцензований оператор у нашому списку: він запустився цього року з легким сайтом, що швидко завантажується. Лінія ще розширюється, але вже є конструктор ставок, депозити через Apple Pay і прозора політика комісій.",
        bonusHeadline: `Повернення першої ставки до ${formatEuro("uk", 50)}, якщо вона програє`,
      },
      fr: {
        overview:
          "Carob Sports est l'opérateur agréé le plus récent de notre liste : il a été lancé cette année avec un site léger qui se charge rapidement. Son offre de marchés s'étoffe encore, mais il propose déjà un créateur de paris, les dépôts par Apple Pay et une politique de frais transparente.",
        bonusHeadline: `Premier pari remboursé jusqu'à ${formatEuro("fr", 50)} s'il est perdant`,
      },
    },
  },
  {
    key: "petra",
    id: seedId("provider", 9),
    slug: "petra-play",
    brand: "Petra Play",
    domain: "petraplay.example",
    licenseId: "NBA-CY-2014-011",
    licenseFromDays: -1650,
    licenseToDays: 180,
    licenseStatus: "licensed",
    companyLegalName: "Petra Play Gaming Ltd",
    companyRegistrationNo: "HE 331560",
    registeredAddress: "2 Romiou Coast Road, 8500 Kouklia, Paphos District, Cyprus",
    hasAffiliate: true,
    cashOutType: "Selected football markets only",
    liveBetting: true,
    liveStreaming: true,
    earlyPayout: false,
    betBuilder: false,
    iosApp: false,
    androidApp: true,
    liveChat: false,
    liveChat247: false,
    payments: ["visa", "mastercard", "neteller", "paysafecard", "bank_transfer", "jcc"],
    minDeposit: 15,
    minWithdraw: 20,
    maxWithdrawal: 20000,
    withdrawalTime: "1-2 days",
    depositFeeNotes: "No fees on cards; Paysafecard 2.5%.",
    withdrawalFeeNotes: "€1 per withdrawal to Neteller; otherwise free.",
    supportPhone: "+357 26 955 040",
    supportChannels: ["email", "phone"],
    supportHours: "08:00-22:00 (EET), 7 days",
    supportLangs: ["el", "en", "ru"],
    responseTimeHours: 8,
    foundationDate: "2014-11-22",
    active: true,
    featured: false,
    priority: 30,
    colors: ["#f57c00", "#fff8e1"],
    text: {
      el: {
        overview:
          "Η Petra Play είναι μια μεσαία εταιρεία στοιχημάτων με δυνατή προσφορά σε ιπποδρομίες και κυνοδρομίες, εκτός από τις συνηθισμένες αγορές ποδοσφαίρου και μπάσκετ. Το cash out περιορίζεται σε επιλεγμένες αγορές ποδοσφαίρου, όμως η τηλεφωνική υποστήριξη λειτουργεί επτά ημέρες την εβδομάδα.",
        bonusHeadline: `Έως ${formatEuro("el", 100)} σε δωρεάν στοιχήματα με την πρώτη κατάθεση`,
      },
      en: {
        overview:
          "Petra Play is a mid-sized bookmaker with a strong horse racing and greyhound offering alongside the usual football and basketball markets. Cash out is limited to selected football markets, but phone support is available seven days a week.",
        bonusHeadline: `Up to ${formatEuro("en", 100)} in free bets on your first deposit`,
      },
      ru: {
        overview:
          "Petra Play — букмекер среднего размера с сильной линией на скачки и собачьи бега в дополнение к привычным рынкам футбола и баскетбола. Кэшаут доступен только на избранных футбольных рынках, зато поддержка по телефону работает семь дней в неделю.",
        bonusHeadline: `До ${formatEuro("ru", 100)} фрибетами за первый депозит`,
      },
      he: {
        overview:
          "Petra Play היא חברת הימורים בינונית עם היצע חזק של מרוצי סוסים ומרוצי כלבים, לצד שווקי הכדורגל והכדורסל הרגילים. ה־Cash Out מוגבל לשווקי כדורגל נבחרים, אבל תמיכה טלפונית זמינה שבעה ימים בשבוע.",
        bonusHeadline: `עד ${formatEuro("he", 100)} בהימורים חינם על ההפקדה הראשונה`,
      },
      uk: {
        overview:
          "Petra Play — букмекер середнього розміру з сильною лінією на кінні та собачі перегони на додачу до звичних ринків футболу й баскетболу. Кешаут доступний лише на вибраних футбольних ринках, зате підтримка телефоном працює сім днів на тиждень.",
        bonusHeadline: `До ${formatEuro("uk", 100)} фрібетами за перший депозит`,
      },
      fr: {
        overview:
          "Petra Play est un bookmaker de taille moyenne avec une offre solide en courses hippiques et de lévriers, en plus des marchés habituels de football et de basket-ball. Le cash out est limité à certains marchés de football, mais le support téléphonique est joignable sept jours sur sept.",
        bonusHeadline: `Jusqu'à ${formatEuro("fr", 100)} en paris gratuits sur votre premier dépôt`,
      },
    },
  },
  {
    key: "meze",
    id: seedId("provider", 10),
    slug: "mezebet",
    brand: "MezeBet",
    domain: "mezebet.example",
    licenseId: "NBA-CY-2022-036",
    licenseFromDays: -1100,
    licenseToDays: 700,
    licenseStatus: "licensed",
    companyLegalName: "Meze Entertainment Ltd",
    companyRegistrationNo: "HE 428113",
    registeredAddress: "14 Ermou Street, 6022 Larnaca, Cyprus",
    hasAffiliate: true,
    cashOutType: "Not offered",
    liveBetting: false,
    liveStreaming: false,
    earlyPayout: false,
    betBuilder: false,
    iosApp: true,
    androidApp: true,
    liveChat: true,
    liveChat247: false,
    payments: ["visa", "mastercard", "paysafecard", "jcc"],
    minDeposit: 5,
    minWithdraw: 10,
    maxWithdrawal: 8000,
    withdrawalTime: "2-3 days",
    depositFeeNotes: "No fees.",
    withdrawalFeeNotes: "No fees for one withdrawal per week, then €2.",
    supportPhone: "+357 24 665 118",
    supportChannels: ["live_chat", "email"],
    supportHours: "09:00-21:00 (EET)",
    supportLangs: ["el", "en"],
    responseTimeHours: 12,
    foundationDate: "2022-01-18",
    active: true,
    featured: false,
    priority: 20,
    colors: ["#d84315", "#fffde7"],
    mark: "MZ",
    text: {
      el: {
        overview:
          "Η MezeBet τα κρατά απλά: ένα συμπαγές βιβλίο για ποδόσφαιρο και μπάσκετ, χαμηλές ελάχιστες καταθέσεις και μια φιλική ομάδα υποστήριξης που μιλά ελληνικά και αγγλικά. Δεν προσφέρει ακόμη cash out, οπότε ταιριάζει σε όσους προτιμούν να αφήνουν τα στοιχήματά τους να τρέξουν μέχρι το τέλος.",
        bonusHeadline: "Μπόνους επαναφόρτισης 50% κάθε Παρασκευή",
      },
      en: {
        overview:
          "MezeBet keeps things simple: a compact football and basketball sportsbook, low minimum deposits and a friendly support team that speaks Greek and English. There is no cash out yet, so it suits bettors who prefer to let their bets run.",
        bonusHeadline: "50% reload bonus every Friday",
      },
      ru: {
        overview:
          "MezeBet делает ставку на простоту: компактная линия по футболу и баскетболу, низкий минимальный депозит и дружелюбная поддержка на греческом и английском. Кэшаута пока нет, поэтому сайт подойдёт тем, кто предпочитает доводить ставки до конца.",
        bonusHeadline: "Бонус 50% на пополнение каждую пятницу",
      },
      he: {
        overview:
          "MezeBet שומרת על פשטות: אתר הימורים קומפקטי לכדורגל וכדורסל, הפקדות מינימום נמוכות וצוות תמיכה ידידותי שמדבר יוונית ואנגלית. עדיין אין Cash Out, ולכן האתר מתאים למי שמעדיף לתת להימורים לרוץ עד הסוף.",
        bonusHeadline: "בונוס טעינה של 50% בכל יום שישי",
      },
      uk: {
        overview:
          "MezeBet робить ставку на простоту: компактна лінія з футболу та баскетболу, низький мінімальний депозит і привітна підтримка грецькою та англійською. Кешауту поки немає, тож сайт підійде тим, хто воліє доводити ставки до кінця.",
        bonusHeadline: "Бонус 50% на поповнення щоп'ятниці",
      },
      fr: {
        overview:
          "MezeBet mise sur la simplicité : un sportsbook compact consacré au football et au basket-ball, des dépôts minimums bas et une équipe d'assistance sympathique qui parle grec et anglais. Le cash out n'est pas encore proposé, ce qui convient aux parieurs qui préfèrent laisser courir leurs paris.",
        bonusHeadline: "Bonus de recharge de 50 % chaque vendredi",
      },
    },
  },
  {
    key: "saltlake",
    id: seedId("provider", 11),
    slug: "salt-lake-odds",
    brand: "Salt Lake Odds",
    domain: "saltlakeodds.example",
    licenseId: "NBA-CY-2015-017",
    licenseFromDays: -1500,
    licenseToDays: 200,
    licenseStatus: "suspended",
    companyLegalName: "Salt Lake Odds Ltd",
    companyRegistrationNo: "HE 347702",
    registeredAddress: "33 Kitiou Street, 7100 Aradippou, Larnaca District, Cyprus",
    hasAffiliate: true,
    cashOutType: "full",
    liveBetting: true,
    liveStreaming: true,
    earlyPayout: false,
    betBuilder: true,
    iosApp: true,
    androidApp: true,
    liveChat: true,
    liveChat247: false,
    payments: ["visa", "mastercard", "skrill", "bank_transfer"],
    minDeposit: 10,
    minWithdraw: 20,
    maxWithdrawal: 15000,
    withdrawalTime: "3-5 days",
    depositFeeNotes: "Deposits are closed while the licence is suspended.",
    withdrawalFeeNotes: "Balances are paid out free of charge by bank transfer.",
    supportPhone: "+357 24 300 777",
    supportChannels: ["email"],
    supportHours: "Mon-Fri 09:00-17:00 (EET)",
    supportLangs: ["el", "en"],
    responseTimeHours: 48,
    foundationDate: "2015-05-05",
    active: false,
    featured: false,
    priority: 10,
    colors: ["#78909c", "#eceff1"],
    text: {
      el: {
        overview:
          "Η Salt Lake Odds προσέφερε ένα ευρύ αθλητικό βιβλίο με ζωντανή μετάδοση από την έδρα της στη Λάρνακα. Η άδειά της έχει ανασταλεί από τη ρυθμιστική αρχή, επομένως νέες εγγραφές και καταθέσεις δεν είναι δυνατές μέχρι να ολοκληρωθεί ο έλεγχος.",
        bonusHeadline: "Οι προσφορές έχουν ανασταλεί όσο ισχύει η αναστολή της άδειας",
      },
      en: {
        overview:
          "Salt Lake Odds offered a broad sportsbook with live streaming from its Larnaca base. Its licence is currently suspended by the regulator, so new registrations and deposits are not possible until the review is completed.",
        bonusHeadline: "Offers paused while the licence is suspended",
      },
      ru: {
        overview:
          "Salt Lake Odds предлагал широкую линию с видеотрансляциями из своего офиса в Ларнаке. Сейчас его лицензия приостановлена регулятором, поэтому новые регистрации и депозиты невозможны до завершения проверки.",
        bonusHeadline: "Акции приостановлены на время приостановки лицензии",
      },
      he: {
        overview:
          "Salt Lake Odds הציעה מגוון רחב של הימורי ספורט עם שידורים חיים מבסיסה בלרנקה. הרישיון שלה מושעה כעת על ידי הרגולטור, ולכן הרשמות והפקדות חדשות אינן אפשריות עד לסיום הבדיקה.",
        bonusHeadline: "המבצעים מוקפאים כל עוד הרישיון מושעה",
      },
      uk: {
        overview:
          "Salt Lake Odds пропонував широку лінію з відеотрансляціями зі свого офісу в Ларнаці. Зараз його ліцензію призупинено регулятором, тому нові реєстрації та депозити неможливі до завершення перевірки.",
        bonusHeadline: "Акції призупинено на час призупинення ліцензії",
      },
      fr: {
        overview:
          "Salt Lake Odds proposait un large sportsbook avec streaming en direct depuis sa base de Larnaca. Sa licence est actuellement suspendue par le régulateur : les nouvelles inscriptions et les dépôts sont impossibles jusqu'à la fin de l'examen.",
        bonusHeadline: "Offres suspendues tant que la licence est suspendue",
      },
    },
  },
  {
    key: "lemoncoast",
    id: seedId("provider", 12),
    slug: "lemon-coast-bet",
    brand: "Lemon Coast Bet",
    domain: "lemoncoastbet.example",
    licenseId: "NBA-CY-2013-005",
    licenseFromDays: -2900,
    licenseToDays: -75,
    licenseStatus: "expired",
    companyLegalName: "Lemon Coast Sports Ltd",
    companyRegistrationNo: "HE 255948",
    registeredAddress: "5 Lemonias Street, 4620 Episkopi, Limassol District, Cyprus",
    hasAffiliate: true,
    cashOutType: "partial",
    liveBetting: false,
    liveStreaming: false,
    earlyPayout: false,
    betBuilder: false,
    iosApp: false,
    androidApp: false,
    liveChat: false,
    liveChat247: false,
    payments: ["visa", "bank_transfer"],
    minDeposit: 20,
    minWithdraw: 50,
    maxWithdrawal: 5000,
    withdrawalTime: "5-7 days",
    depositFeeNotes: "Deposits are no longer accepted.",
    withdrawalFeeNotes: "Remaining balances are returned by bank transfer at no cost.",
    supportPhone: "+357 25 932 614",
    supportChannels: ["email"],
    supportHours: "Mon-Fri 10:00-14:00 (EET)",
    supportLangs: ["el"],
    responseTimeHours: 72,
    foundationDate: "2009-08-30",
    active: false,
    featured: false,
    priority: 0,
    colors: ["#fbc02d", "#33691e"],
    text: {
      el: {
        overview:
          "Η Lemon Coast Bet ήταν μια μικρή οικογενειακή εταιρεία στοιχημάτων γνωστή για την κάλυψη ιπποδρομιών. Η άδειά της έληξε και δεν ανανεώθηκε, οπότε ο ιστότοπος δεν δέχεται πλέον στοιχήματα· οι υπάρχοντες πελάτες μπορούν ακόμη να ζητήσουν ανάληψη του υπολοίπου τους.",
        bonusHeadline: "Καμία προσφορά: η άδεια έχει λήξει",
      },
      en: {
        overview:
          "Lemon Coast Bet was a small family-run bookmaker known for its horse racing coverage. Its licence expired and was not renewed, so the site no longer accepts bets; existing customers can still request the withdrawal of their balance.",
        bonusHeadline: "No offers: licence expired",
      },
      ru: {
        overview:
          "Lemon Coast Bet — небольшой семейный букмекер, известный линией на скачки. Срок его лицензии истёк, и она не была продлена, поэтому сайт больше не принимает ставки; действующие клиенты всё ещё могут запросить вывод остатка.",
        bonusHeadline: "Предложений нет: срок лицензии истёк",
      },
      he: {
        overview:
          "Lemon Coast Bet הייתה חברת הימורים משפחתית קטנה שנודעה בסיקור מרוצי הסוסים. תוקף הרישיון שלה פג ולא חודש, ולכן האתר אינו מקבל עוד הימורים; לקוחות קיימים עדיין יכולים לבקש למשוך את היתרה שלהם.",
        bonusHeadline: "אין הצעות: תוקף הרישיון פג",
      },
      uk: {
        overview:
          "Lemon Coast Bet — невеликий сімейний букмекер, відомий лінією на кінні перегони. Строк дії його ліцензії закінчився, і її не було продовжено, тому сайт більше не приймає ставки; чинні клієнти ще можуть подати запит на виведення залишку.",
        bonusHeadline: "Пропозицій немає: строк дії ліцензії закінчився",
      },
      fr: {
        overview:
          "Lemon Coast Bet était un petit bookmaker familial connu pour sa couverture des courses hippiques. Sa licence a expiré et n'a pas été renouvelée : le site n'accepte plus de paris, mais les clients existants peuvent encore demander le retrait de leur solde.",
        bonusHeadline: "Aucune offre : licence expirée",
      },
    },
  },
];

export function providerByKey(key: string): ProviderSeed {
  const provider = PROVIDERS.find((p) => p.key === key);
  if (!provider) throw new Error(`Unknown seed provider '${key}'`);
  return provider;
}
