/** A company's name and contact details; the server checks the phone number (its 400 shows at the field). */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { errorMessage, referenceApi } from 'shared/api';
import { authApi, type EngineerProfile, type ServiceProviderProfile } from 'shared/auth';
import type { TeamSide } from 'shared/contracts';
import { FormPhoneField, FormSelectField, FormTextarea, FormTextField, SaveBar } from 'shared/forms';
import { useLanguageKey } from 'shared/i18n';
import { FormFailure, FormGrid, Section, useToast } from 'shared/ui';
import styled from 'styled-components';
import * as yup from 'yup';
import { useText, type Text } from '../texts';

interface Details {
  companyName: string;
  email: string;
  phone: string;
  website: string;
  addressLine: string;
  city: string;
  countryCode: string;
  about: string;
}

const schema = (text: Text) =>
  yup.object({
    companyName: yup.string().trim().required(text('company.nameRequired')).max(200),
    email: yup.string().trim().email(text('company.emailInvalid')).max(254),
    website: yup.string().trim().url(text('company.websiteInvalid')).max(300),
  });

/** The field a 400 names, if any. */
const refusedField = (error: unknown) => (error as { data?: { details?: { field?: string }[] } }).data?.details?.[0]?.field;

export function DetailsForm({
  side,
  profile,
  mayEdit,
}: {
  side: TeamSide;
  profile: ServiceProviderProfile | EngineerProfile;
  mayEdit: boolean;
}) {
  const text = useText();
  const toast = useToast();
  const language = useLanguageKey();
  const countries = referenceApi.useCountriesQuery({ locale: language.slice(0, 2) }).data ?? [];
  const [updateFacility] = authApi.useUpdateServiceProviderMutation();
  const [updateCompany] = authApi.useUpdateEngineerProfileMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => schema(text), [text]);
  const blankAsNull = (value: string) => value.trim() || null;

  return (
    <Section title={text('company.details')}>
      <Formik<Details>
        enableReinitialize
        initialValues={{
          companyName: profile.companyName,
          email: profile.email ?? '',
          phone: profile.phone ?? '',
          website: profile.website ?? '',
          addressLine: profile.addressLine ?? '',
          city: profile.city ?? '',
          countryCode: profile.countryCode ?? '',
          about: profile.about ?? '',
        }}
        validationSchema={validationSchema}
        onSubmit={async (values, { setFieldError }) => {
          setFailure(undefined);
          const update = {
            companyName: values.companyName.trim(),
            email: blankAsNull(values.email),
            phone: blankAsNull(values.phone),
            website: blankAsNull(values.website),
            addressLine: blankAsNull(values.addressLine),
            city: blankAsNull(values.city),
            countryCode: values.countryCode || null,
            about: blankAsNull(values.about),
          };
          const result = await (side === 'facility' ? updateFacility(update) : updateCompany(update));
          if ('error' in result && refusedField(result.error) === 'body.phone')
            return setFieldError('phone', text('company.phoneInvalid'));
          if ('error' in result) return setFailure(errorMessage(result.error));
          toast.success(text('company.saved'));
        }}
      >
        <Form noValidate aria-label={text('company.details')}>
          <FormFailure message={failure} />
          {/* A fieldset disables every control for those who may only read. */}
          <Fields disabled={!mayEdit}>
            <FormGrid>
              <FormTextField name="companyName" label={text('company.name')} autoComplete="organization" />
              <FormTextField name="email" label={text('company.email')} type="email" autoComplete="email" />
              <FormPhoneField name="phone" label={text('company.phone')} />
              <FormTextField name="website" label={text('company.website')} type="url" autoComplete="url" />
              <FormTextField name="addressLine" label={text('company.addressLine')} autoComplete="street-address" />
              <FormTextField name="city" label={text('company.city')} autoComplete="address-level2" />
              <FormSelectField
                name="countryCode"
                label={text('company.country')}
                placeholder={text('company.noCountry')}
                options={countries.map((country) => ({ value: country.code, label: country.name }))}
              />
            </FormGrid>
            <FormTextarea name="about" label={text('company.about')} rows={4} />
            {mayEdit && <SaveBar saveLabel={text('company.save')} />}
          </Fields>
        </Form>
      </Formik>
    </Section>
  );
}

const Fields = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;
