import { composeEducationalPost, type StrainFact } from '@platform/core';
import type { ServiceContext } from '../../../context.ts';
import { discoverStrains } from '../../strains/index.ts';

const TYPES = { indica: 'indica', sativa: 'sativa', hybride: 'hybrid' } as const;

function range(min: number | null, max: number | null): string | null {
  if (min === null || max === null) return null;
  return min === max ? `${min}%` : `${min}–${max}%`;
}

/**
 * The strains a topic names ("Amnesia Haze", written with capitals) or the type it asks about, as
 * facts from the menus this person may see (art. 3b: never from a hidden menu; never prices).
 */
export async function strainFactsFor(ctx: ServiceContext, topic: string): Promise<StrainFact[]> {
  const name = /([A-Z][a-z][\w'-]*(?: [A-Z][a-z][\w'-]*)*)/.exec(topic.replace(/^\s*\S+/, ''))?.[1];
  const typeWord = (Object.keys(TYPES) as Array<keyof typeof TYPES>).find((word) => new RegExp(`\\b${word}`, 'i').test(topic));
  if (!name && !typeWord) return [];
  const found = await discoverStrains(ctx, {
    ...(name ? { q: name.slice(0, 60) } : {}),
    ...(typeWord && !name ? { type: TYPES[typeWord] } : {}),
  });
  return found.strains.slice(0, 5).map((strain) => ({
    naam: strain.naam,
    facts: [
      strain.type === 'hybrid' ? 'hybride' : strain.type,
      strain.category,
      ...(range(strain.thcMin, strain.thcMax) ? [`THC ${range(strain.thcMin, strain.thcMax)}`] : []),
      ...(range(strain.cbdMin, strain.cbdMax) ? [`CBD ${range(strain.cbdMin, strain.cbdMax)}`] : []),
    ].join(', '),
  }));
}

/** The built-in assistant's educational post on a topic, from the rule facts and live strain facts; null when it has none. */
export async function builtinEducationalPost(ctx: ServiceContext, topic: string) {
  return composeEducationalPost(topic, await strainFactsFor(ctx, topic));
}
