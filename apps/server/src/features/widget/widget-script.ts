import { WIDGET_MESSAGE_TYPE, WIDGET_PAGE_PREFIX } from '@platform/core';

/**
 * `/widget/reserveren.js` (ADR 058): turns every `<div data-foodee-reserveren="<venueId>">` on a venue's own site
 * into an iframe of `/widget/reserveren/<venueId>`, and sets the frame's height from the page's `postMessage`.
 * The origin is read from the script's own address, so one file works behind any proxy or domain.
 */

export function widgetScript(fallbackOrigin: string): string {
  return `/* Foodee reserveerwidget */
(function () {
  'use strict';
  var script = document.currentScript;
  var origin = ${JSON.stringify(fallbackOrigin)};
  try { if (script && script.src) origin = new URL(script.src).origin; } catch (e) {}
  var uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  var frames = [];
  function mount(el) {
    if (el.getAttribute('data-foodee-geladen') === '1') return;
    var venueId = (el.getAttribute('data-foodee-reserveren') || '').trim();
    if (!uuid.test(venueId)) return;
    el.setAttribute('data-foodee-geladen', '1');
    var frame = document.createElement('iframe');
    frame.src = origin + ${JSON.stringify(WIDGET_PAGE_PREFIX)} + encodeURIComponent(venueId);
    frame.title = el.getAttribute('data-titel') || 'Reserveer een tafel';
    frame.loading = 'lazy';
    frame.style.width = '100%';
    frame.style.minHeight = '420px';
    frame.style.border = '0';
    frame.style.display = 'block';
    frame.setAttribute('allow', 'clipboard-write');
    el.innerHTML = '';
    el.appendChild(frame);
    frames.push(frame);
  }
  function mountAll() {
    var nodes = document.querySelectorAll('[data-foodee-reserveren]');
    for (var i = 0; i < nodes.length; i++) mount(nodes[i]);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || !event.data || event.data.type !== ${JSON.stringify(WIDGET_MESSAGE_TYPE)}) return;
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source && typeof event.data.height === 'number') {
        frames[i].style.height = Math.max(200, Math.ceil(event.data.height)) + 'px';
      }
    }
  });
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountAll);
  else mountAll();
})();
`;
}
