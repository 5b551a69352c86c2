import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readIdentityProviderMetadata } from './metadata.js';

const certificateOf = (name: string) =>
  readFileSync(path.join(__dirname, `../test-support/saml-idp-keys/${name}-cert.pem`), 'utf8').replace(
    /-----(BEGIN|END) CERTIFICATE-----|\s/g,
    '',
  );
const signing = certificateOf('idp');
const encryption = certificateOf('forged');

const key = (use: string | undefined, certificate: string) =>
  `<md:KeyDescriptor${use ? ` use="${use}"` : ''}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
    ${certificate.match(/.{1,64}/g)!.join('\n    ')}
  </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;

const metadata = (descriptor: string) => `<?xml version="1.0"?>
<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
  <md:EntityDescriptor entityID="https://sp.example/metadata"><md:SPSSODescriptor/></md:EntityDescriptor>
  <md:EntityDescriptor entityID=" https://idp.example/metadata ">
    <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${descriptor}</md:IDPSSODescriptor>
  </md:EntityDescriptor>
</md:EntitiesDescriptor>`;

const services = `
  <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://idp.example/post"/>
  <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/redirect"/>`;

describe('identity provider metadata', () => {
  it('gives the provider of a group, its HTTP-Redirect address and its signing certificates, not its encryption ones', () => {
    expect(readIdentityProviderMetadata(metadata(key('signing', signing) + key('encryption', encryption) + services))).toEqual({
      entityId: 'https://idp.example/metadata',
      ssoUrl: 'https://idp.example/redirect',
      certificates: [signing],
    });
    // A key without `use` signs too.
    expect(readIdentityProviderMetadata(metadata(key(undefined, signing) + services)).certificates).toEqual([signing]);
  });

  it.each([
    [metadata(key('signing', signing)), 'The metadata names no single sign-on address for the HTTP-Redirect binding'],
    [metadata(key('encryption', encryption) + services), 'The metadata names no signing certificate'],
    [
      metadata(key('signing', 'bm90IGEgY2VydGlmaWNhdGU=') + services),
      'A signing certificate in the metadata is not an X.509 certificate',
    ],
    [
      '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"/>',
      'The metadata describes no identity provider (IDPSSODescriptor)',
    ],
    [`<a>${'x'.repeat(600 * 1024)}</a>`, 'The metadata is larger than 512 KB'],
  ])('refuses metadata it cannot use, saying why (%#)', (xml, reason) => {
    expect(() => readIdentityProviderMetadata(xml)).toThrow(reason);
  });
});
