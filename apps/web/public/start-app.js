// Starts the web app on a page the server rendered, after that page's first paint (ADR 079): the server's HTML and
// styles get the connection to themselves, so the text shows before the app's code arrives. The server writes the
// entry and its modulepreloads into this script's data attributes, in place of the build's own tags.
(() => {
  const me = document.currentScript;
  if (!me) return;
  const entry = me.dataset.entry;
  const preloads = (me.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  // Starting a fetch is main-thread work (≈ 8 ms per link at a phone's speed): the entry and the first links in one
  // task, the rest a few per task, so no task is long (issue 21). The module loader asks for whatever is not yet asked.
  const PER_TASK = 4;
  const insert = (from) => {
    const parts = document.createDocumentFragment();
    if (from === 0) {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      parts.append(script);
    }
    for (const href of preloads.slice(from, from + PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      parts.append(link);
    }
    document.head.append(parts);
    if (from + PER_TASK < preloads.length) setTimeout(() => insert(from + PER_TASK), 0);
  };
  const start = () => {
    if (started || !entry) return;
    started = true;
    insert(0);
  };
  // A form sent before the app has taken the page over would post natively: a "page not found" for the visitor and
  // the message lost. The send waits for the app instead: the values typed so far are put back (the form library
  // sets its fields to their defaults as it takes them over; hydration keeps the same elements) and the form is sent
  // through the app's own handler, a task after the app is ready.
  let earlySend = null;
  const sendWhenReady = new MutationObserver(() => {
    if (document.documentElement.dataset.app !== 'ready') return;
    sendWhenReady.disconnect();
    setTimeout(() => earlySend?.(), 0);
  });
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (document.documentElement.dataset.app === 'ready' || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      const typed = [...form.elements]
        .filter(
          (field) =>
            field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement,
        )
        .map((field) => ({ field, value: field.value, checked: field.checked }));
      const submitter = event.submitter;
      if (!earlySend) sendWhenReady.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
      earlySend = () => {
        if (!form.isConnected) return;
        for (const { field, value, checked } of typed) {
          if (field.type === 'checkbox' || field.type === 'radio') {
            if (field.checked !== checked) field.click();
          } else if (field.value !== value) {
            field.value = value;
            // Text fields report by `input`, a select by `change` (as the app listens under Preact).
            field.dispatchEvent(new Event('input', { bubbles: true }));
            field.dispatchEvent(new Event('change', { bubbles: true }));
          }
        }
        try {
          form.requestSubmit(submitter?.form === form ? submitter : undefined);
        } catch {
          form.requestSubmit();
        }
      };
    },
    true,
  );
  // The timer first: a browser that delays frames (or has none) still starts within a second.
  setTimeout(start, 1000);
  // A tab in the background paints nothing and gets no animation frames: it starts at once. Otherwise the frame after
  // the first paint.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
