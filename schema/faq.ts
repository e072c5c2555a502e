/**
 * The FAQ's shape: seven categories, each with its questions. The texts are UI strings
 * (`faq.category.{category}`, `faq.{category}.q{n}` and `faq.{category}.a{n}`).
 */
export const FAQ_CATEGORIES = [
  { id: "licensing", count: 3 },
  { id: "registration", count: 3 },
  { id: "payments", count: 3 },
  { id: "bonuses", count: 3 },
  { id: "betting", count: 3 },
  { id: "safety", count: 3 },
  { id: "terminology", count: 3 },
] as const;
