/**
 * /service-provider/team (SP_TEAM_EDITOR) and /engineer/team (ENG_TEAM_EDITOR): the people of
 * the facility or the customer company with their roles and permissions, searchable and filtered
 * by status and role, with a CSV or Excel export; invite a person by email with the rights they
 * will have, change a person's rights, deactivate (their sessions end at once) and reactivate,
 * withdraw an open invitation; a customer company approves or refuses the people a facility asks
 * to add. What the signed-in person does not hold shows but cannot be ticked: the server refuses
 * it anyway.
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from 'shared/api';
import { useCurrentUser } from 'shared/auth';
import type { TeamRole, TeamSide } from 'shared/contracts';
import {
  Button,
  formatDate,
  ListPage,
  LoadFailed,
  Loading,
  Page,
  PageHeader,
  SelectField,
  Table,
  Toolbar,
  useConfirm,
  useListSearch,
  useToast,
  type TableColumn,
} from 'shared/ui';
import { adminApi, type TeamInvitation, type TeamMember } from '../api';
import { useText } from '../texts';
import { GrantForm, InviteForm } from './team-forms';
import { rightsText, teamRules, type TeamRules } from './team-rules';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
export default function TeamPage() {
  const text = useText();
  const side: TeamSide = useLocation().pathname.startsWith('/engineer') ? 'engineer' : 'facility';
  const { user } = useCurrentUser();
  const rules = teamRules(side, user);
  const company = side === 'facility' ? user?.serviceProvider?.companyName : user?.engineerCompany?.companyName;
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember>();

  return (
    <Page>
      <PageHeader>
        <h1>{text('team.title')}</h1>
        {!inviting && <Button onClick={() => setInviting(true)}>{text('team.invite')}</Button>}
      </PageHeader>
      <p>{text('team.intro', { company: company ?? '' })}</p>
      {inviting && <InviteForm rules={rules} onDone={() => setInviting(false)} />}
      {editing && <GrantForm key={editing.id} rules={rules} member={editing} onDone={() => setEditing(undefined)} />}
      <Members rules={rules} you={user?.id} onEdit={setEditing} />
      <Invitations side={side} />
    </Page>
  );
}

function Members({ rules, you, onEdit }: { rules: TeamRules; you?: number; onEdit: (member: TeamMember) => void }) {
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
    {
      key: 'actions',
      title: text('team.column.actions'),
      render: (member) => {
        const name = fullName(member);
        return (
          <Toolbar>
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
          </Toolbar>
        );
      },
    },
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

function Invitations({ side }: { side: TeamSide }) {
  const text = useText();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const invitations = adminApi.useTeamInvitationsQuery(side);
  const [withdraw, withdrawing] = adminApi.useWithdrawInvitationMutation();
  const [answer, answering] = adminApi.useAnswerInvitationMutation();
  const [now] = useState(() => Date.now());
  const busy = withdrawing.isLoading || answering.isLoading;

  const withdrawButton = (invitation: TeamInvitation) => (
    <Button
      size="sm"
      variant="danger"
      disabled={busy}
      onClick={async () => {
        const { email } = invitation;
        const sure = await confirm({
          title: text('team.withdrawTitle', { email }),
          text: text('team.withdrawText'),
          confirmText: text('team.withdrawConfirm'),
          danger: true,
        });
        if (!sure) return;
        const result = await withdraw({ side, id: invitation.id });
        if ('error' in result) toast.error(errorMessage(result.error));
        else toast.success(text('team.withdrawn', { email }));
      }}
    >
      {text('team.withdraw', { email: invitation.email })}
    </Button>
  );

  /** A facility's invitation waits for this company's word: approve (the person is mailed the link) or refuse. */
  const answerButtons = (invitation: TeamInvitation) => {
    const values = { email: invitation.email, facility: invitation.facility ?? '' };
    const ask = async (choice: 'approve' | 'refuse') => {
      const sure = await confirm({
        title: text(`team.${choice}Title`, values),
        text: text(`team.${choice}Text`, values),
        confirmText: text(`team.${choice}Confirm`),
        danger: choice === 'refuse',
      });
      if (!sure) return;
      const result = await answer({ id: invitation.id, answer: choice });
      if ('error' in result) toast.error(errorMessage(result.error));
      else toast.success(text(choice === 'approve' ? 'team.approved' : 'team.refused', values));
    };
    return (
      <Toolbar>
        <Button size="sm" disabled={busy} onClick={() => void ask('approve')}>
          {text('team.approve', values)}
        </Button>
        <Button size="sm" variant="danger" disabled={busy} onClick={() => void ask('refuse')}>
          {text('team.refuse', values)}
        </Button>
      </Toolbar>
    );
  };

  const columns: TableColumn<TeamInvitation>[] = [
    { key: 'name', title: text('team.column.name'), value: (invitation) => fullName(invitation) },
    { key: 'email', title: text('team.column.email'), value: (invitation) => invitation.email },
    {
      key: 'roles',
      title: text('team.column.roles'),
      value: (invitation) => rightsText(text, invitation.roles as TeamRole[], 'role'),
    },
    {
      key: 'invitedBy',
      title: text('team.column.invitedBy'),
      value: (invitation) =>
        invitation.facility
          ? text('team.invitedByFacility', { name: invitation.invitedBy ?? '', facility: invitation.facility })
          : (invitation.invitedBy ?? ''),
    },
    {
      key: 'expires',
      title: text('team.column.expires'),
      value: (invitation) =>
        invitation.expiresAt <= now
          ? text('team.expired', { date: formatDate(invitation.expiresAt) })
          : invitation.awaitingApproval
            ? text('team.awaitingApproval', { date: formatDate(invitation.expiresAt) })
            : formatDate(invitation.expiresAt),
    },
    {
      key: 'actions',
      title: text('team.column.actions'),
      render: (invitation) =>
        invitation.awaitingApproval && invitation.expiresAt > now ? answerButtons(invitation) : withdrawButton(invitation),
    },
  ];

  return (
    <section aria-labelledby="team-invitations">
      <h2 id="team-invitations">{text('team.invitations')}</h2>
      {invitations.isLoading ? (
        <Loading />
      ) : invitations.isError ? (
        <LoadFailed title={text('team.fetchFailed')} error={invitations.error} onRetry={() => void invitations.refetch()} />
      ) : (
        <Table
          label={text('team.invitations')}
          columns={columns}
          data={invitations.data ?? []}
          getRowId={(invitation) => String(invitation.id)}
          emptyText={text('team.noInvitations')}
        />
      )}
      {confirmDialog}
    </section>
  );
}
