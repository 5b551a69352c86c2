/**
 * What the platform needs from an identity provider's SAML 2.0 metadata: its
 * entity id, where to send a sign-in (the HTTP-Redirect binding of its SingleSignOnService) and
 * the certificates it signs with. Anything else in the document is ignored; a document that lacks
 * one of these is refused with what is missing.
 */
import { X509Certificate } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';

export class MetadataRefused extends Error {}

export interface IdentityProviderMetadata {
  entityId: string;
  ssoUrl: string;
  /** Base64 DER, as the metadata holds them. */
  certificates: string[];
}

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
/** A metadata document larger than this is not an identity provider's. */
export const METADATA_MAX_BYTES = 512 * 1024;

type Node = Record<string, unknown>;
const list = (value: unknown): Node[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]) as Node[];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  // A document type could declare entities: metadata never needs them.
  processEntities: false,
});

export function readIdentityProviderMetadata(xml: string): IdentityProviderMetadata {
  if (xml.length > METADATA_MAX_BYTES) throw new MetadataRefused('The metadata is larger than 512 KB');
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new MetadataRefused(`The metadata is not XML: ${(error as Error).message}`);
  }
  const descriptors = [
    ...list(document.EntityDescriptor),
    ...list(document.EntitiesDescriptor).flatMap((entities) => list(entities.EntityDescriptor)),
  ];
  const entity = descriptors.find((one) => list(one.IDPSSODescriptor).length > 0);
  if (!entity) throw new MetadataRefused('The metadata describes no identity provider (IDPSSODescriptor)');
  const entityId = entity['@entityID'];
  if (typeof entityId !== 'string' || !entityId.trim()) throw new MetadataRefused('The metadata names no entityID');
  const idp = list(entity.IDPSSODescriptor)[0]!;
  const redirect = list(idp.SingleSignOnService).find((service) => service['@Binding'] === REDIRECT_BINDING);
  const ssoUrl = redirect?.['@Location'];
  if (typeof ssoUrl !== 'string' || !/^https?:\/\//.test(ssoUrl))
    throw new MetadataRefused('The metadata names no single sign-on address for the HTTP-Redirect binding');
  const certificates = list(idp.KeyDescriptor)
    // A key for encryption only is not one the provider signs with.
    .filter((key) => key['@use'] === undefined || key['@use'] === 'signing')
    .flatMap((key) => list(key.KeyInfo))
    .flatMap((info) => list(info.X509Data))
    .flatMap((data) => list(data.X509Certificate as unknown))
    .map((certificate) =>
      String(typeof certificate === 'object' ? (certificate as Node)['#text'] : certificate).replace(/\s+/g, ''),
    )
    .filter(Boolean);
  if (certificates.length === 0) throw new MetadataRefused('The metadata names no signing certificate');
  certificates.forEach(describeCertificate);
  return { entityId: entityId.trim(), ssoUrl, certificates: [...new Set(certificates)] };
}

/** A certificate of the metadata as PEM, as the signature check takes it. */
export function certificatePem(base64: string): string {
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
}

export interface CertificateSummary {
  subject: string;
  validTo: number;
  sha256: string;
}

/** Who a certificate names and until when, as an admin compares it with the provider's. */
export function describeCertificate(base64: string): CertificateSummary {
  try {
    const certificate = new X509Certificate(Buffer.from(base64, 'base64'));
    return {
      subject: certificate.subject.replace(/\n/g, ', '),
      validTo: Date.parse(certificate.validTo),
      sha256: certificate.fingerprint256,
    };
  } catch {
    throw new MetadataRefused('A signing certificate in the metadata is not an X.509 certificate');
  }
}
