/**
 * The script of the pre-rendered pages (client/scripts/build.mjs puts it in their head in place
 * of the app's own script tag). The page's HTML is already complete, so the browser paints it
 * first; only then are the app's modules fetched (all at once) and run, and React hydrates what
 * is on screen. On a slow phone this keeps parsing and running the app out of the first paint.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-app-modules]');
const [entry, ...dependencies] = (script?.dataset.appModules ?? '').split(' ').filter(Boolean);

// A tap on a button before the app has taken over would do nothing: it is held, and replayed once
// main.tsx announces the hydrated layout with this event. Links work without the app.
const held: HTMLElement[] = [];
function hold(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  if (!held.includes(button)) held.push(button);
}
document.addEventListener('click', hold, true);
window.addEventListener(
  'app:hydrated',
  () => {
    document.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  },
  { once: true },
);

let started = false;
function startApp() {
  if (started || !entry) return;
  started = true;
  for (const href of dependencies) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

// A timer queued from a frame callback runs once that frame has been painted. The plain timer
// covers tabs opened in the background, which paint no frames until they are shown.
requestAnimationFrame(() => setTimeout(startApp, 0));
setTimeout(startApp, 1000);
