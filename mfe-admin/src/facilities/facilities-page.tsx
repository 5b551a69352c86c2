/**
 * /service-provider/facilities (Facilities And Vendors, FACILITY_SETTINGS_EDITOR) and
 * /engineer/facilities: for a facility, the facilities it works with; for a
 * customer company, the network its orders may reach. Each with its processes, machines by
 * model, materials and certifications, and the company's relation to it — which its editors
 * (the facility's FACILITY_SETTINGS_EDITOR, the company's admins) set: approved, matched,
 * blacklisted (asked first: no more orders of the company reach it) or none. INTERNAL is the
 * enterprise's and shows as it is.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import { CHOSEN_VENDOR_RELATIONS, type ChosenVendorRelation, type TeamSide } from 'shared/contracts';
import { formatDate, ListPage, Select, SelectField, useConfirm, useListSearch, useToast, type TableColumn } from 'shared/ui';
import { adminApi, type FacilityRelation, type FacilityRow } from '../api';
import { useText } from '../texts';

const RELATIONS = ['INTERNAL', 'PRIVATE', 'MATCHED', 'BLACK_LISTED'] as const satisfies readonly FacilityRelation[];
/** The value of the relation select that ends a relation. */
const NONE = 'NONE' as const;

/** A certification's day, read as the calendar day it names (it has no time or zone). */
const dayOf = (day: string) => formatDate(new Date(`${day}T12:00:00`).getTime());

export default function FacilitiesPage() {
  const text = useText();
  const toast = useToast();
  const side: TeamSide = useLocation().pathname.startsWith('/engineer') ? 'engineer' : 'facility';
  const { user } = useCurrentUser();
  const roles = user?.roles.map((role) => role.roleName) ?? [];
  // As the server rules: a facility's FACILITY_SETTINGS_EDITOR (the page needs it), a company's admins.
  const mayEdit = side === 'facility' || roles.includes('ENG_ADMIN') || roles.includes('ENG_SUPER_ADMIN');
  const [relation, setRelation] = useState<FacilityRelation | typeof NONE | ''>('');
  const listSearch = useListSearch();
  const list = adminApi.useFacilitiesQuery({
    side,
    search: listSearch.query,
    relation: relation || undefined,
    ...listSearch.window,
  });
  const [saveRelation, saving] = adminApi.useSetFacilityRelationMutation();
  const [confirm, confirmDialog] = useConfirm();

  const relationText = (value: FacilityRelation | null) => text(`facilities.relation.${value ?? NONE}`);
  const change = async (facility: FacilityRow, value: ChosenVendorRelation | null) => {
    if (
      value === 'BLACK_LISTED' &&
      !(await confirm({
        title: text('facilities.blacklistTitle', { name: facility.name }),
        text: text('facilities.blacklistText'),
        confirmText: text('facilities.blacklistConfirm'),
        danger: true,
      }))
    )
      return;
    const result = await saveRelation({ side, id: facility.id, relation: value });
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('facilities.changed', { name: facility.name, relation: relationText(value) }));
  };

  const columns: TableColumn<FacilityRow>[] = [
    { key: 'name', title: text('facilities.column.name'), value: (row) => row.name },
    {
      key: 'place',
      title: text('facilities.column.place'),
      value: (row) => [row.city, row.countryCode].filter(Boolean).join(', '),
    },
    { key: 'processes', title: text('facilities.column.processes'), value: (row) => row.processes.join(', ') },
    {
      key: 'machines',
      title: text('facilities.column.machines'),
      value: (row) => row.machines.map((machine) => `${machine.model} ×${machine.count}`).join(', '),
    },
    { key: 'materials', title: text('facilities.column.materials'), value: (row) => row.materials.join(', ') },
    {
      key: 'certifications',
      title: text('facilities.column.certifications'),
      value: (row) =>
        row.certifications
          .map((certification) =>
            certification.validUntil
              ? text('facilities.validUntil', { name: certification.name, date: dayOf(certification.validUntil) })
              : certification.name,
          )
          .join(', '),
    },
    {
      key: 'relation',
      title: text('facilities.column.relation'),
      value: (row) => relationText(row.relation),
      render: (row) =>
        !mayEdit || row.relation === 'INTERNAL' ? (
          relationText(row.relation)
        ) : (
          <Select
            aria-label={text('facilities.relationOf', { name: row.name })}
            $size="sm"
            value={row.relation ?? NONE}
            disabled={saving.isLoading}
            onChange={(event) => {
              const value = event.target.value;
              void change(row, value === NONE ? null : (value as ChosenVendorRelation));
            }}
          >
            {[NONE, ...CHOSEN_VENDOR_RELATIONS].map((value) => (
              <option key={value} value={value}>
                {text(`facilities.relation.${value}`)}
              </option>
            ))}
          </Select>
        ),
    },
  ];
  const title = text(`facilities.title.${side}`);

  return (
    <>
      <ListPage
        title={title}
        intro={<p>{text(`facilities.intro.${side}`)}</p>}
        search={listSearch}
        searchLabel={text('facilities.search')}
        filters={
          <SelectField
            label={text('facilities.filter.relation')}
            value={relation}
            placeholder={text('facilities.filter.any')}
            options={[...RELATIONS, NONE].map((value) => ({ value, label: text(`facilities.relation.${value}`) }))}
            onChange={(value) => {
              setRelation(value as FacilityRelation | typeof NONE | '');
              listSearch.setPage(1);
            }}
          />
        }
        filtered={relation !== ''}
        query={list}
        rowsOf={(data) => data.rows}
        failedTitle={text('facilities.fetchFailed')}
        columns={columns}
        rowId={(row) => String(row.id)}
        tableLabel={text('facilities.list')}
        emptyText={text(`facilities.empty.${side}`)}
        noMatchText={text('facilities.noMatch')}
        exportName="facilities"
      />
      {confirmDialog}
    </>
  );
}
