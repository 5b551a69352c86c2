import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { authApi } from 'shared/auth';
import type { ThemeConfig } from 'shared/contracts';
import { Button, Loading, useToast } from 'shared/ui';
import * as yup from 'yup';
import { useSession } from '../auth/session';
import { Select } from '../layout/LanguageSelect';
import { applyTheme } from '../theme/apply-theme';
import { FormField } from './FormField';

const COLOURS = [
  ['--color-primary', 'theme.primary', 'Primary colour'],
  ['--color-accent', 'theme.accent', 'Accent colour'],
  ['--color-background', 'theme.background', 'Background colour'],
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
  const intl = useIntl();
  const toast = useToast();
  const { user } = useSession();
  const { data: theme, isLoading } = authApi.useThemeQuery();
  const { data: presets = [] } = authApi.useThemePresetsQuery();
  const [save] = authApi.useSaveThemeMutation();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  if (!user.permissions.includes('FACILITY_SETTINGS_EDITOR')) return <Navigate to="/access-denied" replace />;
  if (isLoading || !theme) return <Loading />;
  const required = t('register.required', 'Please fill in this field');
  const schema = yup.object({
    title: yup.string().trim().required(required).max(120),
    colours: yup.object(Object.fromEntries(COLOURS.map(([name]) => [name, yup.string().matches(/^#[0-9a-f]{6}$/i)]))),
  });
  return (
    <Page>
      <h1>
        <FormattedMessage id="theme.title" defaultMessage="Theme configuration" />
      </h1>
      <Formik
        initialValues={toValues(theme)}
        enableReinitialize
        validationSchema={schema}
        onSubmit={async (values) => {
          const result = await save(toTheme(theme, values));
          if ('error' in result) toast.error(errorMessage(result.error));
          else {
            applyTheme(result.data);
            toast.success(t('theme.saved', 'The theme has been saved.'));
          }
        }}
      >
        {({ values, handleChange, setValues, isSubmitting }) => (
          <Form noValidate>
            {presets.length > 0 && (
              <label>
                <FormattedMessage id="theme.preset" defaultMessage="Start from a preset" />{' '}
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
            <FormField name="title" label={t('theme.siteTitle', 'Site title')} />
            <FormField name="description" label={t('theme.description', 'Description')} />
            <Colours>
              {COLOURS.map(([name, id, label]) => (
                <label key={name}>
                  {t(id, label)}
                  <input type="color" name={`colours.${name}`} value={values.colours[name]} onChange={handleChange} />
                </label>
              ))}
            </Colours>
            <FormField name="navigationLogo" label={t('theme.navigationLogo', 'Navigation logo URL')} />
            <FormField name="loginLogo" label={t('theme.loginLogo', 'Login logo URL')} />
            <FormField name="heroImage" label={t('theme.heroImage', 'Login hero image URL')} />
            <FormField name="favicon" label={t('theme.favicon', 'Favicon URL')} />
            <label>
              <FormattedMessage id="theme.logoType" defaultMessage="Navigation shows" />{' '}
              <Select name="logoType" value={values.logoType} onChange={handleChange}>
                <option value="LOGO">{t('theme.logoOnly', 'Logo')}</option>
                <option value="LOGO_AND_TEXT">{t('theme.logoAndText', 'Logo and name')}</option>
                <option value="TEXT">{t('theme.textOnly', 'Name')}</option>
              </Select>
            </label>
            <Button type="submit" disabled={isSubmitting}>
              <FormattedMessage id="common.save" defaultMessage="Save" />
            </Button>
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
