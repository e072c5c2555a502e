import type { UiStringTable } from "./table";

/**
 * The user's rights over their data: the profile's "Your data" section (download, delete), the notice
 * after a deletion, the privacy page's section about both, and how the back office shows a deleted
 * account's prize.
 */
export const YOUR_DATA_STRINGS: UiStringTable = {
  "profile.your_data.title": {
    el: "Τα δεδομένα σας",
    en: "Your data",
    ru: "Ваши данные",
    he: "המידע שלכם",
    uk: "Ваші дані",
    fr: "Vos données",
  },
  "profile.your_data.download_hint": {
    el: "Ένα αρχείο JSON με όσα αποθηκεύουμε για εσάς: προφίλ, κριτικές, ψήφους, αναφορές, ενστάσεις, τρόπο πληρωμής (με κρυμμένα στοιχεία), κατατάξεις και έπαθλα του διαγωνισμού, και τη συνδρομή στο newsletter.",
    en: "A JSON file of everything we store about you: profile, reviews, votes, reports, appeals, payout method (details masked), contest standings and prizes, and newsletter subscription.",
    ru: "Файл JSON со всем, что мы о вас храним: профиль, отзывы, голоса, жалобы, обжалования, способ выплаты (данные скрыты), места и призы конкурса и подписка на рассылку.",
    he: "קובץ JSON עם כל מה שאנחנו שומרים עליכם: פרופיל, ביקורות, הצבעות, דיווחים, ערעורים, אמצעי תשלום (הפרטים מוסתרים), דירוגים ופרסים בתחרות, והמינוי לניוזלטר.",
    uk: "Файл JSON з усім, що ми про вас зберігаємо: профіль, відгуки, голоси, скарги, оскарження, спосіб виплати (дані приховано), місця й призи конкурсу та підписка на розсилку.",
    fr: "Un fichier JSON de tout ce que nous conservons sur vous : profil, avis, votes, signalements, recours, moyen de paiement (coordonnées masquées), classements et prix du concours, et abonnement à la newsletter.",
  },
  "profile.your_data.download": {
    el: "Λήψη των δεδομένων μου",
    en: "Download my data",
    ru: "Скачать мои данные",
    he: "הורדת המידע שלי",
    uk: "Завантажити мої дані",
    fr: "Télécharger mes données",
  },
  "profile.your_data.downloading": {
    el: "Λήψη…",
    en: "Downloading…",
    ru: "Загрузка…",
    he: "מוריד…",
    uk: "Завантаження…",
    fr: "Téléchargement…",
  },
  "profile.your_data.download_failed": {
    el: "Η λήψη των δεδομένων σας απέτυχε",
    en: "Your data could not be downloaded",
    ru: "Не удалось скачать ваши данные",
    he: "לא ניתן היה להוריד את המידע שלכם",
    uk: "Не вдалося завантажити ваші дані",
    fr: "Vos données n’ont pas pu être téléchargées",
  },
  "profile.your_data.delete_hint": {
    el: "Οι κριτικές και οι ψήφοι σας αφαιρούνται, τα στοιχεία πληρωμής σας διαγράφονται και αποσυνδέεστε παντού. Τα έπαθλα που έχουν ήδη απονεμηθεί κρατούνται για τα λογιστικά μας, χωρίς το όνομα ή τα στοιχεία σας. Δεν αναιρείται.",
    en: "Your reviews and votes are removed, your payout details erased, and you are signed out everywhere. Prizes already awarded are kept for our accounts, without your name or details. This cannot be undone.",
    ru: "Ваши отзывы и голоса удаляются, платёжные данные стираются, и вы выходите из системы везде. Уже присуждённые призы остаются в нашей бухгалтерии — без вашего имени и данных. Это нельзя отменить.",
    he: "הביקורות וההצבעות שלכם יוסרו, פרטי התשלום יימחקו ותנותקו מכל מקום. פרסים שכבר הוענקו נשמרים בהנהלת החשבונות שלנו, ללא שמכם או פרטיכם. לא ניתן לבטל פעולה זו.",
    uk: "Ваші відгуки та голоси видаляються, платіжні дані стираються, і ви виходите із системи всюди. Уже присуджені призи залишаються в нашій бухгалтерії — без вашого імені та даних. Це не можна скасувати.",
    fr: "Vos avis et vos votes sont retirés, vos coordonnées de paiement effacées et vous êtes déconnecté partout. Les prix déjà attribués sont conservés pour notre comptabilité, sans votre nom ni vos coordonnées. C’est irréversible.",
  },
  "profile.your_data.delete": {
    el: "Διαγραφή του λογαριασμού μου",
    en: "Delete my account",
    ru: "Удалить мою учётную запись",
    he: "מחיקת החשבון שלי",
    uk: "Видалити мій обліковий запис",
    fr: "Supprimer mon compte",
  },
  "profile.your_data.confirm_title": {
    el: "Διαγραφή του λογαριασμού σας;",
    en: "Delete your account?",
    ru: "Удалить учётную запись?",
    he: "למחוק את החשבון?",
    uk: "Видалити обліковий запис?",
    fr: "Supprimer votre compte ?",
  },
  "profile.your_data.confirm_label": {
    el: "Για επιβεβαίωση, πληκτρολογήστε {value}",
    en: "To confirm, type {value}",
    ru: "Для подтверждения введите {value}",
    he: "לאישור, הקלידו {value}",
    uk: "Для підтвердження введіть {value}",
    fr: "Pour confirmer, saisissez {value}",
  },
  "profile.your_data.cancel": {
    el: "Άκυρο",
    en: "Cancel",
    ru: "Отмена",
    he: "ביטול",
    uk: "Скасувати",
    fr: "Annuler",
  },
  "profile.your_data.confirm": {
    el: "Οριστική διαγραφή",
    en: "Delete for good",
    ru: "Удалить навсегда",
    he: "מחיקה לצמיתות",
    uk: "Видалити назавжди",
    fr: "Supprimer définitivement",
  },
  "profile.your_data.deleting": {
    el: "Διαγραφή…",
    en: "Deleting…",
    ru: "Удаление…",
    he: "מוחק…",
    uk: "Видалення…",
    fr: "Suppression…",
  },
  "profile.your_data.delete_failed": {
    el: "Ο λογαριασμός δεν διαγράφηκε",
    en: "The account was not deleted",
    ru: "Учётная запись не удалена",
    he: "החשבון לא נמחק",
    uk: "Обліковий запис не видалено",
    fr: "Le compte n’a pas été supprimé",
  },
  "account.deleted_notice.title": {
    el: "Ο λογαριασμός σας διαγράφηκε",
    en: "Your account has been deleted",
    ru: "Ваша учётная запись удалена",
    he: "החשבון שלכם נמחק",
    uk: "Ваш обліковий запис видалено",
    fr: "Votre compte a été supprimé",
  },
  "account.deleted_notice.description": {
    el: "Αποσυνδεθήκατε. Ευχαριστούμε για τις κριτικές σας.",
    en: "You have been signed out. Thank you for your reviews.",
    ru: "Вы вышли из системы. Спасибо за ваши отзывы.",
    he: "נותקתם מהאתר. תודה על הביקורות שלכם.",
    uk: "Ви вийшли із системи. Дякуємо за ваші відгуки.",
    fr: "Vous avez été déconnecté. Merci pour vos avis.",
  },
  "admin.prizes.deleted_account": {
    el: "Διαγραμμένος λογαριασμός",
    en: "Deleted account",
    ru: "Удалённая учётная запись",
    he: "חשבון שנמחק",
    uk: "Видалений обліковий запис",
    fr: "Compte supprimé",
  },
  "admin.prizes.details_erased": {
    el: "Τα στοιχεία πληρωμής διαγράφηκαν μαζί με τον λογαριασμό.",
    en: "The payout details were erased with the account.",
    ru: "Платёжные данные стёрты вместе с учётной записью.",
    he: "פרטי התשלום נמחקו יחד עם החשבון.",
    uk: "Платіжні дані стерто разом з обліковим записом.",
    fr: "Les coordonnées de paiement ont été effacées avec le compte.",
  },
  "pages.privacy.your_data": {
    el: `## Λήψη ή διαγραφή των δεδομένων σας
Όταν είστε συνδεδεμένοι, η σελίδα του προφίλ σας έχει μια ενότητα «Τα δεδομένα σας»:
- «Λήψη των δεδομένων μου» σας δίνει ένα αρχείο JSON με όσα αποθηκεύουμε για εσάς: το προφίλ, τις συνεδρίες, τις κριτικές, τις ψήφους, τις αναφορές και τις ενστάσεις σας, τον τρόπο πληρωμής και τα έπαθλά σας (τα στοιχεία πληρωμής μόνο εν μέρει, ώστε το αρχείο να μη μπορεί να χρησιμοποιηθεί για πληρωμή), τις κατατάξεις σας στον διαγωνισμό και τη συνδρομή της διεύθυνσής σας στο newsletter.
- «Διαγραφή του λογαριασμού μου», αφού πληκτρολογήσετε τη διεύθυνση email σας (ή, για λογαριασμό χωρίς email, το όνομα χρήστη σας): αποσυνδέεστε παντού· οι κριτικές και οι ψήφοι σας αφαιρούνται από τον ιστότοπο και οι βαθμολογίες και οι μετρητές «χρήσιμη» υπολογίζονται ξανά χωρίς αυτές· τα στοιχεία πληρωμής σας, τα email προς εσάς και η συνδρομή της διεύθυνσής σας στο newsletter διαγράφονται· οι αναφορές και οι ενστάσεις σας δεν συνδέονται πια με εσάς.
- Τι κρατάμε: τα έπαθλα που έχουν ήδη απονεμηθεί (ποσό, μήνας, κατάσταση), όπως απαιτεί η λογιστική νομοθεσία, και τις θέσεις των μηνών που έχουν κλείσει, χωρίς το όνομα, το email ή τα στοιχεία πληρωμής σας· και τον αριθμό των αναφορών για τα στατιστικά διαφάνειας. Μια νέα σύνδεση με την ίδια ταυτότητα ξεκινά νέο, κενό λογαριασμό.`,
    en: `## Download or delete your data
When you are signed in, your profile page has a "Your data" section:
- "Download my data" gives you a JSON file of everything we store about you: your profile, sessions, reviews, votes, reports and appeals, your payout method and prizes (payout details only in part, so the file cannot be used to pay anyone), your contest standings, and your address's newsletter subscription.
- "Delete my account", once you type your e-mail address (or, for an account without one, your username): you are signed out everywhere; your reviews and votes are removed from the site and the ratings and helpful counts are recounted without them; your payout details, the mail sent to you and your address's newsletter subscription are deleted; your reports and appeals no longer lead to you.
- What we keep: prizes already awarded (amount, month, status), as accounting law requires, and the standings of months already settled, without your name, e-mail or payout details; and the number of reports, for the transparency figures. Signing in again with the same identity starts a new, empty account.`,
    ru: `## Скачать или удалить свои данные
Когда вы вошли в систему, на странице профиля есть раздел «Ваши данные»:
- «Скачать мои данные» даёт файл JSON со всем, что мы о вас храним: профиль, сеансы, отзывы, голоса, жалобы и обжалования, способ выплаты и призы (платёжные данные лишь частично, чтобы файл нельзя было использовать для оплаты), места в конкурсе и подписка вашего адреса на рассылку.
- «Удалить мою учётную запись» — после того как вы введёте свой адрес электронной почты (или, для учётной записи без него, имя пользователя): вы выходите из системы везде; ваши отзывы и голоса удаляются с сайта, а оценки и счётчики «полезно» пересчитываются без них; ваши платёжные данные, письма вам и подписка вашего адреса на рассылку удаляются; ваши жалобы и обжалования больше не связаны с вами.
- Что мы сохраняем: уже присуждённые призы (сумма, месяц, статус), как того требует бухгалтерское законодательство, и места в уже подведённых месяцах — без вашего имени, адреса и платёжных данных; а также число жалоб для статистики прозрачности. Повторный вход с той же учётной записью поставщика создаёт новую, пустую учётную запись.`,
    he: `## הורדה או מחיקה של המידע שלכם
כשאתם מחוברים, בעמוד הפרופיל יש אזור "המידע שלכם":
- "הורדת המידע שלי" נותנת לכם קובץ JSON עם כל מה שאנחנו שומרים עליכם: הפרופיל, ההתחברויות, הביקורות, ההצבעות, הדיווחים והערעורים, אמצעי התשלום והפרסים (פרטי התשלום רק בחלקם, כך שאי אפשר לשלם בעזרת הקובץ), הדירוגים שלכם בתחרות, והמינוי של הכתובת שלכם לניוזלטר.
- "מחיקת החשבון שלי", אחרי שתקלידו את כתובת הדוא"ל שלכם (או, בחשבון בלי כתובת, את שם המשתמש): תנותקו מכל מקום; הביקורות וההצבעות שלכם יוסרו מהאתר והדירוגים ומוני "מועיל" יחושבו מחדש בלעדיהן; פרטי התשלום, הדואר שנשלח אליכם והמינוי של הכתובת שלכם לניוזלטר יימחקו; הדיווחים והערעורים שלכם לא יובילו אליכם עוד.
- מה נשמר: פרסים שכבר הוענקו (סכום, חודש, סטטוס), כפי שדיני החשבונאות מחייבים, והדירוגים של חודשים שנסגרו, ללא שמכם, הדוא"ל או פרטי התשלום; ומספר הדיווחים, לנתוני השקיפות. התחברות מחדש עם אותה זהות פותחת חשבון חדש וריק.`,
    uk: `## Завантажити або видалити свої дані
Коли ви увійшли в систему, на сторінці профілю є розділ «Ваші дані»:
- «Завантажити мої дані» дає файл JSON з усім, що ми про вас зберігаємо: профіль, сеанси, відгуки, голоси, скарги та оскарження, спосіб виплати й призи (платіжні дані лише частково, щоб файлом не можна було скористатися для оплати), місця в конкурсі та підписка вашої адреси на розсилку.
- «Видалити мій обліковий запис» — після того як ви введете свою адресу електронної пошти (або, для облікового запису без неї, ім’я користувача): ви виходите із системи всюди; ваші відгуки та голоси видаляються із сайту, а оцінки й лічильники «корисно» перераховуються без них; ваші платіжні дані, листи вам і підписка вашої адреси на розсилку видаляються; ваші скарги й оскарження більше не пов’язані з вами.
- Що ми зберігаємо: уже присуджені призи (сума, місяць, статус), як вимагає бухгалтерське законодавство, і місця в уже підсумованих місяцях — без вашого імені, адреси та платіжних даних; а також кількість скарг для статистики прозорості. Повторний вхід з тією самою ідентичністю створює новий, порожній обліковий запис.`,
    fr: `## Télécharger ou supprimer vos données
Lorsque vous êtes connecté, votre page de profil comporte une section « Vos données » :
- « Télécharger mes données » vous donne un fichier JSON de tout ce que nous conservons sur vous : votre profil, vos sessions, avis, votes, signalements et recours, votre moyen de paiement et vos prix (les coordonnées de paiement seulement en partie, afin que le fichier ne permette de payer personne), vos classements au concours et l’abonnement de votre adresse à la newsletter.
- « Supprimer mon compte », après avoir saisi votre adresse e-mail (ou, pour un compte sans adresse, votre nom d’utilisateur) : vous êtes déconnecté partout ; vos avis et vos votes sont retirés du site et les notes et compteurs « utile » sont recalculés sans eux ; vos coordonnées de paiement, les e-mails qui vous ont été envoyés et l’abonnement de votre adresse à la newsletter sont supprimés ; vos signalements et recours ne mènent plus à vous.
- Ce que nous gardons : les prix déjà attribués (montant, mois, statut), comme l’exige le droit comptable, et les classements des mois déjà clôturés, sans votre nom, votre e-mail ni vos coordonnées de paiement ; et le nombre de signalements, pour les chiffres de transparence. Une nouvelle connexion avec la même identité ouvre un nouveau compte, vide.`,
  },
};
