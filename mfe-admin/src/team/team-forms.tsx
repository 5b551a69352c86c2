/**
 * The team page's two forms: inviting a person with the roles and permissions they will have,
 * and changing a person's. Both tick rights in the same two groups, where what the signed-in
 * person does not hold is shown but cannot be changed.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useServerCall } from 'shared/api';
import type { Permission, TeamRole } from 'shared/contracts';
import { FormButtons, FormCheckboxGroup, FormTextField } from 'shared/forms';
import { FormFailure, FormGrid, Panel, useToast } from 'shared/ui';
import * as yup from 'yup';
import { adminApi, type TeamGrant, type TeamMember } from '../api';
import { useText, type Text } from '../texts';
import { fullName, type TeamRules } from './team-rules';

/** The two groups of rights (the form's roles and permissions), in the order the team's rules list them. */
function RightsFields({ rules }: { rules: TeamRules }) {
  const text = useText();
  const option = <T extends TeamRole | Permission>(item: T, label: string) => ({
    value: item,
    label,
    disabled: !rules.mayGrant(item),
    hint: rules.mayGrant(item) ? undefined : text('team.notYours'),
  });
  return (
    <>
      <FormCheckboxGroup
        name="roles"
        legend={text('team.roles')}
        options={rules.roles.map((role) => option(role, text(`role.${role}`)))}
      />
      <FormCheckboxGroup
        name="permissions"
        legend={text('team.permissions')}
        options={rules.permissions.map((permission) => option(permission, text(`permission.${permission}`)))}
      />
    </>
  );
}

const inviteSchema = (text: Text) =>
  yup.object({
    email: yup.string().trim().required(text('team.emailRequired')).email(text('team.emailRequired')).max(254),
    firstName: yup.string().trim().required(text('team.nameRequired')).max(100),
    lastName: yup.string().trim().required(text('team.nameRequired')).max(100),
  });

interface InviteValues extends TeamGrant {
  email: string;
  firstName: string;
  lastName: string;
}

export function InviteForm({ rules, onDone }: { rules: TeamRules; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const [invite] = adminApi.useInviteToTeamMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => inviteSchema(text), [text]);
  const defaultRole = rules.side === 'facility' ? 'SP_NON_ADMIN' : 'ENG_NON_ADMIN';
  return (
    <Panel title={text('team.inviteTitle')}>
      <Formik<InviteValues>
        initialValues={{
          email: '',
          firstName: '',
          lastName: '',
          roles: rules.mayGrant(defaultRole) ? [defaultRole] : [],
          permissions: [],
        }}
        validationSchema={validationSchema}
        onSubmit={async (values) => {
          const email = values.email.trim();
          const sent = await run(() =>
            invite({
              side: rules.side,
              email,
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              roles: values.roles,
              permissions: values.permissions,
            }).unwrap(),
          );
          if (!sent) return;
          toast.success(text('team.invited', { email }));
          onDone();
        }}
      >
        <Form noValidate aria-label={text('team.inviteTitle')}>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="email" label={text('team.email')} type="email" autoComplete="off" />
            <FormTextField name="firstName" label={text('team.firstName')} />
            <FormTextField name="lastName" label={text('team.lastName')} />
          </FormGrid>
          <RightsFields rules={rules} />
          <FormButtons submit={text('team.send')} cancel={{ text: text('team.cancel'), onClick: onDone }} />
        </Form>
      </Formik>
    </Panel>
  );
}

export function GrantForm({ rules, member, onDone }: { rules: TeamRules; member: TeamMember; onDone: () => void }) {
  const text = useText();
  const toast = useToast();
  const [update] = adminApi.useUpdateTeamMemberMutation();
  const { failure, run } = useServerCall();
  const name = fullName(member);
  return (
    <Panel title={text('team.editTitle', { name })}>
      <Formik<TeamGrant>
        initialValues={{ roles: member.roles, permissions: member.permissions }}
        onSubmit={async (values) => {
          if (!(await run(() => update({ side: rules.side, id: member.id, ...values }).unwrap()))) return;
          toast.success(text('team.saved', { name }));
          onDone();
        }}
      >
        <Form noValidate aria-label={text('team.editTitle', { name })}>
          <FormFailure message={failure} />
          <RightsFields rules={rules} />
          <FormButtons submit={text('team.save')} cancel={{ text: text('team.cancel'), onClick: onDone }} />
        </Form>
      </Formik>
    </Panel>
  );
}
