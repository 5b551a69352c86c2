import { Webhook } from 'standardwebhooks';
import { allowedRanges, checkDestination, DestinationRefused } from './destination.js';
import { newSecret, signatureHeaders } from './signing.js';

describe('webhook signatures', () => {
  const body = JSON.stringify({ type: 'order.status', data: { orderId: 7 } });
  const at = new Date();

  it('verify with the Standard Webhooks library, for the old and the new secret while they overlap', () => {
    const [old, current] = [newSecret(), newSecret()];
    const headers = signatureHeaders([current, old], 'msg_1', at, body);
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(old).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(current).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('fail for a changed body or another secret', () => {
    const secret = newSecret();
    const headers = signatureHeaders([secret], 'msg_2', at, body);
    expect(() => new Webhook(secret).verify(body.replace('7', '8'), headers)).toThrow();
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
  });
});

describe('webhook destinations', () => {
  const none = allowedRanges(undefined);
  const refused = (url: string, allowed = none) =>
    expect(checkDestination(url, allowed)).rejects.toBeInstanceOf(DestinationRefused);

  it('refuse loopback, private, link-local and unique-local addresses, and names that resolve to them', async () => {
    await refused('http://127.0.0.1:8080/hook');
    await refused('http://localhost/hook');
    await refused('https://10.1.2.3/hook');
    await refused('https://192.168.0.10/hook');
    await refused('http://169.254.169.254/latest/meta-data');
    await refused('http://[::1]/hook');
    await refused('http://[fd00::1]/hook');
    await refused('http://[::ffff:127.0.0.1]/hook');
    await expect(checkDestination('http://127.0.0.1/hook', none)).rejects.toThrow(
      '127.0.0.1 resolves to 127.0.0.1, a loopback address: webhooks go to public addresses only',
    );
  });

  it('refuse other schemes and credentials in the address', async () => {
    await refused('ftp://93.184.215.14/hook');
    await refused('file:///etc/passwd');
    await refused('https://user:secret@93.184.215.14/hook');
    await refused('not a url');
  });

  it('let a public address through, and a private one the operator allows', async () => {
    await expect(checkDestination('https://93.184.215.14/hook', none)).resolves.toMatchObject({
      address: '93.184.215.14',
      family: 4,
    });
    const allowed = allowedRanges('127.0.0.1, 10.0.0.0/8');
    await expect(checkDestination('http://127.0.0.1:9000/hook', allowed)).resolves.toMatchObject({ address: '127.0.0.1' });
    await expect(checkDestination('http://10.20.30.40/hook', allowed)).resolves.toMatchObject({ address: '10.20.30.40' });
    await refused('http://192.168.1.1/hook', allowed);
  });
});
