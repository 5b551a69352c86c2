/**
 * /service-provider/customers/:id: one customer company as this facility knows it — contact
 * details, revenue per currency, the facility's offers by state, its people and the orders that
 * came to the facility — and the form that invites a person into the company. The company's
 * team editors approve or refuse first; the invitations are listed with where each stands.
 */
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { FormButtons, FormTextField } from 'shared/forms';
import { useLanguageKey, useTexts } from 'shared/i18n';
import { ORDER_STATUS_TEXTS } from 'shared/orders';
import { Fact, Facts, formatDate, FormFailure, FormGrid, Loaded, Page, PageHeader, Section, Table, useToast } from 'shared/ui';
import * as yup from 'yup';
import { ordersApi, type Customer, type InvitationInput } from '../api';
import type { PartOrderFilter } from '../part-orders/part-order-filters';
import { StageList } from '../part-orders/stage-list';
import { useText, type Text } from '../texts';
import { formatRevenue } from './revenue';

export default function CustomerPage() {
  const text = useText();
  const id = Number(useParams().id);
  const customer = ordersApi.useCustomerQuery(id);
  return (
    <Page>
      <Link to="/service-provider/customers">{text('customer.back')}</Link>
      <Loaded query={customer} failedTitle={text('customer.fetchFailed')}>
        {(data) => <CustomerDetails customer={data} />}
      </Loaded>
    </Page>
  );
}

function CustomerDetails({ customer }: { customer: Customer }) {
  const text = useText();
  const status = useTexts(ORDER_STATUS_TEXTS);
  const locale = useLanguageKey().replace('_', '-');
  // A stable filter: the list goes back to its first page only when the customer changes.
  const orders = useMemo<PartOrderFilter>(() => ({ customerId: [customer.id] }), [customer.id]);
  const facts: [string, string][] = [
    [text('customer.email'), customer.email ?? ''],
    [text('customer.phone'), customer.phone ?? ''],
    [text('customer.website'), customer.website ?? ''],
    [text('customer.address'), customer.address ?? ''],
    [text('customer.lastOrder'), customer.lastOrderAt === null ? text('customer.never') : formatDate(customer.lastOrderAt)],
    [text('customer.revenue'), formatRevenue(customer.revenue, locale) || text('customer.noRevenue')],
  ];
  return (
    <>
      <PageHeader>
        <h1>{customer.name}</h1>
      </PageHeader>
      <Facts aria-label={text('customer.details')}>
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <Fact key={term} label={term}>
              {value}
            </Fact>
          ))}
      </Facts>
      <Section title={text('customer.byState')}>
        <Table
          label={text('customer.byState')}
          columns={[
            { key: 'status', title: text('customer.column.state'), value: (row) => status(`orders.match.${row.status}`) },
            { key: 'count', title: text('customer.column.count'), value: (row) => row.count, align: 'right' },
          ]}
          data={customer.ordersByState}
          getRowId={(row) => row.status}
          emptyText={text('customer.noOrders')}
        />
      </Section>
      <Section title={text('customer.contacts')}>
        <Table
          label={text('customer.contacts')}
          columns={[
            { key: 'name', title: text('customer.column.name'), value: (row) => row.name },
            { key: 'email', title: text('customer.column.email'), value: (row) => row.email },
            {
              key: 'verified',
              title: text('customer.column.verified'),
              value: (row) => (row.emailVerified ? text('customer.verified') : text('customer.notVerified')),
            },
          ]}
          data={customer.contacts}
          getRowId={(row) => String(row.id)}
          emptyText={text('customer.noContacts')}
        />
      </Section>
      <Section title={text('customer.invite')}>
        <p>{text('customer.inviteHint')}</p>
        <InviteForm companyId={customer.id} company={customer.name} />
        {customer.invitations.length > 0 && (
          <Table
            label={text('customer.invitations')}
            columns={[
              { key: 'name', title: text('customer.column.name'), value: (row) => row.name },
              { key: 'email', title: text('customer.column.email'), value: (row) => row.email },
              { key: 'invited', title: text('customer.column.invited'), value: (row) => formatDate(row.invitedAt) },
              {
                key: 'state',
                title: text('customer.column.invitation'),
                value: (row) => invitationState(text, row),
              },
            ]}
            data={customer.invitations}
            getRowId={(row) => String(row.id)}
          />
        )}
      </Section>
      <Section title={text('customer.orders')}>
        <StageList stage="ALL" scope={orders} />
      </Section>
    </>
  );
}

/** Where an invitation stands, as the facility reads it. */
function invitationState(text: Text, invitation: Customer['invitations'][number]): string {
  switch (invitation.status) {
    case 'ACCEPTED':
      return text('customer.accepted', { date: formatDate(invitation.acceptedAt ?? invitation.invitedAt) });
    case 'APPROVED':
      return text('customer.openUntil', { date: formatDate(invitation.expiresAt) });
    case 'AWAITING_APPROVAL':
      return text('customer.awaitingApproval');
    case 'REFUSED':
      return text('customer.refused');
    case 'EXPIRED':
      return text('customer.expired', { date: formatDate(invitation.expiresAt) });
  }
}

const schema = (text: Text) =>
  yup.object({
    email: yup.string().trim().required(text('customer.emailRequired')).email(text('customer.emailInvalid')),
    firstName: yup.string().trim().required(text('customer.nameRequired')).max(100),
    lastName: yup.string().trim().required(text('customer.nameRequired')).max(100),
  });

const EMPTY: InvitationInput = { email: '', firstName: '', lastName: '' };

/** Asks the company to let a person join: its team editors approve, then the server mails the registration link. */
function InviteForm({ companyId, company }: { companyId: number; company: string }) {
  const text = useText();
  const toast = useToast();
  const [invite] = ordersApi.useInviteCustomerMutation();
  const { failure, run } = useServerCall();
  const validationSchema = useMemo(() => schema(text), [text]);
  return (
    <Formik<InvitationInput>
      initialValues={EMPTY}
      validationSchema={validationSchema}
      onSubmit={async (values, { resetForm }) => {
        const invitee = { email: values.email.trim(), firstName: values.firstName.trim(), lastName: values.lastName.trim() };
        await run(async () => {
          await invite({ companyId, invitee }).unwrap();
          toast.success(text('customer.invited', { email: invitee.email, company }));
          resetForm();
        });
      }}
    >
      <Form noValidate aria-label={text('customer.invite')}>
        <FormFailure message={failure} />
        <FormGrid>
          <FormTextField name="firstName" label={text('customer.firstName')} type="text" autoComplete="off" />
          <FormTextField name="lastName" label={text('customer.lastName')} type="text" autoComplete="off" />
          <FormTextField name="email" label={text('customer.email')} type="email" autoComplete="off" />
        </FormGrid>
        <FormButtons submit={text('customer.sendInvitation')} />
      </Form>
    </Formik>
  );
}
