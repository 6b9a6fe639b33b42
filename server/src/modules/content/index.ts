// The content module's public surface: the one cache other modules answer their public GETs from.
export { AnswerWithHeaders, createPublicReads, type PublicTables } from './content-cache.js';
