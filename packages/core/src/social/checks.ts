import { type CompiledGuidelines, checkCompliance, DEFAULT_GUIDELINES } from '../community/compliance-engine.ts';
import type { PlaceKindName } from '../place-staff.ts';
import { NETWORK_SPECS, type SocialNetwork } from './networks.ts';

/*
 * The two checks before a post is scheduled (issue 20, item 7; ADR 048), shown apart:
 * - Dutch law, for the cannabis brand: the Community Maker's compliance engine. A promotion,
 *   price or sales trigger (severity high or critical) blocks the post; the rest is advice.
 * - Platform policies (Meta, X, LinkedIn): a warning only; the network decides, not the law.
 */

export interface CheckSource {
  label: string;
  url: string;
}

export interface LawFinding {
  label: string;
  match: string;
  reason: string;
  blocking: boolean;
  source: CheckSource;
}

export interface LawCheck {
  /** False for a hospitality venue: the Opiumwet's advertising rules are the coffeeshop's. */
  applies: boolean;
  blocked: boolean;
  findings: LawFinding[];
}

export interface PolicyWarning {
  network: SocialNetwork;
  policy: string;
  match: string;
  reason: string;
  source: CheckSource;
}

export interface SocialChecks {
  law: LawCheck;
  policy: PolicyWarning[];
}

export const OPIUMWET_SOURCE: CheckSource = {
  label: 'Opiumwet en Aanwijzing Opiumwet (AHOJG-criteria: A – geen affichering)',
  url: 'https://wetten.overheid.nl/BWBR0001941',
};

const META_SOURCE: CheckSource = {
  label: 'Meta Communitynormen: beperkte goederen en diensten',
  url: 'https://transparency.meta.com/policies/community-standards/restricted-goods-services/',
};

const POLICY_SOURCES: Record<SocialNetwork, { policy: string; source: CheckSource }> = {
  facebook: { policy: 'Meta: drugs', source: META_SOURCE },
  instagram: { policy: 'Meta: drugs', source: META_SOURCE },
  x: {
    policy: 'X: illegale of gereguleerde goederen',
    source: {
      label: 'X-regels: illegale of bepaalde gereguleerde goederen of diensten',
      url: 'https://help.x.com/en/rules-and-policies/regulated-goods-services',
    },
  },
  linkedin: {
    policy: 'LinkedIn: illegale goederen',
    source: {
      label: 'LinkedIn Professional Community Policies',
      url: 'https://www.linkedin.com/legal/professional-community-policies',
    },
  },
};

const POLICY_REASONS: Record<SocialNetwork, string> = {
  facebook:
    'Meta verwijdert berichten die drugs, ook cannabis, aanbieden of aanprijzen, en kan het bereik van je pagina beperken.',
  instagram:
    'Meta verwijdert berichten die drugs, ook cannabis, aanbieden of aanprijzen, en kan het bereik van je account beperken.',
  x: 'X staat geen berichten toe die illegale of gereguleerde middelen zoals cannabis verkopen of aanprijzen.',
  linkedin: 'LinkedIn verbiedt berichten die drugs verkopen of aanprijzen; je bericht kan worden verwijderd.',
};

/** Words that make a post about drugs in a platform's eyes (whole words, any case). */
const DRUG_WORDS =
  /(?<![\p{L}\p{N}])(?:cannabis|wiet|weed|hasj|hash|joints?|jointjes?|marihuana|marijuana|thc|cbd|edibles?|spacecakes?|space\s+cakes?|kush|indica|sativa|blowen|stoned|pre-?rolls?)(?![\p{L}\p{N}])/iu;

/** Whether a text names cannabis (whole words): such a text gets the cannabis brand's legal check whatever brand it claims. */
export function mentionsCannabis(text: string): boolean {
  return DRUG_WORDS.test(text);
}

function lawReason(label: string, suggestion: string, blocking: boolean): string {
  const rule = blocking
    ? 'Reclame voor de verkoop van cannabis is verboden: een coffeeshop mag geen acties, prijzen of kooptriggers aanprijzen.'
    : 'Toegestaan als neutrale informatie, maar zonder aanprijzing.';
  return `${label}: ${rule} ${suggestion}`;
}

export function lawCheck(text: string, kind: PlaceKindName, guidelines: CompiledGuidelines = DEFAULT_GUIDELINES): LawCheck {
  if (kind !== 'coffeeshop') return { applies: false, blocked: false, findings: [] };
  const findings = checkCompliance(text, guidelines).issues.map((issue): LawFinding => {
    const blocking = issue.severity === 'high' || issue.severity === 'critical';
    return {
      label: issue.label,
      match: issue.match,
      blocking,
      reason: lawReason(issue.label, issue.suggestion, blocking),
      source: OPIUMWET_SOURCE,
    };
  });
  return { applies: true, blocked: findings.some((finding) => finding.blocking), findings };
}

export function policyCheck(text: string, networks: readonly SocialNetwork[]): PolicyWarning[] {
  const found = DRUG_WORDS.exec(text);
  if (!found) return [];
  return networks.map((network) => ({
    network,
    match: found[0],
    policy: POLICY_SOURCES[network].policy,
    reason: POLICY_REASONS[network],
    source: POLICY_SOURCES[network].source,
  }));
}

/** Both checks at once, as the composer and the server show them. */
export function socialChecks(
  text: string,
  kind: PlaceKindName,
  networks: readonly SocialNetwork[],
  guidelines: CompiledGuidelines = DEFAULT_GUIDELINES,
): SocialChecks {
  return { law: lawCheck(text, kind, guidelines), policy: policyCheck(text, networks) };
}

/** The network names for a message ("Instagram en X"). */
export function networkNames(networks: readonly SocialNetwork[]): string {
  const names = networks.map((network) => NETWORK_SPECS[network].label);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}
