import { describe, expect, it } from 'vitest';
import { isSafeHref, renderMarkdown, sanitizeRenderedHtml, youtubeId, YOUTUBE_DEFAULT_LABEL } from './markdown.js';
import { unsafeParts } from '../../test/helpers/html-safety.js';

/**
 * The hostile Markdown corpus (issue #27): the admin account is treated as compromised. Each case
 * must come out inert — checked by parsing the output as a browser does and walking every element
 * and attribute against the allow-list (test/helpers/html-safety.ts), not by searching for words
 * (a refused link stays on the page as harmless text). The same corpus goes through the HTTP API
 * and the served page in modules/blog/blog-hostile-markdown.test.ts.
 */
export const HOSTILE_MARKDOWN: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script tag split over lines': '<scr\nipt>alert(1)</scr\nipt>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'svg onload': '<svg onload=alert(1)><circle r="10"/></svg>',
  'svg with script': '<svg><script>alert(1)</script></svg>',
  iframe: '<iframe src="https://evil.example/"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'object and embed': '<object data="evil.swf"></object><embed src="evil.swf">',
  'style element': '<style>body{display:none}</style>',
  'style attribute': '<p style="position:fixed;top:0">tapa la página</p>',
  'a with data: href': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  'form and input': '<form action="https://evil.example"><input name="clave"></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  'base tag': '<base href="https://evil.example/">',
  'html comment': '<!-- <script>alert(1)</script> -->',
  'javascript link': '[clic](javascript:alert(1))',
  'javascript link, mixed case': '[clic](JaVaScRiPt:alert(1))',
  'javascript link, leading spaces in angle brackets': '[clic](<  javascript:alert(1)>)',
  'javascript link, entity-encoded letter': '[clic](java&#115;cript:alert(1))',
  'javascript link, hex entity': '[clic](&#x6A;avascript:alert(1))',
  'javascript link, named colon entity': '[clic](javascript&colon;alert(1))',
  'javascript link, tab inside': '[clic](java\tscript:alert(1))',
  'javascript link, newline inside angle brackets': '[clic](<java\nscript:alert(1)>)',
  'javascript link, percent-encoded': '[clic](javascript%3Aalert(1))',
  'javascript link, escaped colon': '[clic](javascript\\:alert(1))',
  'vbscript link': '[clic](vbscript:msgbox(1))',
  'file link': '[clic](file:///etc/passwd)',
  'data link': '[clic](data:text/html,<script>alert(1)</script>)',
  'data image link': '[clic](data:image/png;base64,iVBORw0KGgo=)',
  'reference link to javascript': '[clic][1]\n\n[1]: javascript:alert(1)',
  'reference link to javascript with title': '[clic][x]\n\n[x]: <javascript:alert(1)> "título"',
  'autolink javascript': '<javascript:alert(1)>',
  'autolink vbscript': '<vbscript:msgbox(1)>',
  'autolink data': '<data:text/html,<script>alert(1)</script>>',
  'nested brackets': '[[clic](javascript:alert(1))](https://ejemplo.com)',
  'link inside image alt': '![[x](javascript:alert(1))](/uploads/blog/a.webp)',
  'image with onerror smuggled in the URL': '![x](/uploads/blog/a.webp" onerror="alert(1))',
  'image with javascript src': '![x](javascript:alert(1))',
  'foreign image': '![rastreo](https://evil.example/pixel.gif)',
  'protocol-relative image': '![x](//evil.example/pixel.gif)',
  'image climbing out of uploads': '![x](/uploads/../server/src/config.ts)',
  'image as data URI': '![x](data:image/png;base64,iVBORw0KGgo=)',
  'image as svg data URI': '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  'protocol-relative link': '[clic](//evil.example)',
  'backslash link': '[clic](/\\evil.example)',
  'entities that rebuild a tag': '&lt;script&gt;alert(1)&lt;/script&gt;',
  'numeric entities that rebuild a tag': '&#60;img src=x onerror=alert(1)&#62;',
  'entities inside an inline code': '`<script>alert(1)</script>`',
  'fenced html block': '```html\n<script>alert(1)</script>\n```',
  'link title with quotes': '[clic](https://ejemplo.com "a\\" onmouseover=\\"alert(1)")',
  'link with event attribute attempt': '[clic](https://ejemplo.com){onclick=alert(1)}',
  'table cell with html': '| a |\n| - |\n| <img src=x onerror=alert(1)> |',
  'html inside a list': '- <b onclick="alert(1)">x</b>\n- <a href="javascript:alert(1)">y</a>',
  'heading with html': '# <img src=x onerror=alert(1)> título',
  'youtube lookalike host': 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  'youtube id with a quote': 'https://www.youtube.com/watch?v=dQw4w9WgX"Q',
  'bare javascript in text': 'javascript:alert(1)',
  'unicode line separator tricks': '[clic](java\u2028script:alert(1))',
  'null byte': '[clic](java\u0000script:alert(1))',
};

describe('Markdown: what the team writes becomes the expected HTML', () => {
  it('renders headings (the page owns h1), paragraphs, emphasis, lists, quotes, code and tables', () => {
    const { html } = renderMarkdown(
      '# Título\n\n## Sección\n\nTexto con **negrita**, *cursiva* y ~~tachado~~.\n\n- uno\n- dos\n\n3. tres\n4. cuatro\n\n> cita\n\n`código` y\n\n```\nbloque < 1\n```\n\n| Col | Num |\n| :-- | --: |\n| a | 1 |\n\n---',
    );
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<h2>Sección</h2>');
    expect(html).toContain('<strong>negrita</strong>');
    expect(html).toContain('<em>cursiva</em>');
    expect(html).toContain('<s>tachado</s>');
    expect(html).toContain('<ul>\n<li>uno</li>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<blockquote>\n<p>cita</p>\n</blockquote>');
    expect(html).toContain('<code>código</code>');
    expect(html).toContain('<pre><code>bloque &lt; 1\n</code></pre>');
    expect(html).toContain('<th class="alinear-izquierda">Col</th>');
    expect(html).toContain('<td class="alinear-derecha">1</td>');
    expect(html).toContain('<hr />');
    expect(html).not.toContain('style=');
    expect(unsafeParts(html)).toEqual([]);
  });

  it('marks external links nofollow and leaves the site’s own links alone', () => {
    const { html } = renderMarkdown('[tienda](/tienda) [arriba](#inicio) [otro](https://ejemplo.com/a?b=1&c=2) [correo](mailto:hola@ejemplo.com) https://ejemplo.org');
    expect(html).toContain('<a href="/tienda">tienda</a>');
    expect(html).toContain('<a href="#inicio">arriba</a>');
    expect(html).toContain('<a href="https://ejemplo.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">otro</a>');
    expect(html).toContain('<a href="mailto:hola@ejemplo.com">correo</a>');
    expect(html).toContain('<a href="https://ejemplo.org" rel="noopener noreferrer nofollow">https://ejemplo.org</a>');
  });

  it('keeps images of our own uploads, lazily loaded, and drops any other', () => {
    const { html } = renderMarkdown('![Batido verde](/uploads/blog/abc123.webp "Verde")\n\n![fuera](https://ejemplo.com/x.png)');
    expect(html).toContain('<img src="/uploads/blog/abc123.webp" alt="Batido verde" title="Verde" loading="lazy" decoding="async" />');
    expect(html).not.toContain('ejemplo.com');
    expect(html).not.toContain('fuera');
  });

  it('turns a line holding only a YouTube link into a click-to-load embed, and leaves a link in a sentence alone', () => {
    for (const line of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      '<https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30>',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      const { html } = renderMarkdown(`Antes\n\n${line}\n\nDespués`);
      expect(html, line).toContain(
        `<figure class="video-youtube" data-youtube-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener noreferrer nofollow">${YOUTUBE_DEFAULT_LABEL}</a></figure>`,
      );
      // nothing is fetched from YouTube until a click: no iframe, no thumbnail
      expect(html).not.toMatch(/<iframe|<img|ytimg/);
    }
    expect(renderMarkdown('[Mira la receta](https://youtu.be/dQw4w9WgXcQ)').html).toContain('>Mira la receta</a></figure>');
    const inSentence = renderMarkdown('Mira https://youtu.be/dQw4w9WgXcQ hoy').html;
    expect(inSentence).not.toContain('figure');
    expect(inSentence).toContain('<a href="https://youtu.be/dQw4w9WgXcQ" rel="noopener noreferrer nofollow">');
  });

  it('reads YouTube addresses strictly', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=x')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('https://evil.example/youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('javascript://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgX"Q')).toBeNull();
  });

  it('counts the words a reader sees', () => {
    expect(renderMarkdown('## Uno dos\n\ntres **cuatro** [cinco](/x) — ¡seis!').words).toBe(6);
  });
});

describe('Markdown: the hostile corpus comes out inert', () => {
  for (const [name, markdown] of Object.entries(HOSTILE_MARKDOWN)) {
    it(name, () => {
      const { html } = renderMarkdown(markdown);
      // Parsed as a browser would: no element or attribute outside the allow-list (an event
      // attribute included), no link or image address outside what is allowed.
      expect(unsafeParts(html), html).toEqual([]);
      // A raw '<' only ever opens an element (text has it escaped), so none of these exists.
      expect(html).not.toMatch(/<(script|svg|iframe|object|embed|style|form|input|meta|base|math|template)\b/i);
    });
  }

  it('every case together, in one post', () => {
    const { html } = renderMarkdown(Object.values(HOSTILE_MARKDOWN).join('\n\n'));
    expect(unsafeParts(html)).toEqual([]);
  });
});

describe('Markdown: the sanitiser alone (the second wall) holds raw HTML', () => {
  it('strips raw markup that the Markdown step would never have let through', () => {
    const html = sanitizeRenderedHtml(
      '<p onclick="alert(1)" style="color:red">a</p><script>alert(1)</script><svg><text>b</text></svg><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">c</a><a href="JAVAscript&#58;alert(1)">d</a><a href=" &#14; javascript:alert(1)">e</a><a href="data:text/html,x">f</a>' +
        '<a href="https://ejemplo.com" target="_blank" rel="opener">g</a><img src="https://evil.example/x.gif"><img src="/uploads/blog/a.webp" onerror="alert(1)">' +
        '<figure class="video-youtube" data-youtube-id="x&quot; onload=&quot;alert(1)">h</figure><figure data-youtube-id="dQw4w9WgXcQ" class="video-youtube otra">i</figure>' +
        '<h1>Título</h1><div>div</div><span style="x">span</span>',
    );
    expect(unsafeParts(html), html).toEqual([]);
    expect(html).toContain('<p>a</p>');
    expect(html).toContain('<a href="https://ejemplo.com" rel="noopener noreferrer nofollow">g</a>');
    expect(html).toContain('<img src="/uploads/blog/a.webp" alt="" loading="lazy" decoding="async" />');
    expect(html).toContain('<h2>Título</h2>');
    expect(html).not.toContain('evil.example');
  });

  it('accepts only links to the web, mail, phone or this site', () => {
    for (const ok of ['https://ejemplo.com', 'http://ejemplo.com/x', 'mailto:a@b.co', 'tel:+573001234567', '/tienda', '#x']) expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', ' /x', '//evil.example', '/\\evil.example', 'data:x', 'vbscript:x', 'http://', 'ftp://x', 'https://a b']) {
      expect(isSafeHref(bad), bad).toBe(false);
    }
  });
});

describe('the inertness check itself finds what it must', () => {
  it('flags elements, event attributes, styles and addresses outside the allow-list', () => {
    expect(unsafeParts('<script>alert(1)</script>')).toEqual(['element <script>']);
    expect(unsafeParts('<img src=x onerror=alert(1)>')).toEqual(expect.arrayContaining(['attribute onerror on <img>', 'src "x"']));
    expect(unsafeParts('<p style="color:red">a</p>')).toEqual(['attribute style on <p>']);
    expect(unsafeParts('<a href="JavaScript&#58;alert(1)">a</a>')).toEqual(['href "JavaScript:alert(1)"']);
    expect(unsafeParts('<a href="https://ejemplo.com">a</a>')).toEqual(['external link without rel: https://ejemplo.com']);
    expect(unsafeParts('<svg><a href="/x">a</a></svg>')).toContain('element <svg>');
    expect(unsafeParts('<img src="/uploads/blog/../x.webp">')).toEqual(['src "/uploads/blog/../x.webp"']);
  });
});
