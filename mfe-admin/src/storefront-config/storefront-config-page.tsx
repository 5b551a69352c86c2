/**
 * /store-front-config (STOREFRONT_CONFIG_EDITOR): what the facility's customers
 * see in its store front — the top navigation's items (STORE_FRONT_MENU_CONFIG: shown or not,
 * label, badge, address) with a preview, its own words (STORE_FRONT_UI_CONFIG: its name, the
 * welcome on New Order, support contacts) with a preview, and its currencies (STORE_FRONT_CONFIG:
 * showCurrency, enableCurrency, defaultCurrency, the currencies). Each save is audited, and the customers'
 * open store fronts follow.
 */
import { Field, Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { useRemoteRoutes } from 'shared/auth';
import type { CurrencyEntry, MenuItemConfig, StorefrontConfig, StorefrontUiConfig } from 'shared/contracts';
import { FormSelectField, FormTextField, SaveBar } from 'shared/forms';
import { useLanguageKey } from 'shared/i18n';
import {
  Button,
  colors,
  FormFailure,
  LoadFailed,
  Loading,
  NumberInput,
  Page,
  PageHeader,
  space,
  TextField,
  Toolbar,
  useToast,
} from 'shared/ui';
import { adminApi } from '../api';
import { useConfigValue } from '../config-value';
import { useText } from '../texts';
import { Section } from './section';
import { StorefrontWords } from './storefront-words';

export default function StorefrontConfigPage() {
  const text = useText();
  const menu = useConfigValue<Record<string, Record<string, MenuItemConfig>>>('STORE_FRONT_MENU_CONFIG');
  const storefront = useConfigValue<StorefrontConfig>('STORE_FRONT_CONFIG');
  const words = useConfigValue<StorefrontUiConfig>('STORE_FRONT_UI_CONFIG');
  const failed = [menu, storefront, words].find((config) => config.failed);
  return (
    <Page>
      <PageHeader>
        <h1>{text('storefront.title')}</h1>
      </PageHeader>
      <p>{text('storefront.intro')}</p>
      {menu.query.isLoading || storefront.query.isLoading || words.query.isLoading ? (
        <Loading />
      ) : failed ? (
        <LoadFailed
          title={text('storefront.fetchFailed')}
          error={failed.query.error}
          onRetry={() => void failed.query.refetch()}
        />
      ) : (
        <>
          <TopNavigation saved={menu.value} />
          <StorefrontWords saved={words.value} />
          <Currencies saved={storefront.value} />
        </>
      )}
    </Page>
  );
}

/** One item of the top navigation as the form edits it: '' keeps the page's own label or address. */
interface NavItem {
  key: string;
  defaultLabel: string;
  defaultUrl: string;
  enabled: boolean;
  label: string;
  url: string;
  badge: string;
  badgeEnabled: boolean;
}

function TopNavigation({ saved }: { saved: Partial<Record<string, Record<string, MenuItemConfig>>> }) {
  const text = useText();
  const toast = useToast();
  const language = useLanguageKey();
  const routes = useRemoteRoutes();
  const [save] = adminApi.useSaveFacilityConfigMutation();
  const [failure, setFailure] = useState<string>();
  // The store front's items: the pages whose menu entry is in its top navigation.
  const items = useMemo<NavItem[]>(
    () =>
      (routes ?? [])
        .flatMap((route) =>
          (route.menu ?? [])
            .filter((entry) => entry.section === 'engineer' && entry.group === 'storeFront')
            .map((entry) => ({ entry, route })),
        )
        .sort((a, b) => a.entry.order - b.entry.order)
        .map(({ entry, route }) => {
          const own = saved.engineer?.[entry.key] ?? {};
          return {
            key: entry.key,
            defaultLabel: route.title[language],
            defaultUrl: entry.url ?? route.path,
            enabled: own.enabled ?? entry.enabled ?? true,
            label: own.label ?? '',
            url: own.url ?? '',
            badge: own.badge ?? '',
            badgeEnabled: own.badgeEnabled ?? false,
          };
        }),
    [routes, saved, language],
  );
  if (!routes) return <Loading />;
  return (
    <Formik<{ items: NavItem[] }>
      initialValues={{ items }}
      enableReinitialize
      onSubmit={async (values) => {
        setFailure(undefined);
        const engineer = { ...saved.engineer };
        for (const item of values.items) {
          engineer[item.key] = {
            enabled: item.enabled,
            ...(item.label.trim() ? { label: item.label.trim() } : {}),
            ...(item.url.trim() ? { url: item.url.trim() } : {}),
            ...(item.badge.trim() ? { badge: item.badge.trim() } : {}),
            badgeEnabled: item.badgeEnabled && item.badge.trim() !== '',
          };
        }
        try {
          await save({ configType: 'STORE_FRONT_MENU_CONFIG', configValue: JSON.stringify({ ...saved, engineer }) }).unwrap();
          toast.success(text('storefront.navSaved'));
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ values, setFieldValue }) => (
        <Section aria-labelledby="storefront-nav">
          <h2 id="storefront-nav">{text('storefront.nav')}</h2>
          <Form noValidate aria-labelledby="storefront-nav">
            <FormFailure message={failure} />
            {values.items.map((item, index) => (
              <NavRow key={item.key} role="group" aria-label={item.defaultLabel}>
                <label>
                  <Field type="checkbox" name={`items.${index}.enabled`} /> {text('storefront.show', { name: item.defaultLabel })}
                </label>
                <FormTextField
                  name={`items.${index}.label`}
                  label={text('storefront.label')}
                  size="sm"
                  placeholder={item.defaultLabel}
                  maxLength={100}
                />
                <FormTextField
                  name={`items.${index}.url`}
                  label={text('storefront.url')}
                  size="sm"
                  placeholder={item.defaultUrl}
                  maxLength={2000}
                />
                {/* A badge is shown once it has words. */}
                <TextField
                  label={text('storefront.badge')}
                  size="sm"
                  value={item.badge}
                  maxLength={30}
                  onChange={(event) => {
                    void setFieldValue(`items.${index}.badge`, event.target.value);
                    void setFieldValue(`items.${index}.badgeEnabled`, event.target.value.trim() !== '');
                  }}
                />
              </NavRow>
            ))}
            <h3>{text('storefront.preview')}</h3>
            <Preview aria-label={text('storefront.preview')}>
              {values.items
                .filter((item) => item.enabled)
                .map((item) => (
                  <li key={item.key}>
                    {item.label.trim() || item.defaultLabel}
                    {item.badgeEnabled && item.badge.trim() && <Badge>{item.badge.trim()}</Badge>}
                  </li>
                ))}
            </Preview>
            <SaveBar saveLabel={text('storefront.saveNav')} />
          </Form>
        </Section>
      )}
    </Formik>
  );
}

const NEW_STOREFRONT: StorefrontConfig = {
  showCurrency: false,
  enableCurrency: false,
  defaultCurrency: 'USD',
  currencies: { USD: { key: 'USD', symbol: '$', rate: 1 } },
};

function Currencies({ saved }: { saved: Partial<StorefrontConfig> }) {
  const text = useText();
  const toast = useToast();
  const [save] = adminApi.useSaveFacilityConfigMutation();
  const [failure, setFailure] = useState<string>();
  const initial = { ...NEW_STOREFRONT, ...saved };
  return (
    <Formik<{ config: StorefrontConfig; rows: CurrencyEntry[] }>
      initialValues={{ config: initial, rows: Object.values(initial.currencies) }}
      enableReinitialize
      onSubmit={async ({ config, rows }) => {
        setFailure(undefined);
        const currencies = Object.fromEntries(
          rows.map((row) => [row.key.trim().toUpperCase(), { ...row, key: row.key.trim().toUpperCase() }]),
        );
        try {
          await save({
            configType: 'STORE_FRONT_CONFIG',
            configValue: JSON.stringify({ ...saved, ...config, currencies }),
          }).unwrap();
          toast.success(text('storefront.currenciesSaved'));
        } catch (error) {
          setFailure(errorMessage(error));
        }
      }}
    >
      {({ values, setFieldValue }) => (
        <Section aria-labelledby="storefront-currencies">
          <h2 id="storefront-currencies">{text('storefront.currencies')}</h2>
          <Form noValidate aria-labelledby="storefront-currencies">
            <FormFailure message={failure} />
            {(['showCurrency', 'enableCurrency'] as const).map((key) => (
              <label key={key}>
                <Field type="checkbox" name={`config.${key}`} /> {text(`storefront.${key}`)}
              </label>
            ))}
            <FormSelectField
              name="config.defaultCurrency"
              label={text('storefront.defaultCurrency')}
              options={values.rows
                .filter((row) => row.key.trim())
                .map((row) => ({ value: row.key.trim().toUpperCase(), label: row.key.trim().toUpperCase() }))}
            />
            {values.rows.map((row, index) => (
              <NavRow key={index} role="group" aria-label={text('storefront.currency', { number: index + 1 })}>
                <FormTextField name={`rows.${index}.key`} label={text('storefront.code')} size="sm" maxLength={3} />
                <FormTextField name={`rows.${index}.symbol`} label={text('storefront.symbol')} size="sm" maxLength={5} />
                {/* An emptied rate counts as 1. */}
                <NumberInput
                  label={text('storefront.rate')}
                  size="sm"
                  min={0.0001}
                  value={row.rate}
                  onChange={(rate) => void setFieldValue(`rows.${index}.rate`, rate ?? 1)}
                />
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={values.rows.length === 1}
                  onClick={() =>
                    void setFieldValue(
                      'rows',
                      values.rows.filter((_, other) => other !== index),
                    )
                  }
                >
                  {text('storefront.removeCurrency', { code: row.key || index + 1 })}
                </Button>
              </NavRow>
            ))}
            <Toolbar>
              <Button
                variant="secondary"
                onClick={() => void setFieldValue('rows', [...values.rows, { key: '', symbol: '', rate: 1 }])}
              >
                {text('storefront.addCurrency')}
              </Button>
            </Toolbar>
            <SaveBar saveLabel={text('storefront.saveCurrencies')} />
          </Form>
        </Section>
      )}
    </Formik>
  );
}

const NavRow = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 1fr) repeat(3, minmax(8rem, 1fr));
  gap: ${space(3)};
  align-items: end;
`;

const Preview = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(4)};
  margin: 0;
  padding: ${space(3)};
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: 0.25rem;
`;

const Badge = styled.span`
  margin-left: ${space(1)};
  padding: 0 ${space(1)};
  border-radius: ${space(2)};
  background: ${colors.text};
  color: #fff;
  font-size: 0.75rem;
`;
