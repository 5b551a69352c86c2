/**
 * The open invitations of the team page: withdraw one (asked first); a customer company approves or
 * refuses the people a facility asks to add.
 */
import { useState } from 'react';
import { errorMessage } from 'shared/api';
import type { TeamRole, TeamSide } from 'shared/contracts';
import { actionsColumn, Button, formatDate, Loaded, Section, Table, type TableColumn, useConfirm, useToast } from 'shared/ui';
import { adminApi, type TeamInvitation } from '../api';
import { useText } from '../texts';
import { fullName, rightsText } from './team-rules';

export function TeamInvitations({ side }: { side: TeamSide }) {
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
      <>
        <Button size="sm" disabled={busy} onClick={() => void ask('approve')}>
          {text('team.approve', values)}
        </Button>
        <Button size="sm" variant="danger" disabled={busy} onClick={() => void ask('refuse')}>
          {text('team.refuse', values)}
        </Button>
      </>
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
    actionsColumn(text('team.column.actions'), (invitation) =>
      invitation.awaitingApproval && invitation.expiresAt > now ? answerButtons(invitation) : withdrawButton(invitation),
    ),
  ];

  return (
    <Section title={text('team.invitations')}>
      <Loaded query={invitations} failedTitle={text('team.fetchFailed')}>
        {(rows) => (
          <Table
            label={text('team.invitations')}
            columns={columns}
            data={rows}
            getRowId={(invitation) => String(invitation.id)}
            emptyText={text('team.noInvitations')}
          />
        )}
      </Loaded>
      {confirmDialog}
    </Section>
  );
}
