import type { SiteColours, SiteTemplate } from '@platform/core';

/** What differs per template: type, header layout and the shape of blocks. */
const TEMPLATE_CSS: Record<SiteTemplate, string> = {
  klassiek:
    'body{font-family:Georgia,"Times New Roman",serif}header{text-align:center;border-bottom:3px double var(--a)}nav ul{justify-content:center}h1,h2{font-weight:400;letter-spacing:.02em}.card{border-top:1px solid var(--a);padding:1rem 0}',
  modern:
    'body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}header{background:var(--a);color:#fff}header a{color:#fff}h1{font-size:clamp(2rem,6vw,3.2rem);line-height:1.05;font-weight:800}.card{border-left:4px solid var(--a);padding:.25rem 1rem;margin:1rem 0}',
  warm: 'body{font-family:"Trebuchet MS",Verdana,sans-serif}header{border-bottom:6px solid var(--a)}.card{background:color-mix(in srgb,var(--a) 7%,var(--b));border-radius:14px;padding:1rem 1.25rem;margin:1rem 0}h1,h2{color:var(--a)}img{border-radius:14px}',
};

/**
 * The whole stylesheet of a generated page, inline in its `<head>` (critical CSS: no request, no render blocking).
 * Colours arrive checked (`#rrggbb`, WCAG AA) by core's `SiteColoursSchema`.
 */
export function siteCss(template: SiteTemplate, colours: SiteColours): string {
  return [
    `:root{--a:${colours.accent};--b:${colours.background};--t:${colours.text}}`,
    '*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}',
    'body{margin:0;background:var(--b);color:var(--t);line-height:1.55;font-size:1.0625rem}',
    'a{color:var(--a)}a:focus-visible,summary:focus-visible{outline:3px solid var(--a);outline-offset:2px}',
    '.wrap{max-width:60rem;margin:0 auto;padding:0 1rem}',
    'header{padding:1rem 0}header p{margin:.25rem 0 0}',
    '.brand{font-size:1.5rem;font-weight:700;text-decoration:none;color:inherit}',
    'nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:.75rem 0 0;padding:0}',
    'nav a{display:inline-block;padding:.5rem .25rem;min-height:44px}nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}',
    'main{padding:1.5rem 0 2rem}h1{margin:.5rem 0 1rem}h2{margin:1.75rem 0 .5rem}',
    'img{max-width:100%;height:auto;display:block}',
    '.hero{aspect-ratio:16/9;object-fit:cover;width:100%;margin:0 0 1rem}',
    '.button{display:inline-block;background:var(--a);color:#fff;padding:.75rem 1.25rem;border-radius:6px;text-decoration:none;font-weight:700;min-height:44px}',
    'table{border-collapse:collapse;width:100%;max-width:28rem}td,th{text-align:left;padding:.3rem .5rem .3rem 0;vertical-align:top}',
    '.dish{display:flex;justify-content:space-between;gap:1rem}.dish h3{margin:0;font-size:1.05rem}.price{white-space:nowrap;font-weight:700}',
    '.small{font-size:.9rem}.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}',
    'iframe{width:100%;min-height:40rem;border:0}',
    '.booking summary{cursor:pointer;list-style:none}.booking summary::-webkit-details-marker{display:none}.booking[open] summary{margin-bottom:1rem}',
    '.booking summary:focus-visible,.button:focus-visible{outline:3px solid var(--t);outline-offset:3px}',
    '.notice{background:var(--a);color:#fff;padding:.5rem 1rem;text-align:center;font-size:.9rem}',
    'footer{border-top:1px solid color-mix(in srgb,var(--t) 25%,var(--b));padding:1.5rem 0 2.5rem;font-size:.95rem}',
    TEMPLATE_CSS[template],
  ].join('');
}
