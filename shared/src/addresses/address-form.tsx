/**
 * A delivery address, added (New Order, a profile) or changed (a profile): name, recipient,
 * street, city and country, with the kit's phone field. It may sit inside another form (New
 * Order's), so it is a group of fields with its own Save, not a nested form; the rules are
 * shared/orders' (deliveryAddressSchema), which the server checks too.
 */
import { useState } from 'react';
import { addressApi, errorMessage, referenceApi } from 'shared/api';
import type { DeliveryAddress } from 'shared/contracts';
import { useLanguageKey, useTexts } from 'shared/i18n';
import { deliveryAddressProblems, problemText, type DeliveryAddressInput } from 'shared/orders';
import {
  Button,
  Card,
  FormFailure,
  FormGrid,
  PhoneField,
  type PhoneFieldProps,
  SelectField,
  TextField,
  Toolbar,
} from 'shared/ui';
import { ADDRESS_TEXTS } from './texts.js';

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

/** The form's values for an address the company has. */
const inputOf = (address: DeliveryAddress): DeliveryAddressInput => ({
  label: address.label,
  recipient: address.recipient,
  line1: address.line1,
  line2: address.line2 ?? '',
  city: address.city,
  region: address.region ?? '',
  postalCode: address.postalCode ?? '',
  countryCode: address.countryCode,
  phone: address.phone ?? '',
  isDefault: address.isDefault,
});

export interface AddressFormProps {
  /** The address to change; without it, a new one is added. */
  address?: DeliveryAddress;
  onSaved: (address: DeliveryAddress) => void;
  onCancel: () => void;
}

export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const text = useTexts(ADDRESS_TEXTS);
  const language = useLanguageKey();
  const countries = referenceApi.useCountriesQuery({ locale: language.slice(0, 2) }).data ?? [];
  const [add, adding] = addressApi.useAddDeliveryAddressMutation();
  const [update, updating] = addressApi.useUpdateDeliveryAddressMutation();
  const [values, setValues] = useState(() => (address ? inputOf(address) : EMPTY));
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
      onSaved(await (address ? update({ id: address.id, address: values }) : add(values)).unwrap());
    } catch (failed) {
      setFailure(errorMessage(failed));
    }
  };

  const title = address ? text('address.editTitle', { label: address.label }) : text('address.newTitle');
  return (
    <Card role="group" aria-label={title}>
      <h3>{title}</h3>
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
          placeholder={text('address.choose')}
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
        <Button onClick={() => void save()} disabled={adding.isLoading || updating.isLoading}>
          {text('address.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {text('address.cancel')}
        </Button>
      </Toolbar>
    </Card>
  );
}
