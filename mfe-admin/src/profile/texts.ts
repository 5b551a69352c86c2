import { defineTexts } from 'shared/texts';

/**
 * The user profile's texts in every language; {{name}} marks a value. src/texts.ts composes them
 * into the area's table.
 */
export const PROFILE_TEXTS = defineTexts({
  'profile.title': { en_US: 'User Profile', de_DE: 'Benutzerprofil' },
  'profile.details': { en_US: 'Your details', de_DE: 'Ihre Angaben' },
  'profile.firstName': { en_US: 'First name', de_DE: 'Vorname' },
  'profile.lastName': { en_US: 'Last name', de_DE: 'Nachname' },
  'profile.nameRequired': { en_US: 'Please enter your name', de_DE: 'Bitte geben Sie Ihren Namen ein' },
  'profile.phone': { en_US: 'Phone', de_DE: 'Telefon' },
  'profile.phoneInvalid': {
    en_US: 'Please enter a valid phone number with its country code',
    de_DE: 'Bitte geben Sie eine gültige Telefonnummer mit Ländervorwahl ein',
  },
  'profile.language': { en_US: 'Language', de_DE: 'Sprache' },
  'profile.dateFormat': { en_US: 'Date format', de_DE: 'Datumsformat' },
  'profile.saved': { en_US: 'Your profile is saved.', de_DE: 'Ihr Profil ist gespeichert.' },
  'profile.fetchFailed': { en_US: 'Could not load your profile', de_DE: 'Ihr Profil konnte nicht geladen werden' },
  'profile.password': { en_US: 'Password', de_DE: 'Passwort' },
  'profile.currentPassword': { en_US: 'Current password', de_DE: 'Aktuelles Passwort' },
  'profile.currentRequired': { en_US: 'Please enter your current password', de_DE: 'Bitte geben Sie Ihr aktuelles Passwort ein' },
  'profile.newPassword': { en_US: 'New password', de_DE: 'Neues Passwort' },
  'profile.newPasswordRule': {
    en_US: 'At least 10 characters, not your email address',
    de_DE: 'Mindestens 10 Zeichen, nicht Ihre E-Mail-Adresse',
  },
  'profile.repeatPassword': { en_US: 'Repeat the new password', de_DE: 'Neues Passwort wiederholen' },
  'profile.passwordsDiffer': { en_US: 'The two passwords differ', de_DE: 'Die beiden Passwörter unterscheiden sich' },
  'profile.changePassword': { en_US: 'Change password', de_DE: 'Passwort ändern' },
  'profile.passwordChanged': {
    en_US: 'Your password is changed. Your other sessions were signed out.',
    de_DE: 'Ihr Passwort ist geändert. Ihre anderen Sitzungen wurden abgemeldet.',
  },
  'profile.email': { en_US: 'Email address', de_DE: 'E-Mail-Adresse' },
  'profile.currentEmail': { en_US: 'Your account uses {{email}}.', de_DE: 'Ihr Konto verwendet {{email}}.' },
  'profile.pendingEmail': {
    en_US: 'Waiting for {{email}} to be confirmed: open the link we sent there.',
    de_DE: 'Warten auf die Bestätigung von {{email}}: Öffnen Sie den Link, den wir dorthin gesendet haben.',
  },
  'profile.newEmail': { en_US: 'New email address', de_DE: 'Neue E-Mail-Adresse' },
  'profile.emailInvalid': {
    en_US: 'Please enter a valid email address',
    de_DE: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  },
  'profile.changeEmail': { en_US: 'Change email address', de_DE: 'E-Mail-Adresse ändern' },
  'profile.emailSent': {
    en_US: 'We sent a link to {{email}}. Your address changes once you open it.',
    de_DE: 'Wir haben einen Link an {{email}} gesendet. Ihre Adresse ändert sich, sobald Sie ihn öffnen.',
  },
});
