import { describe, expect, it } from 'vitest';
import { deferAppStart } from './deferred-start.ts';

const BUILD = `<head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/i18n-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>`;

describe('the app started after the first paint (ADR 079)', () => {
  it("replaces the build's module script and modulepreloads by the loader, keeping the styles", () => {
    const html = deferAppStart(BUILD);
    expect(html).toContain(
      '<script src="/start-app.js" data-entry="/assets/index-A1.js" data-preload="/assets/react-B2.js /assets/i18n-C3.js" defer></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it('leaves a template without a module script as it is', () => {
    const plain = '<head><title>x</title></head>';
    expect(deferAppStart(plain)).toBe(plain);
  });
});
