import type { UiStringTable } from "./table";

/**
 * The about, contact, terms and privacy pages: title, description (page head) and body. In a body
 * each line is a block: `## ` a section heading, `- ` a list item, anything else a paragraph;
 * `{email}` is the contact address; https:// and e-mail addresses become links.
 */
export const PAGES_STRINGS: UiStringTable = {
  "pages.about.title": {
    el: "Σχετικά με το BetCompare Cyprus",
    en: "About BetCompare Cyprus",
    ru: "О BetCompare Cyprus",
    he: "אודות BetCompare Cyprus",
    uk: "Про BetCompare Cyprus",
    fr: "À propos de BetCompare Cyprus",
  },
  "pages.about.description": {
    el: "Ποιοι είμαστε, πώς κερδίζει χρήματα ο ιστότοπος και πώς διατηρούμε ανεξάρτητες τις συγκρίσεις μας.",
    en: "Who we are, how the site earns money and how we keep our comparisons independent.",
    ru: "Кто мы, как сайт зарабатывает и как мы сохраняем независимость сравнений.",
    he: "מי אנחנו, איך האתר מרוויח כסף ואיך אנחנו שומרים על השוואות בלתי תלויות.",
    uk: "Хто ми, як сайт заробляє і як ми зберігаємо незалежність порівнянь.",
    fr: "Qui nous sommes, comment le site gagne de l’argent et comment nos comparaisons restent indépendantes.",
  },
  "pages.about.body": {
    el: `Το BetCompare Cyprus συγκρίνει εταιρείες στοιχημάτων με άδεια από την Εθνική Αρχή Στοιχημάτων της Κύπρου: τα μπόνους τους, τις δυνατότητές τους, τους τρόπους πληρωμής και τη γνώμη των παικτών, στα ελληνικά, αγγλικά, ρωσικά, εβραϊκά, ουκρανικά και γαλλικά.

## Τι είμαστε και τι δεν είμαστε
Είμαστε ιστότοπος ενημέρωσης και σύγκρισης. Δεν δεχόμαστε στοιχήματα, δεν κρατάμε χρήματα παικτών και δεν προσφέρουμε καμία υπηρεσία τυχερών παιχνιδιών. Κάθε στοίχημα τοποθετείται στην ίδια την αδειοδοτημένη εταιρεία, με τους δικούς της όρους.

## Πώς κερδίζουμε χρήματα
Είμαστε συνεργάτες (affiliate). Όταν επισκέπτεστε μια εταιρεία στοιχημάτων μέσω ενός συνδέσμου μας και εγγράφεστε, η εταιρεία μπορεί να μας καταβάλει προμήθεια. Δεν σας κοστίζει τίποτα και δεν αλλάζει την προσφορά που λαμβάνετε. Οι σύνδεσμοι που μπορεί να μας αποφέρουν έσοδα επισημαίνονται ως χορηγούμενοι και περνούν από τη δική μας διεύθυνση, όπου μετράμε το κλικ.

## Συντακτική ανεξαρτησία
Μια προμήθεια δεν αγοράζει θέση στις λίστες μας ούτε καλύτερη βαθμολογία. Παρουσιάζουμε μόνο εταιρείες με άδεια στην Κύπρο και ελέγχουμε τις άδειές τους στο μητρώο της ρυθμιστικής αρχής. Οι βαθμολογίες προέρχονται από εγκεκριμένες κριτικές των χρηστών μας και από ανεξάρτητους ιστότοπους αξιολόγησης. Ελέγχουμε τις κριτικές με βάση τους κανόνες μας, όχι τις απόψεις: μια εταιρεία δεν μπορεί να ζητήσει την αφαίρεση μιας δίκαιης αρνητικής κριτικής. Μια εταιρεία που πληρώνει για τη θέση της φέρει την ένδειξη «Χορηγούμενη» όπου εμφανίζεται σε κατάταξη.

## Παίξτε υπεύθυνα
Τα στοιχήματα είναι μόνο για ενήλικες 18 ετών και άνω. Αν ο τζόγος πάψει να είναι διασκέδαση, βοήθεια και αυτοαποκλεισμός είναι διαθέσιμα μέσω της Εθνικής Αρχής Στοιχημάτων: https://nba.gov.cy`,
    en: `BetCompare Cyprus compares betting companies licensed by the National Betting Authority of Cyprus: their bonuses, features, payment methods and what players say about them, in Greek, English, Russian, Hebrew, Ukrainian and French.

## What we are, and what we are not
We are an information and comparison site. We do not accept bets, hold players' money or offer any gambling service. Every bet is placed with the licensed company itself, under its own terms.

## How we earn money
We are an affiliate. When you visit a betting company through one of our links and sign up, that company may pay us a commission. It costs you nothing and does not change the offer you receive. Links that can earn us money are marked as sponsored and pass through our own address, where we count the click.

## Editorial independence
A commission does not buy a place in our lists or a better rating. We list only companies licensed in Cyprus and check their licences against the regulator's register. Ratings come from approved reviews by our users and from independent rating sites. We moderate reviews against our rules, not against opinions: a company cannot have a fair negative review removed. A company that pays for its position is labelled “Sponsored” wherever it appears in a ranked list.

## Play responsibly
Betting is for adults aged 18 and over. If gambling stops being fun, help and self-exclusion are available through the National Betting Authority: https://nba.gov.cy`,
    ru: `BetCompare Cyprus сравнивает букмекерские компании, лицензированные Национальным управлением по ставкам Кипра: их бонусы, возможности, способы оплаты и отзывы игроков — на греческом, английском, русском, иврите, украинском и французском языках.

## Кто мы и кем не являемся
Мы информационный сайт для сравнения. Мы не принимаем ставки, не храним деньги игроков и не предлагаем никаких услуг азартных игр. Каждая ставка делается у самой лицензированной компании на её условиях.

## Как мы зарабатываем
Мы партнёрский (affiliate) сайт. Если вы переходите в букмекерскую компанию по нашей ссылке и регистрируетесь, компания может выплатить нам комиссию. Вам это ничего не стоит и не меняет получаемого предложения. Ссылки, которые могут принести нам доход, помечены как спонсорские и проходят через наш собственный адрес, где мы учитываем переход.

## Редакционная независимость
Комиссия не покупает место в наших списках или более высокую оценку. Мы показываем только компании с лицензией на Кипре и сверяем их лицензии с реестром регулятора. Оценки складываются из одобренных отзывов наших пользователей и независимых рейтинговых сайтов. Мы проверяем отзывы на соответствие правилам, а не мнениям: компания не может добиться удаления честного отрицательного отзыва. Букмекер, который платит за своё место, помечен как «Спонсор» везде, где он появляется в упорядоченном списке.

## Играйте ответственно
Ставки — только для лиц старше 18 лет. Если игра перестала приносить удовольствие, помощь и самоисключение доступны через Национальное управление по ставкам: https://nba.gov.cy`,
    he: `BetCompare Cyprus משווה בין חברות הימורים שקיבלו רישיון מהרשות הלאומית להימורים של קפריסין: הבונוסים שלהן, האפשרויות, אמצעי התשלום ומה שהשחקנים אומרים עליהן, ביוונית, אנגלית, רוסית, עברית, אוקראינית וצרפתית.

## מה אנחנו, ומה איננו
אנחנו אתר מידע והשוואה. איננו מקבלים הימורים, איננו מחזיקים כספי שחקנים ואיננו מציעים שום שירות הימורים. כל הימור נעשה אצל החברה בעלת הרישיון עצמה, לפי התנאים שלה.

## איך אנחנו מרוויחים
אנחנו אתר שותפים (affiliate). כשאתם נכנסים לחברת הימורים דרך אחד הקישורים שלנו ונרשמים, החברה עשויה לשלם לנו עמלה. זה לא עולה לכם דבר ואינו משנה את ההצעה שאתם מקבלים. קישורים שעשויים להכניס לנו כסף מסומנים כממומנים ועוברים דרך הכתובת שלנו, שם אנחנו סופרים את הקליק.

## עצמאות מערכתית
עמלה אינה קונה מקום ברשימות שלנו או דירוג טוב יותר. אנחנו מציגים רק חברות בעלות רישיון בקפריסין ובודקים את הרישיונות שלהן מול המרשם של הרגולטור. הדירוגים מבוססים על ביקורות מאושרות של המשתמשים שלנו ועל אתרי דירוג בלתי תלויים. אנחנו בודקים ביקורות לפי הכללים שלנו, לא לפי הדעות: חברה אינה יכולה להסיר ביקורת שלילית הוגנת. חברה שמשלמת על מיקומה מסומנת „ממומן” בכל מקום שבו היא מופיעה ברשימה מדורגת.

## שחקו באחריות
הימורים מיועדים לבגירים מגיל 18 ומעלה בלבד. אם ההימורים מפסיקים להיות בידור, עזרה והחרגה עצמית זמינות דרך הרשות הלאומית להימורים: https://nba.gov.cy`,
    uk: `BetCompare Cyprus порівнює букмекерські компанії, ліцензовані Національним органом з регулювання ставок Кіпру: їхні бонуси, можливості, способи оплати та відгуки гравців — грецькою, англійською, російською, івритом, українською та французькою.

## Хто ми і ким ми не є
Ми інформаційний сайт для порівняння. Ми не приймаємо ставок, не зберігаємо гроші гравців і не пропонуємо жодних послуг азартних ігор. Кожна ставка робиться в самій ліцензованій компанії на її умовах.

## Як ми заробляємо
Ми партнерський (affiliate) сайт. Якщо ви переходите до букмекерської компанії за нашим посиланням і реєструєтеся, компанія може виплатити нам комісію. Вам це нічого не коштує і не змінює пропозиції, яку ви отримуєте. Посилання, що можуть принести нам дохід, позначені як спонсорські й проходять через нашу власну адресу, де ми рахуємо перехід.

## Редакційна незалежність
Комісія не купує місця в наших списках чи вищої оцінки. Ми показуємо лише компанії з ліцензією на Кіпрі та звіряємо їхні ліцензії з реєстром регулятора. Оцінки складаються зі схвалених відгуків наших користувачів і незалежних рейтингових сайтів. Ми перевіряємо відгуки на відповідність правилам, а не думкам: компанія не може домогтися видалення чесного негативного відгуку. Компанію, яка платить за своє місце, позначено як «Спонсор» усюди, де вона з’являється в упорядкованому списку.

## Грайте відповідально
Ставки — лише для осіб віком від 18 років. Якщо гра перестала бути розвагою, допомога та самовиключення доступні через Національний орган з регулювання ставок: https://nba.gov.cy`,
    fr: `BetCompare Cyprus compare les opérateurs de paris agréés par l’Autorité nationale des paris de Chypre : leurs bonus, leurs fonctionnalités, leurs moyens de paiement et l’avis des joueurs, en grec, anglais, russe, hébreu, ukrainien et français.

## Ce que nous sommes, et ce que nous ne sommes pas
Nous sommes un site d’information et de comparaison. Nous n’acceptons pas de paris, ne détenons pas l’argent des joueurs et n’offrons aucun service de jeu. Chaque pari est placé auprès de l’opérateur agréé lui-même, selon ses propres conditions.

## Comment nous sommes rémunérés
Nous sommes un site affilié. Lorsque vous vous rendez chez un opérateur via l’un de nos liens et que vous vous inscrivez, cet opérateur peut nous verser une commission. Cela ne vous coûte rien et ne change pas l’offre que vous recevez. Les liens qui peuvent nous rapporter de l’argent sont signalés comme sponsorisés et passent par notre propre adresse, où nous comptons le clic.

## Indépendance éditoriale
Une commission n’achète ni une place dans nos listes ni une meilleure note. Nous ne présentons que des opérateurs agréés à Chypre et vérifions leurs licences dans le registre du régulateur. Les notes proviennent des avis approuvés de nos utilisateurs et de sites de notation indépendants. Nous modérons les avis selon nos règles, pas selon les opinions : un opérateur ne peut pas faire retirer un avis négatif honnête. Une entreprise qui paie pour sa position est signalée « Sponsorisé » partout où elle figure dans une liste classée.

## Jouez de manière responsable
Les paris sont réservés aux adultes de 18 ans et plus. Si le jeu cesse d’être un plaisir, de l’aide et l’auto-exclusion sont accessibles par l’Autorité nationale des paris : https://nba.gov.cy`,
  },
  "pages.contact.title": {
    el: "Επικοινωνία",
    en: "Contact us",
    ru: "Контакты",
    he: "צור קשר",
    uk: "Контакти",
    fr: "Nous contacter",
  },
  "pages.contact.description": {
    el: "Πώς να επικοινωνήσετε με την ομάδα του BetCompare Cyprus.",
    en: "How to reach the BetCompare Cyprus team.",
    ru: "Как связаться с командой BetCompare Cyprus.",
    he: "איך ליצור קשר עם צוות BetCompare Cyprus.",
    uk: "Як зв’язатися з командою BetCompare Cyprus.",
    fr: "Comment joindre l’équipe de BetCompare Cyprus.",
  },
  "pages.contact.body": {
    el: `Ερωτήσεις, διορθώσεις ή μια κριτική που πιστεύετε ότι παραβιάζει τους κανόνες μας; Γράψτε μας στο {email}. Διαβάζουμε κάθε μήνυμα και προσπαθούμε να απαντάμε μέσα σε λίγες εργάσιμες ημέρες, στα ελληνικά ή στα αγγλικά, και όπου μπορούμε στις άλλες γλώσσες του ιστότοπου.

## Πριν μας γράψετε
- Για τον λογαριασμό σας, μια κατάθεση ή ένα στοίχημα σε εταιρεία στοιχημάτων: επικοινωνήστε με την υποστήριξη της εταιρείας. Δεν βλέπουμε και δεν αλλάζουμε τον λογαριασμό σας εκεί· τα στοιχεία υποστήριξης κάθε εταιρείας βρίσκονται στη σελίδα της σε αυτόν τον ιστότοπο.
- Παράπονο για αδειοδοτημένη εταιρεία που δεν επιλύθηκε από την υποστήριξή της: η Εθνική Αρχή Στοιχημάτων εποπτεύει τις αδειοδοτημένες εταιρείες: https://nba.gov.cy
- Τα προσωπικά σας δεδομένα: για να δείτε, να διορθώσετε ή να διαγράψετε όσα αποθηκεύουμε για εσάς, γράψτε στην παραπάνω διεύθυνση με θέμα «Απόρρητο». Η πολιτική απορρήτου μας εξηγεί τι αποθηκεύουμε.

## Βοήθεια για τον τζόγο
Αν ο τζόγος σάς δημιουργεί προβλήματα, βοήθεια και αυτοαποκλεισμός είναι διαθέσιμα μέσω της Εθνικής Αρχής Στοιχημάτων: https://nba.gov.cy`,
    en: `Questions, corrections, or a review you believe breaks our rules? Write to us at {email}. We read every message and aim to answer within a few working days, in Greek or English, and in the site's other languages where we can.

## Before you write
- About your account, a deposit or a bet with a betting company: contact that company's support. We cannot see or change your account there; each company's support details are on its page on this site.
- A complaint about a licensed company that its support has not resolved: the National Betting Authority supervises licensed companies: https://nba.gov.cy
- Your personal data: to see, correct or delete what we store about you, write to the address above with the subject "Privacy". Our privacy policy explains what we store.

## Help with gambling
If gambling is causing you problems, help and self-exclusion are available through the National Betting Authority: https://nba.gov.cy`,
    ru: `Вопросы, исправления или отзыв, который, по-вашему, нарушает наши правила? Напишите нам: {email}. Мы читаем каждое сообщение и стараемся ответить в течение нескольких рабочих дней — на греческом или английском, а по возможности и на других языках сайта.

## Прежде чем писать
- По поводу вашего счёта, депозита или ставки в букмекерской компании обращайтесь в её службу поддержки. Мы не видим и не можем изменить ваш счёт там; контакты поддержки каждой компании указаны на её странице на этом сайте.
- Жалоба на лицензированную компанию, которую не решила её поддержка: Национальное управление по ставкам надзирает за лицензированными компаниями: https://nba.gov.cy
- Ваши персональные данные: чтобы получить, исправить или удалить то, что мы о вас храним, напишите на адрес выше с темой «Конфиденциальность». Что именно мы храним, описано в политике конфиденциальности.

## Помощь при игровой зависимости
Если азартные игры создают вам проблемы, помощь и самоисключение доступны через Национальное управление по ставкам: https://nba.gov.cy`,
    he: `שאלות, תיקונים, או ביקורת שלדעתכם מפרה את הכללים שלנו? כתבו לנו לכתובת {email}. אנחנו קוראים כל הודעה ומשתדלים לענות בתוך ימי עבודה ספורים, ביוונית או באנגלית, ובשפות האחרות של האתר כשאפשר.

## לפני שאתם כותבים
- בנוגע לחשבון שלכם, להפקדה או להימור בחברת הימורים: פנו לשירות הלקוחות של אותה חברה. איננו רואים ואיננו יכולים לשנות את החשבון שלכם שם; פרטי התמיכה של כל חברה מופיעים בעמוד שלה באתר זה.
- תלונה על חברה בעלת רישיון שהתמיכה שלה לא פתרה: הרשות הלאומית להימורים מפקחת על החברות בעלות הרישיון: https://nba.gov.cy
- המידע האישי שלכם: כדי לראות, לתקן או למחוק את מה שאנחנו שומרים עליכם, כתבו לכתובת שלמעלה עם הנושא "פרטיות". מדיניות הפרטיות שלנו מסבירה מה אנחנו שומרים.

## עזרה בנושא הימורים
אם ההימורים גורמים לכם לבעיות, עזרה והחרגה עצמית זמינות דרך הרשות הלאומית להימורים: https://nba.gov.cy`,
    uk: `Питання, виправлення чи відгук, який, на вашу думку, порушує наші правила? Напишіть нам: {email}. Ми читаємо кожне повідомлення і намагаємося відповісти протягом кількох робочих днів — грецькою або англійською, а за можливості й іншими мовами сайту.

## Перш ніж писати
- Щодо вашого рахунку, депозиту чи ставки в букмекерській компанії звертайтеся до її служби підтримки. Ми не бачимо і не можемо змінити ваш рахунок там; контакти підтримки кожної компанії наведено на її сторінці на цьому сайті.
- Скарга на ліцензовану компанію, яку не вирішила її підтримка: Національний орган з регулювання ставок наглядає за ліцензованими компаніями: https://nba.gov.cy
- Ваші персональні дані: щоб отримати, виправити чи видалити те, що ми про вас зберігаємо, напишіть на адресу вище з темою «Конфіденційність». Що саме ми зберігаємо, описано в політиці конфіденційності.

## Допомога при ігровій залежності
Якщо азартні ігри створюють вам проблеми, допомога та самовиключення доступні через Національний орган з регулювання ставок: https://nba.gov.cy`,
    fr: `Une question, une correction, ou un avis qui enfreint selon vous nos règles ? Écrivez-nous à {email}. Nous lisons chaque message et nous efforçons de répondre en quelques jours ouvrés, en grec ou en anglais, et dans les autres langues du site lorsque nous le pouvons.

## Avant de nous écrire
- Pour votre compte, un dépôt ou un pari chez un opérateur : contactez le support de cet opérateur. Nous ne voyons pas et ne pouvons pas modifier votre compte chez lui ; les coordonnées du support de chaque opérateur figurent sur sa page de ce site.
- Une réclamation contre un opérateur agréé que son support n’a pas résolue : l’Autorité nationale des paris contrôle les opérateurs agréés : https://nba.gov.cy
- Vos données personnelles : pour consulter, corriger ou supprimer ce que nous conservons sur vous, écrivez à l’adresse ci-dessus avec l’objet « Confidentialité ». Notre politique de confidentialité explique ce que nous conservons.

## De l’aide face au jeu
Si le jeu vous pose problème, de l’aide et l’auto-exclusion sont accessibles par l’Autorité nationale des paris : https://nba.gov.cy`,
  },
  "pages.terms.title": {
    el: "Όροι χρήσης",
    en: "Terms of use",
    ru: "Условия использования",
    he: "תנאי שימוש",
    uk: "Умови використання",
    fr: "Conditions d’utilisation",
  },
  "pages.terms.description": {
    el: "Οι κανόνες για τη χρήση του BetCompare Cyprus, τους συνδέσμους μας και τη συγγραφή κριτικών.",
    en: "The rules for using BetCompare Cyprus, following our links and writing reviews.",
    ru: "Правила пользования BetCompare Cyprus, нашими ссылками и написания отзывов.",
    he: "הכללים לשימוש ב-BetCompare Cyprus, בקישורים שלנו ובכתיבת ביקורות.",
    uk: "Правила користування BetCompare Cyprus, нашими посиланнями та написання відгуків.",
    fr: "Les règles d’utilisation de BetCompare Cyprus, de nos liens et de la rédaction d’avis.",
  },
  "pages.terms.body": {
    el: `Χρησιμοποιώντας το BetCompare Cyprus αποδέχεστε αυτούς τους όρους. Αν δεν τους αποδέχεστε, παρακαλούμε να μη χρησιμοποιείτε τον ιστότοπο.

## Μόνο για ενήλικες
Ο ιστότοπος απευθύνεται σε ενήλικες 18 ετών και άνω. Τα στοιχήματα μπορεί να προκαλέσουν εθισμό: ποντάρετε μόνο όσα μπορείτε να χάσετε.

## Καμία υπηρεσία τυχερών παιχνιδιών εδώ
Δεν δεχόμαστε στοιχήματα, δεν κρατάμε χρήματα και δεν διοργανώνουμε κανένα παιχνίδι. Δημοσιεύουμε πληροφορίες για εταιρείες με άδεια από την Εθνική Αρχή Στοιχημάτων της Κύπρου. Στοιχήματα, καταθέσεις, αναλήψεις και μπόνους είναι συμφωνίες ανάμεσα σε εσάς και την εταιρεία στοιχημάτων, με τους όρους της· διαβάστε τους πριν αποδεχτείτε μια προσφορά.

## Ακρίβεια
Ελέγχουμε προσεκτικά άδειες, μπόνους και δυνατότητες, αλλά οι εταιρείες αλλάζουν τις προσφορές τους. Οι πληροφορίες εδώ μπορεί να μην είναι επίκαιρες και υπερισχύουν οι όροι της ίδιας της εταιρείας. Ο υπολογιστής στοιχημάτων δίνει μόνο εκτιμήσεις.

## Σύνδεσμοι συνεργατών
Ορισμένοι σύνδεσμοι μας αποφέρουν προμήθεια όταν εγγράφεστε σε μια εταιρεία (δείτε «Σχετικά»). Επισημαίνονται ως χορηγούμενοι και περνούν από τη δική μας διεύθυνση, όπου μετράται το κλικ. Οι κατατάξεις μας δεν εξαρτώνται από αυτούς.

## Λογαριασμοί
Συνδέεστε μέσω εξωτερικού παρόχου ταυτότητας· δεν βλέπουμε ποτέ τον κωδικό σας. Κρατήστε την πρόσβαση στον λογαριασμό σας μόνο για εσάς. Μπορούμε να αναστείλουμε λογαριασμό που παραβιάζει αυτούς τους όρους.

## Κριτικές
- Κριτικές υποβάλλουν μόνο συνδεδεμένοι χρήστες: μία κριτική ανά εταιρεία ανά χρήστη και έως 10 κριτικές την ημέρα.
- Μια κριτική έχει βαθμολογία από 1 έως 5 και κείμενο 10 έως 2000 χαρακτήρων.
- Κάθε κριτική ελέγχεται πριν δημοσιευτεί. Δημοσιεύουμε ειλικρινείς εμπειρίες, θετικές ή αρνητικές, και απορρίπτουμε κριτικές προσβλητικές, εκτός θέματος, διαφημιστικές, επί πληρωμή ή που αποκαλύπτουν προσωπικά δεδομένα οποιουδήποτε.
- Παραμένετε ο συντάκτης· υποβάλλοντας μια κριτική μάς επιτρέπετε να τη δημοσιεύσουμε σε αυτόν τον ιστότοπο. Άλλοι χρήστες μπορούν να σημειώσουν τις κριτικές ως χρήσιμες ή μη χρήσιμες.

## Μηνιαίος διαγωνισμός κριτικών
Οι τρεις χρήστες με τις περισσότερες εγκεκριμένες κριτικές του μήνα κερδίζουν 50, 25 και 25 ευρώ. Για τη συμμετοχή απαιτούνται πλήρες προφίλ, επιβεβαιωμένη διεύθυνση email και τρόπος πληρωμής. Οι νικητές ανακοινώνονται μέσα σε 5 εργάσιμες ημέρες μετά το τέλος του μήνα.

## Αλλαγές
Μπορεί να ενημερώνουμε αυτούς τους όρους· ισχύει η έκδοση αυτής της σελίδας. Ερωτήσεις: δείτε «Επικοινωνία».`,
    en: `By using BetCompare Cyprus you accept these terms. If you do not accept them, please do not use the site.

## Adults only
The site is for adults aged 18 and over. Betting can be addictive: bet only what you can afford to lose.

## No gambling services here
We do not take bets, hold money or run any game. We publish information about companies licensed by the National Betting Authority of Cyprus. Bets, deposits, withdrawals and bonuses are agreements between you and the betting company, under its terms; read them before you accept an offer.

## Accuracy
We check licences, bonuses and features with care, but companies change their offers. Information here may be out of date, and the company's own terms prevail. The bet calculator gives estimates only.

## Affiliate links
Some links earn us a commission when you sign up with a company (see About us). They are marked as sponsored and lead through our own address, where the click is counted. Our rankings do not depend on them.

## Accounts
You sign in through an external identity provider; we never see your password. Keep access to your account to yourself. We may suspend an account that breaks these terms.

## Reviews
- Only signed-in users can submit reviews: one review per company per user, and at most 10 reviews a day.
- A review has a rating from 1 to 5 and a text of 10 to 2000 characters.
- Every review is moderated before it appears. We publish honest experiences, positive or negative, and reject reviews that are abusive, off-topic, advertising, paid for, or that reveal anyone's personal data.
- You remain the author; by submitting a review you allow us to publish it on this site. Other users can mark reviews as helpful or not helpful.

## Monthly review contest
The three users with the most approved reviews in a month win 50, 25 and 25 euro. Taking part requires a complete profile, a verified e-mail address and a payout method. Winners are announced within 5 business days after the month ends.

## Changes
We may update these terms; the version on this page applies. Questions: see Contact us.`,
    ru: `Пользуясь BetCompare Cyprus, вы принимаете эти условия. Если вы с ними не согласны, пожалуйста, не пользуйтесь сайтом.

## Только для взрослых
Сайт предназначен для лиц старше 18 лет. Ставки могут вызывать зависимость: ставьте только то, что можете позволить себе потерять.

## Здесь нет азартных услуг
Мы не принимаем ставки, не храним деньги и не проводим никаких игр. Мы публикуем информацию о компаниях, лицензированных Национальным управлением по ставкам Кипра. Ставки, депозиты, выводы и бонусы — это договорённости между вами и букмекерской компанией на её условиях; прочитайте их, прежде чем принять предложение.

## Точность
Мы тщательно проверяем лицензии, бонусы и возможности, но компании меняют свои предложения. Информация здесь может устареть, а условия самой компании имеют приоритет. Калькулятор ставок даёт лишь оценку.

## Партнёрские ссылки
Некоторые ссылки приносят нам комиссию, когда вы регистрируетесь в компании (см. «О нас»). Они помечены как спонсорские и проходят через наш собственный адрес, где учитывается переход. Наши рейтинги от них не зависят.

## Учётные записи
Вы входите через внешнего поставщика удостоверений; мы никогда не видим ваш пароль. Не передавайте доступ к своей учётной записи другим. Мы можем заблокировать учётную запись, нарушающую эти условия.

## Отзывы
- Отправлять отзывы могут только вошедшие пользователи: один отзыв на компанию от пользователя и не более 10 отзывов в день.
- Отзыв содержит оценку от 1 до 5 и текст от 10 до 2000 символов.
- Каждый отзыв проходит модерацию перед публикацией. Мы публикуем честный опыт, положительный или отрицательный, и отклоняем оскорбительные, не относящиеся к делу, рекламные, оплаченные отзывы или раскрывающие чьи-либо персональные данные.
- Вы остаётесь автором; отправляя отзыв, вы разрешаете нам опубликовать его на этом сайте. Другие пользователи могут отмечать отзывы как полезные или бесполезные.

## Ежемесячный конкурс отзывов
Три пользователя с наибольшим числом одобренных отзывов за месяц получают 50, 25 и 25 евро. Для участия нужны заполненный профиль, подтверждённый адрес электронной почты и способ выплаты. Победители объявляются в течение 5 рабочих дней после окончания месяца.

## Изменения
Мы можем обновлять эти условия; действует версия на этой странице. Вопросы — см. «Контакты».`,
    he: `בשימוש ב-BetCompare Cyprus אתם מקבלים את התנאים האלה. אם אינכם מקבלים אותם, אנא אל תשתמשו באתר.

## לבגירים בלבד
האתר מיועד לבגירים מגיל 18 ומעלה. הימורים עלולים לגרום להתמכרות: המרו רק בסכום שאתם יכולים להרשות לעצמכם להפסיד.

## אין כאן שירותי הימורים
איננו מקבלים הימורים, איננו מחזיקים כסף ואיננו מפעילים שום משחק. אנחנו מפרסמים מידע על חברות בעלות רישיון מהרשות הלאומית להימורים של קפריסין. הימורים, הפקדות, משיכות ובונוסים הם הסכמים ביניכם לבין חברת ההימורים, לפי התנאים שלה; קראו אותם לפני שאתם מקבלים הצעה.

## דיוק
אנחנו בודקים בקפידה רישיונות, בונוסים ואפשרויות, אבל החברות משנות את ההצעות שלהן. המידע כאן עשוי להיות לא מעודכן, ותנאי החברה עצמה גוברים. מחשבון ההימורים נותן הערכות בלבד.

## קישורי שותפים
חלק מהקישורים מזכים אותנו בעמלה כשאתם נרשמים לחברה (ראו אודות). הם מסומנים כממומנים ועוברים דרך הכתובת שלנו, שם נספר הקליק. הדירוגים שלנו אינם תלויים בהם.

## חשבונות
אתם מתחברים דרך ספק זהות חיצוני; איננו רואים אף פעם את הסיסמה שלכם. שמרו את הגישה לחשבון לעצמכם. אנחנו רשאים להשעות חשבון שמפר את התנאים האלה.

## ביקורות
- רק משתמשים מחוברים יכולים לשלוח ביקורות: ביקורת אחת לכל חברה לכל משתמש, ולכל היותר 10 ביקורות ביום.
- ביקורת כוללת דירוג מ-1 עד 5 וטקסט של 10 עד 2000 תווים.
- כל ביקורת עוברת בדיקה לפני פרסומה. אנחנו מפרסמים חוויות כנות, חיוביות או שליליות, ודוחים ביקורות פוגעניות, לא רלוונטיות, פרסומיות, בתשלום, או כאלה שחושפות מידע אישי של מישהו.
- אתם נשארים הכותבים; בשליחת ביקורת אתם מרשים לנו לפרסם אותה באתר זה. משתמשים אחרים יכולים לסמן ביקורות כמועילות או לא מועילות.

## תחרות הביקורות החודשית
שלושת המשתמשים עם מספר הביקורות המאושרות הגבוה ביותר בחודש זוכים ב-50, 25 ו-25 אירו. ההשתתפות מחייבת פרופיל מלא, כתובת דוא"ל מאומתת ואמצעי תשלום. הזוכים מוכרזים בתוך 5 ימי עסקים מתום החודש.

## שינויים
אנחנו עשויים לעדכן את התנאים האלה; הגרסה שבעמוד זה היא הקובעת. לשאלות: ראו צור קשר.`,
    uk: `Користуючись BetCompare Cyprus, ви приймаєте ці умови. Якщо ви з ними не згодні, будь ласка, не користуйтеся сайтом.

## Лише для дорослих
Сайт призначено для осіб віком від 18 років. Ставки можуть викликати залежність: ставте лише те, що можете дозволити собі втратити.

## Тут немає азартних послуг
Ми не приймаємо ставок, не зберігаємо гроші й не проводимо жодних ігор. Ми публікуємо інформацію про компанії, ліцензовані Національним органом з регулювання ставок Кіпру. Ставки, депозити, виведення коштів і бонуси — це домовленості між вами та букмекерською компанією на її умовах; прочитайте їх, перш ніж прийняти пропозицію.

## Точність
Ми ретельно перевіряємо ліцензії, бонуси та можливості, але компанії змінюють свої пропозиції. Інформація тут може застаріти, а умови самої компанії мають пріоритет. Калькулятор ставок дає лише оцінку.

## Партнерські посилання
Деякі посилання приносять нам комісію, коли ви реєструєтеся в компанії (див. «Про нас»). Вони позначені як спонсорські й проходять через нашу власну адресу, де рахується перехід. Наші рейтинги від них не залежать.

## Облікові записи
Ви входите через зовнішнього постачальника ідентичності; ми ніколи не бачимо вашого пароля. Не передавайте доступ до свого облікового запису іншим. Ми можемо заблокувати обліковий запис, що порушує ці умови.

## Відгуки
- Надсилати відгуки можуть лише користувачі, що увійшли: один відгук на компанію від користувача і не більше 10 відгуків на день.
- Відгук містить оцінку від 1 до 5 і текст від 10 до 2000 символів.
- Кожен відгук проходить модерацію перед публікацією. Ми публікуємо чесний досвід, позитивний чи негативний, і відхиляємо образливі, не пов’язані з темою, рекламні, оплачені відгуки або такі, що розкривають чиїсь персональні дані.
- Ви залишаєтеся автором; надсилаючи відгук, ви дозволяєте нам опублікувати його на цьому сайті. Інші користувачі можуть позначати відгуки як корисні чи некорисні.

## Щомісячний конкурс відгуків
Троє користувачів із найбільшою кількістю схвалених відгуків за місяць отримують 50, 25 і 25 євро. Для участі потрібні заповнений профіль, підтверджена адреса електронної пошти та спосіб виплати. Переможців оголошують протягом 5 робочих днів після закінчення місяця.

## Зміни
Ми можемо оновлювати ці умови; діє версія на цій сторінці. Питання — див. «Контакти».`,
    fr: `En utilisant BetCompare Cyprus, vous acceptez ces conditions. Si vous ne les acceptez pas, merci de ne pas utiliser le site.

## Réservé aux adultes
Le site s’adresse aux adultes de 18 ans et plus. Les paris peuvent créer une dépendance : ne misez que ce que vous pouvez vous permettre de perdre.

## Aucun service de jeu ici
Nous ne prenons pas de paris, ne détenons pas d’argent et n’organisons aucun jeu. Nous publions des informations sur les opérateurs agréés par l’Autorité nationale des paris de Chypre. Paris, dépôts, retraits et bonus sont des accords entre vous et l’opérateur, selon ses conditions ; lisez-les avant d’accepter une offre.

## Exactitude
Nous vérifions avec soin licences, bonus et fonctionnalités, mais les opérateurs modifient leurs offres. Les informations présentées peuvent ne plus être à jour, et les conditions de l’opérateur prévalent. Le calculateur de paris ne donne que des estimations.

## Liens d’affiliation
Certains liens nous rapportent une commission lorsque vous vous inscrivez chez un opérateur (voir À propos). Ils sont signalés comme sponsorisés et passent par notre propre adresse, où le clic est compté. Nos classements n’en dépendent pas.

## Comptes
Vous vous connectez via un fournisseur d’identité externe ; nous ne voyons jamais votre mot de passe. Gardez l’accès à votre compte pour vous seul. Nous pouvons suspendre un compte qui enfreint ces conditions.

## Avis
- Seuls les utilisateurs connectés peuvent publier des avis : un avis par opérateur et par utilisateur, et au plus 10 avis par jour.
- Un avis comporte une note de 1 à 5 et un texte de 10 à 2000 caractères.
- Chaque avis est modéré avant sa publication. Nous publions les expériences sincères, positives ou négatives, et refusons les avis injurieux, hors sujet, publicitaires, rémunérés ou qui divulguent les données personnelles de quiconque.
- Vous restez l’auteur ; en envoyant un avis, vous nous autorisez à le publier sur ce site. Les autres utilisateurs peuvent indiquer si un avis est utile ou non.

## Concours mensuel d’avis
Les trois utilisateurs ayant le plus d’avis approuvés dans le mois gagnent 50, 25 et 25 euros. Pour participer, il faut un profil complet, une adresse e-mail vérifiée et un moyen de paiement. Les gagnants sont annoncés dans les 5 jours ouvrés suivant la fin du mois.

## Modifications
Nous pouvons mettre à jour ces conditions ; la version de cette page fait foi. Des questions : voir Nous contacter.`,
  },
  "pages.privacy.title": {
    el: "Πολιτική απορρήτου",
    en: "Privacy policy",
    ru: "Политика конфиденциальности",
    he: "מדיניות פרטיות",
    uk: "Політика конфіденційності",
    fr: "Politique de confidentialité",
  },
  "pages.privacy.description": {
    el: "Τι αποθηκεύει το BetCompare Cyprus για εσάς, γιατί, για πόσο καιρό, και τα δικαιώματά σας.",
    en: "What BetCompare Cyprus stores about you, why, for how long, and your rights.",
    ru: "Что BetCompare Cyprus хранит о вас, зачем, как долго, и ваши права.",
    he: "מה BetCompare Cyprus שומר עליכם, למה, לכמה זמן, ומה הזכויות שלכם.",
    uk: "Що BetCompare Cyprus зберігає про вас, навіщо, як довго, і ваші права.",
    fr: "Ce que BetCompare Cyprus conserve sur vous, pourquoi, combien de temps, et vos droits.",
  },
  "pages.privacy.body": {
    el: `Αυτή η πολιτική αναφέρει ακριβώς τι αποθηκεύει το BetCompare Cyprus, γιατί και για πόσο καιρό. Ο διαχειριστής του ιστότοπου είναι ο υπεύθυνος επεξεργασίας αυτών των δεδομένων κατά τον Γενικό Κανονισμό για την Προστασία Δεδομένων της ΕΕ (ΓΚΠΔ)· μπορείτε να μας γράψετε στο {email}.

## Αν απλώς περιηγείστε
Δεν ρωτάμε ποιοι είστε. Όταν ακολουθείτε έναν σύνδεσμο προς εταιρεία στοιχημάτων, καταγράφουμε το κλικ: ποια εταιρεία ή προσφορά, σε ποιο σημείο του ιστότοπου βρισκόταν ο σύνδεσμος, τη γλώσσα της σελίδας, τη σελίδα του ιστότοπου από την οποία ήρθατε και τυχόν ετικέτες καμπάνιας (utm) του συνδέσμου. Χωρίς τη συγκατάθεσή σας η καταγραφή δεν περιέχει τίποτα που να αναγνωρίζει εσάς ή τον browser σας. Με τη συγκατάθεσή σας («Αποδοχή» στο μήνυμα για τα cookies) περιέχει επίσης ένα ανώνυμο τυχαίο αναγνωριστικό από το cookie anon_id, ώστε τα κλικ του ίδιου browser να μετρώνται μαζί. Δεν χρησιμοποιούμε υπηρεσίες διαφήμισης ή ανάλυσης άλλων εταιρειών.

Για την προστασία του ιστότοπου από κατάχρηση μετράμε τα αιτήματα ανά διεύθυνση δικτύου ή λογαριασμό σε σύντομα χρονικά διαστήματα (σύνδεση, email επιβεβαίωσης και άλλες αλλαγές)· κάθε μετρητής διαγράφεται όταν λήξει το διάστημά του.

## Αν συνδεθείτε
Συνδέεστε μέσω εξωτερικού παρόχου ταυτότητας· δεν λαμβάνουμε ποτέ τον κωδικό σας. Αποθηκεύουμε:
- τον λογαριασμό σας: το αναγνωριστικό που του δίνει ο πάροχός σας, τη διεύθυνση email, το όνομα, το επώνυμο και τη διεύθυνση της εικόνας προφίλ που μοιράζεται, το όνομα χρήστη που επιλέγετε, τον ρόλο σας και πότε δημιουργήθηκε και άλλαξε ο λογαριασμός·
- την επιβεβαίωση email: αν και πότε επιβεβαιώσατε τη διεύθυνσή σας και, όσο εκκρεμεί μια επιβεβαίωση, έναν κατακερματισμένο κωδικό μίας χρήσης με τη λήξη του·
- τις συνεδρίες σας: ένα τυχαίο αναγνωριστικό συνεδρίας και πότε λήγει (μετά από μία εβδομάδα χωρίς χρήση, το αργότερο 30 ημέρες μετά τη σύνδεση)·
- τις κριτικές σας (εταιρεία, βαθμολογία, κείμενο, κατάσταση), τις ψήφους σας «χρήσιμη» και «μη χρήσιμη» και μια ημερήσια καταμέτρηση των κριτικών σας για το όριο των 10 την ημέρα·
- για τον διαγωνισμό κριτικών: τον τρόπο πληρωμής σας (στοιχεία PaySafe, τραπεζικής μεταφοράς ή Revolut), αποθηκευμένο κρυπτογραφημένα· τη μηνιαία κατάταξή σας· και, αν κερδίσετε, το έπαθλο με αντίγραφο των στοιχείων πληρωμής που χρησιμοποιήθηκαν·
- αν είστε διαχειριστής: ένα αρχείο των ενεργειών σας στο σύστημα διαχείρισης.

## Cookies και αποθήκευση στον browser
Απαραίτητα, χωρίς ερώτηση:
- session: σας κρατά συνδεδεμένους (έως 30 ημέρες)· oidc-flow: συνδέει μια σύνδεση με την επιστροφή της (10 λεπτά)·
- locale: η γλώσσα σας (1 έτος)· sidebar_state: αν η πλαϊνή στήλη είναι ανοιχτή (7 ημέρες)·
- consent: η επιλογή σας για τα cookies (180 ημέρες)· d1_bookmark: μετά από μια αλλαγή σας, οι επόμενες σελίδες σας τη δείχνουν ήδη (1 ώρα).

Στην τοπική αποθήκευση του browser σας, που δεν μας αποστέλλεται ποτέ: locale, darkMode και themeMood (οι επιλογές εμφάνισης), τα κείμενα του ιστότοπου στη γλώσσα σας (ui-strings-…) και πρόχειρα κριτικών που δεν έχουν υποβληθεί (reviewDraft_…).

Προαιρετικό, μόνο αφού αποδεχτείτε: anon_id, το ανώνυμο αναγνωριστικό κλικ (έως 13 μήνες, χωρίς παράταση), και banner_views, πόσες φορές είδατε κάθε banner που εμφανίζεται περιορισμένες φορές (180 ημέρες). Η απόρριψη τα διαγράφει. Μπορείτε να αλλάξετε την επιλογή σας οποτεδήποτε από το μενού, στις «Ρυθμίσεις cookies».

## Γιατί μπορούμε να χρησιμοποιούμε αυτά τα δεδομένα
Για τη λειτουργία του ιστότοπου και του λογαριασμού σας (εκτέλεση της συμφωνίας μας μαζί σας), για την προστασία του από κατάχρηση (έννομο συμφέρον μας) και, για το ανώνυμο αναγνωριστικό κλικ, με τη συγκατάθεσή σας, την οποία μπορείτε να ανακαλέσετε οποτεδήποτε.

## Για πόσο τα κρατάμε
- Συνεδρίες και μετρητές αιτημάτων: μέχρι να λήξουν· έπειτα διαγράφονται αυτόματα.
- Ο λογαριασμός, οι κριτικές, οι ψήφοι και ο τρόπος πληρωμής σας: μέχρι να μας ζητήσετε τη διαγραφή του λογαριασμού σας.
- Καταγραφές κλικ: διατηρούνται ως στατιστικά· όταν το cookie anon_id δεν υπάρχει πια, το αναγνωριστικό τους δεν οδηγεί στον browser σας.
- Στοιχεία επάθλων: όσο απαιτεί η φορολογική και λογιστική νομοθεσία.

## Πού φυλάσσονται
Ο ιστότοπος και η βάση δεδομένων του λειτουργούν στο δίκτυο της Cloudflare. Η σύνδεση γίνεται μέσω του παρόχου ταυτότητάς σας και τα email επιβεβαίωσης μέσω υπηρεσίας αποστολής email.

## Τα δικαιώματά σας
Μπορείτε να ζητήσετε πρόσβαση στα δεδομένα σας, διόρθωση, διαγραφή ή αντίγραφό τους, να αντιταχθείτε ή να περιορίσετε τη χρήση τους και να ανακαλέσετε τη συγκατάθεσή σας, γράφοντας στο {email}. Αν πιστεύετε ότι χειριζόμαστε τα δεδομένα σας παράνομα, μπορείτε να υποβάλετε καταγγελία στον Επίτροπο Προστασίας Δεδομένων Προσωπικού Χαρακτήρα της Κύπρου: https://www.dataprotection.gov.cy`,
    en: `This policy lists exactly what BetCompare Cyprus stores, why, and for how long. The site's operator is the controller of this data under the EU General Data Protection Regulation (GDPR); you can reach us at {email}.

## If you only browse
We do not ask who you are. When you follow a link to a betting company we record the click: which company or offer, where on the site the link was, the page's language, the page of this site you came from, and any campaign (utm) tags of the link. Without your consent this record contains nothing that identifies you or your browser. With your consent (Accept in the cookie banner) it also carries an anonymous random id from the anon_id cookie, so that clicks from the same browser can be counted together. We use no advertising or analytics services of other companies.

To protect the site from abuse we count requests per network address or account in short time windows (sign-in, verification e-mails and other changes); a counter is deleted when its window has passed.

## If you sign in
You sign in with an external identity provider; we never receive your password. We store:
- your account: the identifier your provider gives it, the e-mail address, first and last name and profile picture address it shares, the username you choose, your role, and when the account was created and changed;
- e-mail verification: whether and when you verified your address and, while a verification is pending, a hashed one-time code with its expiry;
- your sessions: a random session id and when it expires (after a week without use, at the latest 30 days after sign-in);
- your reviews (company, rating, text, status), your helpful and not-helpful votes, and a daily count of your reviews for the limit of 10 a day;
- for the review contest: your payout method (PaySafe, bank transfer or Revolut details), stored encrypted; your monthly ranking; and, if you win, the prize with a copy of the payout details used for it;
- if you are an administrator: a log of your actions in the back office.

## Cookies and browser storage
Essential, set without asking:
- session: keeps you signed in (up to 30 days); oidc-flow: connects a sign-in to its return (10 minutes);
- locale: your language (1 year); sidebar_state: whether the sidebar is open (7 days);
- consent: your cookie choice (180 days); d1_bookmark: after you change something, your next pages already show it (1 hour).

In your browser's local storage, never sent to us: locale, darkMode and themeMood (your display choices), the site's texts in your language (ui-strings-…) and unsent review drafts (reviewDraft_…).

Optional, only after you accept: anon_id, the anonymous click id (at most 13 months, never extended), and banner_views, how often you have seen each banner shown a limited number of times (180 days). Rejecting deletes them. You can change your choice at any time in the menu, under Cookie settings.

## Why we may use this data
To run the site and your account (performing our agreement with you), to protect it from abuse (our legitimate interest), and, for the anonymous click id, your consent, which you can withdraw at any time.

## How long we keep it
- Sessions and request counters: until they expire; they are then deleted automatically.
- Your account, reviews, votes and payout method: until you ask us to delete your account.
- Click records: kept as statistics; once the anon_id cookie is gone, the id in them no longer leads to your browser.
- Prize records: as long as tax and accounting law requires.

## Where it is kept
The site and its database run on Cloudflare's network. Sign-in goes through your identity provider, and verification e-mails through an e-mail delivery service.

## Your rights
You can ask to see your data, correct it, delete it or receive a copy, object to or restrict its use, and withdraw your consent, by writing to {email}. If you believe we handle your data unlawfully, you can complain to the Commissioner for Personal Data Protection of Cyprus: https://www.dataprotection.gov.cy`,
    ru: `Эта политика точно перечисляет, что хранит BetCompare Cyprus, зачем и как долго. Оператор сайта является контролёром этих данных согласно Общему регламенту ЕС по защите данных (GDPR); связаться с нами можно по адресу {email}.

## Если вы просто просматриваете сайт
Мы не спрашиваем, кто вы. Когда вы переходите по ссылке в букмекерскую компанию, мы записываем переход: какая компания или предложение, где на сайте была ссылка, язык страницы, страница нашего сайта, с которой вы пришли, и метки кампании (utm) ссылки, если они есть. Без вашего согласия запись не содержит ничего, что идентифицирует вас или ваш браузер. С вашего согласия («Принять» в баннере о cookie) в ней также сохраняется анонимный случайный идентификатор из cookie anon_id, чтобы переходы из одного браузера учитывались вместе. Мы не используем рекламные или аналитические сервисы других компаний.

Чтобы защитить сайт от злоупотреблений, мы считаем запросы с одного сетевого адреса или учётной записи за короткие интервалы (вход, письма подтверждения и другие изменения); счётчик удаляется, когда его интервал истёк.

## Если вы входите в систему
Вы входите через внешнего поставщика удостоверений; мы никогда не получаем ваш пароль. Мы храним:
- вашу учётную запись: идентификатор, который ей присваивает поставщик, адрес электронной почты, имя, фамилию и адрес изображения профиля, которыми он делится, выбранное вами имя пользователя, вашу роль, а также когда запись была создана и изменена;
- подтверждение почты: подтвердили ли вы адрес и когда, а пока подтверждение ожидается — хэш одноразового кода и срок его действия;
- ваши сеансы: случайный идентификатор сеанса и время его окончания (через неделю без использования, не позднее 30 дней после входа);
- ваши отзывы (компания, оценка, текст, статус), ваши голоса «полезно» и «бесполезно» и ежедневный счёт ваших отзывов для лимита 10 в день;
- для конкурса отзывов: ваш способ выплаты (данные PaySafe, банковского перевода или Revolut) в зашифрованном виде; ваше место в месячном рейтинге; а если вы выиграли — приз и копию использованных для него платёжных данных;
- если вы администратор: журнал ваших действий в панели управления.

## Cookie и хранилище браузера
Необходимые, без запроса согласия:
- session: сохраняет вход (до 30 дней); oidc-flow: связывает вход с возвратом на сайт (10 минут);
- locale: ваш язык (1 год); sidebar_state: открыта ли боковая панель (7 дней);
- consent: ваш выбор по cookie (180 дней); d1_bookmark: после вашего изменения следующие страницы уже показывают его (1 час).

В локальном хранилище вашего браузера, которое нам никогда не отправляется: locale, darkMode и themeMood (настройки отображения), тексты сайта на вашем языке (ui-strings-…) и неотправленные черновики отзывов (reviewDraft_…).

Необязательный, только после вашего согласия: anon_id, анонимный идентификатор переходов (не более 13 месяцев, без продления), и banner_views: сколько раз вы видели каждый баннер с ограниченным числом показов (180 дней). Отказ удаляет их. Изменить выбор можно в любое время в меню, в разделе «Настройки cookie».

## На каком основании мы используем эти данные
Для работы сайта и вашей учётной записи (исполнение нашего соглашения с вами), для защиты от злоупотреблений (наш законный интерес), а для анонимного идентификатора переходов — с вашего согласия, которое вы можете отозвать в любое время.

## Как долго мы храним данные
- Сеансы и счётчики запросов: до истечения срока, затем удаляются автоматически.
- Ваша учётная запись, отзывы, голоса и способ выплаты: пока вы не попросите удалить учётную запись.
- Записи переходов: хранятся как статистика; когда cookie anon_id больше нет, идентификатор в них уже не ведёт к вашему браузеру.
- Данные о призах: столько, сколько требует налоговое и бухгалтерское законодательство.

## Где хранятся данные
Сайт и его база данных работают в сети Cloudflare. Вход выполняется через вашего поставщика удостоверений, а письма подтверждения отправляются через службу доставки почты.

## Ваши права
Вы можете запросить доступ к своим данным, их исправление, удаление или копию, возразить против их использования или ограничить его, а также отозвать согласие, написав на {email}. Если вы считаете, что мы обрабатываем ваши данные незаконно, вы можете подать жалобу Уполномоченному по защите персональных данных Кипра: https://www.dataprotection.gov.cy`,
    he: `מדיניות זו מפרטת בדיוק מה BetCompare Cyprus שומר, למה ולכמה זמן. מפעיל האתר הוא בעל השליטה במידע זה לפי התקנה הכללית להגנת מידע של האיחוד האירופי (GDPR); אפשר לכתוב לנו לכתובת {email}.

## אם אתם רק גולשים
איננו שואלים מי אתם. כשאתם עוברים בקישור לחברת הימורים, אנחנו רושמים את הקליק: איזו חברה או הצעה, היכן באתר היה הקישור, שפת העמוד, העמוד באתר שממנו הגעתם ותגיות קמפיין (utm) של הקישור, אם יש. ללא הסכמתכם הרישום אינו כולל שום דבר שמזהה אתכם או את הדפדפן שלכם. בהסכמתכם ("אישור" בהודעת העוגיות) הוא כולל גם מזהה אקראי אנונימי מהעוגייה anon_id, כדי שקליקים מאותו דפדפן ייספרו יחד. איננו משתמשים בשירותי פרסום או ניתוח של חברות אחרות.

כדי להגן על האתר מפני ניצול לרעה, אנחנו סופרים בקשות לפי כתובת רשת או חשבון בפרקי זמן קצרים (התחברות, הודעות אימות ושינויים אחרים); מונה נמחק כשפרק הזמן שלו חלף.

## אם אתם מתחברים
אתם מתחברים דרך ספק זהות חיצוני; איננו מקבלים אף פעם את הסיסמה שלכם. אנחנו שומרים:
- את החשבון שלכם: המזהה שהספק נותן לו, כתובת הדוא"ל, השם הפרטי, שם המשפחה וכתובת תמונת הפרופיל שהספק משתף, שם המשתמש שבחרתם, התפקיד שלכם, ומתי החשבון נוצר ושונה;
- אימות דוא"ל: האם ומתי אימתתם את הכתובת, ובזמן שאימות ממתין, קוד חד-פעמי מגובב (hash) עם מועד התפוגה שלו;
- ההתחברויות שלכם: מזהה התחברות אקראי ומועד התפוגה שלו (אחרי שבוע ללא שימוש, ולכל המאוחר 30 יום אחרי ההתחברות);
- הביקורות שלכם (חברה, דירוג, טקסט, סטטוס), ההצבעות שלכם "מועיל" ו"לא מועיל", וספירה יומית של הביקורות שלכם למגבלה של 10 ביום;
- לתחרות הביקורות: אמצעי התשלום שלכם (פרטי PaySafe, העברה בנקאית או Revolut), שמור מוצפן; הדירוג החודשי שלכם; ואם זכיתם, הפרס עם עותק של פרטי התשלום ששימשו לו;
- אם אתם מנהלים: יומן של הפעולות שלכם בממשק הניהול.

## עוגיות ואחסון בדפדפן
חיוניות, נשמרות בלי לשאול:
- session: שומרת אתכם מחוברים (עד 30 יום); oidc-flow: מקשרת התחברות לחזרה ממנה (10 דקות);
- locale: השפה שלכם (שנה); sidebar_state: האם סרגל הצד פתוח (7 ימים);
- consent: הבחירה שלכם לגבי עוגיות (180 יום); d1_bookmark: אחרי שינוי שעשיתם, הדפים הבאים כבר מציגים אותו (שעה).

באחסון המקומי של הדפדפן שלכם, שלעולם אינו נשלח אלינו: locale, ‏darkMode ו-themeMood (בחירות התצוגה שלכם), טקסטי האתר בשפה שלכם (ui-strings-…) וטיוטות ביקורת שלא נשלחו (reviewDraft_…).

רשות, רק אחרי שאישרתם: anon_id, מזהה הקליקים האנונימי (עד 13 חודשים, ללא הארכה), ו־banner_views, כמה פעמים ראיתם כל באנר שמוצג מספר מוגבל של פעמים (180 יום). דחייה מוחקת אותן. אפשר לשנות את הבחירה בכל עת בתפריט, תחת הגדרות עוגיות.

## על איזה בסיס אנחנו משתמשים במידע
להפעלת האתר והחשבון שלכם (ביצוע ההסכם בינינו), להגנה מפני ניצול לרעה (האינטרס הלגיטימי שלנו), ולגבי מזהה הקליקים האנונימי, הסכמתכם, שאותה אפשר לבטל בכל עת.

## כמה זמן אנחנו שומרים
- התחברויות ומוני בקשות: עד שתוקפם פג; אז הם נמחקים אוטומטית.
- החשבון, הביקורות, ההצבעות ואמצעי התשלום שלכם: עד שתבקשו מאיתנו למחוק את החשבון.
- רישומי קליקים: נשמרים כסטטיסטיקה; כשהעוגייה anon_id כבר איננה, המזהה שבהם כבר אינו מוביל לדפדפן שלכם.
- נתוני פרסים: כל עוד דיני המס והחשבונאות מחייבים.

## היכן המידע נשמר
האתר ומסד הנתונים שלו פועלים ברשת של Cloudflare. ההתחברות עוברת דרך ספק הזהות שלכם, והודעות האימות נשלחות דרך שירות לשליחת דוא"ל.

## הזכויות שלכם
אתם יכולים לבקש לעיין במידע שלכם, לתקן אותו, למחוק אותו או לקבל עותק שלו, להתנגד לשימוש בו או להגביל אותו, ולבטל את הסכמתכם, בכתיבה לכתובת {email}. אם אתם סבורים שאנחנו מטפלים במידע שלכם שלא כדין, אתם יכולים להגיש תלונה לנציב להגנת מידע אישי של קפריסין: https://www.dataprotection.gov.cy`,
    uk: `Ця політика точно перелічує, що зберігає BetCompare Cyprus, навіщо і як довго. Оператор сайту є контролером цих даних згідно із Загальним регламентом ЄС про захист даних (GDPR); зв’язатися з нами можна за адресою {email}.

## Якщо ви лише переглядаєте сайт
Ми не питаємо, хто ви. Коли ви переходите за посиланням до букмекерської компанії, ми записуємо перехід: яка компанія чи пропозиція, де на сайті було посилання, мова сторінки, сторінка нашого сайту, з якої ви прийшли, і мітки кампанії (utm) посилання, якщо вони є. Без вашої згоди запис не містить нічого, що ідентифікує вас або ваш браузер. За вашою згодою («Прийняти» в банері про cookie) у ньому також зберігається анонімний випадковий ідентифікатор із cookie anon_id, щоб переходи з одного браузера рахувалися разом. Ми не використовуємо рекламних чи аналітичних сервісів інших компаній.

Щоб захистити сайт від зловживань, ми рахуємо запити з однієї мережевої адреси або облікового запису за короткі проміжки часу (вхід, листи підтвердження та інші зміни); лічильник видаляється, коли його проміжок минув.

## Якщо ви входите в систему
Ви входите через зовнішнього постачальника ідентичності; ми ніколи не отримуємо вашого пароля. Ми зберігаємо:
- ваш обліковий запис: ідентифікатор, який йому надає постачальник, адресу електронної пошти, ім’я, прізвище та адресу зображення профілю, якими він ділиться, обране вами ім’я користувача, вашу роль, а також коли запис було створено та змінено;
- підтвердження пошти: чи і коли ви підтвердили адресу, а поки підтвердження очікується — хеш одноразового коду та строк його дії;
- ваші сеанси: випадковий ідентифікатор сеансу та час його завершення (через тиждень без використання, не пізніше ніж через 30 днів після входу);
- ваші відгуки (компанія, оцінка, текст, статус), ваші голоси «корисно» і «некорисно» та щоденний лічильник ваших відгуків для ліміту 10 на день;
- для конкурсу відгуків: ваш спосіб виплати (дані PaySafe, банківського переказу або Revolut) у зашифрованому вигляді; ваше місце в місячному рейтингу; а якщо ви виграли — приз і копію використаних для нього платіжних даних;
- якщо ви адміністратор: журнал ваших дій у панелі керування.

## Cookie та сховище браузера
Необхідні, без запиту згоди:
- session: зберігає вхід (до 30 днів); oidc-flow: пов’язує вхід із поверненням на сайт (10 хвилин);
- locale: ваша мова (1 рік); sidebar_state: чи відкрита бічна панель (7 днів);
- consent: ваш вибір щодо cookie (180 днів); d1_bookmark: після вашої зміни наступні сторінки вже її показують (1 година).

У локальному сховищі вашого браузера, яке нам ніколи не надсилається: locale, darkMode і themeMood (налаштування вигляду), тексти сайту вашою мовою (ui-strings-…) і ненадіслані чернетки відгуків (reviewDraft_…).

Необов’язковий, лише після вашої згоди: anon_id, анонімний ідентифікатор переходів (не більше 13 місяців, без продовження), і banner_views: скільки разів ви бачили кожен банер з обмеженою кількістю показів (180 днів). Відмова видаляє їх. Змінити вибір можна будь-коли в меню, у розділі «Налаштування cookie».

## На якій підставі ми використовуємо ці дані
Для роботи сайту та вашого облікового запису (виконання нашої домовленості з вами), для захисту від зловживань (наш законний інтерес), а для анонімного ідентифікатора переходів — за вашою згодою, яку ви можете відкликати будь-коли.

## Як довго ми зберігаємо дані
- Сеанси та лічильники запитів: до завершення строку, потім видаляються автоматично.
- Ваш обліковий запис, відгуки, голоси та спосіб виплати: доки ви не попросите видалити обліковий запис.
- Записи переходів: зберігаються як статистика; коли cookie anon_id більше немає, ідентифікатор у них уже не веде до вашого браузера.
- Дані про призи: стільки, скільки вимагає податкове та бухгалтерське законодавство.

## Де зберігаються дані
Сайт і його база даних працюють у мережі Cloudflare. Вхід виконується через вашого постачальника ідентичності, а листи підтвердження надсилаються через службу доставки пошти.

## Ваші права
Ви можете запросити доступ до своїх даних, їх виправлення, видалення чи копію, заперечити проти їх використання або обмежити його, а також відкликати згоду, написавши на {email}. Якщо ви вважаєте, що ми обробляємо ваші дані незаконно, ви можете подати скаргу Уповноваженому із захисту персональних даних Кіпру: https://www.dataprotection.gov.cy`,
    fr: `Cette politique indique précisément ce que BetCompare Cyprus conserve, pourquoi et pendant combien de temps. L’exploitant du site est responsable du traitement de ces données au sens du Règlement général sur la protection des données de l’UE (RGPD) ; vous pouvez nous écrire à {email}.

## Si vous ne faites que naviguer
Nous ne vous demandons pas qui vous êtes. Lorsque vous suivez un lien vers un opérateur, nous enregistrons le clic : quel opérateur ou quelle offre, l’emplacement du lien sur le site, la langue de la page, la page de ce site d’où vous venez et les éventuelles balises de campagne (utm) du lien. Sans votre accord, cet enregistrement ne contient rien qui vous identifie, vous ou votre navigateur. Avec votre accord (« Accepter » dans le bandeau cookies), il contient aussi un identifiant aléatoire anonyme issu du cookie anon_id, afin de compter ensemble les clics d’un même navigateur. Nous n’utilisons aucun service publicitaire ou de mesure d’audience d’autres entreprises.

Pour protéger le site contre les abus, nous comptons les requêtes par adresse réseau ou par compte sur de courtes périodes (connexion, e-mails de vérification et autres modifications) ; un compteur est supprimé à la fin de sa période.

## Si vous vous connectez
Vous vous connectez via un fournisseur d’identité externe ; nous ne recevons jamais votre mot de passe. Nous conservons :
- votre compte : l’identifiant que lui donne votre fournisseur, l’adresse e-mail, le prénom, le nom et l’adresse de la photo de profil qu’il partage, le nom d’utilisateur que vous choisissez, votre rôle, et les dates de création et de modification du compte ;
- la vérification de l’e-mail : si et quand vous avez vérifié votre adresse et, pendant une vérification en cours, un code à usage unique haché avec sa date d’expiration ;
- vos sessions : un identifiant de session aléatoire et sa date d’expiration (après une semaine sans utilisation, au plus tard 30 jours après la connexion) ;
- vos avis (opérateur, note, texte, statut), vos votes « utile » et « pas utile », et un décompte quotidien de vos avis pour la limite de 10 par jour ;
- pour le concours d’avis : votre moyen de paiement (coordonnées PaySafe, virement bancaire ou Revolut), conservé chiffré ; votre classement mensuel ; et, si vous gagnez, le prix avec une copie des coordonnées de paiement utilisées ;
- si vous êtes administrateur : un journal de vos actions dans l’espace d’administration.

## Cookies et stockage du navigateur
Essentiels, déposés sans demande :
- session : vous garde connecté (jusqu’à 30 jours) ; oidc-flow : relie une connexion à son retour (10 minutes) ;
- locale : votre langue (1 an) ; sidebar_state : si la barre latérale est ouverte (7 jours) ;
- consent : votre choix concernant les cookies (180 jours) ; d1_bookmark : après une modification de votre part, vos pages suivantes l’affichent déjà (1 heure).

Dans le stockage local de votre navigateur, jamais envoyé chez nous : locale, darkMode et themeMood (vos choix d’affichage), les textes du site dans votre langue (ui-strings-…) et les brouillons d’avis non envoyés (reviewDraft_…).

Facultatif, seulement après acceptation : anon_id, l’identifiant anonyme des clics (13 mois au plus, jamais prolongé), et banner_views, le nombre de fois où vous avez vu chaque bannière affichée un nombre limité de fois (180 jours). Refuser les supprime. Vous pouvez modifier votre choix à tout moment dans le menu, sous Paramètres des cookies.

## Sur quelle base nous utilisons ces données
Pour faire fonctionner le site et votre compte (exécution de notre accord avec vous), pour le protéger contre les abus (notre intérêt légitime) et, pour l’identifiant anonyme des clics, votre consentement, que vous pouvez retirer à tout moment.

## Combien de temps nous les conservons
- Sessions et compteurs de requêtes : jusqu’à leur expiration, puis supprimés automatiquement.
- Votre compte, vos avis, vos votes et votre moyen de paiement : jusqu’à ce que vous nous demandiez de supprimer votre compte.
- Enregistrements de clics : conservés comme statistiques ; une fois le cookie anon_id disparu, l’identifiant qu’ils contiennent ne mène plus à votre navigateur.
- Données des prix : aussi longtemps que l’exige la législation fiscale et comptable.

## Où elles sont conservées
Le site et sa base de données fonctionnent sur le réseau de Cloudflare. La connexion passe par votre fournisseur d’identité, et les e-mails de vérification par un service d’envoi d’e-mails.

## Vos droits
Vous pouvez demander à consulter vos données, à les corriger, à les supprimer ou à en recevoir une copie, vous opposer à leur utilisation ou la limiter, et retirer votre consentement, en écrivant à {email}. Si vous estimez que nous traitons vos données de manière illicite, vous pouvez déposer une plainte auprès du Commissaire à la protection des données à caractère personnel de Chypre : https://www.dataprotection.gov.cy`,
  },
};
