import { unsupportedNodeMessage } from './supported-node.ts';

// Imported first by main.ts: an unsupported Node stops with one line instead
// of a stack trace from whichever dependency fails first.
const message = unsupportedNodeMessage(process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}
