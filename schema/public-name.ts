/**
 * How a user appears in public (the leaderboard, reviews): their username, else "User " and the
 * first characters of their id. Never anything taken from their e-mail address or their real name:
 * an address's local part is often the person's name.
 */
export const PUBLIC_ID_LENGTH = 8;

/** The part of a user's id that stands for them in public when they have no username. */
export const publicIdOf = (userId: string) => userId.slice(0, PUBLIC_ID_LENGTH);
