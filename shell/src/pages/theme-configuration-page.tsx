import { Field, Form, Formik } from 'formik';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import type { ThemeConfig } from 'shared/contracts';
import { FormSelectField, FormTextField, SaveBar } from 'shared/forms';
import { Loading, useToast } from 'shared/ui';
import * as yup from 'yup';
import { useSession } from '../auth/session';
import { Select } from '../layout/language-select';
import { applyTheme } from '../theme/apply-theme';
import { useShellText } from '../texts';

const COLOURS = [
  ['--color-primary', 'theme.primary'],
  ['--color-accent', 'theme.accent'],
  ['--color-background', 'theme.background'],
] as const;

interface Values {
  title: string;
  description: string;
  colours: Record<string, string>;
  navigationLogo: string;
  loginLogo: string;
  heroImage: string;
  favicon: string;
  logoType: ThemeConfig['navigation-logo-type'];
}

const toValues = (theme: ThemeConfig): Values => ({
  title: theme.title,
  description: theme.description,
  colours: Object.fromEntries(COLOURS.map(([name]) => [name, theme['root-css'][name] ?? '#000000'])),
  navigationLogo: theme.logos.navigation,
  loginLogo: theme.logos.login,
  heroImage: theme['hero-image'],
  favicon: theme.favicon,
  logoType: theme['navigation-logo-type'],
});

const toTheme = (base: ThemeConfig, values: Values): ThemeConfig => ({
  ...base,
  title: values.title.trim(),
  description: values.description.trim(),
  'root-css': { ...base['root-css'], ...values.colours },
  logos: { ...base.logos, navigation: values.navigationLogo.trim(), login: values.loginLogo.trim() },
  'hero-image': values.heroImage.trim(),
  favicon: values.favicon.trim(),
  'navigation-logo-type': values.logoType,
});

/** /theme-configuration: a facility admin brands the domain the platform is opened on. */
export function ThemeConfigurationPage() {
  const toast = useToast();
  const { user } = useSession();
  const { data: theme, isLoading } = authApi.useThemeQuery();
  const { data: presets = [] } = authApi.useThemePresetsQuery();
  const [save] = authApi.useSaveThemeMutation();
  const text = useShellText();
  if (!user.permissions.includes('FACILITY_SETTINGS_EDITOR')) return <Navigate to="/access-denied" replace />;
  if (isLoading || !theme) return <Loading />;
  const required = text('register.required');
  const schema = yup.object({
    title: yup.string().trim().required(required).max(120),
    colours: yup.object(Object.fromEntries(COLOURS.map(([name]) => [name, yup.string().matches(/^#[0-9a-f]{6}$/i)]))),
  });
  return (
    <Page>
      <h1>{text('theme.title')}</h1>
      <Formik
        initialValues={toValues(theme)}
        enableReinitialize
        validationSchema={schema}
        onSubmit={async (values) => {
          const result = await save(toTheme(theme, values));
          if ('error' in result) toast.error(errorMessage(result.error));
          else {
            applyTheme(result.data);
            toast.success(text('theme.saved'));
          }
        }}
      >
        {({ setValues }) => (
          <Form noValidate>
            {presets.length > 0 && (
              <label>
                {text('theme.preset')}{' '}
                <Select
                  defaultValue=""
                  onChange={(event) => {
                    const preset = presets.find((p) => p.name === event.target.value);
                    if (preset) void setValues(toValues(preset.config));
                  }}
                >
                  <option value="" disabled>
                    —
                  </option>
                  {presets.map((preset) => (
                    <option key={preset.name}>{preset.name}</option>
                  ))}
                </Select>
              </label>
            )}
            <FormTextField name="title" label={text('theme.siteTitle')} />
            <FormTextField name="description" label={text('theme.description')} />
            <Colours>
              {COLOURS.map(([name, id]) => (
                <label key={name}>
                  {text(id)}
                  <Field type="color" name={`colours.${name}`} />
                </label>
              ))}
            </Colours>
            <FormTextField name="navigationLogo" label={text('theme.navigationLogo')} />
            <FormTextField name="loginLogo" label={text('theme.loginLogo')} />
            <FormTextField name="heroImage" label={text('theme.heroImage')} />
            <FormTextField name="favicon" label={text('theme.favicon')} />
            <FormSelectField
              name="logoType"
              label={text('theme.logoType')}
              options={[
                { value: 'LOGO', label: text('theme.logoOnly') },
                { value: 'LOGO_AND_TEXT', label: text('theme.logoAndText') },
                { value: 'TEXT', label: text('theme.textOnly') },
              ]}
            />
            <SaveBar saveLabel={text('common.save')} />
          </Form>
        )}
      </Formik>
    </Page>
  );
}

const Page = styled.div`
  max-width: 40rem;
  form {
    display: flex;
    flex-direction: column;
    gap: 1rem;
  }
`;
const Colours = styled.div`
  display: flex;
  gap: 1.5rem;
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;
