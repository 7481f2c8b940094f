import { startRecordedSocialServerOn } from '../../apps/server/src/test/recorded-social-server.ts';

/*
 * X for the Playwright run (ADR 062): the recorded exchanges of features/social/fixtures/x-api.json on a fixed
 * port, including the consent screen that sends the browser straight back. Started by playwright.config.ts.
 */
const port = Number(process.argv[2]);
const server = await startRecordedSocialServerOn(port, 'x-api');
process.stdout.write(`social replay on ${server.url}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
