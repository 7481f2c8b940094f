/**
 * The Node versions the server runs on: 22.12 and later (22 with the flag of
 * node-flags.ts, ADR 015). `npm start`, `npm test` and the other scripts run on
 * the Node 24 that the `node` dev dependency installs (ADR 016), whatever Node
 * ran `npm ci`; this check catches a start by hand on an older one.
 */
const MINIMUM = { major: 22, minor: 12 } as const;

/** One line, Dutch then English, when `version` is too old; null when it is supported. */
export function unsupportedNodeMessage(version: string): string | null {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const supported = major > MINIMUM.major || (major === MINIMUM.major && minor >= MINIMUM.minor);
  if (supported) return null;
  const minimum = `${MINIMUM.major}.${MINIMUM.minor}`;
  return (
    `Node ${version} wordt niet ondersteund: gebruik Node ${minimum} of nieuwer, of start met npm start (dat brengt Node 24 mee). ` +
    `/ Node ${version} is not supported: use Node ${minimum} or newer, or start with npm start (it brings Node 24).`
  );
}
