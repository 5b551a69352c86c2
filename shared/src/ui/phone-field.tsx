/**
 * Phone number field: a country select (with the chosen country's flag beside it)
 * that puts '+' and the dial code in front of the number, a tel input that drops characters
 * a phone number cannot have, and a tick or warning saying whether libphonenumber-js
 * accepts the number. A native select cannot show images in its options, so they name the
 * country in text and the flag image shows the choice.
 */
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { listCountries } from '../geo/countries.js';
import { CountryFlag } from './country-flag';
import { Field, Input, Select } from './field';
import { CheckIcon, WarningIcon } from './icons';
import { useKitText } from './use-kit-text';
import { cleanPhoneInput, countryOfPhone, withDialCode } from './phone-number';
import { colors, space, type Size } from './tokens';

export interface PhoneFieldProps {
  label: ReactNode;
  error?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Country selected when the value does not name one. */
  defaultCountry?: CountryCode;
  disabled?: boolean;
  size?: Size;
}

export function PhoneField({ label, error, value, onChange, defaultCountry, disabled, size = 'md' }: PhoneFieldProps) {
  const intl = useIntl();
  const text = useKitText();
  const countries = useMemo(() => listCountries(intl.locale), [intl.locale]);
  // Kept apart from the value: several countries share a dial code (+1, +44, +7).
  const [country, setCountry] = useState<CountryCode | undefined>(() => countryOfPhone(value) ?? defaultCountry);

  const selectCountry = (code: CountryCode) => {
    setCountry(code);
    onChange(withDialCode(value, code));
  };

  const valid = value.trim() === '' ? null : isValidPhoneNumber(value, country);

  return (
    <Field label={label} error={error}>
      {(control) => (
        <Row>
          {country && <CountryFlag code={country} />}
          <CountrySelect
            aria-label={text('ui.phone.country')}
            $size={size}
            value={country ?? ''}
            disabled={disabled}
            onChange={(event) => selectCountry(event.target.value as CountryCode)}
          >
            <option value="" disabled>
              {text('ui.phone.noCountry')}
            </option>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.name} (+${option.dialCode})`}
              </option>
            ))}
          </CountrySelect>
          <NumberInput
            {...control}
            $size={size}
            type="tel"
            autoComplete="tel"
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(cleanPhoneInput(event.target.value))}
          />
          {valid !== null && (
            <Status role="img" $valid={valid} aria-label={text(valid ? 'ui.phone.valid' : 'ui.phone.invalid')}>
              {valid ? <CheckIcon /> : <WarningIcon />}
            </Status>
          )}
        </Row>
      )}
    </Field>
  );
}

// A native select is as wide as its longest country name: held to a share of the row, so the
// number keeps room to be typed, and on a narrow form the number takes a line of its own.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

const CountrySelect = styled(Select)`
  flex: 1 1 8rem;
  min-width: 6rem;
  max-width: 16rem;
`;

const NumberInput = styled(Input)`
  flex: 1 1 9rem;
  min-width: 9rem;
`;

const Status = styled.span<{ $valid: boolean }>`
  display: inline-flex;
  color: ${({ $valid }) => ($valid ? colors.success : colors.danger)};
`;
