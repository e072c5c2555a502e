type Named = { firstName?: string | null; lastName?: string | null };

/** "First Last" from whichever parts exist, or null when the user has no name at all. */
export function fullName(user: Named): string | null {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || null;
}

/** Up to two capital initials (first and last name); "?" for someone without a name. */
export function initials(user: Named): string {
  const letters = [user.firstName, user.lastName]
    .map((part) => Array.from(part?.trim() ?? "")[0])
    .filter((letter): letter is string => !!letter)
    .join("");
  return letters ? letters.toLocaleUpperCase() : "?";
}
