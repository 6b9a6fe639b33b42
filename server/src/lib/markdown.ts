import markdownIt, { type MarkdownIt, type StateCore, type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown written in the back office → the HTML a public page shows (blog posts).
 *
 * The admin account is treated as possibly compromised, so there are two walls. markdown-it runs
 * with `html: false`: raw HTML in the Markdown is text, never markup, and its link check refuses
 * `javascript:`, `vbscript:`, `file:` and `data:` destinations however they are spelt (entities,
 * case, escapes are decoded first). Then sanitize-html keeps only an allow-list of elements and
 * attributes and checks every URL again: links to http(s), mailto, tel or a path of this site;
 * images only from our own `/uploads/`; no event attribute, no style, no class but ours.
 *
 * A paragraph holding only a YouTube link becomes a click-to-load embed: a `<figure>` carrying
 * `data-youtube-id` around a plain link to the video. Nothing is fetched from YouTube until the
 * reader asks (the client swaps it for an iframe to youtube-nocookie.com on a click, which the CSP
 * allows in `frame-src`); without JavaScript it stays a link.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** The video id of a YouTube address (watch, youtu.be, shorts, embed, live), or null. */
export function youtubeId(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && ['shorts', 'embed', 'live'].includes(parts[0])) id = parts[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Where the figure's link goes (and what a reader without JavaScript opens). */
const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The label a YouTube embed shows when the Markdown gave none (a bare address). */
export const YOUTUBE_DEFAULT_LABEL = 'Ver el video en YouTube';

/**
 * The one YouTube link of an inline run, when the run holds nothing else but spaces: a bare
 * address (linkified), an autolink `<https://…>` or `[texto](https://…)`.
 */
function soleYoutubeLink(inline: Token): { id: string; label: string } | null {
  const children = (inline.children ?? []).filter((t) => !(t.type === 'text' && t.content.trim() === ''));
  if (children.length < 2 || children[0].type !== 'link_open' || children[children.length - 1].type !== 'link_close') return null;
  const inner = children.slice(1, -1);
  if (!inner.every((t) => t.type === 'text' || t.type === 'code_inline')) return null;
  const id = youtubeId(String(children[0].attrGet('href') ?? ''));
  if (!id) return null;
  const text = inner
    .map((t) => t.content)
    .join('')
    .trim();
  const bare = children[0].markup === 'linkify' || children[0].markup === 'autolink' || text === '' || /^https?:\/\//i.test(text);
  return { id, label: bare ? YOUTUBE_DEFAULT_LABEL : text };
}

function createRenderer(): MarkdownIt {
  const md = markdownIt({ html: false, linkify: true, typographer: false });
  // An e-mail address in running text stays text (no mailto: harvested from a phrase).
  md.linkify.set({ fuzzyEmail: false });
  md.core.ruler.push('youtube_embed', (state: StateCore) => {
    const tokens = state.tokens;
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [open, inline, close] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      if (open.type !== 'paragraph_open' || open.level !== 0 || inline.type !== 'inline' || close.type !== 'paragraph_close') continue;
      const video = soleYoutubeLink(inline);
      if (!video) continue;
      // Built here from a checked id and an escaped label; the sanitiser checks it again.
      const block = new state.Token('html_block', '', 0);
      block.content =
        `<figure class="video-youtube" data-youtube-id="${video.id}">` +
        `<a href="${youtubeWatchUrl(video.id)}">${md.utils.escapeHtml(video.label)}</a></figure>\n`;
      tokens.splice(i, 3, block);
    }
  });
  return md;
}

const md = createRenderer();

/** Our own media: `/uploads/<kind>/<file>`, nothing that climbs out of it. */
const OWN_IMAGE = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** A path of this site ('/tienda', '/blog/x#y'): one leading slash, never '//' or '/\' (another host). */
const SITE_PATH = /^\/(?![/\\])/;
const ALLOWED_LINK = /^(?:https?:\/\/|mailto:|tel:|#)/i;

/** True for a link the page may carry; everything else loses its href. */
export function isSafeHref(href: string): boolean {
  // Browsers drop tabs and newlines inside URLs and read a backslash as a slash: refuse them outright.
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(href)) return false;
  if (SITE_PATH.test(href)) return true;
  if (!ALLOWED_LINK.test(href)) return false;
  if (!/^https?:/i.test(href)) return true;
  try {
    return Boolean(new URL(href).hostname);
  } catch {
    return false;
  }
}

const isExternal = (href: string) => /^https?:\/\//i.test(href);

const TABLE_ALIGN: Record<string, string> = { left: 'alinear-izquierda', center: 'alinear-centro', right: 'alinear-derecha' };

/** markdown-it writes a table column's alignment as a style; styles are refused, so it becomes one of our classes. */
function tableCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const align = /^text-align:\s*(left|center|right)$/.exec(attribs.style ?? '')?.[1];
  return { tagName, attribs: align ? { class: TABLE_ALIGN[align] } : {} };
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    's',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'decoding'],
    ol: ['start'],
    figure: ['class', 'data-youtube-id'],
    th: ['class'],
    td: ['class'],
  },
  allowedClasses: {
    figure: ['video-youtube'],
    th: Object.values(TABLE_ALIGN),
    td: Object.values(TABLE_ALIGN),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  // Raw HTML never reaches here as markup (html: false); whatever does is dropped with its content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'embed', 'template', 'title'],
  transformTags: {
    // The page's title is its only h1.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!isSafeHref(href)) return { tagName, attribs: {} };
      return {
        tagName,
        attribs: {
          href,
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(isExternal(href) ? { rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        src: attribs.src ?? '',
        alt: attribs.alt ?? '',
        ...(attribs.title ? { title: attribs.title } : {}),
        loading: 'lazy',
        decoding: 'async',
      },
    }),
    figure: (tagName, attribs) => {
      const id = attribs['data-youtube-id'] ?? '';
      const attribsOut: sanitizeHtml.Attributes =
        YOUTUBE_ID.test(id) && attribs.class === 'video-youtube' ? { class: 'video-youtube', 'data-youtube-id': id } : {};
      return { tagName, attribs: attribsOut };
    },
    th: tableCell,
    td: tableCell,
  },
  exclusiveFilter: (frame) =>
    // A picture from elsewhere (tracking, hot-linking) or outside our folders goes, alt text and all;
    // a figure is only ever our YouTube embed.
    (frame.tag === 'img' && (!OWN_IMAGE.test(frame.attribs.src ?? '') || (frame.attribs.src ?? '').includes('..'))) ||
    (frame.tag === 'figure' && !frame.attribs['data-youtube-id']),
};

/** The sanitiser alone, for HTML that did not come from `renderMarkdown` (and to test the second wall by itself). */
export function sanitizeRenderedHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

export interface RenderedMarkdown {
  html: string;
  /** Words of the text the reader sees. */
  words: number;
}

/** Markdown → sanitised HTML, and the number of words it shows (reading time). */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const html = sanitizeRenderedHtml(md.render(markdown));
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[a-z0-9#]+;/gi, ' ');
  return { html, words: text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length };
}
