/**
 * The store front's top navigation (STORE_FRONT_MENU_CONFIG), a section of /store-front-config:
 * each item shown or not, its own label, badge and address, with a preview of the bar.
 */
import { Field, Form, Formik } from 'formik';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useServerCall } from 'shared/api';
import { useRemoteRoutes } from 'shared/auth';
import type { MenuItemConfig } from 'shared/contracts';
import { FormTextField, SaveBar } from 'shared/forms';
import { useLanguageKey } from 'shared/i18n';
import { colors, FormFailure, Loading, space, TextField, useToast } from 'shared/ui';
import { adminApi } from '../api';
import { useText } from '../texts';
import { NavRow, Section } from './section';

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

export function TopNavigation({ saved }: { saved: Partial<Record<string, Record<string, MenuItemConfig>>> }) {
  const text = useText();
  const toast = useToast();
  const language = useLanguageKey();
  const routes = useRemoteRoutes();
  const [save] = adminApi.useSaveFacilityConfigMutation();
  const { failure, run } = useServerCall();
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
        await run(async () => {
          await save({ configType: 'STORE_FRONT_MENU_CONFIG', configValue: JSON.stringify({ ...saved, engineer }) }).unwrap();
          toast.success(text('storefront.navSaved'));
        });
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
