/**
 * The people of the team page: searchable and filtered by status and role on the server, with a
 * CSV or Excel export; change a person's rights, deactivate (asked first) and reactivate.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import type { TeamRole } from 'shared/contracts';
import {
  actionsColumn,
  Button,
  formatDate,
  ListPage,
  SelectField,
  useConfirm,
  useListSearch,
  useToast,
  type TableColumn,
} from 'shared/ui';
import { adminApi, type TeamMember } from '../api';
import { useText } from '../texts';
import { fullName, rightsText, type TeamRules } from './team-rules';

export function TeamMembers({ rules, you, onEdit }: { rules: TeamRules; you?: number; onEdit: (member: TeamMember) => void }) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [setActive, activeChange] = adminApi.useSetMemberActiveMutation();
  const [status, setStatus] = useState<TeamMember['status'] | ''>('');
  const [role, setRole] = useState<TeamRole | ''>('');
  const listSearch = useListSearch();
  const list = adminApi.useTeamMembersQuery({
    side: rules.side,
    search: listSearch.query,
    status: status || undefined,
    role: role || undefined,
    ...listSearch.window,
  });

  const deactivate = async (member: TeamMember) => {
    const name = fullName(member);
    const sure = await confirm({
      title: text('team.deactivateTitle', { name }),
      text: text('team.deactivateText'),
      confirmText: text('team.deactivateConfirm'),
      danger: true,
    });
    if (!sure) return;
    const result = await setActive({ side: rules.side, id: member.id, active: false });
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('team.deactivated', { name }));
  };
  const reactivate = async (member: TeamMember) => {
    const result = await setActive({ side: rules.side, id: member.id, active: true });
    if ('error' in result) toast.error(errorMessage(result.error));
    else toast.success(text('team.reactivated', { name: fullName(member) }));
  };

  const columns: TableColumn<TeamMember>[] = [
    {
      key: 'name',
      title: text('team.column.name'),
      value: (member) => fullName(member),
      render: (member) => (
        <>
          {fullName(member)} {member.id === you && text('team.you')}
        </>
      ),
    },
    {
      key: 'email',
      title: text('team.column.email'),
      value: (member) => member.email,
      render: (member) => (
        <>
          {member.email}
          {!member.emailVerified && <div>{text('team.unverified')}</div>}
        </>
      ),
    },
    { key: 'roles', title: text('team.column.roles'), value: (member) => rightsText(text, member.roles, 'role') },
    {
      key: 'permissions',
      title: text('team.column.permissions'),
      value: (member) => rightsText(text, member.permissions, 'permission'),
    },
    { key: 'status', title: text('team.column.status'), value: (member) => text(`team.status.${member.status}`) },
    {
      key: 'lastSignIn',
      title: text('team.column.lastSignIn'),
      value: (member) => (member.lastSignInAt === null ? text('team.never') : formatDate(member.lastSignInAt, true)),
    },
    actionsColumn(text('team.column.actions'), (member) => {
      const name = fullName(member);
      return (
        <>
          <Button size="sm" variant="secondary" onClick={() => onEdit(member)}>
            {text('team.edit', { name })}
          </Button>
          {member.id !== you &&
            (member.status === 'ACTIVE' ? (
              <Button size="sm" variant="danger" disabled={activeChange.isLoading} onClick={() => void deactivate(member)}>
                {text('team.deactivate', { name })}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" disabled={activeChange.isLoading} onClick={() => void reactivate(member)}>
                {text('team.reactivate', { name })}
              </Button>
            ))}
        </>
      );
    }),
  ];
  return (
    <>
      <ListPage
        title={text('team.people')}
        section
        search={listSearch}
        searchLabel={text('team.search')}
        filters={
          <>
            <SelectField
              label={text('team.filter.status')}
              value={status}
              placeholder={text('team.filter.any')}
              options={(['ACTIVE', 'DEACTIVATED'] as const).map((value) => ({ value, label: text(`team.status.${value}`) }))}
              onChange={(value) => {
                setStatus(value as TeamMember['status'] | '');
                listSearch.setPage(1);
              }}
            />
            <SelectField
              label={text('team.filter.role')}
              value={role}
              placeholder={text('team.filter.any')}
              options={rules.roles.map((value) => ({ value, label: text(`role.${value}`) }))}
              onChange={(value) => {
                setRole(value as TeamRole | '');
                listSearch.setPage(1);
              }}
            />
          </>
        }
        filtered={Boolean(status || role)}
        query={list}
        rowsOf={(data) => data.rows}
        failedTitle={text('team.fetchFailed')}
        columns={columns}
        rowId={(member) => String(member.id)}
        emptyText={text('team.empty')}
        noMatchText={text('team.noMatch')}
        exportName="team"
      />
      {confirmDialog}
    </>
  );
}
