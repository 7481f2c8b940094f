// Starts the web app on a page the server rendered, after that page's first paint (ADR 079): the server's HTML and
// styles get the connection to themselves, so the text shows before the app's code arrives. The server writes the
// entry and its modulepreloads into this script's data attributes, in place of the build's own tags.
(() => {
  const me = document.currentScript;
  if (!me) return;
  const entry = me.dataset.entry;
  const preloads = (me.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started || !entry) return;
    started = true;
    // One insertion for all of them: each link added to the document on its own cost a phone a few milliseconds.
    const parts = document.createDocumentFragment();
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      parts.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    parts.append(script);
    document.head.append(parts);
  };
  // The timer first: a browser that delays frames (or has none) still starts within a second.
  setTimeout(start, 1000);
  // A tab in the background paints nothing and gets no animation frames: it starts at once. Otherwise the frame after
  // the first paint.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
