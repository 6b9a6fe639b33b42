/**
 * The site search, without zod: what both sides need to agree on. The server indexes
 * each document's words with `indexWords` and looks a query up with `queryStems`; the client's
 * dialog highlights the words of a result with `highlightParts`, which applies the same rule, so a
 * highlighted word is one the server matched. `search.ts` re-exports this with the query's schema.
 *
 * Spanish as people type it: accents and capitals never matter (everything is folded to a–z and
 * digits), singular and plural meet at one stem (`stemWord`), and every word of a query is the
 * beginning of a word of the document ("hidrat" finds "hidratación"; from three letters on, a
 * shorter one finds only itself: "té").
 */

export const SEARCH_ENDPOINT = '/buscar';

/** The kinds of results, in the order the dialog shows a tie; their group headings. */
export const SEARCH_TIPOS = ['producto', 'entrada', 'reto', 'pagina'] as const;
export type SearchTipo = (typeof SEARCH_TIPOS)[number];
export const SEARCH_TIPO_LABELS: Record<SearchTipo, string> = {
  producto: 'Productos',
  entrada: 'Blog',
  reto: 'Retos',
  pagina: 'Páginas',
};

/** One result of `GET /api/buscar?q=`. */
export interface SearchResult {
  tipo: SearchTipo;
  titulo: string;
  resumen: string;
  /** The page's path on this site (`/tienda/…`, `/blog/…`). */
  url: string;
}

export const SEARCH_LIMITS = {
  /** Characters of a query (longer is a 400). */
  q: 100,
  /** Words of a query looked up (the rest are ignored). */
  words: 6,
  /** Results of one answer. */
  results: 20,
  /** Results each kind that matches is sure to show before the others fill the rest by rank. */
  perKindFirst: 3,
  /** A word shorter than this is neither indexed nor looked up. */
  minWord: 2,
  /** A query word finds the words it begins from this length on; shorter, only itself ("té"). */
  minPrefix: 3,
  /** Longest stored word (longer ones are cut: their beginning still finds them). */
  maxWord: 40,
} as const;

export const SEARCH_MESSAGES = {
  qTooLong: `La búsqueda admite hasta ${SEARCH_LIMITS.q} caracteres.`,
  qInvalid: 'Escribe lo que quieres buscar.',
} as const;

/** Lower case, accents folded (ñ → n), blanks collapsed: the form every search compares. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Words that carry no meaning of their own: not indexed, and dropped from a query (folded). */
const STOPWORDS = new Set([
  'al',
  'como',
  'con',
  'de',
  'del',
  'el',
  'en',
  'es',
  'la',
  'las',
  'le',
  'les',
  'lo',
  'los',
  'mas',
  'me',
  'mi',
  'mis',
  'muy',
  'nos',
  'para',
  'pero',
  'por',
  'que',
  'se',
  'si',
  'sin',
  'su',
  'sus',
  'tu',
  'tus',
  'un',
  'una',
  'unas',
  'unos',
  'ya',
]);

const VOWEL = /[aeiou]/;

/**
 * One stem for a word's singular and plural (folded input): -ces → -z (luces → luz), -es after a
 * consonant (nutriciones → nutricion, meses → mes), -s after a vowel (batidos → batido); then a
 * final z → c and a final a/e/o go, so luz/luces, dulce/dulces, batido/batidos, clase/clases meet.
 * Words in -is/-us (análisis, dosis, virus) are their own plural. Numbers stay as they are.
 */
export function stemWord(word: string): string {
  if (/\d/.test(word)) return word;
  let s = word;
  if (s.length >= 5 && s.endsWith('ces')) s = `${s.slice(0, -3)}z`;
  else if (s.length >= 5 && s.endsWith('es') && !VOWEL.test(s[s.length - 3])) s = s.slice(0, -2);
  else if (s.length >= 4 && s.endsWith('s') && !/[siu]s$/.test(s)) s = s.slice(0, -1);
  if (s.endsWith('z')) s = `${s.slice(0, -1)}c`;
  if (s.length >= 4 && /[aeo]$/.test(s)) s = s.slice(0, -1);
  return s;
}

/** The folded words of a text, in order (anything but a–z and digits separates words). */
const foldedWords = (text: string): string[] =>
  foldForSearch(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const meaningful = (word: string) => word.length >= SEARCH_LIMITS.minWord && !STOPWORDS.has(word);

/** The distinct stems a text is found by (what the server stores for a document's field). */
export function indexWords(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of foldedWords(text)) if (meaningful(word)) stems.add(stemWord(word).slice(0, SEARCH_LIMITS.maxWord));
  return stems;
}

/**
 * The stems a query looks up, each the beginning of a stored stem. The last word, still being
 * typed, is kept even when it is a stopword ("con" on the way to "consejos"); empty when nothing
 * is left to look up.
 */
export function queryStems(q: string): string[] {
  const words = foldedWords(q);
  const typing = words.length > 0 && /[\p{L}\p{N}]$/u.test(q) ? words.length - 1 : -1;
  const stems: string[] = [];
  words.forEach((word, i) => {
    if (word.length < SEARCH_LIMITS.minWord || (i !== typing && STOPWORDS.has(word))) return;
    const stem = stemWord(word).slice(0, SEARCH_LIMITS.maxWord);
    if (!stems.includes(stem)) stems.push(stem);
  });
  return stems.slice(0, SEARCH_LIMITS.words);
}

/**
 * The whole stored stems a query's stem also finds, beyond its own beginning (or itself): the other
 * number of a word the stemmer cannot tell apart. A stem that kept its -s ("kiwis", "tes": a plural
 * of -i, -u or of a two-letter word looks like "dosis", "virus", "mes") also finds itself without it
 * ("kiwi", "te"); a two-letter one also finds its plural ("te" → "tes"). A variant no word has costs a
 * lookup that finds nothing ("dosis" → "dosi").
 */
export function stemVariants(query: string): string[] {
  const variants: string[] = [];
  if (query.length > SEARCH_LIMITS.minWord && query.endsWith('s') && !/\d/.test(query)) variants.push(query.slice(0, -1));
  if (query.length === SEARCH_LIMITS.minWord && !/\d/.test(query)) variants.push(`${query}s`);
  return variants;
}

/** Whether a stored stem is found by a query's stem: its beginning (itself when the query's is short), or a variant. */
export const stemMatches = (stored: string, query: string): boolean =>
  (query.length >= SEARCH_LIMITS.minPrefix ? stored.startsWith(query) : stored === query) || stemVariants(query).includes(stored);

/** Whether a word as written (accents, capitals) is one a query's stems find. */
function wordMatches(word: string, stems: readonly string[]): boolean {
  return foldedWords(word).some((w) => meaningful(w) && stems.some((s) => stemMatches(stemWord(w), s)));
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut into the words a query finds (match) and what lies between them, for the dialog to
 * wrap the matches in <mark> as text nodes (never HTML).
 */
export function highlightParts(text: string, q: string): HighlightPart[] {
  const stems = queryStems(q);
  const parts: HighlightPart[] = [];
  let last = 0;
  if (stems.length) {
    for (const m of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
      if (!wordMatches(m[0], stems)) continue;
      if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
      parts.push({ text: m[0], match: true });
      last = m.index + m[0].length;
    }
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
