import { defineTexts } from 'shared/texts';

/**
 * The texts of the customers list and a customer's page in every language; {{name}} marks a
 * value. src/texts.ts composes them into the area's table.
 */
export const CUSTOMERS_TEXTS = defineTexts({
  'customers.title': { en_US: 'Customers', de_DE: 'Kunden' },
  'customers.search': { en_US: 'Search company, city or contact', de_DE: 'Firma, Ort oder Ansprechpartner suchen' },
  'customers.column.name': { en_US: 'Company', de_DE: 'Firma' },
  'customers.column.place': { en_US: 'City', de_DE: 'Ort' },
  'customers.column.contacts': { en_US: 'People', de_DE: 'Personen' },
  'customers.column.orders': { en_US: 'Orders', de_DE: 'Aufträge' },
  'customers.column.lastOrder': { en_US: 'Last order', de_DE: 'Letzter Auftrag' },
  'customers.column.revenue': { en_US: 'Revenue', de_DE: 'Umsatz' },
  'customers.fetchFailed': { en_US: 'Could not load the customers', de_DE: 'Die Kunden konnten nicht geladen werden' },
  'customers.noMatch': { en_US: 'Nothing matches the search.', de_DE: 'Nichts passt zur Suche.' },
  'customers.empty': {
    en_US: 'No customers yet: companies appear here once they register through your store front or order from you.',
    de_DE: 'Noch keine Kunden: Firmen erscheinen hier, sobald sie sich über Ihren Shop registrieren oder bei Ihnen bestellen.',
  },
  'customer.back': { en_US: 'Back to the customers', de_DE: 'Zurück zu den Kunden' },
  'customer.fetchFailed': { en_US: 'Could not load the customer', de_DE: 'Der Kunde konnte nicht geladen werden' },
  'customer.details': { en_US: 'Customer details', de_DE: 'Kundendaten' },
  'customer.phone': { en_US: 'Phone', de_DE: 'Telefon' },
  'customer.website': { en_US: 'Website', de_DE: 'Website' },
  'customer.address': { en_US: 'Address', de_DE: 'Adresse' },
  'customer.lastOrder': { en_US: 'Last order', de_DE: 'Letzter Auftrag' },
  'customer.never': { en_US: 'None yet', de_DE: 'Noch keiner' },
  'customer.revenue': { en_US: 'Revenue', de_DE: 'Umsatz' },
  'customer.noRevenue': { en_US: 'None yet', de_DE: 'Noch keiner' },
  'customer.byState': { en_US: 'Orders by state', de_DE: 'Aufträge nach Status' },
  'customer.column.state': { en_US: 'State', de_DE: 'Status' },
  'customer.column.count': { en_US: 'Orders', de_DE: 'Aufträge' },
  'customer.noOrders': { en_US: 'No orders have come to you yet.', de_DE: 'Noch keine Aufträge an Sie.' },
  'customer.contacts': { en_US: 'People', de_DE: 'Personen' },
  'customer.column.name': { en_US: 'Name', de_DE: 'Name' },
  'customer.column.email': { en_US: 'Email', de_DE: 'E-Mail' },
  'customer.column.verified': { en_US: 'Email confirmed', de_DE: 'E-Mail bestätigt' },
  'customer.verified': { en_US: 'Yes', de_DE: 'Ja' },
  'customer.notVerified': { en_US: 'Not yet', de_DE: 'Noch nicht' },
  'customer.noContacts': {
    en_US: 'No people yet: invite one below.',
    de_DE: 'Noch keine Personen: laden Sie unten jemanden ein.',
  },
  'customer.invite': { en_US: 'Invite a person', de_DE: 'Person einladen' },
  'customer.firstName': { en_US: 'First name', de_DE: 'Vorname' },
  'customer.lastName': { en_US: 'Last name', de_DE: 'Nachname' },
  'customer.email': { en_US: 'Email', de_DE: 'E-Mail' },
  'customer.emailRequired': { en_US: 'Please enter the email address', de_DE: 'Bitte geben Sie die E-Mail-Adresse ein' },
  'customer.emailInvalid': {
    en_US: 'Please enter a valid email address',
    de_DE: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  },
  'customer.nameRequired': { en_US: 'Please enter the name', de_DE: 'Bitte geben Sie den Namen ein' },
  'customer.sendInvitation': { en_US: 'Send invitation', de_DE: 'Einladung senden' },
  'customer.invited': {
    en_US: '{{company}} was asked to approve {{email}}: the invitation goes out once one of its team editors agrees',
    de_DE: '{{company}} wurde gebeten, {{email}} zuzustimmen: Die Einladung geht hinaus, sobald ein Team-Verwalter zustimmt',
  },
  'customer.inviteHint': {
    en_US:
      'A person joins the company only with its approval: its team editors are asked first, and the invitation is sent once one of them agrees.',
    de_DE:
      'Eine Person tritt dem Unternehmen nur mit dessen Zustimmung bei: Zuerst werden seine Team-Verwalter gefragt, und die Einladung wird gesendet, sobald einer zustimmt.',
  },
  'customer.invitations': { en_US: 'Invitations sent', de_DE: 'Gesendete Einladungen' },
  'customer.column.invited': { en_US: 'Invited', de_DE: 'Eingeladen' },
  'customer.column.invitation': { en_US: 'Invitation', de_DE: 'Einladung' },
  'customer.accepted': { en_US: 'Accepted on {{date}}', de_DE: 'Angenommen am {{date}}' },
  'customer.openUntil': { en_US: 'Sent, open until {{date}}', de_DE: 'Gesendet, offen bis {{date}}' },
  'customer.awaitingApproval': {
    en_US: 'Waiting for the company’s approval',
    de_DE: 'Wartet auf die Zustimmung des Unternehmens',
  },
  'customer.refused': { en_US: 'Refused by the company', de_DE: 'Vom Unternehmen abgelehnt' },
  'customer.expired': { en_US: 'Expired on {{date}}', de_DE: 'Abgelaufen am {{date}}' },
  'customer.orders': { en_US: 'Orders', de_DE: 'Aufträge' },
});
