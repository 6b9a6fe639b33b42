/**
 * The number inputs of every form: text inputs with a numeric keyboard, never `type=number`
 * (docs/architecture.md §9): a number input drops "74,5" (the Colombian decimal comma) or reads
 * it as 745 depending on the browser's language, and changes on a scroll. The shared schema reads
 * the text (fields.ts: parseDecimal, parseWholeNumber), so "74,5" and "74.5" both read 74.5.
 */
export const DECIMAL_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
export const WHOLE_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;
