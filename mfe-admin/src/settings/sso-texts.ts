import { defineTexts } from 'shared/texts';

/**
 * The single sign-on screen's texts in every language; {{name}} marks a value. The folder's
 * texts.ts composes them.
 */
export const SSO_TEXTS = defineTexts({
  'sso.title': {
    en_US: 'Single Sign-On',
    de_DE: 'Single Sign-on',
  },
  'sso.intro': {
    en_US:
      'Let your people sign in with your organisation’s account: the identity provider of this domain (SAML 2.0) and what the login page shows.',
    de_DE:
      'Lassen Sie Ihre Mitarbeitenden mit dem Konto Ihrer Organisation anmelden: der Identitätsanbieter dieser Domain (SAML 2.0) und was die Anmeldeseite zeigt.',
  },
  'sso.fetchFailed': {
    en_US: 'The single sign-on settings could not be loaded',
    de_DE: 'Die Single-Sign-on-Einstellungen konnten nicht geladen werden',
  },
  'sso.metadataUrlRequired': {
    en_US: 'Enter the address of the identity provider’s metadata',
    de_DE: 'Geben Sie die Adresse der Metadaten des Identitätsanbieters ein',
  },
  'sso.metadataUrlInvalid': {
    en_US: 'Enter a full address (https://…)',
    de_DE: 'Geben Sie eine vollständige Adresse ein (https://…)',
  },
  'sso.metadataXmlRequired': {
    en_US: 'Paste the identity provider’s metadata',
    de_DE: 'Fügen Sie die Metadaten des Identitätsanbieters ein',
  },
  'sso.rolesAttributeRequired': {
    en_US: 'Name the attribute whose values grant these roles',
    de_DE: 'Nennen Sie das Attribut, dessen Werte diese Rollen vergeben',
  },
  'sso.roleValueRequired': {
    en_US: 'Enter the value that grants this role',
    de_DE: 'Geben Sie den Wert ein, der diese Rolle vergibt',
  },
  'sso.removeConfirm': {
    en_US: 'Remove the identity provider?',
    de_DE: 'Identitätsanbieter entfernen?',
  },
  'sso.removeConfirmText': {
    en_US: 'Your people will sign in with their email and password again; accounts made through single sign-on stay.',
    de_DE:
      'Ihre Mitarbeitenden melden sich wieder mit E-Mail und Passwort an; über Single Sign-on angelegte Konten bleiben bestehen.',
  },
  'sso.removed': {
    en_US: 'The identity provider was removed',
    de_DE: 'Der Identitätsanbieter wurde entfernt',
  },
  'sso.provider': {
    en_US: 'Identity provider of {{domain}}',
    de_DE: 'Identitätsanbieter von {{domain}}',
  },
  'sso.registerWith': {
    en_US: 'Register the platform with your identity provider with these addresses (or give it the platform’s metadata):',
    de_DE:
      'Registrieren Sie die Plattform bei Ihrem Identitätsanbieter mit diesen Adressen (oder geben Sie ihm die Metadaten der Plattform):',
  },
  'sso.entityId': {
    en_US: 'Entity ID (audience)',
    de_DE: 'Entity-ID (Audience)',
  },
  'sso.acsUrl': {
    en_US: 'Assertion consumer service (HTTP-POST)',
    de_DE: 'Assertion Consumer Service (HTTP-POST)',
  },
  'sso.spMetadata': {
    en_US: 'The platform’s metadata',
    de_DE: 'Metadaten der Plattform',
  },
  'sso.current': {
    en_US: 'The identity provider in use',
    de_DE: 'Der verwendete Identitätsanbieter',
  },
  'sso.idpEntityId': {
    en_US: 'Identity provider',
    de_DE: 'Identitätsanbieter',
  },
  'sso.idpSsoUrl': {
    en_US: 'Sign-in address',
    de_DE: 'Anmeldeadresse',
  },
  'sso.certificate': {
    en_US: 'Signing certificate',
    de_DE: 'Signaturzertifikat',
  },
  'sso.validTo': {
    en_US: 'valid until {{date}}',
    de_DE: 'gültig bis {{date}}',
  },
  'sso.updatedAt': {
    en_US: 'Last changed',
    de_DE: 'Zuletzt geändert',
  },
  'sso.noProvider': {
    en_US: 'No identity provider is set for this domain: people sign in with their email and password.',
    de_DE: 'Für diese Domain ist kein Identitätsanbieter eingerichtet: Die Anmeldung erfolgt mit E-Mail und Passwort.',
  },
  'sso.saved': {
    en_US: 'The identity provider was saved',
    de_DE: 'Der Identitätsanbieter wurde gespeichert',
  },
  'sso.saveFailed': {
    en_US: 'The single sign-on settings could not be saved',
    de_DE: 'Die Single-Sign-on-Einstellungen konnten nicht gespeichert werden',
  },
  'sso.providerForm': {
    en_US: 'Identity provider settings',
    de_DE: 'Einstellungen des Identitätsanbieters',
  },
  'sso.metadata': {
    en_US: 'Metadata',
    de_DE: 'Metadaten',
  },
  'sso.source.url': {
    en_US: 'From its address',
    de_DE: 'Von ihrer Adresse',
  },
  'sso.source.xml': {
    en_US: 'Pasted',
    de_DE: 'Eingefügt',
  },
  'sso.metadataUrl': {
    en_US: 'Metadata address',
    de_DE: 'Adresse der Metadaten',
  },
  'sso.metadataXml': {
    en_US: 'Metadata (XML)',
    de_DE: 'Metadaten (XML)',
  },
  'sso.metadataAgain': {
    en_US: 'Saving reads the metadata again: do so when the provider changes its certificate.',
    de_DE: 'Beim Speichern werden die Metadaten neu gelesen: Tun Sie das, wenn der Anbieter sein Zertifikat wechselt.',
  },
  'sso.attributes': {
    en_US: 'Attributes',
    de_DE: 'Attribute',
  },
  'sso.emailAttribute': {
    en_US: 'Email attribute',
    de_DE: 'E-Mail-Attribut',
  },
  'sso.firstNameAttribute': {
    en_US: 'First name attribute',
    de_DE: 'Attribut für den Vornamen',
  },
  'sso.lastNameAttribute': {
    en_US: 'Last name attribute',
    de_DE: 'Attribut für den Nachnamen',
  },
  'sso.rolesAttribute': {
    en_US: 'Roles attribute',
    de_DE: 'Rollen-Attribut',
  },
  'sso.attributesHint': {
    en_US: 'The names of the attributes your provider sends. Without an email attribute, the subject’s NameID is the email.',
    de_DE: 'Die Namen der Attribute, die Ihr Anbieter sendet. Ohne E-Mail-Attribut gilt die NameID des Subjekts als E-Mail.',
  },
  'sso.roleMap': {
    en_US: 'Roles',
    de_DE: 'Rollen',
  },
  'sso.roleMapHint': {
    en_US:
      'A person whose roles attribute carries the value gets the role at each sign-in; a role mapped here is withdrawn when the value is no longer sent. Other roles stay as the team page sets them.',
    de_DE:
      'Wer den Wert im Rollen-Attribut trägt, erhält die Rolle bei jeder Anmeldung; eine hier zugeordnete Rolle wird entzogen, wenn der Wert nicht mehr gesendet wird. Andere Rollen bleiben, wie die Teamseite sie setzt.',
  },
  'sso.roleValue': {
    en_US: 'Value {{number}}',
    de_DE: 'Wert {{number}}',
  },
  'sso.role': {
    en_US: 'Role {{number}}',
    de_DE: 'Rolle {{number}}',
  },
  'sso.removeRole': {
    en_US: 'Remove mapping {{number}}',
    de_DE: 'Zuordnung {{number}} entfernen',
  },
  'sso.addRole': {
    en_US: 'Add a role mapping',
    de_DE: 'Rollenzuordnung hinzufügen',
  },
  'sso.provisioning': {
    en_US: 'Accounts',
    de_DE: 'Konten',
  },
  'sso.provisioning.JUST_IN_TIME': {
    en_US: 'Create an account at first sign-in (just in time)',
    de_DE: 'Konto bei der ersten Anmeldung anlegen (just in time)',
  },
  'sso.provisioning.EXISTING_ONLY': {
    en_US: 'Only people who already have an account',
    de_DE: 'Nur Personen, die bereits ein Konto haben',
  },
  'sso.save': {
    en_US: 'Save identity provider',
    de_DE: 'Identitätsanbieter speichern',
  },
  'sso.remove': {
    en_US: 'Remove identity provider',
    de_DE: 'Identitätsanbieter entfernen',
  },
  'sso.loginPage': {
    en_US: 'Login page',
    de_DE: 'Anmeldeseite',
  },
  'sso.loginPageSaved': {
    en_US: 'The login page was saved',
    de_DE: 'Die Anmeldeseite wurde gespeichert',
  },
  'sso.showBlock': {
    en_US: 'Show the single sign-on button on the login page',
    de_DE: 'Single-Sign-on-Schaltfläche auf der Anmeldeseite zeigen',
  },
  'sso.headline1': {
    en_US: 'Headline',
    de_DE: 'Überschrift',
  },
  'sso.headline2': {
    en_US: 'Second line',
    de_DE: 'Zweite Zeile',
  },
  'sso.buttonText': {
    en_US: 'Button text',
    de_DE: 'Text der Schaltfläche',
  },
  'sso.customLogin': {
    en_US: 'Hide the email and password form (still reachable with ?Manual=true)',
    de_DE: 'E-Mail-und-Passwort-Formular ausblenden (weiter erreichbar mit ?Manual=true)',
  },
  'sso.saveLoginPage': {
    en_US: 'Save login page',
    de_DE: 'Anmeldeseite speichern',
  },
});
