import { describe, expect, it } from 'vitest';
import { isSafeHref, renderMarkdown, sanitizeRenderedHtml, youtubeId, YOUTUBE_DEFAULT_LABEL } from './markdown.js';
import { unsafeParts } from '../../test/helpers/html-safety.js';
import { HOSTILE_MARKDOWN } from '../../test/helpers/hostile-markdown.js';

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
    const { html } = renderMarkdown(
      '[tienda](/tienda) [arriba](#inicio) [otro](https://ejemplo.com/a?b=1&c=2) [correo](mailto:hola@ejemplo.com) https://ejemplo.org',
    );
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
    for (const ok of ['https://ejemplo.com', 'http://ejemplo.com/x', 'mailto:a@b.co', 'tel:+573001234567', '/tienda', '#x'])
      expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' /x',
      '//evil.example',
      '/\\evil.example',
      'data:x',
      'vbscript:x',
      'http://',
      'ftp://x',
      'https://a b',
    ]) {
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
