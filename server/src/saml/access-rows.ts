import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ALL, type AccessRows } from '../test-support/access-matrix.js';

/** Metadata of an identity provider, with the test provider's certificate. */
function metadataXml(): string {
  const pem = readFileSync(path.join(__dirname, '../test-support/saml-idp-keys/idp-cert.pem'), 'utf8');
  const certificate = pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
  return `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example/metadata">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>
      <ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

// The domain the matrix calls on (localhost) is Austin's: its FACILITY_SETTINGS_EDITORs set its
// identity provider; Northwind's admin is told the domain is not theirs (404). Signing in is
// anyone's: with no provider set, a sign-in is 409, an answer goes back to the login page with
// why (303), and an unknown ticket opens nothing (401).
export const accessRows: AccessRows = async () => [
  { method: 'GET', route: '/api/v1/saml/metadata', expect: ALL(200) },
  { method: 'GET', route: '/api/v1/saml/authn-request', expect: ALL(409) },
  { method: 'POST', route: '/api/v1/saml/acs', payload: () => ({ SAMLResponse: 'bm90IGFuIGFuc3dlcg==' }), expect: ALL(303) },
  { method: 'POST', route: '/api/v1/saml/session', payload: () => ({ ticket: 'unknown' }), expect: ALL(401) },
  { method: 'GET', route: '/api/v1/sp/saml-provider', expect: [401, 403, 403, 403, 200, 404] },
  {
    method: 'PUT',
    route: '/api/v1/sp/saml-provider',
    payload: () => ({
      metadataXml: metadataXml(),
      emailAttribute: '',
      firstNameAttribute: '',
      lastNameAttribute: '',
      rolesAttribute: '',
      roleMap: [],
      provisioning: 'EXISTING_ONLY',
    }),
    expect: [401, 403, 403, 403, 200, 404],
  },
  { method: 'DELETE', route: '/api/v1/sp/saml-provider', expect: [401, 403, 403, 403, 204, 404] },
];
