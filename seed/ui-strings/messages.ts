import { API_MESSAGES, type MessageKey } from "#schema/api/messages";
import type { Locale } from "#schema/locales";
import type { UiStringTable } from "./table";

type Translated = Exclude<Locale, "en">;

/** The forms each language's Intl.PluralRules selects; French `many` (a million and up) is optional. */
type PluralTexts = {
  el: { one: string; other: string };
  ru: { one: string; few: string; many: string; other: string };
  uk: { one: string; few: string; many: string; other: string };
  he: { one: string; two: string; other: string };
  fr: { one: string; many?: string; other: string };
};

type Texts<K extends MessageKey> = (typeof API_MESSAGES)[K] extends string
  ? Record<Translated, string>
  : PluralTexts;

/**
 * Server and form messages a visitor can see (schema/api/messages.ts), in the five languages besides
 * English; the English is the API's own text. A key missing here fails to compile.
 */
const TRANSLATIONS: { [K in MessageKey]: Texts<K> } = {
  "admin.analytics.validation.range_too_long": {
    el: "Ένα διάστημα μπορεί να καλύπτει έως {max} ημέρες",
    ru: "Период может охватывать не более {max} дней",
    he: "טווח יכול לכלול לכל היותר {max} ימים",
    uk: "Період може охоплювати не більше ніж {max} днів",
    fr: "Une période peut couvrir au plus {max} jours",
  },
  "auth.error.userinfo_not_ours": {
    el: "Τα στοιχεία χρήστη του παρόχου ταυτότητας δεν αφορούν τον χρήστη που συνδέθηκε.",
    ru: "Данные пользователя от поставщика удостоверений относятся не к вошедшему пользователю.",
    he: "פרטי המשתמש מספק הזהות אינם של המשתמש שהתחבר.",
    uk: "Дані користувача від постачальника ідентичності стосуються не того користувача, що увійшов.",
    fr: "Les informations utilisateur du fournisseur d’identité ne concernent pas l’utilisateur connecté.",
  },
  "reviews.validation_min_length": {
    el: {
      one: "Η κριτική πρέπει να έχει τουλάχιστον {count} χαρακτήρα",
      other: "Η κριτική πρέπει να έχει τουλάχιστον {count} χαρακτήρες",
    },
    ru: {
      one: "Отзыв должен содержать не менее {count} символа",
      few: "Отзыв должен содержать не менее {count} символов",
      many: "Отзыв должен содержать не менее {count} символов",
      other: "Отзыв должен содержать не менее {count} символа",
    },
    uk: {
      one: "Відгук має містити щонайменше {count} символ",
      few: "Відгук має містити щонайменше {count} символи",
      many: "Відгук має містити щонайменше {count} символів",
      other: "Відгук має містити щонайменше {count} символу",
    },
    he: {
      one: "הביקורת חייבת להכיל לפחות {count} תו",
      two: "הביקורת חייבת להכיל לפחות {count} תווים",
      other: "הביקורת חייבת להכיל לפחות {count} תווים",
    },
    fr: {
      one: "L’avis doit contenir au moins {count} caractère",
      other: "L’avis doit contenir au moins {count} caractères",
    },
  },
  "reviews.validation_max_length": {
    el: {
      one: "Η κριτική μπορεί να έχει έως {count} χαρακτήρα",
      other: "Η κριτική μπορεί να έχει έως {count} χαρακτήρες",
    },
    ru: {
      one: "Отзыв может содержать не более {count} символа",
      few: "Отзыв может содержать не более {count} символов",
      many: "Отзыв может содержать не более {count} символов",
      other: "Отзыв может содержать не более {count} символа",
    },
    uk: {
      one: "Відгук може містити щонайбільше {count} символ",
      few: "Відгук може містити щонайбільше {count} символи",
      many: "Відгук може містити щонайбільше {count} символів",
      other: "Відгук може містити щонайбільше {count} символу",
    },
    he: {
      one: "הביקורת יכולה להכיל עד {count} תו",
      two: "הביקורת יכולה להכיל עד {count} תווים",
      other: "הביקורת יכולה להכיל עד {count} תווים",
    },
    fr: {
      one: "L’avis peut contenir au plus {count} caractère",
      other: "L’avis peut contenir au plus {count} caractères",
    },
  },
  "reviews.validation_control_characters": {
    el: "Το κείμενο της κριτικής δεν μπορεί να περιέχει χαρακτήρες ελέγχου",
    ru: "Текст отзыва не может содержать управляющие символы",
    he: "טקסט הביקורת אינו יכול להכיל תווי בקרה",
    uk: "Текст відгуку не може містити керівні символи",
    fr: "Le texte de l’avis ne peut pas contenir de caractères de contrôle",
  },
  "reviews.rating_required": {
    el: "Επιλέξτε βαθμολογία από 1 έως 5 αστέρια",
    ru: "Выберите оценку от 1 до 5 звёзд",
    he: "בחרו דירוג בין 1 ל-5 כוכבים",
    uk: "Оберіть оцінку від 1 до 5 зірок",
    fr: "Choisissez une note de 1 à 5 étoiles",
  },
  "reviews.error.provider_not_found": {
    el: "Ο πάροχος δεν βρέθηκε",
    ru: "Букмекер не найден",
    he: "הספק לא נמצא",
    uk: "Букмекера не знайдено",
    fr: "Opérateur introuvable",
  },
  "reviews.error.already_reviewed": {
    el: "Έχετε ήδη γράψει κριτική για αυτόν τον πάροχο",
    ru: "Вы уже оставили отзыв об этом букмекере",
    he: "כבר כתבתם ביקורת על ספק זה",
    uk: "Ви вже залишили відгук про цього букмекера",
    fr: "Vous avez déjà donné votre avis sur cet opérateur",
  },
  "reviews.error.daily_limit": {
    el: {
      one: "Φτάσατε το ημερήσιο όριο της {count} κριτικής. Δοκιμάστε ξανά αύριο.",
      other: "Φτάσατε το ημερήσιο όριο των {count} κριτικών. Δοκιμάστε ξανά αύριο.",
    },
    ru: {
      one: "Вы достигли дневного лимита в {count} отзыв. Попробуйте снова завтра.",
      few: "Вы достигли дневного лимита в {count} отзыва. Попробуйте снова завтра.",
      many: "Вы достигли дневного лимита в {count} отзывов. Попробуйте снова завтра.",
      other: "Вы достигли дневного лимита в {count} отзыва. Попробуйте снова завтра.",
    },
    uk: {
      one: "Ви досягли денного ліміту в {count} відгук. Спробуйте знову завтра.",
      few: "Ви досягли денного ліміту в {count} відгуки. Спробуйте знову завтра.",
      many: "Ви досягли денного ліміту в {count} відгуків. Спробуйте знову завтра.",
      other: "Ви досягли денного ліміту в {count} відгуку. Спробуйте знову завтра.",
    },
    he: {
      one: "הגעתם למגבלה היומית של {count} ביקורת. נסו שוב מחר.",
      two: "הגעתם למגבלה היומית של {count} ביקורות. נסו שוב מחר.",
      other: "הגעתם למגבלה היומית של {count} ביקורות. נסו שוב מחר.",
    },
    fr: {
      one: "Vous avez atteint la limite quotidienne de {count} avis. Réessayez demain.",
      other: "Vous avez atteint la limite quotidienne de {count} avis. Réessayez demain.",
    },
  },
  "reviews.error.not_found": {
    el: "Η κριτική δεν βρέθηκε",
    ru: "Отзыв не найден",
    he: "הביקורת לא נמצאה",
    uk: "Відгук не знайдено",
    fr: "Avis introuvable",
  },
  "reviews.error.own_review_vote": {
    el: "Δεν μπορείτε να ψηφίσετε τη δική σας κριτική",
    ru: "Нельзя голосовать за собственный отзыв",
    he: "לא ניתן להצביע על ביקורת שכתבתם",
    uk: "Не можна голосувати за власний відгук",
    fr: "Vous ne pouvez pas voter pour votre propre avis",
  },
  "reviews.error.vote_type": {
    el: "Η ψήφος πρέπει να είναι helpful ή not_helpful",
    ru: "Голос должен быть helpful или not_helpful",
    he: "ההצבעה חייבת להיות helpful או not_helpful",
    uk: "Голос має бути helpful або not_helpful",
    fr: "Le vote doit être helpful ou not_helpful",
  },
  "reviews.error.status": {
    el: "Η κατάσταση πρέπει να είναι approved ή rejected",
    ru: "Статус должен быть approved или rejected",
    he: "הסטטוס חייב להיות approved או rejected",
    uk: "Статус має бути approved або rejected",
    fr: "Le statut doit être approved ou rejected",
  },
  "contest.error.month_format": {
    el: "Ο μήνας γράφεται ΕΕΕΕ-ΜΜ, π.χ. 2026-11",
    ru: "Месяц указывается в формате ГГГГ-ММ, например 2026-11",
    he: "יש לכתוב את החודש בתבנית YYYY-MM, למשל 2026-11",
    uk: "Місяць вказується у форматі РРРР-ММ, наприклад 2026-11",
    fr: "Le mois s’écrit AAAA-MM, par exemple 2026-11",
  },
  "contest.error.future_month": {
    el: "Ο διαγωνισμός για τον μήνα {month} δεν έχει ξεκινήσει ακόμα",
    ru: "Конкурс за {month} ещё не начался",
    he: "התחרות של {month} עדיין לא התחילה",
    uk: "Конкурс за {month} ще не почався",
    fr: "Le concours de {month} n’a pas encore commencé",
  },
  "contest.error.month_not_over": {
    el: "Ο μήνας {month} δεν έχει τελειώσει: μπορεί να εκκαθαριστεί από την πρώτη μέρα του επόμενου μήνα",
    ru: "Месяц {month} ещё не закончился: его можно подвести с первого дня следующего месяца",
    he: "החודש {month} עדיין לא הסתיים: אפשר לסגור אותו מהיום הראשון של החודש הבא",
    uk: "Місяць {month} ще не закінчився: його можна підсумувати з першого дня наступного місяця",
    fr: "{month} n’est pas terminé : il pourra être clôturé à partir du premier jour du mois suivant",
  },
  "contest.error.not_settled": {
    el: "Ο μήνας {month} δεν έχει εκκαθαριστεί ακόμη: υπολογίστε τον πρώτα",
    ru: "Месяц {month} ещё не подведён: сначала рассчитайте его",
    he: "החודש {month} עדיין לא נסגר: חשבו אותו קודם",
    uk: "Місяць {month} ще не підсумовано: спочатку розрахуйте його",
    fr: "{month} n’a pas encore été clôturé : calculez-le d’abord",
  },
  "contest.error.award_decided": {
    el: "Ένα έπαθλο του {month} είναι ήδη σε επεξεργασία, πληρωμένο ή αποτυχημένο: η κατάταξή του δεν μπορεί πλέον να υπολογιστεί ξανά",
    ru: "Приз за {month} уже в обработке, выплачен или отмечен как неудачный: рейтинг этого месяца больше нельзя пересчитать",
    he: "פרס של {month} כבר בטיפול, שולם או סומן כנכשל: אי אפשר עוד לחשב מחדש את הדירוג שלו",
    uk: "Приз за {month} уже в обробці, виплачений або позначений як невдалий: рейтинг цього місяця більше не можна перерахувати",
    fr: "Un prix de {month} est déjà en cours de traitement, payé ou en échec : son classement ne peut plus être recalculé",
  },
  "admin.error.forbidden": {
    el: "Ο ρόλος σας δεν το επιτρέπει αυτό.",
    ru: "Ваша роль этого не позволяет.",
    he: "התפקיד שלך אינו מאפשר זאת.",
    uk: "Ваша роль цього не дозволяє.",
    fr: "Votre rôle ne le permet pas.",
  },
  "admin.error.not_found": {
    el: "Δεν βρέθηκε: ίσως διαγράφηκε στο μεταξύ.",
    ru: "Не найдено: возможно, это уже удалили.",
    he: "לא נמצא: ייתכן שנמחק בינתיים.",
    uk: "Не знайдено: можливо, це вже видалили.",
    fr: "Introuvable : l’élément a peut-être été supprimé entre-temps.",
  },
  "admin.error.slug_taken": {
    el: 'Το slug "{slug}" χρησιμοποιείται ήδη από άλλον πάροχο στα {locale}.',
    ru: 'Slug "{slug}" уже занят другим оператором в языке {locale}.',
    he: 'ה-slug "{slug}" כבר בשימוש אצל ספק אחר בשפה {locale}.',
    uk: 'Slug "{slug}" вже використовує інший оператор мовою {locale}.',
    fr: "Le slug « {slug} » est déjà utilisé par un autre opérateur en {locale}.",
  },
  "admin.error.rating_exists": {
    el: "Αυτός ο πάροχος έχει ήδη βαθμολογία από {source}.",
    ru: "У этого оператора уже есть оценка от {source}.",
    he: "לספק זה כבר יש דירוג מ-{source}.",
    uk: "Цей оператор уже має оцінку від {source}.",
    fr: "Cet opérateur a déjà une note de {source}.",
  },
  "admin.error.last_admin": {
    el: "Ο τελευταίος διαχειριστής δεν μπορεί να χάσει τον ρόλο διαχειριστή.",
    ru: "Последний администратор не может лишиться роли администратора.",
    he: "מנהל המערכת האחרון אינו יכול לאבד את תפקיד המנהל.",
    uk: "Останній адміністратор не може втратити роль адміністратора.",
    fr: "Le dernier administrateur ne peut pas perdre son rôle d’administrateur.",
  },
  "admin.error.production_not_configured": {
    el: "Δεν έχει ρυθμιστεί βάση δεδομένων παραγωγής: συνδέστε μία ως PROD_DB για να γίνει συγχρονισμός.",
    ru: "Рабочая база данных не настроена: подключите её как PROD_DB, чтобы синхронизировать.",
    he: "לא הוגדר מסד נתוני ייצור: חברו אחד בשם PROD_DB כדי לסנכרן.",
    uk: "Робочу базу даних не налаштовано: підключіть її як PROD_DB, щоб синхронізувати.",
    fr: "Aucune base de production n’est configurée : liez-en une sous le nom PROD_DB pour synchroniser.",
  },
  "admin.error.production_sync_failed": {
    el: "Η βάση δεδομένων παραγωγής απέρριψε την αντιγραφή. Δεν άλλαξε τίποτα εκεί.",
    ru: "Рабочая база данных отклонила копирование. В ней ничего не изменилось.",
    he: "מסד נתוני הייצור דחה את ההעתקה. שום דבר לא השתנה בו.",
    uk: "Робоча база даних відхилила копіювання. У ній нічого не змінилося.",
    fr: "La base de production a refusé la copie. Rien n’y a été modifié.",
  },
  "onboarding.validation.step_number_min": {
    el: "Ο αριθμός βήματος πρέπει να είναι τουλάχιστον 1",
    ru: "Номер шага должен быть не меньше 1",
    he: "מספר השלב חייב להיות לפחות 1",
    uk: "Номер кроку має бути щонайменше 1",
    fr: "Le numéro d’étape doit être au moins 1",
  },
  "onboarding.validation.step_number_whole": {
    el: "Ο αριθμός βήματος πρέπει να είναι ακέραιος",
    ru: "Номер шага должен быть целым числом",
    he: "מספר השלב חייב להיות מספר שלם",
    uk: "Номер кроку має бути цілим числом",
    fr: "Le numéro d’étape doit être un nombre entier",
  },
  "onboarding.validation.description_required": {
    el: "Η περιγραφή είναι υποχρεωτική",
    ru: "Укажите описание",
    he: "יש להזין תיאור",
    uk: "Вкажіть опис",
    fr: "La description est obligatoire",
  },
  "ui_strings.error.no_texts": {
    el: "Στείλτε το κείμενο τουλάχιστον μίας γλώσσας",
    ru: "Отправьте текст хотя бы на одном языке",
    he: "שלחו את הטקסט בשפה אחת לפחות",
    uk: "Надішліть текст хоча б однією мовою",
    fr: "Envoyez le texte d’au moins une langue",
  },
  "admin.import.done": {
    el: "Η εισαγωγή ολοκληρώθηκε με επιτυχία",
    ru: "Импорт успешно завершён",
    he: "הייבוא הושלם בהצלחה",
    uk: "Імпорт успішно завершено",
    fr: "Import terminé avec succès",
  },
  "admin.import.error.no_data": {
    el: "Δεν δόθηκαν δεδομένα",
    ru: "Данные не переданы",
    he: "לא סופקו נתונים",
    uk: "Дані не надано",
    fr: "Aucune donnée fournie",
  },
  "admin.import.error.refused": {
    el: {
      one: "Η εισαγωγή έχει {count} σφάλμα, οπότε δεν εισήχθη τίποτα.",
      other: "Η εισαγωγή έχει {count} σφάλματα, οπότε δεν εισήχθη τίποτα.",
    },
    ru: {
      one: "В импорте {count} ошибка, поэтому ничего не импортировано.",
      few: "В импорте {count} ошибки, поэтому ничего не импортировано.",
      many: "В импорте {count} ошибок, поэтому ничего не импортировано.",
      other: "В импорте {count} ошибки, поэтому ничего не импортировано.",
    },
    uk: {
      one: "В імпорті {count} помилка, тому нічого не імпортовано.",
      few: "В імпорті {count} помилки, тому нічого не імпортовано.",
      many: "В імпорті {count} помилок, тому нічого не імпортовано.",
      other: "В імпорті {count} помилки, тому нічого не імпортовано.",
    },
    he: {
      one: "בייבוא יש שגיאה אחת ({count}), ולכן דבר לא יובא.",
      two: "בייבוא יש {count} שגיאות, ולכן דבר לא יובא.",
      other: "בייבוא יש {count} שגיאות, ולכן דבר לא יובא.",
    },
    fr: {
      one: "L’import contient {count} erreur : rien n’a été importé.",
      many: "L’import contient {count} d’erreurs : rien n’a été importé.",
      other: "L’import contient {count} erreurs : rien n’a été importé.",
    },
  },
  "admin.import.error.missing_column": {
    el: 'Λείπει η υποχρεωτική στήλη "{column}"',
    ru: 'Нет обязательного столбца "{column}"',
    he: 'חסרה עמודת חובה "{column}"',
    uk: 'Немає обов’язкового стовпця "{column}"',
    fr: "Colonne obligatoire « {column} » manquante",
  },
  "admin.import.error.no_data_columns": {
    el: "Καμία στήλη για εισαγωγή: αναμενόταν μία από {columns}",
    ru: "Нет столбцов для импорта: ожидается один из {columns}",
    he: "אין עמודה לייבוא: צפויה אחת מ-{columns}",
    uk: "Немає стовпців для імпорту: очікується один із {columns}",
    fr: "Aucune colonne à importer : attendu l’une de {columns}",
  },
  "admin.import.error.duplicate_column": {
    el: 'Η στήλη "{column}" εμφανίζεται περισσότερες από μία φορές',
    ru: 'Столбец "{column}" встречается больше одного раза',
    he: 'העמודה "{column}" מופיעה יותר מפעם אחת',
    uk: 'Стовпець "{column}" трапляється більше ніж один раз',
    fr: "La colonne « {column} » apparaît plusieurs fois",
  },
  "admin.import.error.field_count": {
    el: "Αυτή η γραμμή έχει {found} πεδία, ενώ η κεφαλίδα έχει {expected}",
    ru: "В этой строке полей: {found}, а в заголовке: {expected}",
    he: "בשורה זו יש {found} שדות אך בכותרת יש {expected}",
    uk: "У цьому рядку полів: {found}, а в заголовку: {expected}",
    fr: "Cette ligne a {found} champs, mais l’en-tête en a {expected}",
  },
  "admin.import.error.quotes": {
    el: "Ένα πεδίο σε εισαγωγικά δεν κλείνει ή υπάρχει εισαγωγικό σε λάθος θέση",
    ru: "Поле в кавычках не закрыто или кавычка стоит не на месте",
    he: "שדה במירכאות לא נסגר, או שמירכאה נמצאת במקום שגוי",
    uk: "Поле в лапках не закрито або лапка стоїть не на місці",
    fr: "Un champ entre guillemets n’est pas fermé, ou un guillemet est mal placé",
  },
  "admin.import.error.unknown_language": {
    el: 'Άγνωστη γλώσσα "{lang}": χρησιμοποιήστε μία από el, en, ru, he, uk, fr',
    ru: 'Неизвестный язык "{lang}": используйте один из el, en, ru, he, uk, fr',
    he: 'שפה לא מוכרת "{lang}": השתמשו באחת מ-el, en, ru, he, uk, fr',
    uk: 'Невідома мова "{lang}": використовуйте одну з el, en, ru, he, uk, fr',
    fr: "Langue inconnue « {lang} » : utilisez el, en, ru, he, uk ou fr",
  },
  "admin.import.error.duplicate_row": {
    el: "Το {brand} ({lang}) υπάρχει ήδη στη γραμμή {row} αυτού του αρχείου",
    ru: "{brand} ({lang}) уже есть в строке {row} этого файла",
    he: "{brand} ({lang}) כבר מופיע בשורה {row} בקובץ זה",
    uk: "{brand} ({lang}) уже є в рядку {row} цього файлу",
    fr: "{brand} ({lang}) figure déjà à la ligne {row} de ce fichier",
  },
  "admin.import.error.slug_missing": {
    el: "Μια νέα μετάφραση χρειάζεται slug και δεν μπορεί να δημιουργηθεί από την επωνυμία: προσθέστε ένα στο SEO CSV",
    ru: "Новому переводу нужен slug, а из бренда его получить нельзя: добавьте его в SEO CSV",
    he: "תרגום חדש צריך slug, ואי אפשר ליצור אותו מהמותג: הוסיפו אחד בקובץ ה-SEO CSV",
    uk: "Новому перекладу потрібен slug, а з бренду його отримати не можна: додайте його в SEO CSV",
    fr: "Une nouvelle traduction a besoin d’un slug, impossible à tirer de la marque : ajoutez-le dans le CSV SEO",
  },
  "admin.import.error.brand_ambiguous": {
    el: 'Περισσότεροι από ένας πάροχοι ονομάζονται "{brand}"',
    ru: 'Несколько операторов называются "{brand}"',
    he: 'יותר מספק אחד נקרא "{brand}"',
    uk: 'Кілька операторів мають назву "{brand}"',
    fr: "Plusieurs opérateurs s’appellent « {brand} »",
  },
  "admin.import.error.conflict": {
    el: "Μια άλλη αλλαγή παρεμβλήθηκε στην εισαγωγή: κάντε ξανά προεπισκόπηση.",
    ru: "Импорту помешало другое изменение: снова выполните предпросмотр.",
    he: "שינוי אחר הפריע לייבוא: הציגו שוב תצוגה מקדימה.",
    uk: "Імпорту завадила інша зміна: знову виконайте попередній перегляд.",
    fr: "Une autre modification a gêné l’import : relancez l’aperçu.",
  },
  "admin.providers.validation.brand_required": {
    el: "Η επωνυμία είναι υποχρεωτική",
    ru: "Укажите бренд",
    he: "חובה למלא מותג",
    uk: "Вкажіть бренд",
    fr: "La marque est obligatoire",
  },
  "admin.providers.validation.domain_required": {
    el: "Ο τομέας (domain) είναι υποχρεωτικός",
    ru: "Укажите домен",
    he: "חובה למלא דומיין",
    uk: "Вкажіть домен",
    fr: "Le domaine est obligatoire",
  },
  "admin.providers.validation.license_required": {
    el: "Ο αριθμός άδειας είναι υποχρεωτικός",
    ru: "Укажите номер лицензии",
    he: "חובה למלא מספר רישיון",
    uk: "Вкажіть номер ліцензії",
    fr: "Le numéro de licence est obligatoire",
  },
  "admin.providers.validation.slug_required": {
    el: "Το slug είναι υποχρεωτικό",
    ru: "Укажите slug",
    he: "חובה למלא slug",
    uk: "Вкажіть slug",
    fr: "Le slug est obligatoire",
  },
  "admin.providers.validation.slug_chars": {
    el: "Το slug δεν μπορεί να περιέχει κενά, καθέτους, '?' ή '#'",
    ru: "Slug не может содержать пробелы, косые черты, '?' или '#'",
    he: "ה-slug אינו יכול להכיל רווחים, לוכסנים, '?' או '#'",
    uk: "Slug не може містити пробіли, скісні риски, '?' або '#'",
    fr: "Le slug ne peut contenir ni espaces, ni barres obliques, ni '?' ni '#'",
  },
  "admin.providers.validation.locale": {
    el: "Η γλώσσα πρέπει να είναι μία από τις el, en, ru, he, uk, fr",
    ru: "Язык должен быть одним из el, en, ru, he, uk, fr",
    he: "השפה חייבת להיות אחת מ-el, en, ru, he, uk, fr",
    uk: "Мова має бути однією з el, en, ru, he, uk, fr",
    fr: "La langue doit être l’une de el, en, ru, he, uk, fr",
  },
  "admin.providers.validation.faq_question_required": {
    el: "Η ερώτηση είναι υποχρεωτική",
    ru: "Введите вопрос",
    he: "חובה למלא שאלה",
    uk: "Введіть запитання",
    fr: "La question est obligatoire",
  },
  "admin.providers.validation.faq_answer_required": {
    el: "Η απάντηση είναι υποχρεωτική",
    ru: "Введите ответ",
    he: "חובה למלא תשובה",
    uk: "Введіть відповідь",
    fr: "La réponse est obligatoire",
  },
  "admin.validation.provider_required": {
    el: "Επιλέξτε πάροχο",
    ru: "Выберите оператора",
    he: "בחרו ספק",
    uk: "Виберіть оператора",
    fr: "Choisissez un opérateur",
  },
  "admin.validation.provider_unknown": {
    el: "Ο πάροχος που επιλέξατε δεν υπάρχει (πλέον).",
    ru: "Выбранного оператора нет (уже нет).",
    he: "הספק שנבחר אינו קיים (עוד).",
    uk: "Вибраного оператора не існує (вже).",
    fr: "L’opérateur choisi n’existe pas (ou plus).",
  },
  "admin.validation.locale": {
    el: "Επιλέξτε μία από τις γλώσσες του ιστότοπου",
    ru: "Выберите один из языков сайта",
    he: "בחרו אחת משפות האתר",
    uk: "Виберіть одну з мов сайту",
    fr: "Choisissez l’une des langues du site",
  },
  "admin.validation.bonus_type_required": {
    el: "Ο τύπος μπόνους είναι υποχρεωτικός",
    ru: "Укажите тип бонуса",
    he: "סוג הבונוס הוא שדה חובה",
    uk: "Вкажіть тип бонусу",
    fr: "Le type de bonus est obligatoire",
  },
  "admin.validation.priority_whole_number": {
    el: "Η προτεραιότητα πρέπει να είναι ακέραιος αριθμός",
    ru: "Приоритет должен быть целым числом",
    he: "העדיפות חייבת להיות מספר שלם",
    uk: "Пріоритет має бути цілим числом",
    fr: "La priorité doit être un nombre entier",
  },
  "admin.validation.end_before_start": {
    el: "Η ημερομηνία λήξης δεν μπορεί να είναι πριν από την ημερομηνία έναρξης",
    ru: "Дата окончания не может быть раньше даты начала",
    he: "תאריך הסיום אינו יכול להיות לפני תאריך ההתחלה",
    uk: "Дата завершення не може бути раніше за дату початку",
    fr: "La date de fin ne peut pas précéder la date de début",
  },
  "admin.validation.title_required": {
    el: "Ο τίτλος είναι υποχρεωτικός",
    ru: "Укажите заголовок",
    he: "הכותרת היא שדה חובה",
    uk: "Вкажіть заголовок",
    fr: "Le titre est obligatoire",
  },
  "admin.validation.rating_source_required": {
    el: "Επιλέξτε πηγή βαθμολογίας",
    ru: "Выберите источник оценки",
    he: "בחרו מקור דירוג",
    uk: "Виберіть джерело оцінки",
    fr: "Choisissez une source de note",
  },
  "admin.validation.rating_range": {
    el: "Η βαθμολογία πρέπει να είναι αριθμός από 0 έως 10",
    ru: "Оценка должна быть числом от 0 до 10",
    he: "הדירוג חייב להיות מספר בין 0 ל-10",
    uk: "Оцінка має бути числом від 0 до 10",
    fr: "La note doit être un nombre de 0 à 10",
  },
  "admin.validation.rating_one_decimal": {
    el: "Η βαθμολογία μπορεί να έχει το πολύ ένα δεκαδικό ψηφίο",
    ru: "У оценки может быть не больше одного знака после запятой",
    he: "לדירוג יכולה להיות לכל היותר ספרה אחת אחרי הנקודה",
    uk: "Оцінка може мати не більше одного знака після коми",
    fr: "La note peut avoir au plus une décimale",
  },
  "admin.validation.review_count": {
    el: "Ο αριθμός κριτικών πρέπει να είναι ακέραιος 0 ή μεγαλύτερος",
    ru: "Число отзывов должно быть целым числом от 0",
    he: "מספר הביקורות חייב להיות מספר שלם, 0 ומעלה",
    uk: "Кількість відгуків має бути цілим числом від 0",
    fr: "Le nombre d’avis doit être un nombre entier positif ou nul",
  },
  "admin.banners.validation.name_required": {
    el: "Το όνομα είναι υποχρεωτικό",
    ru: "Укажите название",
    he: "יש להזין שם",
    uk: "Вкажіть назву",
    fr: "Le nom est obligatoire",
  },
  "admin.banners.validation.placement_required": {
    el: "Επιλέξτε θέση",
    ru: "Выберите размещение",
    he: "בחרו מיקום",
    uk: "Виберіть розміщення",
    fr: "Choisissez un emplacement",
  },
  "admin.banners.validation.pages_required": {
    el: "Επιλέξτε τουλάχιστον μία σελίδα",
    ru: "Выберите хотя бы одну страницу",
    he: "בחרו לפחות עמוד אחד",
    uk: "Виберіть щонайменше одну сторінку",
    fr: "Choisissez au moins une page",
  },
  "admin.banners.validation.content_required": {
    el: "Το περιεχόμενο είναι υποχρεωτικό",
    ru: "Укажите текст",
    he: "יש להזין תוכן",
    uk: "Вкажіть текст",
    fr: "Le contenu est obligatoire",
  },
  "admin.banners.validation.english_required": {
    el: "Το αγγλικό περιεχόμενο είναι υποχρεωτικό: οι άλλες γλώσσες το χρησιμοποιούν ως εφεδρεία",
    ru: "Нужен текст на английском: остальные языки используют его по умолчанию",
    he: "נדרש תוכן באנגלית: שאר השפות נופלות אליו כברירת מחדל",
    uk: "Потрібен текст англійською: інші мови використовують його за замовчуванням",
    fr: "Le contenu en anglais est obligatoire : les autres langues l’utilisent à défaut",
  },
  "prizes.error.not_found": {
    el: "Το βραβείο δεν βρέθηκε",
    ru: "Приз не найден",
    he: "הפרס לא נמצא",
    uk: "Приз не знайдено",
    fr: "Prix introuvable",
  },
  "prizes.error.status": {
    el: "Η κατάσταση πρέπει να είναι pending, processing, paid ή failed",
    ru: "Статус должен быть pending, processing, paid или failed",
    he: "הסטטוס חייב להיות pending, processing, paid או failed",
    uk: "Статус має бути pending, processing, paid або failed",
    fr: "Le statut doit être pending, processing, paid ou failed",
  },
  "api.error.internal": {
    el: "Εσωτερικό σφάλμα διακομιστή",
    ru: "Внутренняя ошибка сервера",
    he: "שגיאת שרת פנימית",
    uk: "Внутрішня помилка сервера",
    fr: "Erreur interne du serveur",
  },
  "api.error.request_failed": {
    el: "Το αίτημα απέτυχε",
    ru: "Запрос не выполнен",
    he: "הבקשה נכשלה",
    uk: "Запит не виконано",
    fr: "La requête a échoué",
  },
  "api.error.no_route": {
    el: "Δεν υπάρχει διαδρομή API για {method} {path}",
    ru: "Нет маршрута API для {method} {path}",
    he: "אין נתיב API עבור {method} {path}",
    uk: "Немає маршруту API для {method} {path}",
    fr: "Aucune route d’API pour {method} {path}",
  },
  "api.error.json_body": {
    el: "Στείλτε το σώμα του αιτήματος ως JSON (Content-Type: application/json).",
    ru: "Отправьте тело запроса в формате JSON (Content-Type: application/json).",
    he: "יש לשלוח את גוף הבקשה כ-JSON ‏(Content-Type: application/json).",
    uk: "Надішліть тіло запиту у форматі JSON (Content-Type: application/json).",
    fr: "Envoyez le corps de la requête en JSON (Content-Type : application/json).",
  },
  "api.error.malformed_json": {
    el: "Μη έγκυρο JSON στο σώμα του αιτήματος",
    ru: "Некорректный JSON в теле запроса",
    he: "JSON שגוי בגוף הבקשה",
    uk: "Некоректний JSON у тілі запиту",
    fr: "JSON mal formé dans le corps de la requête",
  },
  "api.error.cross_site": {
    el: "Δεν επιτρέπονται αιτήματα από άλλους ιστότοπους.",
    ru: "Межсайтовые запросы запрещены.",
    he: "בקשות מאתרים אחרים אינן מותרות.",
    uk: "Міжсайтові запити заборонено.",
    fr: "Les requêtes intersites ne sont pas autorisées.",
  },
  "api.error.not_configured": {
    el: "Ο ιστότοπος δεν έχει ρυθμιστεί σωστά. Δοκιμάστε ξανά αργότερα.",
    ru: "Сайт настроен неправильно. Повторите попытку позже.",
    he: "האתר אינו מוגדר כראוי. נסו שוב מאוחר יותר.",
    uk: "Сайт налаштовано неправильно. Спробуйте пізніше.",
    fr: "Le site n’est pas configuré correctement. Veuillez réessayer plus tard.",
  },
  "rate_limit.retry_in": {
    el: {
      one: "Πάρα πολλά αιτήματα. Δοκιμάστε ξανά σε {count} δευτερόλεπτο.",
      other: "Πάρα πολλά αιτήματα. Δοκιμάστε ξανά σε {count} δευτερόλεπτα.",
    },
    ru: {
      one: "Слишком много запросов. Повторите попытку через {count} секунду.",
      few: "Слишком много запросов. Повторите попытку через {count} секунды.",
      many: "Слишком много запросов. Повторите попытку через {count} секунд.",
      other: "Слишком много запросов. Повторите попытку через {count} секунды.",
    },
    uk: {
      one: "Забагато запитів. Спробуйте ще раз через {count} секунду.",
      few: "Забагато запитів. Спробуйте ще раз через {count} секунди.",
      many: "Забагато запитів. Спробуйте ще раз через {count} секунд.",
      other: "Забагато запитів. Спробуйте ще раз через {count} секунди.",
    },
    he: {
      one: "יותר מדי בקשות. נסו שוב בעוד {count} שנייה.",
      two: "יותר מדי בקשות. נסו שוב בעוד {count} שניות.",
      other: "יותר מדי בקשות. נסו שוב בעוד {count} שניות.",
    },
    fr: {
      one: "Trop de requêtes. Réessayez dans {count} seconde.",
      many: "Trop de requêtes. Réessayez dans {count} de secondes.",
      other: "Trop de requêtes. Réessayez dans {count} secondes.",
    },
  },
  "auth.error.sign_in_first": {
    el: "Συνδεθείτε πρώτα.",
    ru: "Сначала войдите в аккаунт.",
    he: "יש להתחבר תחילה.",
    uk: "Спершу увійдіть в обліковий запис.",
    fr: "Veuillez d’abord vous connecter.",
  },
  "auth.error.sign_in_unavailable": {
    el: "Η σύνδεση δεν έχει ρυθμιστεί σε αυτόν τον διακομιστή.",
    ru: "Вход не настроен на этом сервере.",
    he: "ההתחברות אינה מוגדרת בשרת זה.",
    uk: "Вхід не налаштовано на цьому сервері.",
    fr: "La connexion n’est pas configurée sur ce serveur.",
  },
  "auth.error.provider_unreachable": {
    el: "Ο πάροχος ταυτότητας δεν ήταν προσβάσιμος.",
    ru: "Не удалось связаться с поставщиком входа.",
    he: "לא ניתן היה להתחבר לספק הזהות.",
    uk: "Не вдалося зв’язатися з постачальником входу.",
    fr: "Le fournisseur d’identité est injoignable.",
  },
  "auth.error.provider_misconfigured": {
    el: "Οι ρυθμίσεις του παρόχου ταυτότητας δεν είναι έγκυρες.",
    ru: "Настройки поставщика входа недействительны.",
    he: "ההגדרות של ספק הזהות אינן תקינות.",
    uk: "Налаштування постачальника входу недійсні.",
    fr: "La configuration du fournisseur d’identité n’est pas valide.",
  },
  "auth.error.attempt_expired": {
    el: "Η προσπάθεια σύνδεσης έληξε ή ξεκίνησε αλλού. Συνδεθείτε ξανά.",
    ru: "Попытка входа истекла или была начата в другом месте. Войдите снова.",
    he: "ניסיון ההתחברות פג או שהתחיל במקום אחר. התחברו שוב.",
    uk: "Спроба входу минула або була розпочата деінде. Увійдіть знову.",
    fr: "La tentative de connexion a expiré ou a été lancée ailleurs. Veuillez vous reconnecter.",
  },
  "auth.error.code_refused": {
    el: "Ο πάροχος ταυτότητας απέρριψε τον κωδικό σύνδεσης.",
    ru: "Поставщик входа отклонил код входа.",
    he: "ספק הזהות דחה את קוד ההתחברות.",
    uk: "Постачальник входу відхилив код входу.",
    fr: "Le fournisseur d’identité a refusé le code de connexion.",
  },
  "auth.error.provider_reported": {
    el: "Ο πάροχος ταυτότητας ανέφερε: {error}",
    ru: "Поставщик входа сообщил: {error}",
    he: "ספק הזהות דיווח: {error}",
    uk: "Постачальник входу повідомив: {error}",
    fr: "Le fournisseur d’identité a signalé : {error}",
  },
  "auth.error.state_mismatch": {
    el: "Η κατάσταση σύνδεσης δεν ταιριάζει. Συνδεθείτε ξανά.",
    ru: "Состояние входа не совпадает. Войдите снова.",
    he: "מצב ההתחברות אינו תואם. התחברו שוב.",
    uk: "Стан входу не збігається. Увійдіть знову.",
    fr: "L’état de la connexion ne correspond pas. Veuillez vous reconnecter.",
  },
  "auth.error.no_code": {
    el: "Ο πάροχος ταυτότητας δεν έστειλε κωδικό σύνδεσης.",
    ru: "Поставщик входа не прислал код входа.",
    he: "ספק הזהות לא שלח קוד התחברות.",
    uk: "Постачальник входу не надіслав код входу.",
    fr: "Le fournisseur d’identité n’a envoyé aucun code de connexion.",
  },
  "auth.error.token_invalid": {
    el: "Το διακριτικό ταυτότητας δεν είναι έγκυρο.",
    ru: "Токен личности недействителен.",
    he: "אסימון הזהות אינו תקין.",
    uk: "Токен особи недійсний.",
    fr: "Le jeton d’identité n’est pas valide.",
  },
  "auth.error.token_not_ours": {
    el: "Το διακριτικό ταυτότητας δεν εκδόθηκε για αυτή τη σύνδεση.",
    ru: "Токен личности выдан не для этого входа.",
    he: "אסימון הזהות לא הונפק עבור התחברות זו.",
    uk: "Токен особи видано не для цього входу.",
    fr: "Le jeton d’identité n’a pas été émis pour cette connexion.",
  },
  "admin_access.error.not_configured": {
    el: "Η αυτοεξυπηρέτηση διαχειριστή δεν έχει ρυθμιστεί σε αυτόν τον διακομιστή.",
    ru: "Самостоятельное получение прав администратора на этом сервере не настроено.",
    he: "שירות עצמי למנהלים אינו מוגדר בשרת זה.",
    uk: "Самостійне отримання прав адміністратора на цьому сервері не налаштовано.",
    fr: "L’accès administrateur en libre-service n’est pas configuré sur ce serveur.",
  },
  "admin_access.error.email_mismatch": {
    el: "Το email σας δεν ταιριάζει με το ρυθμισμένο email διαχειριστή.",
    ru: "Ваш e-mail не совпадает с настроенным адресом администратора.",
    he: "כתובת הדוא״ל שלכם אינה תואמת את כתובת המנהל שהוגדרה.",
    uk: "Ваш e-mail не збігається з налаштованою адресою адміністратора.",
    fr: "Votre e-mail ne correspond pas à l’e-mail administrateur configuré.",
  },
  "admin_access.error.verify_first": {
    el: "Επαληθεύστε πρώτα τη διεύθυνση email σας.",
    ru: "Сначала подтвердите свой адрес e-mail.",
    he: "אמתו תחילה את כתובת הדוא״ל שלכם.",
    uk: "Спершу підтвердіть свою адресу e-mail.",
    fr: "Vérifiez d’abord votre adresse e-mail.",
  },
  "account.error.user_not_found": {
    el: "Ο χρήστης δεν βρέθηκε",
    ru: "Пользователь не найден",
    he: "המשתמש לא נמצא",
    uk: "Користувача не знайдено",
    fr: "Utilisateur introuvable",
  },
  "account.error.profile_not_found": {
    el: "Το προφίλ δεν βρέθηκε.",
    ru: "Профиль не найден.",
    he: "הפרופיל לא נמצא.",
    uk: "Профіль не знайдено.",
    fr: "Profil introuvable.",
  },
  "validation.max_length": {
    el: { one: "Έως {count} χαρακτήρας", other: "Έως {count} χαρακτήρες" },
    ru: {
      one: "Не более {count} символа",
      few: "Не более {count} символов",
      many: "Не более {count} символов",
      other: "Не более {count} символа",
    },
    uk: {
      one: "Не більше {count} символу",
      few: "Не більше {count} символів",
      many: "Не більше {count} символів",
      other: "Не більше {count} символу",
    },
    he: { one: "עד {count} תו", two: "עד {count} תווים", other: "עד {count} תווים" },
    fr: {
      one: "{count} caractère au maximum",
      many: "{count} de caractères au maximum",
      other: "{count} caractères au maximum",
    },
  },
  "validation.url": {
    el: "Πρέπει να είναι έγκυρη διεύθυνση URL",
    ru: "Введите действительный URL",
    he: "יש להזין כתובת URL תקינה",
    uk: "Введіть дійсну URL-адресу",
    fr: "Doit être une URL valide",
  },
  "validation.https_url": {
    el: "Πρέπει να είναι έγκυρη διεύθυνση https://",
    ru: "Введите действительный адрес https://",
    he: "יש להזין כתובת https://‎ תקינה",
    uk: "Введіть дійсну адресу https://",
    fr: "Doit être une adresse https:// valide",
  },
  "validation.date": {
    el: "Πρέπει να είναι ημερομηνία (ΕΕΕΕ-ΜΜ-ΗΗ)",
    ru: "Введите дату (ГГГГ-ММ-ДД)",
    he: "יש להזין תאריך (YYYY-MM-DD)",
    uk: "Введіть дату (РРРР-ММ-ДД)",
    fr: "Doit être une date (AAAA-MM-JJ)",
  },
  "validation.valid_date": {
    el: "Πρέπει να είναι έγκυρη ημερομηνία",
    ru: "Введите действительную дату",
    he: "יש להזין תאריך תקין",
    uk: "Введіть дійсну дату",
    fr: "Doit être une date valide",
  },
  "validation.whole_number": {
    el: "Πρέπει να είναι ακέραιος αριθμός 0 ή μεγαλύτερος",
    ru: "Введите целое число не меньше 0",
    he: "יש להזין מספר שלם, 0 ומעלה",
    uk: "Введіть ціле число, не менше 0",
    fr: "Doit être un nombre entier égal ou supérieur à 0",
  },
  "validation.whole_number_range": {
    el: "Πρέπει να είναι ακέραιος αριθμός από {min} έως {max}",
    ru: "Введите целое число от {min} до {max}",
    he: "יש להזין מספר שלם בין {min} ל-{max}",
    uk: "Введіть ціле число від {min} до {max}",
    fr: "Doit être un nombre entier de {min} à {max}",
  },
  "validation.number_range": {
    el: "Πρέπει να είναι αριθμός από {min} έως {max}",
    ru: "Введите число от {min} до {max}",
    he: "יש להזין מספר בין {min} ל-{max}",
    uk: "Введіть число від {min} до {max}",
    fr: "Doit être un nombre de {min} à {max}",
  },
  "profile.validation.username_min": {
    el: {
      one: "Το όνομα χρήστη πρέπει να έχει τουλάχιστον {count} χαρακτήρα",
      other: "Το όνομα χρήστη πρέπει να έχει τουλάχιστον {count} χαρακτήρες",
    },
    ru: {
      one: "Имя пользователя должно содержать не менее {count} символа",
      few: "Имя пользователя должно содержать не менее {count} символов",
      many: "Имя пользователя должно содержать не менее {count} символов",
      other: "Имя пользователя должно содержать не менее {count} символа",
    },
    uk: {
      one: "Ім’я користувача має містити щонайменше {count} символ",
      few: "Ім’я користувача має містити щонайменше {count} символи",
      many: "Ім’я користувача має містити щонайменше {count} символів",
      other: "Ім’я користувача має містити щонайменше {count} символу",
    },
    he: {
      one: "שם המשתמש חייב להכיל לפחות {count} תו",
      two: "שם המשתמש חייב להכיל לפחות {count} תווים",
      other: "שם המשתמש חייב להכיל לפחות {count} תווים",
    },
    fr: {
      one: "Le nom d’utilisateur doit comporter au moins {count} caractère",
      many: "Le nom d’utilisateur doit comporter au moins {count} de caractères",
      other: "Le nom d’utilisateur doit comporter au moins {count} caractères",
    },
  },
  "profile.validation.username_max": {
    el: {
      one: "Το όνομα χρήστη μπορεί να έχει έως {count} χαρακτήρα",
      other: "Το όνομα χρήστη μπορεί να έχει έως {count} χαρακτήρες",
    },
    ru: {
      one: "Имя пользователя должно содержать не более {count} символа",
      few: "Имя пользователя должно содержать не более {count} символов",
      many: "Имя пользователя должно содержать не более {count} символов",
      other: "Имя пользователя должно содержать не более {count} символа",
    },
    uk: {
      one: "Ім’я користувача має містити не більше {count} символу",
      few: "Ім’я користувача має містити не більше {count} символів",
      many: "Ім’я користувача має містити не більше {count} символів",
      other: "Ім’я користувача має містити не більше {count} символу",
    },
    he: {
      one: "שם המשתמש יכול להכיל עד {count} תו",
      two: "שם המשתמש יכול להכיל עד {count} תווים",
      other: "שם המשתמש יכול להכיל עד {count} תווים",
    },
    fr: {
      one: "Le nom d’utilisateur doit comporter au plus {count} caractère",
      many: "Le nom d’utilisateur doit comporter au plus {count} de caractères",
      other: "Le nom d’utilisateur doit comporter au plus {count} caractères",
    },
  },
  "payment.validation.iban_unknown_country": {
    el: "Ο κωδικός χώρας IBAN {country} δεν είναι γνωστός",
    ru: "Код страны IBAN {country} неизвестен",
    he: "קוד המדינה {country} ב-IBAN אינו מוכר",
    uk: "Код країни IBAN {country} невідомий",
    fr: "Le code pays IBAN {country} est inconnu",
  },
  "payment.validation.iban_length": {
    el: {
      one: "Ένα IBAN της χώρας {country} πρέπει να έχει {count} χαρακτήρα",
      other: "Ένα IBAN της χώρας {country} πρέπει να έχει {count} χαρακτήρες",
    },
    ru: {
      one: "IBAN страны {country} должен содержать {count} символ",
      few: "IBAN страны {country} должен содержать {count} символа",
      many: "IBAN страны {country} должен содержать {count} символов",
      other: "IBAN страны {country} должен содержать {count} символа",
    },
    uk: {
      one: "IBAN країни {country} має містити {count} символ",
      few: "IBAN країни {country} має містити {count} символи",
      many: "IBAN країни {country} має містити {count} символів",
      other: "IBAN країни {country} має містити {count} символу",
    },
    he: {
      one: "IBAN של {country} חייב להכיל {count} תו",
      two: "IBAN של {country} חייב להכיל {count} תווים",
      other: "IBAN של {country} חייב להכיל {count} תווים",
    },
    fr: {
      one: "Un IBAN du pays {country} doit comporter {count} caractère",
      many: "Un IBAN du pays {country} doit comporter {count} de caractères",
      other: "Un IBAN du pays {country} doit comporter {count} caractères",
    },
  },
  "verification.error.wait": {
    el: {
      one: "Περιμένετε {count} δευτερόλεπτο πριν ζητήσετε νέο email επαλήθευσης",
      other: "Περιμένετε {count} δευτερόλεπτα πριν ζητήσετε νέο email επαλήθευσης",
    },
    ru: {
      one: "Подождите {count} секунду, прежде чем запрашивать новое письмо для подтверждения",
      few: "Подождите {count} секунды, прежде чем запрашивать новое письмо для подтверждения",
      many: "Подождите {count} секунд, прежде чем запрашивать новое письмо для подтверждения",
      other: "Подождите {count} секунды, прежде чем запрашивать новое письмо для подтверждения",
    },
    uk: {
      one: "Зачекайте {count} секунду, перш ніж просити новий лист для підтвердження",
      few: "Зачекайте {count} секунди, перш ніж просити новий лист для підтвердження",
      many: "Зачекайте {count} секунд, перш ніж просити новий лист для підтвердження",
      other: "Зачекайте {count} секунди, перш ніж просити новий лист для підтвердження",
    },
    he: {
      one: "יש להמתין {count} שנייה לפני שמבקשים דוא״ל אימות נוסף",
      two: "יש להמתין {count} שניות לפני שמבקשים דוא״ל אימות נוסף",
      other: "יש להמתין {count} שניות לפני שמבקשים דוא״ל אימות נוסף",
    },
    fr: {
      one: "Veuillez patienter {count} seconde avant de demander un nouvel e-mail de vérification",
      many: "Veuillez patienter {count} de secondes avant de demander un nouvel e-mail de vérification",
      other: "Veuillez patienter {count} secondes avant de demander un nouvel e-mail de vérification",
    },
  },
  "verification.error.daily_limit": {
    el: {
      one: "Λάβατε ήδη {limit} email επαλήθευσης σήμερα. Δοκιμάστε ξανά σε {count} δευτερόλεπτο.",
      other: "Λάβατε ήδη {limit} email επαλήθευσης σήμερα. Δοκιμάστε ξανά σε {count} δευτερόλεπτα.",
    },
    ru: {
      one: "Дневной лимит писем для подтверждения ({limit}) исчерпан. Повторите попытку через {count} секунду.",
      few: "Дневной лимит писем для подтверждения ({limit}) исчерпан. Повторите попытку через {count} секунды.",
      many: "Дневной лимит писем для подтверждения ({limit}) исчерпан. Повторите попытку через {count} секунд.",
      other:
        "Дневной лимит писем для подтверждения ({limit}) исчерпан. Повторите попытку через {count} секунды.",
    },
    uk: {
      one: "Денний ліміт листів для підтвердження ({limit}) вичерпано. Спробуйте ще раз через {count} секунду.",
      few: "Денний ліміт листів для підтвердження ({limit}) вичерпано. Спробуйте ще раз через {count} секунди.",
      many: "Денний ліміт листів для підтвердження ({limit}) вичерпано. Спробуйте ще раз через {count} секунд.",
      other:
        "Денний ліміт листів для підтвердження ({limit}) вичерпано. Спробуйте ще раз через {count} секунди.",
    },
    he: {
      one: "קיבלתם היום {limit} הודעות אימות בדוא״ל. נסו שוב בעוד {count} שנייה.",
      two: "קיבלתם היום {limit} הודעות אימות בדוא״ל. נסו שוב בעוד {count} שניות.",
      other: "קיבלתם היום {limit} הודעות אימות בדוא״ל. נסו שוב בעוד {count} שניות.",
    },
    fr: {
      one: "Vous avez déjà reçu {limit} e-mails de vérification aujourd’hui. Réessayez dans {count} seconde.",
      many: "Vous avez déjà reçu {limit} e-mails de vérification aujourd’hui. Réessayez dans {count} de secondes.",
      other:
        "Vous avez déjà reçu {limit} e-mails de vérification aujourd’hui. Réessayez dans {count} secondes.",
    },
  },
  "profile.validation.username_chars": {
    el: "Το όνομα χρήστη μπορεί να περιέχει μόνο γράμματα, αριθμούς και κάτω παύλες",
    ru: "Имя пользователя может содержать только буквы, цифры и подчёркивания",
    he: "שם המשתמש יכול להכיל רק אותיות, מספרים וקווים תחתונים",
    uk: "Ім’я користувача може містити лише літери, цифри та підкреслення",
    fr: "Le nom d’utilisateur ne peut contenir que des lettres, des chiffres et des tirets bas",
  },
  "profile.validation.username_taken": {
    el: "Αυτό το όνομα χρήστη χρησιμοποιείται ήδη",
    ru: "Это имя пользователя уже занято",
    he: "שם המשתמש הזה כבר תפוס",
    uk: "Це ім’я користувача вже зайняте",
    fr: "Ce nom d’utilisateur est déjà pris",
  },
  "profile.validation.first_name_required": {
    el: "Το όνομα είναι υποχρεωτικό",
    ru: "Имя обязательно",
    he: "שם פרטי הוא שדה חובה",
    uk: "Ім’я обов’язкове",
    fr: "Le prénom est obligatoire",
  },
  "profile.validation.name_control_characters": {
    el: "Τα ονόματα δεν μπορούν να περιέχουν χαρακτήρες ελέγχου",
    ru: "Имена не могут содержать управляющие символы",
    he: "שמות אינם יכולים להכיל תווי בקרה",
    uk: "Імена не можуть містити керівні символи",
    fr: "Les noms ne peuvent pas contenir de caractères de contrôle",
  },
  "profile.validation.last_name_required": {
    el: "Το επώνυμο είναι υποχρεωτικό",
    ru: "Фамилия обязательна",
    he: "שם משפחה הוא שדה חובה",
    uk: "Прізвище обов’язкове",
    fr: "Le nom est obligatoire",
  },
  "payment.validation.method_required": {
    el: "Επιλέξτε τρόπο πληρωμής",
    ru: "Выберите способ выплаты",
    he: "יש לבחור אמצעי תשלום",
    uk: "Оберіть спосіб виплати",
    fr: "Le moyen de paiement est obligatoire",
  },
  "payment.validation.account_id_required": {
    el: "Το αναγνωριστικό λογαριασμού είναι υποχρεωτικό",
    ru: "Укажите ID аккаунта",
    he: "מזהה החשבון הוא שדה חובה",
    uk: "Вкажіть ID облікового запису",
    fr: "L’identifiant du compte est obligatoire",
  },
  "payment.validation.account_email_required": {
    el: "Απαιτείται έγκυρο email λογαριασμού",
    ru: "Укажите действительный e-mail аккаунта",
    he: "נדרש דוא״ל חשבון תקין",
    uk: "Вкажіть дійсний e-mail облікового запису",
    fr: "Un e-mail de compte valide est obligatoire",
  },
  "payment.validation.holder_required": {
    el: "Το όνομα δικαιούχου είναι υποχρεωτικό",
    ru: "Укажите имя владельца счёта",
    he: "שם בעל החשבון הוא שדה חובה",
    uk: "Вкажіть ім’я власника рахунку",
    fr: "Le titulaire du compte est obligatoire",
  },
  "payment.validation.iban_required": {
    el: "Το IBAN είναι υποχρεωτικό",
    ru: "Укажите IBAN",
    he: "IBAN הוא שדה חובה",
    uk: "Вкажіть IBAN",
    fr: "L’IBAN est obligatoire",
  },
  "payment.validation.iban_checksum": {
    el: "Τα ψηφία ελέγχου του IBAN είναι λανθασμένα",
    ru: "Неверные контрольные цифры IBAN",
    he: "ספרות הביקורת של ה-IBAN שגויות",
    uk: "Неправильні контрольні цифри IBAN",
    fr: "Les chiffres de contrôle de l’IBAN sont incorrects",
  },
  "payment.validation.iban_country": {
    el: "Το IBAN πρέπει να ξεκινά με κωδικό χώρας",
    ru: "IBAN должен начинаться с кода страны",
    he: "ה-IBAN חייב להתחיל בקוד מדינה",
    uk: "IBAN має починатися з коду країни",
    fr: "L’IBAN doit commencer par un code pays",
  },
  "payment.validation.iban_chars": {
    el: "Μετά τον κωδικό χώρας και τα ψηφία ελέγχου, το IBAN περιέχει μόνο γράμματα και ψηφία",
    ru: "После кода страны и контрольных цифр IBAN может содержать только буквы и цифры",
    he: "אחרי קוד המדינה וספרות הביקורת, ה-IBAN יכול להכיל רק אותיות וספרות",
    uk: "Після коду країни та контрольних цифр IBAN може містити лише літери й цифри",
    fr: "Après le code pays et la clé de contrôle, l’IBAN ne peut contenir que des lettres et des chiffres",
  },
  "payment.validation.bic_length": {
    el: "Ο κωδικός SWIFT/BIC πρέπει να έχει 8 ή 11 χαρακτήρες",
    ru: "SWIFT/BIC должен содержать 8 или 11 символов",
    he: "קוד SWIFT/BIC חייב להכיל 8 או 11 תווים",
    uk: "SWIFT/BIC має містити 8 або 11 символів",
    fr: "Le code SWIFT/BIC doit comporter 8 ou 11 caractères",
  },
  "payment.validation.bic_bank": {
    el: "Ο κωδικός SWIFT/BIC πρέπει να ξεκινά με κωδικό τράπεζας 4 γραμμάτων",
    ru: "SWIFT/BIC должен начинаться с 4-буквенного кода банка",
    he: "קוד SWIFT/BIC חייב להתחיל בקוד בנק בן 4 אותיות",
    uk: "SWIFT/BIC має починатися з 4-літерного коду банку",
    fr: "Le code SWIFT/BIC doit commencer par un code banque de 4 lettres",
  },
  "payment.validation.bic_country": {
    el: "Οι χαρακτήρες 5-6 του SWIFT/BIC πρέπει να είναι έγκυρος κωδικός χώρας",
    ru: "Символы 5–6 SWIFT/BIC должны быть действительным кодом страны",
    he: "התווים 5-6 בקוד SWIFT/BIC חייבים להיות קוד מדינה תקין",
    uk: "Символи 5–6 SWIFT/BIC мають бути дійсним кодом країни",
    fr: "Les caractères 5-6 du code SWIFT/BIC doivent être un code pays valide",
  },
  "payment.validation.bic_location": {
    el: "Ο κωδικός τοποθεσίας του SWIFT/BIC περιέχει μόνο γράμματα ή ψηφία",
    ru: "Код местоположения SWIFT/BIC может содержать только буквы или цифры",
    he: "קוד המיקום ב-SWIFT/BIC יכול להכיל רק אותיות או ספרות",
    uk: "Код місцезнаходження SWIFT/BIC може містити лише літери або цифри",
    fr: "Le code de localisation SWIFT/BIC ne peut contenir que des lettres ou des chiffres",
  },
  "payment.validation.bic_branch": {
    el: "Ο κωδικός καταστήματος του SWIFT/BIC περιέχει μόνο γράμματα ή ψηφία",
    ru: "Код отделения SWIFT/BIC может содержать только буквы или цифры",
    he: "קוד הסניף ב-SWIFT/BIC יכול להכיל רק אותיות או ספרות",
    uk: "Код відділення SWIFT/BIC може містити лише літери або цифри",
    fr: "Le code d’agence SWIFT/BIC ne peut contenir que des lettres ou des chiffres",
  },
  "payment.validation.phone_format": {
    el: "Ο αριθμός τηλεφώνου πρέπει να είναι σε διεθνή μορφή: + και 8 έως 15 ψηφία, π.χ. +357 99 123456",
    ru: "Номер телефона должен быть в международном формате: + и от 8 до 15 цифр, например +357 99 123456",
    he: "מספר הטלפון חייב להיות בפורמט בינלאומי: + ו-8 עד 15 ספרות, לדוגמה +357 99 123456",
    uk: "Номер телефону має бути в міжнародному форматі: + і від 8 до 15 цифр, наприклад +357 99 123456",
    fr: "Le numéro de téléphone doit être au format international : + et 8 à 15 chiffres, p. ex. +357 99 123456",
  },
  "payment.validation.phone_required": {
    el: "Ο αριθμός τηλεφώνου είναι υποχρεωτικός",
    ru: "Укажите номер телефона",
    he: "מספר הטלפון הוא שדה חובה",
    uk: "Вкажіть номер телефону",
    fr: "Le numéro de téléphone est obligatoire",
  },
  "validation.email": {
    el: "Πρέπει να είναι έγκυρη διεύθυνση email",
    ru: "Введите действительный адрес e-mail",
    he: "יש להזין כתובת דוא״ל תקינה",
    uk: "Введіть дійсну адресу e-mail",
    fr: "Doit être une adresse e-mail valide",
  },
  "verification.error.already_verified": {
    el: "Η διεύθυνση email σας έχει ήδη επαληθευτεί",
    ru: "Ваш адрес e-mail уже подтверждён",
    he: "כתובת הדוא״ל שלכם כבר אומתה",
    uk: "Вашу адресу e-mail уже підтверджено",
    fr: "Votre adresse e-mail est déjà vérifiée",
  },
  "verification.error.no_email": {
    el: "Ο λογαριασμός σας δεν έχει διεύθυνση email για επαλήθευση",
    ru: "В вашем аккаунте нет адреса e-mail для подтверждения",
    he: "לחשבון שלכם אין כתובת דוא״ל לאימות",
    uk: "У вашому обліковому записі немає адреси e-mail для підтвердження",
    fr: "Votre compte n’a pas d’adresse e-mail à vérifier",
  },
};

const PLURAL_FORMS = ["one", "two", "few", "many", "other"] as const;

function expand(): UiStringTable {
  const table: UiStringTable = {};
  for (const key of Object.keys(TRANSLATIONS) as MessageKey[]) {
    const english = API_MESSAGES[key];
    const texts: Record<Translated, string> | PluralTexts = TRANSLATIONS[key];
    if (typeof english === "string") {
      table[key] = { ...(texts as Record<Translated, string>), en: english };
      continue;
    }
    // Every form in every language: a form a language never selects repeats its `other`.
    const plural = texts as PluralTexts;
    const form = (forms: Partial<Record<(typeof PLURAL_FORMS)[number], string>>, name: string) =>
      forms[name as keyof typeof forms] ?? forms.other!;
    for (const name of PLURAL_FORMS) {
      table[`${key}.${name}`] = {
        el: form(plural.el, name),
        en: name === "one" ? english.one : english.other,
        ru: form(plural.ru, name),
        he: form(plural.he, name),
        uk: form(plural.uk, name),
        fr: form(plural.fr, name),
      };
    }
  }
  return table;
}

/** Server messages a visitor can see, with their numbers as placeholders. */
export const MESSAGES_STRINGS: UiStringTable = expand();
