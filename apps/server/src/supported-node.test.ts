import { describe, expect, it } from 'vitest';
import { unsupportedNodeMessage } from './supported-node.ts';

describe('supported Node versions', () => {
  it('accepts 22.12 and later', () => {
    for (const version of ['22.12.0', '22.23.3', '24.21.0', '26.10.0']) expect(unsupportedNodeMessage(version)).toBeNull();
  });

  it('refuses older versions with one Dutch and English line', () => {
    for (const version of ['20.20.2', '22.11.0', '18.19.1']) {
      const message = unsupportedNodeMessage(version);
      expect(message).toContain(`Node ${version} wordt niet ondersteund`);
      expect(message).toContain(`Node ${version} is not supported`);
      expect(message).not.toContain('\n');
    }
  });
});
