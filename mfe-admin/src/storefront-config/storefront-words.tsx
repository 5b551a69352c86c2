/**
 * The store front's own words (STORE_FRONT_UI_CONFIG), a section of /store-front-config: the name
 * at the top of the store front, the welcome above a new order, and the support address and number
 * in its footer — with a preview of how customers see them. The server holds the same limits.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import { NO_STOREFRONT_UI, STOREFRONT_UI_LIMITS, SUPPORT_PHONE_PATTERN, type StorefrontUiConfig } from 'shared/contracts';
import { FormTextarea, FormTextField, SaveBar } from 'shared/forms';
import { Card, FormFailure, FormGrid, Muted, Panel, useToast } from 'shared/ui';
import * as yup from 'yup';
import { adminApi } from '../api';
import { useText, type Text } from '../texts';
import { Section } from './section';

const FIELDS = ['storeName', 'welcomeTitle', 'supportEmail', 'supportPhone'] as const;

const schema = (text: Text) => {
  const limited = (field: keyof StorefrontUiConfig) =>
    yup.string().max(STOREFRONT_UI_LIMITS[field], text('storefront.words.tooLong', { max: STOREFRONT_UI_LIMITS[field] }));
  return yup.object({
    storeName: limited('storeName'),
    welcomeTitle: limited('welcomeTitle').when('welcomeText', {
      is: (welcome: string | undefined) => Boolean(welcome?.trim()),
      then: (field) => field.trim().required(text('storefront.words.titleRequired')),
    }),
    welcomeText: limited('welcomeText'),
    supportEmail: limited('supportEmail').trim().email(text('storefront.words.emailInvalid')),
    supportPhone: limited('supportPhone').trim().matches(SUPPORT_PHONE_PATTERN, text('storefront.words.phoneInvalid')),
  });
};

export function StorefrontWords({ saved }: { saved: Partial<StorefrontUiConfig> }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveFacilityConfigMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => schema(text), [text]);
  return (
    <Formik<StorefrontUiConfig>
      initialValues={{ ...NO_STOREFRONT_UI, ...saved }}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
        await run(async () => {
          await save({ configType: 'STORE_FRONT_UI_CONFIG', configValue: JSON.stringify(trimmed) }).unwrap();
          toast.success(text('storefront.words.saved'));
        });
      }}
    >
      {({ values }) => (
        <Section aria-labelledby="storefront-words">
          <h2 id="storefront-words">{text('storefront.words')}</h2>
          <Form noValidate aria-labelledby="storefront-words">
            <FormFailure message={failure} />
            <FormGrid>
              {FIELDS.map((field) => (
                <FormTextField key={field} name={field} label={text(`storefront.words.${field}`)} />
              ))}
            </FormGrid>
            <FormTextarea name="welcomeText" label={text('storefront.words.welcomeText')} />
            <Muted>{text('storefront.words.hint')}</Muted>
            <Card as="div" role="group" aria-label={text('storefront.words.preview')}>
              <strong>{values.storeName.trim() || text('storefront.words.noName')}</strong>
              {values.welcomeTitle.trim() && (
                <Panel title={values.welcomeTitle}>{values.welcomeText && <Welcome>{values.welcomeText}</Welcome>}</Panel>
              )}
              <Muted>{[values.supportEmail.trim(), values.supportPhone.trim()].filter(Boolean).join(' · ')}</Muted>
            </Card>
            <SaveBar saveLabel={text('storefront.words.save')} />
          </Form>
        </Section>
      )}
    </Formik>
  );
}

const Welcome = styled.p`
  margin: 0;
  white-space: pre-line;
`;
