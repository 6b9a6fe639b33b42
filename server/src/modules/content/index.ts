// The content module's public surface: the one cache other modules answer their public GETs from,
// and the home page's hero for the page server.
export { AnswerWithHeaders, createPublicReads, type PublicTables } from './content-cache.js';
export { homePage } from './home-page.js';
export { answerBySlug } from './slug-reads.js';
