import { defineTexts } from './table.js';

/**
 * The shell's texts (shell/src: sign-in and account pages, navigation, errors, theme settings).
 * The server serves them as the bundles of GET /api/v1/translations/{key}; the shell reads them
 * with useShellText. A route's title travels in its area's route table (area.json).
 */
export const SHELL_TEXTS = defineTexts({
  'app.versionLabel': { en_US: 'Version {{version}}', de_DE: 'Version {{version}}' },
  'common.save': { en_US: 'Save', de_DE: 'Speichern' },
  'error.areaUnavailable': { en_US: 'This area is not available yet', de_DE: 'Dieser Bereich ist noch nicht verfügbar' },
  'error.remoteDown': {
    en_US: 'This part of the platform could not be loaded. The rest keeps working.',
    de_DE: 'Dieser Teil der Plattform konnte nicht geladen werden. Der Rest funktioniert weiter.',
  },
  'error.retry': { en_US: 'Try again', de_DE: 'Erneut versuchen' },
  'login.title': { en_US: 'Sign in', de_DE: 'Anmelden' },
  'login.email': { en_US: 'Email', de_DE: 'E-Mail' },
  'login.password': { en_US: 'Password', de_DE: 'Passwort' },
  'login.submit': { en_US: 'Sign in', de_DE: 'Anmelden' },
  'login.forgotPassword': { en_US: 'Forgot password?', de_DE: 'Passwort vergessen?' },
  'login.register': { en_US: 'Create an account', de_DE: 'Konto erstellen' },
  'login.emailRequired': { en_US: 'Please enter email', de_DE: 'Bitte E-Mail eingeben' },
  'login.passwordRequired': { en_US: 'Please enter password', de_DE: 'Bitte Passwort eingeben' },
  'login.failed': { en_US: 'Unable to log in', de_DE: 'Anmeldung nicht möglich' },
  'desktopLogin.title': { en_US: 'Sign in to the desktop tool', de_DE: 'Beim Desktop-Programm anmelden' },
  'desktopLogin.server': { en_US: 'Server: {{address}}', de_DE: 'Server: {{address}}' },
  'desktopLogin.failed': { en_US: 'Unable to login', de_DE: 'Anmeldung nicht möglich' },
  'desktopLogin.success': {
    en_US: 'Login Successful. Redirecting to the desktop tool.',
    de_DE: 'Anmeldung erfolgreich. Weiter zum Desktop-Programm.',
  },
  'login.deactivated': {
    en_US: 'This account has been deactivated. Please ask your company’s administrator.',
    de_DE: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an die Administration Ihres Unternehmens.',
  },
  'login.sessionEnded': {
    en_US: 'Your session has ended. Please sign in again.',
    de_DE: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
  },
  'forgotPassword.title': { en_US: 'Forgot password', de_DE: 'Passwort vergessen' },
  'forgotPassword.submit': { en_US: 'Send reset link', de_DE: 'Link zum Zurücksetzen senden' },
  'forgotPassword.success': { en_US: 'Success!', de_DE: 'Erfolg!' },
  'forgotPassword.error': { en_US: 'Error!', de_DE: 'Fehler!' },
  'forgotPassword.backToSignIn': { en_US: 'Back to sign in', de_DE: 'Zurück zur Anmeldung' },
  'resetPassword.title': { en_US: 'Choose a new password', de_DE: 'Neues Passwort wählen' },
  'resetPassword.submit': { en_US: 'Change password', de_DE: 'Passwort ändern' },
  'resetPassword.tooShort': {
    en_US: 'Password must be at least {{min}} characters long',
    de_DE: 'Das Passwort muss mindestens {{min}} Zeichen lang sein',
  },
  'resetPassword.mismatch': { en_US: 'The passwords do not match', de_DE: 'Die Passwörter stimmen nicht überein' },
  'register.title': { en_US: 'Create an account', de_DE: 'Konto erstellen' },
  'register.firstName': { en_US: 'First name', de_DE: 'Vorname' },
  'register.lastName': { en_US: 'Last name', de_DE: 'Nachname' },
  'register.companyName': { en_US: 'Company name', de_DE: 'Firmenname' },
  'register.submit': { en_US: 'Create account', de_DE: 'Konto erstellen' },
  'register.invited': {
    en_US: '{{facility}} invites you to order for {{company}}. Choose your password to start.',
    de_DE: '{{facility}} lädt Sie ein, für {{company}} zu bestellen. Wählen Sie Ihr Passwort, um zu beginnen.',
  },
  'register.invitedToTeam': {
    en_US: '{{person}} invites you to join the team of {{company}}. Choose your password to start.',
    de_DE: '{{person}} lädt Sie in das Team von {{company}} ein. Wählen Sie Ihr Passwort, um zu beginnen.',
  },
  'register.joined': {
    en_US: 'Your account at {{company}} is ready. Sign in with {{email}}.',
    de_DE: 'Ihr Konto bei {{company}} ist bereit. Melden Sie sich mit {{email}} an.',
  },
  'register.signIn': { en_US: 'Sign in', de_DE: 'Anmelden' },
  'register.sent': {
    en_US: 'We sent an email to {{email}}. Open its link to continue.',
    de_DE: 'Wir haben eine E-Mail an {{email}} gesendet. Öffnen Sie den Link darin, um fortzufahren.',
  },
  'accountVerify.title': { en_US: 'Verify your email address', de_DE: 'E-Mail-Adresse bestätigen' },
  'accountVerify.text': {
    en_US: 'We sent a verification link to {{email}}. Open it to continue.',
    de_DE: 'Wir haben einen Bestätigungslink an {{email}} gesendet. Öffnen Sie ihn, um fortzufahren.',
  },
  'accountVerify.resend': { en_US: 'Send the email again', de_DE: 'E-Mail erneut senden' },
  'accountVerify.sent': {
    en_US: 'A new verification email is on its way.',
    de_DE: 'Eine neue Bestätigungs-E-Mail ist unterwegs.',
  },
  'confirmEmail.title': { en_US: 'Confirm your new email address', de_DE: 'Neue E-Mail-Adresse bestätigen' },
  'confirmEmail.success': {
    en_US: 'Your account now uses {{email}}. Sign in with it from now on.',
    de_DE: 'Ihr Konto verwendet jetzt {{email}}. Melden Sie sich ab sofort damit an.',
  },
  'verifyEmail.success': { en_US: 'Your email address has been verified.', de_DE: 'Ihre E-Mail-Adresse wurde bestätigt.' },
  'sso.notConfigured': {
    en_US: 'Single sign-on is not configured for this site.',
    de_DE: 'Single Sign-on ist für diese Seite nicht eingerichtet.',
  },
  'accessDenied.title': { en_US: 'Access Denied', de_DE: 'Zugriff verweigert' },
  'accessDenied.text': {
    en_US: 'You do not have permission to access this page.',
    de_DE: 'Sie haben keine Berechtigung, diese Seite aufzurufen.',
  },
  'accessDenied.back': { en_US: 'Back to Dashboard', de_DE: 'Zurück zum Dashboard' },
  'nav.orderManagement': { en_US: 'Order Management', de_DE: 'Auftragsverwaltung' },
  'nav.productionManagement': { en_US: 'Production Management', de_DE: 'Produktionsverwaltung' },
  'nav.qualityManagement': { en_US: 'Quality Management', de_DE: 'Qualitätsmanagement' },
  'nav.internalApps': { en_US: 'Internal Apps', de_DE: 'Interne Apps' },
  'nav.expert': { en_US: 'Expert', de_DE: 'Experte' },
  'nav.businessIntelligence': { en_US: 'Business Intelligence', de_DE: 'Business Intelligence' },
  'nav.appsAndExtensions': { en_US: 'Apps & Extensions', de_DE: 'Apps & Erweiterungen' },
  'nav.admin': { en_US: 'Admin', de_DE: 'Verwaltung' },
  'nav.order': { en_US: 'Order', de_DE: 'Bestellung' },
  'nav.newOrder': { en_US: 'New Order', de_DE: 'Neue Bestellung' },
  'nav.orderHistory': { en_US: 'Order History', de_DE: 'Bestellverlauf' },
  'nav.projects': { en_US: 'Projects', de_DE: 'Projekte' },
  'nav.digitalPartInventory': { en_US: 'Digital Part Inventory', de_DE: 'Digitales Teilelager' },
  'nav.digitalCatalog': { en_US: 'Digital Catalog', de_DE: 'Digitaler Katalog' },
  'nav.requestQuote': { en_US: 'Request Quote', de_DE: 'Angebot anfordern' },
  'nav.userProfile': { en_US: 'User Profile', de_DE: 'Benutzerprofil' },
  'nav.facilityProfile': { en_US: 'Facility Profile', de_DE: 'Standortprofil' },
  'nav.companyProfile': { en_US: 'Company Profile', de_DE: 'Firmenprofil' },
  'nav.facilities': { en_US: 'Facilities', de_DE: 'Standorte' },
  'nav.facilitiesAndVendors': { en_US: 'Facilities And Vendors', de_DE: 'Standorte und Lieferanten' },
  'nav.customerService': { en_US: 'Customer Service', de_DE: 'Kundenservice' },
  'nav.apiKeys': { en_US: 'API Keys', de_DE: 'API-Schlüssel' },
  'nav.knowledgeBase': { en_US: 'Knowledge Base', de_DE: 'Wissensdatenbank' },
  'nav.support': { en_US: 'Support', de_DE: 'Support' },
  'nav.switchDashboard': { en_US: 'Switch Dashboard', de_DE: 'Dashboard wechseln' },
  'nav.switchFacility': { en_US: 'Switch facility', de_DE: 'Standort wechseln' },
  'nav.logout': { en_US: 'Log Out', de_DE: 'Abmelden' },
  'nav.language': { en_US: 'Language', de_DE: 'Sprache' },
  'nav.currency': { en_US: 'Currency', de_DE: 'Währung' },
  'nav.collapse': { en_US: 'Collapse sidebar', de_DE: 'Seitenleiste einklappen' },
  'nav.expand': { en_US: 'Expand sidebar', de_DE: 'Seitenleiste ausklappen' },
  'footer.supportEmail': { en_US: 'Email support: {{email}}', de_DE: 'Support per E-Mail: {{email}}' },
  'footer.supportPhone': { en_US: 'Call support: {{phone}}', de_DE: 'Support anrufen: {{phone}}' },
  'footer.contactUs': { en_US: 'Contact Us', de_DE: 'Kontakt' },
  'footer.termsOfUse': { en_US: 'Terms of Use', de_DE: 'Nutzungsbedingungen' },
  'error.notFoundTitle': { en_US: 'Page not found', de_DE: 'Seite nicht gefunden' },
  'error.notFound': { en_US: 'There is no page at this address.', de_DE: 'Unter dieser Adresse gibt es keine Seite.' },
  'error.remoteDownTitle': { en_US: 'This area could not be loaded', de_DE: 'Dieser Bereich konnte nicht geladen werden' },
  'nav.sidebar': { en_US: 'Main navigation', de_DE: 'Hauptnavigation' },
  'nav.menu': { en_US: 'Menu', de_DE: 'Menü' },
  'nav.storeFront': { en_US: 'Store front', de_DE: 'Shop' },
  'nav.userMenu': { en_US: 'User menu', de_DE: 'Benutzermenü' },
  // Counts are ICU plurals: '1 unread message', '2 unread messages'.
  'nav.unreadMessages': {
    en_US: '{count, plural, one {# unread message} other {# unread messages}}',
    de_DE: '{count, plural, one {# ungelesene Nachricht} other {# ungelesene Nachrichten}}',
  },
  'register.emailInvalid': { en_US: 'Please enter a valid email', de_DE: 'Bitte eine gültige E-Mail-Adresse eingeben' },
  'register.required': { en_US: 'Please fill in this field', de_DE: 'Bitte dieses Feld ausfüllen' },
  'resetPassword.confirm': { en_US: 'Repeat the new password', de_DE: 'Neues Passwort wiederholen' },
  'resetPassword.done': { en_US: 'Your password has been changed.', de_DE: 'Ihr Passwort wurde geändert.' },
  'resetPassword.password': { en_US: 'New password', de_DE: 'Neues Passwort' },
  'sso.title': { en_US: 'Single sign-on', de_DE: 'Single Sign-on' },
  'sso.redirecting': {
    en_US: 'Taking you to your organisation’s sign-in…',
    de_DE: 'Sie werden zur Anmeldung Ihrer Organisation weitergeleitet …',
  },
  'sso.signingIn': { en_US: 'Signing you in…', de_DE: 'Sie werden angemeldet …' },
  'sso.refused': { en_US: 'Single sign-on did not sign you in', de_DE: 'Die Anmeldung per Single Sign-on ist fehlgeschlagen' },
  // Why the identity provider's answer was refused (the ACS sends the login page ?sso=<why>).
  'sso.error.NOT_CONFIGURED': {
    en_US: 'Single sign-on is not configured for this site.',
    de_DE: 'Single Sign-on ist für diese Seite nicht eingerichtet.',
  },
  'sso.error.SIGNATURE': {
    en_US:
      'Your organisation’s sign-in answered without a valid signature, so it was refused. Please ask your administrator to check the single sign-on settings.',
    de_DE:
      'Die Anmeldung Ihrer Organisation antwortete ohne gültige Signatur und wurde abgelehnt. Bitte lassen Sie die Single-Sign-on-Einstellungen von Ihrer Administration prüfen.',
  },
  'sso.error.REPLAYED': {
    en_US: 'This sign-in was already used or is no longer awaited. Please sign in again.',
    de_DE: 'Diese Anmeldung wurde bereits verwendet oder wird nicht mehr erwartet. Bitte melden Sie sich erneut an.',
  },
  'sso.error.EXPIRED': {
    en_US:
      'Your organisation’s sign-in answer has expired (or its clock differs from ours by more than two minutes). Please sign in again.',
    de_DE:
      'Die Antwort der Anmeldung Ihrer Organisation ist abgelaufen (oder ihre Uhr weicht um mehr als zwei Minuten ab). Bitte melden Sie sich erneut an.',
  },
  'sso.error.AUDIENCE': {
    en_US:
      'Your organisation’s sign-in answer was meant for another service. Please ask your administrator to check the single sign-on settings.',
    de_DE:
      'Die Antwort der Anmeldung Ihrer Organisation war für einen anderen Dienst bestimmt. Bitte lassen Sie die Single-Sign-on-Einstellungen prüfen.',
  },
  'sso.error.DESTINATION': {
    en_US:
      'Your organisation’s sign-in answer was addressed to another site. Please ask your administrator to check the single sign-on settings.',
    de_DE:
      'Die Antwort der Anmeldung Ihrer Organisation war an eine andere Seite adressiert. Bitte lassen Sie die Single-Sign-on-Einstellungen prüfen.',
  },
  'sso.error.ISSUER': {
    en_US: 'The sign-in answer came from an identity provider this site does not trust.',
    de_DE: 'Die Anmeldeantwort kam von einem Identitätsanbieter, dem diese Seite nicht vertraut.',
  },
  'sso.error.REFUSED': {
    en_US: 'Your organisation’s sign-in did not sign you in.',
    de_DE: 'Die Anmeldung Ihrer Organisation hat Sie nicht angemeldet.',
  },
  'sso.error.INVALID': {
    en_US: 'Your organisation’s sign-in answer could not be read. Please sign in again.',
    de_DE: 'Die Antwort der Anmeldung Ihrer Organisation war nicht lesbar. Bitte melden Sie sich erneut an.',
  },
  'sso.error.NO_EMAIL': {
    en_US:
      'Your organisation’s sign-in did not tell us your email address. Please ask your administrator to check the single sign-on settings.',
    de_DE:
      'Die Anmeldung Ihrer Organisation hat Ihre E-Mail-Adresse nicht übermittelt. Bitte lassen Sie die Single-Sign-on-Einstellungen prüfen.',
  },
  'sso.error.NO_ACCOUNT': {
    en_US: 'You have no account here yet. Please ask your administrator to invite you.',
    de_DE: 'Sie haben hier noch kein Konto. Bitte lassen Sie sich von Ihrer Administration einladen.',
  },
  'sso.error.OTHER_ORGANISATION': {
    en_US: 'Your account belongs to another organisation. Please sign in with your email and password.',
    de_DE: 'Ihr Konto gehört zu einer anderen Organisation. Bitte melden Sie sich mit E-Mail und Passwort an.',
  },
  'sso.error.DEACTIVATED': {
    en_US: 'This account has been deactivated. Please ask your company’s administrator.',
    de_DE: 'Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an die Administration Ihres Unternehmens.',
  },
  'sso.unavailable': {
    en_US: 'Single sign-on is not available right now. Please use your email and password.',
    de_DE: 'Single Sign-on ist gerade nicht verfügbar. Bitte melden Sie sich mit E-Mail und Passwort an.',
  },
  'verifyEmail.continue': { en_US: 'Continue', de_DE: 'Weiter' },
  'theme.title': { en_US: 'Theme configuration', de_DE: 'Design-Einstellungen' },
  'theme.preset': { en_US: 'Start from a preset', de_DE: 'Von einer Vorlage ausgehen' },
  'theme.siteTitle': { en_US: 'Site title', de_DE: 'Seitentitel' },
  'theme.description': { en_US: 'Description', de_DE: 'Beschreibung' },
  'theme.primary': { en_US: 'Primary colour', de_DE: 'Hauptfarbe' },
  'theme.accent': { en_US: 'Accent colour', de_DE: 'Akzentfarbe' },
  'theme.background': { en_US: 'Background colour', de_DE: 'Hintergrundfarbe' },
  'theme.navigationLogo': { en_US: 'Navigation logo URL', de_DE: 'URL des Navigationslogos' },
  'theme.loginLogo': { en_US: 'Login logo URL', de_DE: 'URL des Anmeldelogos' },
  'theme.heroImage': { en_US: 'Login hero image URL', de_DE: 'URL des Anmelde-Hintergrundbilds' },
  'theme.favicon': { en_US: 'Favicon URL', de_DE: 'Favicon-URL' },
  'theme.logoType': { en_US: 'Navigation shows', de_DE: 'Die Navigation zeigt' },
  'theme.logoOnly': { en_US: 'Logo', de_DE: 'Logo' },
  'theme.logoAndText': { en_US: 'Logo and name', de_DE: 'Logo und Name' },
  'theme.textOnly': { en_US: 'Name', de_DE: 'Name' },
  'theme.saved': { en_US: 'The theme has been saved.', de_DE: 'Das Design wurde gespeichert.' },
});
