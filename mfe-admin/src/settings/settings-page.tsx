/**
 * The settings home (`/service-provider/settings`): the facility's feature flags, each
 * switched by a FACILITY_SETTINGS_EDITOR with who changed it last; links to the settings pages the
 * user may open; and every change of the facility's settings (who, when, before, after).
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { authApi, useCurrentUser } from 'shared/auth';
import type { FeatureFlag } from 'shared/contracts';
import { useLanguageKey } from 'shared/i18n';
import { expandArea, meets, profileFlagsOf, type AreaFile } from 'shared/remote';
import {
  Columns,
  formatDate,
  Loaded,
  Muted,
  Page,
  PageHeader,
  Pager,
  PlainList,
  SearchField,
  Section,
  space,
  Table,
  type TableColumn,
  TableExport,
  Toolbar,
  useListSearch,
  usePendingUntilRead,
  useToast,
} from 'shared/ui';
import area from '../area.json';
import { adminApi, type SettingChange } from '../api';
import { useText } from '../texts';

const HERE = '/service-provider/settings';
/** The settings pages of this area: its routes in the sidebar's Admin group. */
const SETTINGS_PAGES = expandArea('mfe-admin', area as AreaFile).routes.filter(
  (route) => route.path !== HERE && route.menu?.some((entry) => entry.group === 'admin'),
);

export default function SettingsPage() {
  const text = useText();
  return (
    <Page>
      <PageHeader>
        <h1>{text('settings.title')}</h1>
      </PageHeader>
      <p>{text('settings.intro')}</p>
      <Columns>
        <Features />
        <SettingsPages />
      </Columns>
      <Changes />
    </Page>
  );
}

function Features() {
  const text = useText();
  const toast = useToast();
  const { user } = useCurrentUser();
  const switches = adminApi.useFeatureSwitchesQuery();
  const [switchFeature, switching] = adminApi.useSwitchFeatureMutation();
  const canEdit = (user?.permissions ?? []).includes('FACILITY_SETTINGS_EDITOR');
  // A switch shows its new state at once, until the switches read after the save show it (or it fails).
  const [pending, setPending, saving] = usePendingUntilRead<Partial<Record<FeatureFlag, boolean>>>(switches.data, {});
  const change = async (flag: FeatureFlag, enabled: boolean) => {
    setPending((now) => ({ ...now, [flag]: enabled }));
    const result = await saving(switchFeature({ flag, enabled }));
    if ('error' in result) setPending(({ [flag]: _done, ...rest }) => rest);
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text(enabled ? 'settings.turnedOn' : 'settings.turnedOff', { name: text(`settings.flag.${flag}`) }));
  };
  return (
    <Section title={text('settings.features')}>
      {!canEdit && <Muted>{text('settings.readOnly')}</Muted>}
      <Loaded query={switches} failedTitle={text('settings.featuresFailed')}>
        {(list) => (
          <FlagList>
            {list.map((item) => (
              <li key={item.flag}>
                <label>
                  <input
                    type="checkbox"
                    checked={pending[item.flag] ?? item.enabled}
                    disabled={!canEdit || switching.isLoading}
                    onChange={(event) => void change(item.flag, event.target.checked)}
                  />{' '}
                  {text(`settings.flag.${item.flag}`)}
                </label>
                <Muted>
                  {item.changedAt === null
                    ? text('settings.neverChanged')
                    : text('settings.changedBy', {
                        name: item.changedBy ?? text('settings.platform'),
                        date: formatDate(item.changedAt, true),
                      })}
                </Muted>
              </li>
            ))}
          </FlagList>
        )}
      </Loaded>
    </Section>
  );
}

function SettingsPages() {
  const text = useText();
  const language = useLanguageKey();
  const { user } = useCurrentUser();
  const session = authApi.useSessionConfigQuery();
  const flags = profileFlagsOf(session.data?.features);
  const pages = user ? SETTINGS_PAGES.filter((route) => meets(route.requires, user, flags)) : [];
  return (
    <Section title={text('settings.pages')}>
      <PageList>
        {pages.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{route.title[language]}</Link>
          </li>
        ))}
      </PageList>
    </Section>
  );
}

/** A setting's value as the audit keeps it, in a line: its JSON, marked when the record is inactive. */
const valueText = (value: unknown, none: string, inactive: string) => {
  if (value === null || value === undefined) return none;
  const record = value as { active?: boolean; value?: unknown };
  const json = JSON.stringify(record.value ?? null);
  return record.active === false ? `${inactive} ${json}` : json;
};

function Changes() {
  const text = useText();
  const { search, query, onSearch, page, setPage, window, pageCount } = useListSearch();
  const changes = adminApi.useSettingChangesQuery({ search: query, ...window });
  const rows = changes.data?.rows ?? [];
  const pages = pageCount(changes.data?.totalCount);
  const columns: TableColumn<SettingChange>[] = [
    { key: 'when', title: text('settings.column.when'), value: (row) => formatDate(row.changedAt, true) },
    { key: 'who', title: text('settings.column.who'), value: (row) => row.changedBy ?? text('settings.platform') },
    { key: 'setting', title: text('settings.column.setting'), value: (row) => row.setting },
    {
      key: 'before',
      title: text('settings.column.before'),
      value: (row) => valueText(row.before, text('settings.none'), text('settings.inactive')),
      render: (row) => <Value>{valueText(row.before, text('settings.none'), text('settings.inactive'))}</Value>,
    },
    {
      key: 'after',
      title: text('settings.column.after'),
      value: (row) => valueText(row.after, text('settings.none'), text('settings.inactive')),
      render: (row) => <Value>{valueText(row.after, text('settings.none'), text('settings.inactive'))}</Value>,
    },
  ];
  return (
    <Section title={text('settings.changes')}>
      <Toolbar>
        <SearchField label={text('settings.search')} value={search} onSearch={onSearch} />
        <TableExport columns={columns} rows={rows} fileName="settings-changes" sheet={text('settings.changes')} />
      </Toolbar>
      <Loaded query={changes} failedTitle={text('settings.changesFailed')}>
        {() => (
          <>
            <Table
              label={text('settings.changes')}
              columns={columns}
              data={rows}
              getRowId={(row) => String(row.id)}
              emptyText={query ? text('settings.noMatch') : text('settings.noChanges')}
            />
            {pages > 1 && <Pager page={page} pageCount={pages} onChange={setPage} />}
          </>
        )}
      </Loaded>
    </Section>
  );
}

/** A setting's JSON has no spaces to break at; it wraps anywhere rather than widening the table. */
const Value = styled.span`
  overflow-wrap: anywhere;
`;

const FlagList = styled(PlainList)`
  li {
    display: flex;
    flex-direction: column;
  }
`;

const PageList = styled.ul`
  padding-left: ${space(4)};
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;
