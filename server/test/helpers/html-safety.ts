import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * What a blog post's HTML may contain once sanitised (server/src/lib/markdown.ts), per element.
 * The check parses the HTML as a browser does (parse5 follows the HTML standard) and walks every
 * element, so an attack that only works after the browser re-reads the markup is seen as it would be.
 */
const ALLOWED: Record<string, readonly string[]> = {
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'rel'],
  strong: [],
  em: [],
  s: [],
  blockquote: [],
  code: [],
  pre: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['class'],
  td: ['class'],
  img: ['src', 'alt', 'title', 'loading', 'decoding'],
  figure: ['class', 'data-youtube-id'],
};

const SAFE_HREF = /^(?:https?:\/\/[^\s\\]+|mailto:[^\s\\]+|tel:[^\s\\]+|#[^\s\\]*|\/(?![/\\])[^\s\\]*)$/i;
const OWN_IMAGE = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node as Element;
  // <template> content is a separate fragment.
  const content = (node as { content?: Node }).content;
  if (content) yield* elements(content);
  for (const child of (node as { childNodes?: Node[] }).childNodes ?? []) yield* elements(child);
}

/** Every reason the fragment is not inert (empty when it is safe to put in a page). */
export function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const el of elements(parseFragment(html) as unknown as Node)) {
    const allowed = ALLOWED[el.tagName];
    if (!allowed) {
      problems.push(`element <${el.tagName}>`);
      continue;
    }
    for (const { name, value } of el.attrs) {
      if (!allowed.includes(name)) problems.push(`attribute ${name} on <${el.tagName}>`);
      if (name === 'href' && !SAFE_HREF.test(value)) problems.push(`href ${JSON.stringify(value)}`);
      if (name === 'src' && !(OWN_IMAGE.test(value) && !value.includes('..'))) problems.push(`src ${JSON.stringify(value)}`);
      if (name === 'data-youtube-id' && !/^[A-Za-z0-9_-]{11}$/.test(value)) problems.push(`data-youtube-id ${JSON.stringify(value)}`);
      if (name === 'rel' && !(el.attrs.find((a) => a.name === 'href')?.value ?? '').match(/^https?:/i))
        problems.push('rel on a link of the site');
    }
    if (el.tagName === 'a') {
      const href = el.attrs.find((a) => a.name === 'href')?.value;
      if (href && /^https?:/i.test(href) && el.attrs.find((a) => a.name === 'rel')?.value !== 'noopener noreferrer nofollow') {
        problems.push(`external link without rel: ${href}`);
      }
    }
  }
  return problems;
}

/** The elements of a whole document matching `tagName` (to find the post's article in a served page). */
export function findElements(html: string, tagName: string): Element[] {
  return [...elements(parse(html) as unknown as Node)].filter((el) => el.tagName === tagName);
}

/** The element with this id in a whole document. */
export function elementById(html: string, id: string): Element | undefined {
  return [...elements(parse(html) as unknown as Node)].find((el) => el.attrs.some((a) => a.name === 'id' && a.value === id));
}

/** The text an element shows. */
export function textOf(node: Node): string {
  if ((node as { nodeName: string }).nodeName === '#text') return (node as { value: string }).value;
  return ((node as { childNodes?: Node[] }).childNodes ?? []).map(textOf).join('');
}
