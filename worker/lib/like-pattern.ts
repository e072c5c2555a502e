/** LIKE's wildcards, escaped so a search for 'a_b' finds exactly that (use with `escape '\'`). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
