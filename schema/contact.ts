/**
 * Where visitors write to the site (the contact page's `{email}`, the Organization structured data):
 * a fictional address on the site's domain.
 */
export const CONTACT_EMAIL = "contact@betcompare-cyprus.example";
