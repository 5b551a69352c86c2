import { seal, unseal } from './sealed.js';

describe('sealed secrets', () => {
  it('open with the app secret and purpose they were sealed with, and with nothing else', () => {
    const stored = seal('app-secret', 'webhooks', 'whsec_abc');
    expect(stored).not.toContain('whsec_abc');
    expect(unseal('app-secret', 'webhooks', stored)).toBe('whsec_abc');
    expect(unseal('app-secret', 'api-keys', stored)).toBeUndefined();
    expect(unseal('another-secret', 'webhooks', stored)).toBeUndefined();
    const [iv, tag, body] = stored.split('.');
    // 'whsec_abc' is 9 bytes, 12 base64url characters: the last one changed is a changed byte.
    const changed = [iv, tag, `${body!.slice(0, -1)}${body!.endsWith('A') ? 'B' : 'A'}`].join('.');
    expect(unseal('app-secret', 'webhooks', changed)).toBeUndefined();
    expect(unseal('app-secret', 'webhooks', 'not sealed')).toBeUndefined();
  });
});
