/**
 * Every email the platform sends: its platform wording in every language, the
 * values it may name as {{placeholders}} (with the demo values its preview and test send use),
 * and whether a facility may switch it off. A facility's own wording replaces a template's in
 * one language (`email_templates`); `compose.ts` picks the wording and fills it.
 */
import { type LanguageKey } from 'shared/texts';
import { MATERIAL_EMAIL_TEMPLATES } from './material-templates.js';
import { QUALITY_EMAIL_TEMPLATES } from './quality-templates.js';

type Wording = Readonly<Record<LanguageKey, { subject: string; body: string }>>;

export interface EmailTemplate {
  /** What the mail is for, as the templates page names it. */
  about: Readonly<Record<LanguageKey, string>>;
  /** The values it may name, each with the demo value of the preview and the test send. */
  placeholders: Readonly<Record<string, string>>;
  /** A notification the facility may switch off; account and invitation mails always go out. */
  optional: boolean;
  wording: Wording;
}

const ORDER = { id: '1042', title: 'Sensor brackets', link: 'https://am.example.com/order-details/1042' };
const PEOPLE = { customer: 'Example Robotics', facility: 'Example Additive' };

export const EMAIL_TEMPLATES = {
  'account.verifyEmail': {
    about: { en_US: 'Confirm a new account’s email address', de_DE: 'E-Mail-Adresse eines neuen Kontos bestätigen' },
    placeholders: { name: 'Ada', link: 'https://am.example.com/verify-email/…', hours: '48' },
    optional: false,
    wording: {
      en_US: {
        subject: 'Verify your email address',
        body: 'Hello {{name}},\n\nplease confirm your email address by opening this link:\n{{link}}\n\nThe link is valid for {{hours}} hours.',
      },
      de_DE: {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
        body: 'Hallo {{name}},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:\n{{link}}\n\nDer Link ist {{hours}} Stunden gültig.',
      },
    },
  },
  'account.resetPassword': {
    about: { en_US: 'Choose a new password', de_DE: 'Ein neues Passwort wählen' },
    placeholders: { name: 'Ada', link: 'https://am.example.com/reset-password?token=…', hours: '1' },
    optional: false,
    wording: {
      en_US: {
        subject: 'Reset your password',
        body:
          'Hello {{name}},\n\nsomeone asked to reset the password of your account. To choose a new one, open:\n{{link}}\n\n' +
          'The link is valid for {{hours}} hour. If you did not ask for this, ignore this email.',
      },
      de_DE: {
        subject: 'Setzen Sie Ihr Passwort zurück',
        body:
          'Hallo {{name}},\n\njemand hat darum gebeten, das Passwort Ihres Kontos zurückzusetzen. Ein neues wählen Sie hier:\n{{link}}\n\n' +
          'Der Link ist {{hours}} Stunde gültig. Wenn Sie nicht darum gebeten haben, ignorieren Sie diese E-Mail.',
      },
    },
  },
  'account.registrationAttempt': {
    about: {
      en_US: 'Someone tried to register with an address that has an account',
      de_DE: 'Jemand wollte sich mit einer Adresse registrieren, die schon ein Konto hat',
    },
    placeholders: {
      name: 'Ada',
      signInLink: 'https://am.example.com/custom-login',
      resetLink: 'https://am.example.com/forgot-password',
    },
    optional: false,
    wording: {
      en_US: {
        subject: 'Someone tried to register with your email address',
        body:
          'Hello {{name}},\n\nsomeone tried to create a new account with your email address. You already have an account, and nothing was changed.\n\n' +
          'To sign in, open {{signInLink}}. If you forgot your password, you can choose a new one at {{resetLink}}.\n\n' +
          'If this was not you, you can ignore this email.',
      },
      de_DE: {
        subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
        body:
          'Hallo {{name}},\n\njemand wollte mit Ihrer E-Mail-Adresse ein neues Konto anlegen. Sie haben bereits ein Konto, und nichts wurde geändert.\n\n' +
          'Zum Anmelden öffnen Sie {{signInLink}}. Wenn Sie Ihr Passwort vergessen haben, wählen Sie unter {{resetLink}} ein neues.\n\n' +
          'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
      },
    },
  },
  'account.passwordChanged': {
    about: { en_US: 'A password was changed', de_DE: 'Ein Passwort wurde geändert' },
    placeholders: { name: 'Ada', resetLink: 'https://am.example.com/forgot-password' },
    optional: false,
    wording: {
      en_US: {
        subject: 'Your password was changed',
        body:
          'Hello {{name}},\n\nthe password of your account was changed, and your other sessions were signed out.\n\n' +
          'If this was not you, choose a new password at once at {{resetLink}}.',
      },
      de_DE: {
        subject: 'Ihr Passwort wurde geändert',
        body:
          'Hallo {{name}},\n\ndas Passwort Ihres Kontos wurde geändert, und Ihre anderen Sitzungen wurden abgemeldet.\n\n' +
          'Wenn Sie das nicht waren, wählen Sie sofort unter {{resetLink}} ein neues Passwort.',
      },
    },
  },
  'account.confirmNewEmail': {
    about: { en_US: 'Confirm the new address of an account', de_DE: 'Die neue Adresse eines Kontos bestätigen' },
    placeholders: { link: 'https://am.example.com/confirm-email/…', hours: '24', currentEmail: 'ada@example.com' },
    optional: false,
    wording: {
      en_US: {
        subject: 'Confirm your new email address',
        body:
          'Hello,\n\nplease confirm that your account should use this address from now on by opening:\n{{link}}\n\n' +
          'The link is valid for {{hours}} hours. Until then your account keeps {{currentEmail}}.',
      },
      de_DE: {
        subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
        body:
          'Hallo,\n\nbitte bestätigen Sie, dass Ihr Konto ab jetzt diese Adresse verwendet, über diesen Link:\n{{link}}\n\n' +
          'Der Link ist {{hours}} Stunden gültig. Bis dahin behält Ihr Konto {{currentEmail}}.',
      },
    },
  },
  'account.emailChangeRequested': {
    about: {
      en_US: 'A move of an account to another address was asked for',
      de_DE: 'Der Umzug eines Kontos auf eine andere Adresse wurde angefragt',
    },
    placeholders: { newEmail: 'ada@new.example.com', resetLink: 'https://am.example.com/forgot-password' },
    optional: false,
    wording: {
      en_US: {
        subject: 'A change of your email address was asked for',
        body:
          'Hello,\n\nsomeone signed in to your account asked to move it to {{newEmail}}. Nothing changes until that address is confirmed.\n\n' +
          'If this was not you, change your password at once at {{resetLink}}.',
      },
      de_DE: {
        subject: 'Eine Änderung Ihrer E-Mail-Adresse wurde angefragt',
        body:
          'Hallo,\n\njemand, der in Ihrem Konto angemeldet ist, möchte es auf {{newEmail}} umziehen. Nichts ändert sich, bis diese Adresse bestätigt ist.\n\n' +
          'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort unter {{resetLink}}.',
      },
    },
  },
  'team.invitation': {
    about: { en_US: 'An invitation to join a team', de_DE: 'Eine Einladung in ein Team' },
    placeholders: {
      firstName: 'Ada',
      inviter: 'Grace Hopper',
      company: PEOPLE.facility,
      link: 'https://am.example.com/accept-invitation/…',
      days: '7',
    },
    optional: false,
    wording: {
      en_US: {
        subject: '{{inviter}} invites you to join {{company}}',
        body:
          'Hello {{firstName}},\n\n{{inviter}} invites you to join the team of {{company}} on its manufacturing platform.\n\n' +
          'To choose your password and start, open:\n{{link}}\n\nThe link is valid for {{days}} days.',
      },
      de_DE: {
        subject: '{{inviter}} lädt Sie zu {{company}} ein',
        body:
          'Hallo {{firstName}},\n\n{{inviter}} lädt Sie in das Team von {{company}} auf seiner Fertigungsplattform ein.\n\n' +
          'Um Ihr Passwort zu wählen und loszulegen, öffnen Sie:\n{{link}}\n\nDer Link ist {{days}} Tage gültig.',
      },
    },
  },
  'customers.invitation': {
    about: {
      en_US: 'A facility invites a customer’s person to order',
      de_DE: 'Eine Fertigung lädt eine Person eines Kunden zum Bestellen ein',
    },
    placeholders: {
      name: 'Ada',
      facility: PEOPLE.facility,
      company: PEOPLE.customer,
      link: 'https://am.example.com/accept-invitation/…',
      days: '7',
    },
    optional: false,
    wording: {
      en_US: {
        subject: '{{facility}} invites you to order for {{company}}',
        body:
          'Hello {{name}},\n\n{{facility}} invites you to join {{company}} on its ordering platform: to upload parts, order them and follow them to your door.\n\n' +
          'To choose your password and start, open:\n{{link}}\n\nThe link is valid for {{days}} days.',
      },
      de_DE: {
        subject: '{{facility}} lädt Sie ein, für {{company}} zu bestellen',
        body:
          'Hallo {{name}},\n\n{{facility}} lädt Sie zu {{company}} auf seiner Bestellplattform ein: um Teile hochzuladen, zu bestellen und bis zu Ihnen zu verfolgen.\n\n' +
          'Um Ihr Passwort zu wählen und loszulegen, öffnen Sie:\n{{link}}\n\nDer Link ist {{days}} Tage gültig.',
      },
    },
  },
  'customers.invitationApproval': {
    about: {
      en_US: 'A facility asks a company’s team editors to let a person join',
      de_DE: 'Eine Fertigung bittet die Team-Verwalter eines Kunden, eine Person aufzunehmen',
    },
    placeholders: {
      name: 'Ada',
      facility: PEOPLE.facility,
      company: PEOPLE.customer,
      invitee: 'Grace Hopper <grace@example.com>',
      link: 'https://am.example.com/engineer/team',
      days: '7',
    },
    optional: false,
    wording: {
      en_US: {
        subject: '{{facility}} asks to add {{invitee}} to {{company}}',
        body:
          'Hello {{name}},\n\n{{facility}} asks to add {{invitee}} to {{company}}. As a member, this person would see your company’s orders, files and bids.\n\n' +
          'Nobody joins without your approval. To approve or refuse, open your team page:\n{{link}}\n\nThe request expires in {{days}} days.',
      },
      de_DE: {
        subject: '{{facility}} möchte {{invitee}} zu {{company}} hinzufügen',
        body:
          'Hallo {{name}},\n\n{{facility}} möchte {{invitee}} zu {{company}} hinzufügen. Als Mitglied sähe diese Person die Bestellungen, Dateien und Angebote Ihres Unternehmens.\n\n' +
          'Niemand tritt ohne Ihre Zustimmung bei. Um zuzustimmen oder abzulehnen, öffnen Sie Ihre Teamseite:\n{{link}}\n\nDie Anfrage verfällt in {{days}} Tagen.',
      },
    },
  },
  'projects.mention': {
    about: { en_US: 'Someone mentioned a person in a project', de_DE: 'Jemand hat eine Person in einem Projekt erwähnt' },
    placeholders: {
      author: 'Grace Hopper',
      project: 'Gripper redesign',
      comment: 'Can you check the wall thickness?',
      link: 'https://am.example.com/engineer/projects?project=7',
    },
    optional: true,
    wording: {
      en_US: {
        subject: '{{author}} mentioned you in {{project}}',
        body: '{{author}} wrote in the project {{project}}:\n\n{{comment}}\n\nOpen the project: {{link}}\n',
      },
      de_DE: {
        subject: '{{author}} hat Sie in {{project}} erwähnt',
        body: '{{author}} schrieb im Projekt {{project}}:\n\n{{comment}}\n\nProjekt öffnen: {{link}}\n',
      },
    },
  },
  'messages.unread': {
    about: { en_US: 'A message about an order is waiting', de_DE: 'Eine Nachricht zu einem Auftrag wartet' },
    placeholders: { author: PEOPLE.customer, ...ORDER, message: 'Could the brackets ship on Friday?' },
    optional: true,
    wording: {
      en_US: {
        subject: 'Message waiting: {{title}}',
        body: '{{author}} wrote about order {{id}}, "{{title}}":\n\n{{message}}\n\nRead and answer it: {{link}}\n',
      },
      de_DE: {
        subject: 'Nachricht wartet: {{title}}',
        body: '{{author}} schrieb zu Auftrag {{id}}, „{{title}}“:\n\n{{message}}\n\nLesen und antworten: {{link}}\n',
      },
    },
  },
  'order.quoteRequested': {
    about: { en_US: 'A customer asks the facility for a quote', de_DE: 'Ein Kunde fragt die Fertigung nach einem Angebot' },
    placeholders: { ...PEOPLE, ...ORDER },
    optional: true,
    wording: {
      en_US: {
        subject: 'New order request: {{title}}',
        body: '{{customer}} asks for a quote on order {{id}}, "{{title}}".\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Neue Auftragsanfrage: {{title}}',
        body: '{{customer}} bittet um ein Angebot für Auftrag {{id}}, „{{title}}“.\n\n{{link}}\n',
      },
    },
  },
  'order.ndaRequested': {
    about: {
      en_US: 'A quote is asked for under an NDA',
      de_DE: 'Ein Angebot wird unter einer Geheimhaltungsvereinbarung angefragt',
    },
    placeholders: { ...PEOPLE, ...ORDER },
    optional: true,
    wording: {
      en_US: {
        subject: 'New order request: {{title}}',
        body: '{{customer}} asks for a quote on order {{id}}, "{{title}}". Sign its NDA to see the files.\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Neue Auftragsanfrage: {{title}}',
        body: '{{customer}} bittet um ein Angebot für Auftrag {{id}}, „{{title}}“. Unterzeichnen Sie die Geheimhaltungsvereinbarung, um die Dateien zu sehen.\n\n{{link}}\n',
      },
    },
  },
  'order.ndaToReview': {
    about: {
      en_US: 'A facility sent its signed NDA',
      de_DE: 'Eine Fertigung hat ihre unterzeichnete Geheimhaltungsvereinbarung gesendet',
    },
    placeholders: { ...PEOPLE, ...ORDER },
    optional: true,
    wording: {
      en_US: {
        subject: 'NDA to review: {{title}}',
        body: '{{facility}} sent its signed NDA for order {{id}}, "{{title}}". Approve it to let them see the files and quote.\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Geheimhaltungsvereinbarung prüfen: {{title}}',
        body: '{{facility}} hat die unterzeichnete Geheimhaltungsvereinbarung für Auftrag {{id}}, „{{title}}“, gesendet. Geben Sie sie frei, damit die Fertigung die Dateien sieht und anbietet.\n\n{{link}}\n',
      },
    },
  },
  'order.quoteReceived': {
    about: { en_US: 'The customer receives a quote', de_DE: 'Der Kunde erhält ein Angebot' },
    placeholders: { ...PEOPLE, ...ORDER },
    optional: true,
    wording: {
      en_US: { subject: 'Quote received: {{title}}', body: '{{facility}} quoted on order {{id}}, "{{title}}".\n\n{{link}}\n' },
      de_DE: {
        subject: 'Angebot erhalten: {{title}}',
        body: '{{facility}} hat ein Angebot für Auftrag {{id}}, „{{title}}“, abgegeben.\n\n{{link}}\n',
      },
    },
  },
  'order.quoteAccepted': {
    about: { en_US: 'The customer accepted the facility’s quote', de_DE: 'Der Kunde hat das Angebot der Fertigung angenommen' },
    placeholders: { ...PEOPLE, ...ORDER },
    optional: true,
    wording: {
      en_US: {
        subject: 'Your quote was accepted: {{title}}',
        body: '{{customer}} accepted your quote on order {{id}}, "{{title}}". Confirm the order to plan it.\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Ihr Angebot wurde angenommen: {{title}}',
        body: '{{customer}} hat Ihr Angebot für Auftrag {{id}}, „{{title}}“, angenommen. Bestätigen Sie den Auftrag, um ihn einzuplanen.\n\n{{link}}\n',
      },
    },
  },
  'order.quoteLost': {
    about: {
      en_US: 'The customer accepted another facility’s quote',
      de_DE: 'Der Kunde hat das Angebot einer anderen Fertigung angenommen',
    },
    placeholders: { ...PEOPLE, ...ORDER },
    optional: true,
    wording: {
      en_US: {
        subject: 'Another quote was accepted: {{title}}',
        body: '{{customer}} accepted another quote on order {{id}}, "{{title}}". Thank you for quoting.\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Ein anderes Angebot wurde angenommen: {{title}}',
        body: '{{customer}} hat für Auftrag {{id}}, „{{title}}“, ein anderes Angebot angenommen. Danke für Ihr Angebot.\n\n{{link}}\n',
      },
    },
  },
  'order.confirmed': {
    about: {
      en_US: 'The facility confirmed the order (with its confirmation)',
      de_DE: 'Die Fertigung hat den Auftrag bestätigt (mit der Auftragsbestätigung)',
    },
    placeholders: { ...PEOPLE, ...ORDER },
    optional: true,
    wording: {
      en_US: {
        subject: 'Order confirmed: {{title}}',
        body: '{{facility}} confirmed order {{id}}, "{{title}}". The order confirmation is attached.\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Auftrag bestätigt: {{title}}',
        body: '{{facility}} hat den Auftrag {{id}}, „{{title}}“, bestätigt. Die Auftragsbestätigung ist angehängt.\n\n{{link}}\n',
      },
    },
  },
  'order.shipped': {
    about: {
      en_US: 'Parts shipped (with the packing slip and the invoice)',
      de_DE: 'Teile versandt (mit Lieferschein und Rechnung)',
    },
    placeholders: { ...PEOPLE, ...ORDER, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    optional: true,
    wording: {
      en_US: {
        subject: 'Shipped: {{title}}',
        body:
          '{{facility}} shipped parts of order {{id}}, "{{title}}", with {{carrier}}: tracking number {{trackingNumber}}. ' +
          'The packing slip and the invoice are attached.\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Versandt: {{title}}',
        body:
          '{{facility}} hat Teile des Auftrags {{id}}, „{{title}}“, mit {{carrier}} versandt: Sendungsnummer {{trackingNumber}}. ' +
          'Lieferschein und Rechnung sind angehängt.\n\n{{link}}\n',
      },
    },
  },
  ...QUALITY_EMAIL_TEMPLATES,
  ...MATERIAL_EMAIL_TEMPLATES,
} as const satisfies Record<string, EmailTemplate>;

export type TemplateKey = keyof typeof EMAIL_TEMPLATES;
export const TEMPLATE_KEYS = Object.keys(EMAIL_TEMPLATES) as TemplateKey[];
export const isTemplateKey = (key: string): key is TemplateKey => key in EMAIL_TEMPLATES;
