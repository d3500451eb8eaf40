/** An ILIKE pattern for text that contains `text` as typed: its %, _ and \ match themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;
