/**
 * The words of a word-list setting (`paid-statuses`, `cancelled-statuses`, `open-statuses`),
 * separated by commas or semicolons; a word may hold spaces ('Baixa manual'). The element's settings
 * and the doctor's options read the same way.
 */
export const wordList = (value: string | undefined): string[] => value?.split(/[,;]/) ?? [];
