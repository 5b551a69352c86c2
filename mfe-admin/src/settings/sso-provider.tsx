/**
 * The domain's SAML identity provider, a section of the single sign-on page: the addresses its
 * administrator registers the platform with, the provider in force, and the form that sets it.
 */
import styled from 'styled-components';
import { formatDate, Muted, Section, space } from 'shared/ui';
import type { SamlProviderSettings } from '../api';
import { useText } from '../texts';
import { ProviderForm } from './sso-provider-form';

export function ProviderSection({ settings }: { settings: SamlProviderSettings }) {
  const text = useText();
  const { provider, serviceProvider } = settings;
  return (
    <Section title={text('sso.provider', { domain: settings.domain })}>
      <Muted>{text('sso.registerWith')}</Muted>
      <Addresses>
        <dt>{text('sso.entityId')}</dt>
        <dd>{serviceProvider.entityId}</dd>
        <dt>{text('sso.acsUrl')}</dt>
        <dd>{serviceProvider.acsUrl}</dd>
        <dt>{text('sso.spMetadata')}</dt>
        <dd>
          <a href={serviceProvider.metadataUrl}>{serviceProvider.metadataUrl}</a>
        </dd>
      </Addresses>
      {provider ? (
        <Addresses aria-label={text('sso.current')}>
          <dt>{text('sso.idpEntityId')}</dt>
          <dd>{provider.entityId}</dd>
          <dt>{text('sso.idpSsoUrl')}</dt>
          <dd>{provider.ssoUrl}</dd>
          {provider.certificates.map((certificate) => (
            <Certificate key={certificate.sha256}>
              <dt>{text('sso.certificate')}</dt>
              <dd>
                {certificate.subject} · {text('sso.validTo', { date: formatDate(certificate.validTo) })}
                <br />
                <Muted>SHA-256 {certificate.sha256}</Muted>
              </dd>
            </Certificate>
          ))}
          <dt>{text('sso.updatedAt')}</dt>
          <dd>{formatDate(provider.updatedAt, true)}</dd>
        </Addresses>
      ) : (
        <Muted>{text('sso.noProvider')}</Muted>
      )}
      <ProviderForm provider={provider} />
    </Section>
  );
}

const Addresses = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(1)} ${space(3)};
  word-break: break-all;
  dd {
    margin: 0;
  }
`;

const Certificate = styled.div`
  display: contents;
`;
