import type { UiStringTable } from "./table";

/**
 * The review policy page (/review-policy): its head, an introduction, and each section's title and
 * body (web/features/info-pages/review-policy-sections.ts), bodies written as the information
 * pages' are (seed/ui-strings/pages.ts). `{email}` is the contact address, `{limit}` the daily
 * review limit, `{first}`, `{second}`, `{third}` the contest's prizes.
 */
export const REVIEW_POLICY_STRINGS: UiStringTable = {
  "pages.review_policy.title": {
    el: "Πολιτική κριτικών",
    en: "Review policy",
    ru: "Правила отзывов",
    he: "מדיניות ביקורות",
    uk: "Правила відгуків",
    fr: "Politique des avis",
  },
  "pages.review_policy.description": {
    el: "Ποιος μπορεί να γράψει κριτική, πώς ελέγχουμε τις κριτικές, τι αφαιρούμε, πώς λειτουργεί ο διαγωνισμός, πώς αναφέρετε μια κριτική και πώς κατατάσσουμε τις εταιρείες.",
    en: "Who can write a review, how we check reviews, what we remove, how the review contest works, how to report a review and how we rank providers.",
    ru: "Кто может писать отзывы, как мы их проверяем, что удаляем, как устроен конкурс, как пожаловаться на отзыв и как мы упорядочиваем букмекеров.",
    he: "מי יכול לכתוב ביקורת, איך אנחנו בודקים ביקורות, מה אנחנו מסירים, איך התחרות עובדת, איך מדווחים על ביקורת ואיך אנחנו מדרגים את החברות.",
    uk: "Хто може писати відгуки, як ми їх перевіряємо, що видаляємо, як працює конкурс, як поскаржитися на відгук і як ми впорядковуємо букмекерів.",
    fr: "Qui peut écrire un avis, comment nous vérifions les avis, ce que nous retirons, comment fonctionne le concours, comment signaler un avis et comment nous classons les opérateurs.",
  },
  "pages.review_policy.intro": {
    el: "Οι κριτικές στο BetCompare Cyprus γράφονται από τους χρήστες μας. Αυτή η σελίδα εξηγεί πώς γράφονται και πώς τις χειριζόμαστε, καθώς και πώς αποφασίζεται η σειρά των εταιρειών στον ιστότοπο. Για ερωτήσεις: {email}",
    en: "Reviews on BetCompare Cyprus are written by our users. This page explains how they come about and how we handle them, and how the order of providers on the site is decided. Questions: {email}",
    ru: "Отзывы на BetCompare Cyprus пишут наши пользователи. На этой странице объясняется, как они появляются и как мы с ними работаем, а также как определяется порядок букмекеров на сайте. Вопросы: {email}",
    he: "את הביקורות ב-BetCompare Cyprus כותבים המשתמשים שלנו. בעמוד הזה מוסבר איך הן נכתבות ואיך אנחנו מטפלים בהן, וגם איך נקבע סדר החברות באתר. שאלות: {email}",
    uk: "Відгуки на BetCompare Cyprus пишуть наші користувачі. На цій сторінці пояснено, як вони з’являються і як ми з ними працюємо, а також як визначається порядок букмекерів на сайті. Питання: {email}",
    fr: "Les avis publiés sur BetCompare Cyprus sont écrits par nos utilisateurs. Cette page explique comment ils naissent et comment nous les traitons, ainsi que la façon dont l’ordre des opérateurs est décidé sur le site. Des questions : {email}",
  },
  "pages.review_policy.contents": {
    el: "Σε αυτή τη σελίδα",
    en: "On this page",
    ru: "На этой странице",
    he: "בעמוד הזה",
    uk: "На цій сторінці",
    fr: "Sur cette page",
  },
  "pages.review_policy.who.title": {
    el: "Ποιος μπορεί να γράψει κριτική",
    en: "Who can review",
    ru: "Кто может писать отзывы",
    he: "מי יכול לכתוב ביקורת",
    uk: "Хто може писати відгуки",
    fr: "Qui peut écrire un avis",
  },
  "pages.review_policy.who.body": {
    el: `Κάθε ενήλικας 18 ετών και άνω μπορεί να γράψει κριτική αφού συνδεθεί. Κάθε λογαριασμός γράφει μία κριτική ανά εταιρεία και έως {limit} κριτικές την ημέρα.
- Γράψτε για τη δική σας εμπειρία με την εταιρεία: την εξυπηρέτηση, τις πληρωμές, την υποστήριξη και τα μπόνους της.
- Δεν χρειάζεται να είστε πελάτης της εταιρείας, και δεν ελέγχουμε αν είστε.
- Οι εταιρείες, οι υπάλληλοί τους και όσοι πληρώνονται από αυτές δεν γράφουν κριτικές για τις ίδιες ή για τους ανταγωνιστές τους.`,
    en: `Anyone aged 18 or over can write a review after signing in. Each account writes one review per provider and up to {limit} reviews a day.
- Write about your own experience with the provider: its service, payments, support and bonuses.
- You do not have to be a customer of the provider, and we do not check whether you are.
- Providers, their staff and anyone they pay must not review them or their competitors.`,
    ru: `Любой совершеннолетний (от 18 лет) может написать отзыв, войдя на сайт. С одного аккаунта можно написать один отзыв о каждом букмекере и не более {limit} отзывов в день.
- Пишите о собственном опыте работы с букмекером: о сервисе, выплатах, поддержке и бонусах.
- Быть клиентом букмекера не обязательно, и мы этого не проверяем.
- Букмекеры, их сотрудники и все, кому они платят, не пишут отзывы ни о них самих, ни об их конкурентах.`,
    he: `כל מי שמלאו לו 18 יכול לכתוב ביקורת לאחר שהתחבר. כל חשבון כותב ביקורת אחת לכל חברה ועד {limit} ביקורות ביום.
- כתבו על החוויה שלכם עם החברה: השירות, התשלומים, התמיכה והבונוסים שלה.
- אין צורך להיות לקוחות של החברה, ואיננו בודקים אם אתם לקוחות שלה.
- חברות, העובדים שלהן וכל מי שמקבל מהן תשלום אינם כותבים ביקורות עליהן או על המתחרות שלהן.`,
    uk: `Будь-хто віком від 18 років може написати відгук, увійшовши на сайт. З одного акаунта можна написати один відгук про кожного букмекера і не більше {limit} відгуків на день.
- Пишіть про власний досвід із букмекером: про сервіс, виплати, підтримку й бонуси.
- Бути клієнтом букмекера не обов’язково, і ми цього не перевіряємо.
- Букмекери, їхні працівники та всі, кому вони платять, не пишуть відгуків ні про них самих, ні про їхніх конкурентів.`,
    fr: `Toute personne de 18 ans ou plus peut écrire un avis après s’être connectée. Chaque compte écrit un avis par opérateur et jusqu’à {limit} avis par jour.
- Parlez de votre propre expérience avec l’opérateur : son service, ses paiements, son support et ses bonus.
- Vous n’avez pas besoin d’être client de l’opérateur, et nous ne vérifions pas si vous l’êtes.
- Les opérateurs, leurs employés et toute personne qu’ils rémunèrent ne doivent pas écrire d’avis sur eux ni sur leurs concurrents.`,
  },
  "pages.review_policy.checks.title": {
    el: "Πώς ελέγχονται οι κριτικές",
    en: "How reviews are checked",
    ru: "Как проверяются отзывы",
    he: "איך הביקורות נבדקות",
    uk: "Як перевіряються відгуки",
    fr: "Comment les avis sont vérifiés",
  },
  "pages.review_policy.checks.body": {
    el: `Ένας διαχειριστής διαβάζει κάθε κριτική πριν δημοσιευτεί. Μέχρι τότε τη βλέπει μόνο ο συντάκτης της, ως «σε αναμονή». Οι βαθμολογίες και οι μέσοι όροι μετρούν μόνο δημοσιευμένες κριτικές.
Όταν γράφεται μια κριτική, αυτόματοι έλεγχοι μπορεί να της προσθέσουν μια σήμανση, ώστε ο διαχειριστής να την κοιτάξει πιο προσεκτικά. Μια σήμανση είναι λόγος για έλεγχο, όχι απόφαση: καμία κριτική δεν απορρίπτεται μόνο εξαιτίας μιας σήμανσης· αποφασίζει πάντα άνθρωπος. Οι έλεγχοι είναι:`,
    en: `A moderator reads every review before it is published. Until then only its author sees it, marked as pending. Ratings and averages count published reviews only.
When a review is written, automated checks can add a flag so that the moderator looks at it more closely. A flag is a reason to look, not a decision: no review is rejected because of a flag alone, and a person always decides. The checks are:`,
    ru: `Модератор читает каждый отзыв до публикации. До тех пор его видит только автор, с пометкой «на проверке». В оценках и средних учитываются только опубликованные отзывы.
Когда отзыв написан, автоматические проверки могут поставить на нём отметку, чтобы модератор изучил его внимательнее. Отметка — повод присмотреться, а не решение: ни один отзыв не отклоняется только из-за отметки, решение всегда принимает человек. Проверки такие:`,
    he: `מנהל קורא כל ביקורת לפני שהיא מתפרסמת. עד אז רק הכותב רואה אותה, מסומנת כממתינה. הדירוגים והממוצעים מביאים בחשבון רק ביקורות שפורסמו.
כשנכתבת ביקורת, בדיקות אוטומטיות יכולות לסמן אותה כדי שהמנהל יבחן אותה מקרוב יותר. סימון הוא סיבה לבדוק, לא החלטה: שום ביקורת אינה נדחית בגלל סימון בלבד, ותמיד אדם מחליט. הבדיקות הן:`,
    uk: `Модератор читає кожен відгук до публікації. До того його бачить лише автор, з позначкою «на перевірці». В оцінках і середніх враховуються лише опубліковані відгуки.
Коли відгук написано, автоматичні перевірки можуть поставити на ньому позначку, щоб модератор роздивився його уважніше. Позначка — привід придивитися, а не рішення: жоден відгук не відхиляється лише через позначку, рішення завжди ухвалює людина. Перевірки такі:`,
    fr: `Un modérateur lit chaque avis avant sa publication. D’ici là, seul son auteur le voit, marqué « en attente ». Les notes et les moyennes ne comptent que les avis publiés.
Lorsqu’un avis est écrit, des contrôles automatiques peuvent lui ajouter un signalement pour que le modérateur l’examine de plus près. Un signalement est une raison de regarder, pas une décision : aucun avis n’est refusé à cause d’un signalement seul, et c’est toujours une personne qui décide. Les contrôles sont :`,
  },
  "pages.review_policy.flags": {
    el: "Αυτόματες σημάνσεις",
    en: "Automated flags",
    ru: "Автоматические отметки",
    he: "סימונים אוטומטיים",
    uk: "Автоматичні позначки",
    fr: "Signalements automatiques",
  },
  "pages.review_policy.flag.near_duplicate": {
    el: "Σχεδόν διπλότυπη: το κείμενο επαναλαμβάνει σχεδόν αυτούσια μια άλλη κριτική, οποιουδήποτε χρήστη για οποιαδήποτε εταιρεία.",
    en: "Near duplicate: the text closely repeats another review, by anyone, about any provider.",
    ru: "Почти дубликат: текст почти дословно повторяет другой отзыв — любого автора, о любом букмекере.",
    he: "כמעט כפולה: הטקסט חוזר כמעט מילה במילה על ביקורת אחרת, של כל משתמש ועל כל חברה.",
    uk: "Майже дублікат: текст майже дослівно повторює інший відгук — будь-якого автора, про будь-якого букмекера.",
    fr: "Quasi-doublon : le texte reprend de très près un autre avis, de n’importe quel auteur, sur n’importe quel opérateur.",
  },
  "pages.review_policy.flag.burst": {
    el: "Ριπή: ο συντάκτης έγραψε πολλές κριτικές μέσα σε λίγα λεπτά.",
    en: "Burst: the author wrote several reviews within a few minutes.",
    ru: "Серия: автор написал несколько отзывов за несколько минут.",
    he: "רצף: הכותב כתב כמה ביקורות בתוך דקות ספורות.",
    uk: "Серія: автор написав кілька відгуків за кілька хвилин.",
    fr: "Rafale : l’auteur a écrit plusieurs avis en quelques minutes.",
  },
  "pages.review_policy.flag.new_account": {
    el: "Νέος λογαριασμός: ο λογαριασμός του συντάκτη ήταν μικρότερος από μία ημέρα.",
    en: "New account: the author's account was less than a day old.",
    ru: "Новый аккаунт: аккаунту автора было меньше суток.",
    he: "חשבון חדש: החשבון של הכותב היה בן פחות מיום.",
    uk: "Новий акаунт: акаунту автора було менше доби.",
    fr: "Nouveau compte : le compte de l’auteur avait moins d’un jour.",
  },
  "pages.review_policy.flag.low_substance": {
    el: "Χωρίς ουσία: το κείμενο αποτελείται κυρίως από επαναλαμβανόμενους χαρακτήρες ή λέξεις.",
    en: "Low substance: the text is mostly repeated characters or words.",
    ru: "Мало содержания: текст состоит в основном из повторяющихся символов или слов.",
    he: "מעט תוכן: הטקסט מורכב בעיקר מתווים או ממילים שחוזרים על עצמם.",
    uk: "Мало змісту: текст складається здебільшого з повторюваних символів або слів.",
    fr: "Peu de contenu : le texte est surtout fait de caractères ou de mots répétés.",
  },
  "pages.review_policy.flag.unknown_script": {
    el: "Άγνωστη γραφή: το κείμενο είναι γραμμένο κυρίως σε αλφάβητο που δεν χρησιμοποιεί καμία από τις γλώσσες του ιστότοπου.",
    en: "Unknown script: the text is written mainly in an alphabet that none of the site's languages uses.",
    ru: "Неизвестная письменность: текст написан в основном алфавитом, которым не пользуется ни один из языков сайта.",
    he: "כתב לא מוכר: הטקסט כתוב בעיקר באלפבית שאף אחת משפות האתר אינה משתמשת בו.",
    uk: "Невідоме письмо: текст написано здебільшого абеткою, якою не користується жодна з мов сайту.",
    fr: "Écriture inconnue : le texte est écrit surtout dans un alphabet qu’aucune des langues du site n’utilise.",
  },
  "pages.review_policy.checks.verified": {
    el: "Το «Επαληθευμένο e-mail» σε μια κριτική σημαίνει ότι ο συντάκτης της επιβεβαίωσε τη διεύθυνση e-mail του πατώντας έναν σύνδεσμο που του στείλαμε. Δεν σημαίνει ότι επαληθεύσαμε πως αγόρασε κάτι από την εταιρεία, έχει λογαριασμό σε αυτή ή στοιχημάτισε εκεί: δεν επαληθεύουμε αγορές ούτε λογαριασμούς. Η ένδειξη δείχνει την κατάσταση του συντάκτη σήμερα, γι’ αυτό εμφανίζεται και σε κριτικές που έγραψε πριν επιβεβαιώσει τη διεύθυνσή του.",
    en: "“Verified e-mail” on a review means that its author confirmed their e-mail address by opening a link we sent to it. It does not mean that we verified that the author bought anything from the provider, holds an account with it or placed a bet there: we do not verify purchases or accounts. The label shows the author's state today, so it also appears on reviews they wrote before confirming their address.",
    ru: "«Подтверждённый e-mail» у отзыва означает, что автор подтвердил свой адрес e-mail, открыв ссылку, которую мы на него отправили. Это не значит, что мы проверили, покупал ли автор что-то у букмекера, есть ли у него там счёт или делал ли он там ставки: покупки и счета мы не проверяем. Отметка показывает текущий статус автора, поэтому она есть и у отзывов, написанных до подтверждения адреса.",
    he: "״דוא״ל מאומת״ בביקורת פירושו שהכותב אישר את כתובת הדוא״ל שלו כשפתח קישור ששלחנו אליה. אין פירושו שבדקנו שהכותב קנה משהו מהחברה, מחזיק אצלה חשבון או הימר בה: איננו מאמתים רכישות או חשבונות. הסימון משקף את מצבו הנוכחי של הכותב, ולכן הוא מופיע גם בביקורות שכתב לפני שאישר את הכתובת.",
    uk: "«Підтверджений e-mail» у відгуку означає, що автор підтвердив свою адресу e-mail, відкривши посилання, яке ми на неї надіслали. Це не означає, що ми перевірили, чи купував автор щось у букмекера, чи має там рахунок або чи робив там ставки: покупок і рахунків ми не перевіряємо. Позначка показує поточний статус автора, тож вона є й у відгуках, написаних до підтвердження адреси.",
    fr: "« E-mail vérifié » sur un avis signifie que son auteur a confirmé son adresse e-mail en ouvrant un lien que nous y avons envoyé. Cela ne signifie pas que nous avons vérifié que l’auteur a acheté quoi que ce soit chez l’opérateur, y détient un compte ou y a parié : nous ne vérifions ni les achats ni les comptes. Le libellé reflète l’état actuel de l’auteur : il figure donc aussi sur les avis écrits avant la confirmation de son adresse.",
  },
  "pages.review_policy.removal.title": {
    el: "Τι αφαιρούμε",
    en: "What we remove",
    ru: "Что мы удаляем",
    he: "מה אנחנו מסירים",
    uk: "Що ми видаляємо",
    fr: "Ce que nous retirons",
  },
  "pages.review_policy.removal.body": {
    el: "Δημοσιεύουμε κριτικές όποια γνώμη κι αν εκφράζουν, θετική ή αρνητική. Μια εταιρεία δεν μπορεί να ζητήσει να αφαιρεθεί ή να αλλάξει μια δίκαιη κριτική, ούτε να πληρώσει γι’ αυτό. Απορρίπτουμε μια κριτική πριν δημοσιευτεί, ή την αφαιρούμε αργότερα, μόνο όταν παραβιάζει έναν από τους παρακάτω κανόνες ή τον νόμο. Ο συντάκτης λαμβάνει τότε αιτιολόγηση: ποιον κανόνα παραβίασε, αν συμμετείχαν αυτόματες σημάνσεις και πώς μπορεί να προσφύγει.",
    en: "We publish reviews whatever opinion they express, positive or negative. A provider cannot have a fair review removed or changed, and cannot pay for that. We reject a review before it is published, or remove it later, only when it breaks one of the guidelines below or the law. Its author then receives a statement of reasons: which rule it broke, whether automated flags were involved, and how to appeal.",
    ru: "Мы публикуем отзывы с любым мнением, положительным или отрицательным. Букмекер не может добиться удаления или изменения честного отзыва и не может за это заплатить. Мы отклоняем отзыв до публикации или удаляем его позже, только если он нарушает одно из правил ниже или закон. Тогда автор получает обоснование решения: какое правило нарушено, участвовали ли автоматические отметки и как его обжаловать.",
    he: "אנחנו מפרסמים ביקורות בכל דעה שהן מביעות, חיובית או שלילית. חברה אינה יכולה להביא להסרה או לשינוי של ביקורת הוגנת, ואינה יכולה לשלם על כך. אנחנו דוחים ביקורת לפני פרסומה, או מסירים אותה מאוחר יותר, רק כשהיא מפרה אחד מהכללים שלהלן או את החוק. הכותב מקבל אז הנמקה: איזה כלל הופר, אם היו מעורבים סימונים אוטומטיים ואיך לערער.",
    uk: "Ми публікуємо відгуки з будь-якою думкою, позитивною чи негативною. Букмекер не може домогтися видалення чи зміни чесного відгуку і не може за це заплатити. Ми відхиляємо відгук до публікації або видаляємо його пізніше лише тоді, коли він порушує одне з правил нижче або закон. Тоді автор отримує обґрунтування рішення: яке правило порушено, чи брали участь автоматичні позначки і як його оскаржити.",
    fr: "Nous publions les avis quelle que soit l’opinion exprimée, positive ou négative. Un opérateur ne peut pas faire retirer ni modifier un avis honnête, et ne peut pas payer pour cela. Nous refusons un avis avant sa publication, ou le retirons plus tard, uniquement s’il enfreint l’une des règles ci-dessous ou la loi. Son auteur reçoit alors un exposé des motifs : la règle enfreinte, l’intervention éventuelle de signalements automatiques et la façon de faire appel.",
  },
  "pages.review_policy.contest.title": {
    el: "Ο διαγωνισμός κριτικών",
    en: "The review contest",
    ru: "Конкурс отзывов",
    he: "תחרות הביקורות",
    uk: "Конкурс відгуків",
    fr: "Le concours d’avis",
  },
  "pages.review_policy.contest.body": {
    el: `Κάθε μήνα διοργανώνουμε διαγωνισμό κριτικών με χρηματικά έπαθλα. Κάθε κριτική που εγκρίνει ένας διαχειριστής μετρά ως συμμετοχή για τον μήνα στον οποίο γράφτηκε· γι’ αυτό οι δημοσιευμένες κριτικές φέρουν την ένδειξη «Συμμετοχή στον διαγωνισμό».
- Οι τρεις χρήστες με τις περισσότερες εγκεκριμένες κριτικές του μήνα κερδίζουν {first}, {second} και {third}.
- Τα έπαθλα εξαρτώνται μόνο από τον αριθμό των εγκεκριμένων κριτικών. Δεν εξαρτώνται ποτέ από τη βαθμολογία που δίνετε ούτε από το αν η κριτική είναι θετική ή αρνητική.
- Για να λάβει έπαθλο, ο χρήστης χρειάζεται πλήρες προφίλ, επιβεβαιωμένη διεύθυνση e-mail και αποθηκευμένο τρόπο πληρωμής.
- Οι κριτικές που απορρίπτονται ή αφαιρούνται δεν μετρούν. Μια κριτική γραμμένη μόνο για τη νίκη, για παράδειγμα αντιγραμμένη ή κενή περιεχομένου, αφαιρείται όπως κάθε άλλη που παραβιάζει τους κανόνες.`,
    en: `Every month we run a review contest with cash prizes. Every review a moderator approves counts as an entry for the month in which it was written, which is why published reviews carry the label “Contest entry”.
- The three reviewers with the most approved reviews in a month win {first}, {second} and {third}.
- Prizes depend only on the number of approved reviews. They never depend on the rating you give, or on whether a review is positive or negative.
- To receive a prize, a reviewer needs a complete profile, a confirmed e-mail address and a saved payment method.
- Rejected and removed reviews do not count. A review written only to win, for example a copied or empty one, is removed like any other that breaks the guidelines.`,
    ru: `Каждый месяц мы проводим конкурс отзывов с денежными призами. Каждый одобренный модератором отзыв считается участием в конкурсе того месяца, в котором он написан, поэтому у опубликованных отзывов есть отметка «Участвует в конкурсе».
- Три автора с наибольшим числом одобренных отзывов за месяц получают {first}, {second} и {third}.
- Призы зависят только от количества одобренных отзывов. Они никогда не зависят от поставленной оценки или от того, положительный отзыв или отрицательный.
- Чтобы получить приз, нужны заполненный профиль, подтверждённый адрес e-mail и сохранённый способ выплаты.
- Отклонённые и удалённые отзывы не считаются. Отзыв, написанный только ради победы, например скопированный или пустой по содержанию, удаляется, как и любой другой, нарушающий правила.`,
    he: `בכל חודש אנחנו עורכים תחרות ביקורות עם פרסים כספיים. כל ביקורת שמנהל מאשר נחשבת השתתפות בתחרות של החודש שבו נכתבה, ולכן ביקורות שפורסמו נושאות את הסימון ״משתתפת בתחרות״.
- שלושת הכותבים עם הכי הרבה ביקורות מאושרות בחודש זוכים ב-{first}, {second} ו-{third}.
- הפרסים תלויים רק במספר הביקורות המאושרות. הם לעולם אינם תלויים בדירוג שנתתם, או בכך שהביקורת חיובית או שלילית.
- כדי לקבל פרס צריך פרופיל מלא, כתובת דוא״ל מאושרת ואמצעי תשלום שמור.
- ביקורות שנדחו או הוסרו אינן נספרות. ביקורת שנכתבה רק כדי לזכות, למשל מועתקת או ריקה מתוכן, מוסרת כמו כל ביקורת אחרת שמפרה את הכללים.`,
    uk: `Щомісяця ми проводимо конкурс відгуків із грошовими призами. Кожен схвалений модератором відгук зараховується як участь у конкурсі того місяця, коли його написано, тому опубліковані відгуки мають позначку «Бере участь у конкурсі».
- Троє авторів із найбільшою кількістю схвалених відгуків за місяць отримують {first}, {second} і {third}.
- Призи залежать лише від кількості схвалених відгуків. Вони ніколи не залежать від поставленої оцінки чи від того, позитивний відгук чи негативний.
- Щоб отримати приз, потрібні заповнений профіль, підтверджена адреса e-mail і збережений спосіб виплати.
- Відхилені та видалені відгуки не враховуються. Відгук, написаний лише заради перемоги, наприклад скопійований або порожній за змістом, видаляється, як і будь-який інший, що порушує правила.`,
    fr: `Chaque mois, nous organisons un concours d’avis doté de prix en argent. Chaque avis approuvé par un modérateur compte comme une participation pour le mois où il a été écrit : c’est pourquoi les avis publiés portent la mention « Participe au concours ».
- Les trois auteurs ayant le plus d’avis approuvés dans le mois gagnent {first}, {second} et {third}.
- Les prix dépendent uniquement du nombre d’avis approuvés. Ils ne dépendent jamais de la note que vous donnez, ni du fait qu’un avis soit positif ou négatif.
- Pour recevoir un prix, il faut un profil complet, une adresse e-mail confirmée et un moyen de paiement enregistré.
- Les avis refusés ou retirés ne comptent pas. Un avis écrit seulement pour gagner, par exemple copié ou vide de contenu, est retiré comme tout autre avis qui enfreint les règles.`,
  },
  "pages.review_policy.leaderboard_link": {
    el: "Η κατάταξη του μήνα και οι πλήρεις κανόνες του διαγωνισμού",
    en: "This month's standings and the full contest rules",
    ru: "Таблица этого месяца и полные правила конкурса",
    he: "הדירוג של החודש ותקנון התחרות המלא",
    uk: "Таблиця цього місяця та повні правила конкурсу",
    fr: "Le classement du mois et le règlement complet du concours",
  },
  "pages.review_policy.report.title": {
    el: "Πώς αναφέρετε μια κριτική",
    en: "How to report a review",
    ru: "Как пожаловаться на отзыв",
    he: "איך מדווחים על ביקורת",
    uk: "Як поскаржитися на відгук",
    fr: "Comment signaler un avis",
  },
  "pages.review_policy.report.body": {
    el: `Κάθε δημοσιευμένη κριτική έχει την επιλογή «Αναφορά». Μπορεί να τη χρησιμοποιήσει οποιοσδήποτε, συνδεδεμένος ή όχι.
- Επιλέξτε λόγο (παράνομο περιεχόμενο, ψεύτικη ή πληρωμένη κριτική, προσωπικά δεδομένα, μίσος ή παρενόχληση, spam ή άλλο), εξηγήστε με λίγα λόγια τι δεν πάει καλά και επιβεβαιώστε ότι κάνετε την αναφορά καλόπιστα.
- Αν δώσετε τη διεύθυνση e-mail σας, σας επιβεβαιώνουμε ότι λάβαμε την αναφορά και σας ενημερώνουμε για την απόφασή μας.
- Ένας διαχειριστής εξετάζει κάθε αναφορά. Αν η κριτική παραβιάζει τους κανόνες μας ή τον νόμο, την αφαιρούμε και στέλνουμε στον συντάκτη αιτιολόγηση· αλλιώς παραμένει δημοσιευμένη.
- Ο συντάκτης μιας κριτικής που απορρίφθηκε ή αφαιρέθηκε μπορεί να προσφύγει μία φορά, από την ενότητα «Οι κριτικές μου» στο προφίλ του. Εξετάζουμε την υπόθεση ξανά· η απόφαση για την προσφυγή είναι οριστική από την πλευρά μας. Το δικαίωμα προσφυγής στα δικαστήρια παραμένει.
Μπορείτε επίσης να μας γράψετε στο {email}.`,
    en: `Every published review has a “Report” action. Anyone can use it, signed in or not.
- Choose a reason (illegal content, fake or paid review, personal data, hate or harassment, spam, or other), explain in a few words what is wrong, and confirm that you report in good faith.
- If you give your e-mail address, we confirm that we received your report and tell you our decision.
- A moderator looks at every report. If the review breaks our guidelines or the law, we remove it and send its author a statement of reasons; otherwise it stays published.
- The author of a review that was rejected or removed can appeal once, from My reviews in their profile. We look at the case again; the decision on the appeal is final on our side. The right to go to court remains.
You can also write to us at {email}.`,
    ru: `У каждого опубликованного отзыва есть действие «Пожаловаться». Им может воспользоваться любой — вошедший на сайт или нет.
- Выберите причину (незаконный контент, фальшивый или оплаченный отзыв, персональные данные, ненависть или травля, спам или другое), в нескольких словах объясните, что не так, и подтвердите, что сообщаете добросовестно.
- Если вы укажете свой e-mail, мы подтвердим получение жалобы и сообщим о нашем решении.
- Модератор рассматривает каждую жалобу. Если отзыв нарушает наши правила или закон, мы удаляем его и отправляем автору обоснование решения; иначе отзыв остаётся опубликованным.
- Автор отклонённого или удалённого отзыва может один раз обжаловать решение в разделе «Мои отзывы» своего профиля. Мы рассматриваем дело повторно; решение по жалобе окончательно с нашей стороны. Право обратиться в суд сохраняется.
Вы также можете написать нам: {email}.`,
    he: `לכל ביקורת שפורסמה יש פעולת ״דיווח״. כל אחד יכול להשתמש בה, מחובר או לא.
- בחרו סיבה (תוכן בלתי חוקי, ביקורת מזויפת או בתשלום, מידע אישי, שנאה או הטרדה, ספאם או אחר), הסבירו בכמה מילים מה הבעיה ואשרו שאתם מדווחים בתום לב.
- אם תמסרו את כתובת הדוא״ל שלכם, נאשר שקיבלנו את הדיווח ונודיע לכם על ההחלטה שלנו.
- מנהל בוחן כל דיווח. אם הביקורת מפרה את הכללים שלנו או את החוק, אנחנו מסירים אותה ושולחים לכותב הנמקה; אחרת היא נשארת מפורסמת.
- הכותב של ביקורת שנדחתה או הוסרה יכול לערער פעם אחת, מתוך ״הביקורות שלי״ בפרופיל שלו. אנחנו בוחנים את המקרה מחדש; ההחלטה בערעור סופית מצידנו. הזכות לפנות לבית משפט נשמרת.
אפשר גם לכתוב לנו לכתובת {email}.`,
    uk: `У кожного опублікованого відгуку є дія «Поскаржитися». Нею може скористатися будь-хто — той, хто увійшов на сайт, чи ні.
- Виберіть причину (незаконний вміст, фальшивий або оплачений відгук, персональні дані, ненависть чи цькування, спам або інше), кількома словами поясніть, що не так, і підтвердьте, що повідомляєте добросовісно.
- Якщо ви вкажете свій e-mail, ми підтвердимо отримання скарги й повідомимо про наше рішення.
- Модератор розглядає кожну скаргу. Якщо відгук порушує наші правила або закон, ми видаляємо його й надсилаємо авторові обґрунтування рішення; інакше відгук залишається опублікованим.
- Автор відхиленого або видаленого відгуку може один раз оскаржити рішення в розділі «Мої відгуки» свого профілю. Ми розглядаємо справу повторно; рішення щодо оскарження остаточне з нашого боку. Право звернутися до суду зберігається.
Ви також можете написати нам: {email}.`,
    fr: `Chaque avis publié propose l’action « Signaler ». Tout le monde peut l’utiliser, connecté ou non.
- Choisissez un motif (contenu illicite, avis faux ou payé, données personnelles, haine ou harcèlement, spam, ou autre), expliquez en quelques mots ce qui ne va pas et confirmez que vous signalez de bonne foi.
- Si vous indiquez votre adresse e-mail, nous vous confirmons la réception de votre signalement et vous informons de notre décision.
- Un modérateur examine chaque signalement. Si l’avis enfreint nos règles ou la loi, nous le retirons et envoyons à son auteur un exposé des motifs ; sinon, il reste publié.
- L’auteur d’un avis refusé ou retiré peut faire appel une fois, depuis Mes avis dans son profil. Nous réexaminons le cas ; la décision sur l’appel est définitive de notre côté. Le droit de saisir la justice demeure.
Vous pouvez aussi nous écrire à {email}.`,
  },
  "pages.review_policy.ranking.title": {
    el: "Πώς κατατάσσουμε τις εταιρείες",
    en: "How we rank providers",
    ru: "Как мы упорядочиваем букмекеров",
    he: "איך אנחנו מדרגים את החברות",
    uk: "Як ми впорядковуємо букмекерів",
    fr: "Comment nous classons les opérateurs",
  },
  "pages.review_policy.ranking.body": {
    el: `Η λίστα των εταιρειών εμφανίζεται από προεπιλογή με τη σειρά που ορίζει η ομάδα μας: κάθε εταιρεία έχει έναν αριθμό προτεραιότητας και πρώτη έρχεται αυτή με τον μεγαλύτερο· εταιρείες με την ίδια προτεραιότητα εμφανίζονται αλφαβητικά. Την ίδια σειρά ακολουθούν οι προβεβλημένες εταιρείες στην αρχική σελίδα και η λίστα επιλογής στη σελίδα σύγκρισης· η σύγκριση δείχνει τις εταιρείες με τη σειρά που τις επιλέξατε. Στη σελίδα των εταιρειών μπορείτε να ταξινομήσετε και κατά όνομα.
- Η προτεραιότητα ορίζεται από την ομάδα μας. Μια εταιρεία που πληρώνει για τη θέση της φέρει την ένδειξη «Χορηγούμενη» όπου εμφανίζεται σε κατάταξη.
- Μπορεί να λαμβάνουμε προμήθεια όταν εγγράφεστε σε μια εταιρεία μέσω των συνδέσμων μας. Αυτή η προμήθεια δεν αλλάζει την προτεραιότητα μιας εταιρείας.
- Οι βαθμολογίες δεν καθορίζουν τη σειρά: προέρχονται από εγκεκριμένες κριτικές χρηστών και από ανεξάρτητους ιστότοπους αξιολόγησης και εμφανίζονται στη σελίδα κάθε εταιρείας.
- Τα μπόνους εμφανίζονται επίσης με σειρά προτεραιότητας που ορίζει η ομάδα μας.`,
    en: `By default, the list of providers is in an order our team sets: each provider has a priority number, and the highest comes first; providers with the same priority are in alphabetical order. The featured providers on the home page and the list to choose from on the compare page follow the same order; the comparison itself shows the providers in the order you chose them. On the providers page you can sort by name instead.
- Priority is set by our team. A provider that pays for its position is labelled “Sponsored” wherever it appears in a ranked list.
- We may earn a commission when you sign up with a provider through our links. That commission does not change a provider's priority.
- Ratings do not decide the order: they come from approved user reviews and independent rating sites, and are shown on each provider's page.
- Bonuses are also listed in an order of priority our team sets.`,
    ru: `По умолчанию список букмекеров идёт в порядке, который задаёт наша команда: у каждого букмекера есть число приоритета, и первым идёт тот, у кого оно больше; букмекеры с одинаковым приоритетом идут по алфавиту. В том же порядке показаны рекомендуемые букмекеры на главной странице и список выбора на странице сравнения; само сравнение показывает букмекеров в том порядке, в котором вы их выбрали. На странице букмекеров можно отсортировать список по названию.
- Приоритет задаёт наша команда. Букмекер, который платит за своё место, помечен как «Спонсор» везде, где он появляется в упорядоченном списке.
- Мы можем получать комиссию, когда вы регистрируетесь у букмекера по нашим ссылкам. Эта комиссия не меняет приоритет букмекера.
- Оценки не определяют порядок: они складываются из одобренных отзывов пользователей и независимых рейтинговых сайтов и показаны на странице каждого букмекера.
- Бонусы тоже идут в порядке приоритета, который задаёт наша команда.`,
    he: `כברירת מחדל, רשימת החברות מוצגת בסדר שהצוות שלנו קובע: לכל חברה יש מספר עדיפות, והחברה עם המספר הגבוה ביותר מופיעה ראשונה; חברות עם אותה עדיפות מופיעות לפי סדר האלף-בית. החברות המומלצות בעמוד הבית ורשימת הבחירה בעמוד ההשוואה מופיעות באותו סדר; ההשוואה עצמה מציגה את החברות בסדר שבו בחרתם אותן. בעמוד החברות אפשר למיין גם לפי שם.
- העדיפות נקבעת על ידי הצוות שלנו. חברה שמשלמת על מיקומה מסומנת ״ממומן״ בכל מקום שבו היא מופיעה ברשימה מדורגת.
- ייתכן שנקבל עמלה כשאתם נרשמים לחברה דרך הקישורים שלנו. העמלה הזו אינה משנה את העדיפות של חברה.
- הדירוגים אינם קובעים את הסדר: הם מבוססים על ביקורות מאושרות של משתמשים ועל אתרי דירוג בלתי תלויים, ומוצגים בעמוד של כל חברה.
- גם הבונוסים מוצגים לפי סדר עדיפות שהצוות שלנו קובע.`,
    uk: `За замовчуванням список букмекерів іде в порядку, який задає наша команда: кожен букмекер має число пріоритету, і першим іде той, у кого воно більше; букмекери з однаковим пріоритетом ідуть за абеткою. У тому самому порядку показано рекомендованих букмекерів на головній сторінці та список вибору на сторінці порівняння; саме порівняння показує букмекерів у тому порядку, в якому ви їх вибрали. На сторінці букмекерів можна відсортувати список за назвою.
- Пріоритет задає наша команда. Букмекер, який платить за своє місце, позначений як «Спонсор» скрізь, де він з’являється в упорядкованому списку.
- Ми можемо отримувати комісію, коли ви реєструєтеся в букмекера за нашими посиланнями. Ця комісія не змінює пріоритет букмекера.
- Оцінки не визначають порядок: вони складаються зі схвалених відгуків користувачів і незалежних рейтингових сайтів і показані на сторінці кожного букмекера.
- Бонуси теж ідуть у порядку пріоритету, який задає наша команда.`,
    fr: `Par défaut, la liste des opérateurs suit un ordre que fixe notre équipe : chaque opérateur a un numéro de priorité, et le plus élevé vient en premier ; les opérateurs de même priorité sont classés par ordre alphabétique. Les opérateurs mis en avant sur la page d’accueil et la liste de choix de la page de comparaison suivent le même ordre ; la comparaison elle-même présente les opérateurs dans l’ordre où vous les avez choisis. Sur la page des opérateurs, vous pouvez aussi trier par nom.
- La priorité est fixée par notre équipe. Un opérateur qui paie pour sa position porte la mention « Sponsorisé » partout où il apparaît dans une liste classée.
- Nous pouvons toucher une commission lorsque vous vous inscrivez chez un opérateur via nos liens. Cette commission ne change pas la priorité d’un opérateur.
- Les notes ne décident pas de l’ordre : elles proviennent d’avis d’utilisateurs approuvés et de sites de notation indépendants, et figurent sur la page de chaque opérateur.
- Les bonus sont eux aussi présentés selon un ordre de priorité fixé par notre équipe.`,
  },
};
