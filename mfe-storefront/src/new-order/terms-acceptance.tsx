/**
 * The store front's terms and conditions, to read and accept on ordering (its RFQ configuration):
 * New Order's review and Request Quote show them. Accepting records the version read, which the
 * server checks against the version in force.
 */
import styled from 'styled-components';
import type { OrderOffer } from 'shared/contracts';
import { colors, radius, space } from 'shared/ui';
import { useText } from '../texts';

export interface TermsAcceptanceProps {
  terms: NonNullable<OrderOffer['terms']>;
  accepted: number | null | undefined;
  onChange: (accepted: number | null) => void;
  error: string | undefined;
}

export function TermsAcceptance({ terms, accepted, onChange, error }: TermsAcceptanceProps) {
  const text = useText();
  return (
    <Fieldset aria-describedby={error ? 'terms-error' : undefined}>
      <legend>{text('newOrder.terms.title')}</legend>
      {/* Focusable, so a keyboard scrolls it. */}
      <Terms tabIndex={0} role="region" aria-label={text('newOrder.terms.title')}>
        {terms.text}
      </Terms>
      <label>
        <input
          type="checkbox"
          checked={accepted === terms.version}
          onChange={(event) => onChange(event.target.checked ? terms.version : null)}
        />{' '}
        {text('newOrder.terms.accept', { version: terms.version })}
      </label>
      {error && (
        <ErrorText id="terms-error" role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${space(2)};
  }
`;

const Terms = styled.div`
  max-height: ${space(64)};
  overflow-y: auto;
  white-space: pre-wrap;
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  border-radius: ${radius};
  margin-bottom: ${space(2)};
`;

const ErrorText = styled.p`
  color: ${colors.danger};
  margin: ${space(1)} 0 0;
`;
