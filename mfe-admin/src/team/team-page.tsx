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
import { useCurrentUser } from 'shared/auth';
import type { TeamSide } from 'shared/contracts';
import { Button, Page, PageHeader } from 'shared/ui';
import type { TeamMember } from '../api';
import { useText } from '../texts';
import { GrantForm, InviteForm } from './team-forms';
import { TeamInvitations } from './team-invitations';
import { TeamMembers } from './team-members';
import { teamRules } from './team-rules';

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
      <TeamMembers rules={rules} you={user?.id} onEdit={setEditing} />
      <TeamInvitations side={side} />
    </Page>
  );
}
