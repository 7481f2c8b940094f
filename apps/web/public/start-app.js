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
  // What is typed into the server's HTML before the app has taken the page over would be lost: the form library sets
  // its fields to their defaults as it takes them over (hydration keeps the same elements), and a form sent meanwhile
  // would post natively (a "page not found", the message lost). So typed values are remembered and put back a task
  // after the app is ready, and a send waits for the app and then goes through the app's own handler (ADR 085, 091).
  const notReady = () => document.documentElement.dataset.app !== 'ready';
  const isField = (element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
  const typed = new Map();
  // Deleted first: the map's order is then the order of the last changes, so of a radio group the last choice wins.
  const remember = (field) => {
    typed.delete(field);
    typed.set(field, { value: field.value, checked: field.checked });
  };
  let earlySend = null;
  // The events are sent even where the element already shows the value: a field the app keeps in its own state was
  // not told while it was server HTML (hydration keeps what the element shows and changes no state).
  const tell = (field) => {
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const putBack = (field, { value, checked }) => {
    if (!field.isConnected) return;
    if (field.type === 'file') {
      // A file cannot be put back by script, but the element still holds it: the app only has to hear of it.
      if (field.files?.length) tell(field);
      return;
    }
    if (field.type === 'checkbox' || field.type === 'radio') {
      // A radio is only ever switched on: its group switches the others off.
      if (field.type === 'radio' && !checked) return;
      field.checked = checked;
    } else {
      field.value = value;
    }
    tell(field);
  };
  const send = ({ form, submitter }) => {
    if (!form.isConnected) return;
    try {
      form.requestSubmit(submitter?.form === form ? submitter : undefined);
    } catch {
      form.requestSubmit();
    }
  };
  const whenReady = new MutationObserver(() => {
    if (notReady()) return;
    whenReady.disconnect();
    setTimeout(() => {
      for (const [field, state] of typed) {
        // One field that cannot be set must not cost the others, nor the send.
        try {
          putBack(field, state);
        } catch {}
      }
      // A task later: the app renders what it was told first, so its send handler sees it (a file in its own state).
      if (earlySend) setTimeout(() => send(earlySend), 0);
    }, 0);
  });
  whenReady.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  const onTyped = (event) => {
    if (notReady() && isField(event.target)) remember(event.target);
  };
  document.addEventListener('input', onTyped, true);
  document.addEventListener('change', onTyped, true);
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!notReady() || !(form instanceof HTMLFormElement)) return;
      event.preventDefault();
      for (const field of form.elements) if (isField(field)) remember(field);
      earlySend = { form, submitter: event.submitter };
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
