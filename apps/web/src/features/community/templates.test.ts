import { COFFEESHOP_MUNICIPALITIES, checkCompliance } from '@platform/core';
import { describe, expect, it } from 'vitest';
import nl from '../../locales/signed-in/nl.json';

const TEMPLATE_KEYS = ['residency', 'chain', 'checklist'] as const;

describe('maker templates', () => {
  it.each(TEMPLATE_KEYS.map((key) => [key]))('the %s template passes the compliance check for every municipality', (key) => {
    for (const gemeente of COFFEESHOP_MUNICIPALITIES) {
      const body = nl.community.templates[key].body.replaceAll('{{gemeente}}', gemeente);
      expect(body).toContain(gemeente);
      expect(checkCompliance(body)).toEqual({ score: 100, issues: [] });
    }
  });
});
