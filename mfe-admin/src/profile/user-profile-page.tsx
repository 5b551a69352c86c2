/**
 * The user profile at /profile/update, /service-provider/user/profile/update
 * and /engineer/user/profile/update: name, phone (the kit's phone field), language and date
 * format (the user's date_format); a new password given the current one (the person's other
 * sessions end); a new email address, which applies once the link sent to it is opened; the
 * passkeys the person signs records with (passkeys-section.tsx).
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { errorMessage, useServerCall } from 'shared/api';
import { DATE_DISPLAY_FORMATS } from 'shared/contracts';
import { FormButtons, FormPhoneField, FormSelectField, FormTextField, SaveBar } from 'shared/forms';
import { switchLanguage } from 'shared/i18n';
import type { AppDispatch, RootState } from 'shared/store';
import { FormFailure, FormGrid, Loaded, Muted, Page, PageHeader, Panel, Section, useToast } from 'shared/ui';
import moment from 'moment';
import * as yup from 'yup';
import { adminApi, type UserProfile, type UserProfileUpdate } from '../api';
import { useText, type Text } from '../texts';
import { PasskeysSection } from './passkeys-section';

export default function UserProfilePage() {
  const text = useText();
  const profile = adminApi.useUserProfileQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('profile.title')}</h1>
      </PageHeader>
      <Loaded query={profile} failedTitle={text('profile.fetchFailed')}>
        {(read) => (
          <>
            <DetailsForm profile={read} />
            <PasswordForm />
            <EmailForm profile={read} />
            <PasskeysSection />
          </>
        )}
      </Loaded>
    </Page>
  );
}

/** The field a 400 names, if any. */
const refusedField = (error: unknown) => (error as { data?: { details?: { field?: string }[] } }).data?.details?.[0]?.field;

const detailsSchema = (text: Text) =>
  yup.object({
    firstName: yup.string().trim().required(text('profile.nameRequired')).max(100),
    lastName: yup.string().trim().required(text('profile.nameRequired')).max(100),
  });

function DetailsForm({ profile }: { profile: UserProfile }) {
  const text = useText();
  const toast = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const languages = useSelector((state: RootState) => state.language.languages);
  const [update] = adminApi.useUpdateUserProfileMutation();
  const [failure, setFailure] = useState<string>();
  const validationSchema = useMemo(() => detailsSchema(text), [text]);
  // Each format shown on one day, so the choice is seen rather than decoded.
  const example = useMemo(() => moment().startOf('year').add(45, 'days'), []);
  return (
    <Section title={text('profile.details')}>
      <Formik<UserProfileUpdate>
        initialValues={{
          firstName: profile.firstName,
          lastName: profile.lastName,
          phone: profile.phone,
          language: profile.language,
          dateFormat: profile.dateFormat,
        }}
        validationSchema={validationSchema}
        onSubmit={async (values, { setFieldError, resetForm }) => {
          setFailure(undefined);
          const result = await update({ ...values, phone: values.phone?.trim() || null });
          // The phone's rules are the server's (libphonenumber stays out of this page): its answer shows at the field.
          if ('error' in result && refusedField(result.error) === 'body.phone')
            return setFieldError('phone', text('profile.phoneInvalid'));
          if ('error' in result) return setFailure(errorMessage(result.error));
          if (values.language !== profile.language) void dispatch(switchLanguage(values.language));
          // What is saved is what the form starts from now: Save waits for the next change.
          resetForm({ values });
          toast.success(text('profile.saved'));
        }}
      >
        {({ values }) => (
          <Form noValidate aria-label={text('profile.details')}>
            <FormFailure message={failure} />
            <FormGrid>
              <FormTextField name="firstName" label={text('profile.firstName')} autoComplete="given-name" />
              <FormTextField name="lastName" label={text('profile.lastName')} autoComplete="family-name" />
              <FormPhoneField name="phone" label={text('profile.phone')} />
              <FormSelectField
                name="language"
                label={text('profile.language')}
                options={
                  languages.length
                    ? languages.map((language) => ({ value: language.key, label: language.nativeName }))
                    : [{ value: values.language, label: values.language }]
                }
              />
              <FormSelectField
                name="dateFormat"
                label={text('profile.dateFormat')}
                options={DATE_DISPLAY_FORMATS.map((format) => ({ value: format, label: example.format(format) }))}
              />
            </FormGrid>
            <SaveBar />
          </Form>
        )}
      </Formik>
    </Section>
  );
}

const passwordSchema = (text: Text) =>
  yup.object({
    currentPassword: yup.string().required(text('profile.currentRequired')),
    newPassword: yup.string().required(text('profile.newPasswordRule')).min(10, text('profile.newPasswordRule')),
    repeated: yup.string().oneOf([yup.ref('newPassword')], text('profile.passwordsDiffer')),
  });

function PasswordForm() {
  const text = useText();
  const toast = useToast();
  const [change] = adminApi.useChangePasswordMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => passwordSchema(text), [text]);
  return (
    <Section title={text('profile.password')}>
      <Formik
        initialValues={{ currentPassword: '', newPassword: '', repeated: '' }}
        validationSchema={validationSchema}
        onSubmit={async (values, { resetForm }) => {
          if (!(await run(() => change({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap())))
            return;
          resetForm();
          toast.success(text('profile.passwordChanged'));
        }}
      >
        <Form noValidate aria-label={text('profile.password')}>
          <FormFailure message={failure} />
          <FormGrid>
            {(
              [
                ['currentPassword', 'profile.currentPassword', 'current-password'],
                ['newPassword', 'profile.newPassword', 'new-password'],
                ['repeated', 'profile.repeatPassword', 'new-password'],
              ] as const
            ).map(([field, label, autoComplete]) => (
              <FormTextField key={field} name={field} type="password" label={text(label)} autoComplete={autoComplete} />
            ))}
          </FormGrid>
          <Muted>{text('profile.newPasswordRule')}</Muted>
          <FormButtons submit={text('profile.changePassword')} />
        </Form>
      </Formik>
    </Section>
  );
}

const emailSchema = (text: Text) =>
  yup.object({
    newEmail: yup.string().trim().required(text('profile.emailInvalid')).email(text('profile.emailInvalid')).max(254),
    currentPassword: yup.string().required(text('profile.currentRequired')),
  });

function EmailForm({ profile }: { profile: UserProfile }) {
  const text = useText();
  const toast = useToast();
  const [change] = adminApi.useChangeEmailMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => emailSchema(text), [text]);
  return (
    <Section title={text('profile.email')}>
      <p>{text('profile.currentEmail', { email: profile.email })}</p>
      {profile.pendingEmail && <Panel tone="info" title={text('profile.pendingEmail', { email: profile.pendingEmail })} />}
      <Formik
        initialValues={{ newEmail: '', currentPassword: '' }}
        validationSchema={validationSchema}
        onSubmit={async (values, { resetForm }) => {
          const newEmail = values.newEmail.trim();
          if (!(await run(() => change({ newEmail, currentPassword: values.currentPassword }).unwrap()))) return;
          resetForm();
          toast.success(text('profile.emailSent', { email: newEmail }));
        }}
      >
        <Form noValidate aria-label={text('profile.changeEmail')}>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="newEmail" type="email" label={text('profile.newEmail')} autoComplete="email" />
            <FormTextField
              name="currentPassword"
              type="password"
              label={text('profile.currentPassword')}
              autoComplete="current-password"
            />
          </FormGrid>
          <FormButtons submit={text('profile.changeEmail')} />
        </Form>
      </Formik>
    </Section>
  );
}
