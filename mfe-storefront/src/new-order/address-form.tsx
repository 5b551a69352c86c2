/**
 * A new delivery address, added from New Order (POST /api/v1/deliveryAddress): name, recipient,
 * street, city and country, with the kit's phone field. It sits inside New Order's own form, so
 * it is a group of fields with its own Save, not a nested form; the rules are shared/orders'
 * (deliveryAddressSchema), which the server checks too.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, referenceApi } from 'shared/api';
import type { DeliveryAddress } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import { deliveryAddressProblems, problemText, type DeliveryAddressInput } from 'shared/orders';
import {
  Button,
  colors,
  FormFailure,
  FormGrid,
  PhoneField,
  type PhoneFieldProps,
  SelectField,
  space,
  TextField,
  Toolbar,
} from 'shared/ui';
import { storefrontApi } from '../api';
import { useText } from '../texts';

const EMPTY: DeliveryAddressInput = {
  label: '',
  recipient: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  countryCode: '',
  phone: '',
  isDefault: false,
};

export function AddressForm({ onAdded, onCancel }: { onAdded: (address: DeliveryAddress) => void; onCancel: () => void }) {
  const text = useText();
  const language = useLanguageKey();
  const countries = referenceApi.useCountriesQuery({ locale: language.slice(0, 2) }).data ?? [];
  const [add, adding] = storefrontApi.useAddDeliveryAddressMutation();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string>();
  const problems = deliveryAddressProblems(values);
  const error = (field: keyof DeliveryAddressInput) => {
    const problem = checked ? problems.find((p) => p.field === field) : undefined;
    return problem && problemText(problem, language);
  };
  const field = (name: keyof DeliveryAddressInput) => ({
    value: values[name] as string,
    error: error(name),
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const save = async () => {
    setChecked(true);
    setFailure(undefined);
    if (problems.length) return;
    try {
      onAdded(await add(values).unwrap());
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };

  return (
    <Group role="group" aria-label={text('address.title')}>
      <h3>{text('address.title')}</h3>
      <FormFailure message={failure} />
      <FormGrid>
        <TextField label={text('address.label')} {...field('label')} />
        <TextField label={text('address.recipient')} {...field('recipient')} />
        <TextField label={text('address.line1')} {...field('line1')} />
        <TextField label={text('address.line2')} {...field('line2')} />
        <TextField label={text('address.postalCode')} {...field('postalCode')} />
        <TextField label={text('address.city')} {...field('city')} />
        <TextField label={text('address.region')} {...field('region')} />
        <SelectField
          label={text('address.country')}
          placeholder={text('newOrder.parts.choose')}
          value={values.countryCode}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          error={error('countryCode')}
          onChange={(code) => setValues({ ...values, countryCode: code })}
        />
        <PhoneField
          label={text('address.phone')}
          value={values.phone}
          error={error('phone')}
          defaultCountry={(values.countryCode || undefined) as PhoneFieldProps['defaultCountry']}
          onChange={(phone) => setValues({ ...values, phone })}
        />
      </FormGrid>
      <label>
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(event) => setValues({ ...values, isDefault: event.target.checked })}
        />{' '}
        {text('address.isDefault')}
      </label>
      <Toolbar>
        <Button onClick={() => void save()} disabled={adding.isLoading}>
          {text('address.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text('address.cancel')}
        </Button>
      </Toolbar>
    </Group>
  );
}

const Group = styled.section`
  display: grid;
  gap: ${space(3)};
  padding: ${space(3)};
  border: 1px solid ${colors.border};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
