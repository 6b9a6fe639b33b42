/**
 * The post body's YouTube figures (`figure[data-youtube-id]`, server/src/lib/markdown.ts) become
 * a button; only a click inserts the youtube-nocookie iframe, so nothing is asked of YouTube
 * before the reader wants the video (the CSP's frame-src allows that one origin).
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export function enhanceYoutubeFigures(root: HTMLElement): void {
  for (const figure of root.querySelectorAll<HTMLElement>('figure[data-youtube-id]')) {
    const id = figure.dataset.youtubeId ?? '';
    if (!VIDEO_ID.test(id) || figure.querySelector('button, iframe')) continue;
    const link = figure.querySelector('a');
    const label = link?.textContent?.trim() || 'Ver el video';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'blog-video-play';
    button.textContent = `▶ Reproducir video: ${label}`;
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
      frame.title = label;
      frame.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture';
      frame.allowFullscreen = true;
      frame.loading = 'lazy';
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      figure.replaceChildren(frame);
      frame.focus();
    });
    const note = document.createElement('figcaption');
    note.className = 'blog-video-note';
    note.textContent = 'El video se carga desde YouTube solo cuando lo reproduces.';
    figure.replaceChildren(button, note);
    if (link) note.append(' ', link);
  }
}
