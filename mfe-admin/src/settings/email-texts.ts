import { defineTexts } from 'shared/texts';

/**
 * The texts of the email configuration and the email templates in every language; {{name}} marks
 * a value. The folder's texts.ts composes them.
 */
export const EMAIL_TEXTS = defineTexts({
  'email.configTitle': { en_US: 'Email Configuration', de_DE: 'E-Mail-Einstellungen' },
  'email.configIntro': {
    en_US:
      'How the facility’s emails go out: the sender name people see, where their answers go, and which notifications are sent. Emails about accounts and invitations are always sent.',
    de_DE:
      'Wie die E-Mails der Fertigung versandt werden: der Absendername, den Empfänger sehen, wohin Antworten gehen und welche Benachrichtigungen gesendet werden. E-Mails zu Konten und Einladungen werden immer gesendet.',
  },
  'email.toTemplates': { en_US: 'Edit the wording of each email', de_DE: 'Den Wortlaut jeder E-Mail bearbeiten' },
  'email.fetchFailed': {
    en_US: 'Could not load the email settings',
    de_DE: 'Die E-Mail-Einstellungen konnten nicht geladen werden',
  },
  'email.senderName': { en_US: 'Sender name', de_DE: 'Absendername' },
  'email.senderNameLong': { en_US: 'At most 100 characters', de_DE: 'Höchstens 100 Zeichen' },
  'email.replyTo': { en_US: 'Reply-to address', de_DE: 'Antwortadresse' },
  'email.replyToInvalid': {
    en_US: 'Please enter a valid email address',
    de_DE: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  },
  'email.notifications': { en_US: 'Notifications sent', de_DE: 'Gesendete Benachrichtigungen' },
  'email.configSaved': { en_US: 'Configuration has been updated successfully', de_DE: 'Die Konfiguration wurde aktualisiert' },
  'email.templatesTitle': { en_US: 'Email Templates', de_DE: 'E-Mail-Vorlagen' },
  'email.templatesIntro': {
    en_US:
      'Every email the platform sends for the facility, in each language. Write your own wording with the placeholders listed; the preview fills them with demo values.',
    de_DE:
      'Jede E-Mail, die die Plattform für die Fertigung sendet, in jeder Sprache. Schreiben Sie Ihren eigenen Wortlaut mit den aufgeführten Platzhaltern; die Vorschau füllt sie mit Beispielwerten.',
  },
  'email.template': { en_US: 'Email', de_DE: 'E-Mail' },
  'email.templateOwn': { en_US: '{{about}} (own wording)', de_DE: '{{about}} (eigener Wortlaut)' },
  'email.language': { en_US: 'Language of the email', de_DE: 'Sprache der E-Mail' },
  'email.languageName.en_US': { en_US: 'English', de_DE: 'Englisch' },
  'email.languageName.de_DE': { en_US: 'German', de_DE: 'Deutsch' },
  'email.own': {
    en_US: 'The facility’s own wording, saved by {{name}} on {{date}}.',
    de_DE: 'Der eigene Wortlaut der Fertigung, gespeichert von {{name}} am {{date}}.',
  },
  'email.platform': { en_US: 'The platform’s wording.', de_DE: 'Der Wortlaut der Plattform.' },
  'email.switchedOff': {
    en_US: 'This notification is switched off in the email configuration.',
    de_DE: 'Diese Benachrichtigung ist in den E-Mail-Einstellungen ausgeschaltet.',
  },
  'email.subject': { en_US: 'Subject', de_DE: 'Betreff' },
  'email.body': { en_US: 'Text', de_DE: 'Text' },
  'email.required': { en_US: 'Please enter a text', de_DE: 'Bitte geben Sie einen Text ein' },
  'email.unknownPlaceholder': {
    en_US: '{{name}} is not a placeholder of this email',
    de_DE: '{{name}} ist kein Platzhalter dieser E-Mail',
  },
  'email.placeholders': { en_US: 'Placeholders and their demo values', de_DE: 'Platzhalter und ihre Beispielwerte' },
  'email.preview': { en_US: 'Preview', de_DE: 'Vorschau' },
  'email.saveTemplate': { en_US: 'Save', de_DE: 'Speichern' },
  'email.saved': { en_US: 'The template has been saved', de_DE: 'Die Vorlage wurde gespeichert' },
  'email.sendTest': { en_US: 'Send a test to me', de_DE: 'Test an mich senden' },
  'email.testSent': { en_US: 'A test email is on its way to {{to}}', de_DE: 'Eine Test-E-Mail ist unterwegs an {{to}}' },
  'email.reset': { en_US: 'Reset to the default', de_DE: 'Auf den Standard zurücksetzen' },
  'email.resetTitle': { en_US: 'Reset this template?', de_DE: 'Diese Vorlage zurücksetzen?' },
  'email.resetText': {
    en_US: 'The facility’s own wording in this language is deleted, and the platform’s is sent again.',
    de_DE:
      'Der eigene Wortlaut der Fertigung in dieser Sprache wird gelöscht, und der Wortlaut der Plattform wird wieder gesendet.',
  },
  'email.resetConfirm': { en_US: 'Reset', de_DE: 'Zurücksetzen' },
  'email.resetDone': { en_US: 'The platform’s wording is back', de_DE: 'Der Wortlaut der Plattform gilt wieder' },
});
