/** One text made pseudo: accented and about 40 % longer. */
export function pseudoText(text: string): string;
/** A pseudo copy of compiled Lingui messages (English in), ids unchanged. */
export function pseudoLocalize<T extends Record<string, unknown>>(messages: T): T;
