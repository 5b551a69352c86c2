import { defineTexts } from 'shared/texts';
import { SSO_TEXTS } from './sso-texts';
import { WEBHOOK_TEXTS } from './webhook-texts';
import { EMAIL_TEXTS } from './email-texts';

/**
 * The settings screens' texts in every language; {{name}} marks a value: those of the smaller
 * screens here, the larger screens' in their own files. src/texts.ts composes them into the
 * area's table.
 */
export const SETTINGS_TEXTS = defineTexts({
  ...SSO_TEXTS,
  ...WEBHOOK_TEXTS,
  ...EMAIL_TEXTS,
  'chips.nameRequired': { en_US: 'Please enter a name', de_DE: 'Bitte geben Sie einen Namen ein' },
  'chips.nameTooLong': { en_US: 'At most 40 characters', de_DE: 'Höchstens 40 Zeichen' },
  'chips.color': { en_US: 'Color', de_DE: 'Farbe' },
  'chips.colorInvalid': { en_US: 'Please choose a color', de_DE: 'Bitte wählen Sie eine Farbe' },
  'chips.preview': { en_US: 'Preview', de_DE: 'Vorschau' },
  'chips.editTitle': { en_US: 'Change “{{name}}”', de_DE: '„{{name}}“ ändern' },
  'chips.save': { en_US: 'Save', de_DE: 'Speichern' },
  'chips.cancel': { en_US: 'Cancel', de_DE: 'Abbrechen' },
  'chips.saved': { en_US: '“{{name}}” saved', de_DE: '„{{name}}“ gespeichert' },
  'chips.deleted': { en_US: '“{{name}}” deleted', de_DE: '„{{name}}“ gelöscht' },
  'chips.deleteConfirm': { en_US: 'Delete', de_DE: 'Löschen' },
  'chips.created': { en_US: 'Created', de_DE: 'Erstellt' },
  'chips.actions': { en_US: 'Actions', de_DE: 'Aktionen' },
  'chips.edit': { en_US: 'Change {{name}}', de_DE: '{{name}} ändern' },
  'chips.editShort': { en_US: 'Change', de_DE: 'Ändern' },
  'chips.delete': { en_US: 'Delete {{name}}', de_DE: '{{name}} löschen' },
  'chips.deleteShort': { en_US: 'Delete', de_DE: 'Löschen' },
  'chips.search': { en_US: 'Search by name', de_DE: 'Nach Namen suchen' },
  'chips.noMatch': { en_US: 'Nothing matches the search.', de_DE: 'Nichts entspricht der Suche.' },
  'labels.title': { en_US: 'Priority Labels', de_DE: 'Prioritätskennzeichen' },
  'labels.intro': {
    en_US: 'Labels mark how urgent a job or an order is; they show as colored chips in the scheduler and the order lists.',
    de_DE:
      'Kennzeichen zeigen, wie dringend ein Auftrag oder eine Bestellung ist; sie erscheinen als farbige Chips in der Planung und in den Bestelllisten.',
  },
  'labels.readOnly': {
    en_US: 'Only people with the MES settings permission change the labels.',
    de_DE: 'Nur Personen mit der Berechtigung für MES-Einstellungen ändern die Kennzeichen.',
  },
  'labels.new': { en_US: 'New label', de_DE: 'Neues Kennzeichen' },
  'labels.name': { en_US: 'Label', de_DE: 'Kennzeichen' },
  'labels.list': { en_US: 'The facility’s labels', de_DE: 'Die Kennzeichen des Standorts' },
  'labels.empty': { en_US: 'No priority label yet.', de_DE: 'Noch kein Prioritätskennzeichen.' },
  'labels.fetchFailed': { en_US: 'The labels could not be loaded', de_DE: 'Die Kennzeichen konnten nicht geladen werden' },
  'labels.deleteTitle': { en_US: 'Delete the label “{{name}}”?', de_DE: 'Das Kennzeichen „{{name}}“ löschen?' },
  'labels.deleteText': {
    en_US: 'It is taken off every job and order that has it.',
    de_DE: 'Es wird von allen Aufträgen und Bestellungen entfernt, die es tragen.',
  },
  'tags.title': { en_US: 'Tags', de_DE: 'Schlagwörter' },
  'tags.intro': {
    en_US: 'Tags group the facility’s orders, the parts it makes and its jobs; the order and part lists filter by them.',
    de_DE:
      'Schlagwörter ordnen die Bestellungen, die gefertigten Teile und die Aufträge des Standorts; die Bestell- und Teilelisten filtern danach.',
  },
  'tags.readOnly': {
    en_US: 'Only people with the tag settings permission change the tags.',
    de_DE: 'Nur Personen mit der Berechtigung für Schlagwörter ändern die Schlagwörter.',
  },
  'tags.new': { en_US: 'New tag', de_DE: 'Neues Schlagwort' },
  'tags.name': { en_US: 'Tag', de_DE: 'Schlagwort' },
  'tags.list': { en_US: 'The facility’s tags', de_DE: 'Die Schlagwörter des Standorts' },
  'tags.empty': { en_US: 'No tag yet.', de_DE: 'Noch kein Schlagwort.' },
  'tags.fetchFailed': { en_US: 'The tags could not be loaded', de_DE: 'Die Schlagwörter konnten nicht geladen werden' },
  'tags.deleteTitle': { en_US: 'Delete the tag “{{name}}”?', de_DE: 'Das Schlagwort „{{name}}“ löschen?' },
  'tags.deleteText': {
    en_US: 'It is taken off every order, part and job that has it.',
    de_DE: 'Es wird von allen Bestellungen, Teilen und Aufträgen entfernt, die es tragen.',
  },
  'tags.kinds': { en_US: 'Used for', de_DE: 'Verwendet für' },
  'tags.kindsRequired': { en_US: 'Please choose at least one', de_DE: 'Bitte wählen Sie mindestens eines' },
  'tags.kind.ORDER': { en_US: 'Orders', de_DE: 'Bestellungen' },
  'tags.kind.PART': { en_US: 'Parts', de_DE: 'Teile' },
  'tags.kind.JOB': { en_US: 'Jobs', de_DE: 'Aufträge' },
  'magics.title': { en_US: 'Magics Settings', de_DE: 'Magics-Einstellungen' },
  'magics.intro': {
    en_US:
      'The build-preparation tool opens through its adapter: one for everyone, one for ITAR-cleared people, who may see export-controlled parts.',
    de_DE:
      'Das Werkzeug zur Baujobvorbereitung öffnet sich über seinen Adapter: einen für alle, einen für ITAR-berechtigte Personen, die exportkontrollierte Teile sehen dürfen.',
  },
  'magics.readOnly': {
    en_US: 'Only people with the facility settings permission change these settings.',
    de_DE: 'Nur Personen mit der Berechtigung für Standorteinstellungen ändern diese Einstellungen.',
  },
  'magics.nonItarUrl': { en_US: 'Non-ITAR adapter URL', de_DE: 'Adapter-URL (ohne ITAR)' },
  'magics.itarUrl': { en_US: 'ITAR adapter URL', de_DE: 'Adapter-URL (ITAR)' },
  'magics.nonItarRequired': {
    en_US: 'Please enter Non Itar Adapter URL',
    de_DE: 'Bitte geben Sie die Adapter-URL ohne ITAR ein',
  },
  'magics.itarRequired': { en_US: 'Please enter Itar Adapter URL', de_DE: 'Bitte geben Sie die ITAR-Adapter-URL ein' },
  'magics.address': {
    en_US: 'Please enter a full address, such as https://adapter.example.com',
    de_DE: 'Bitte geben Sie eine vollständige Adresse ein, etwa https://adapter.example.com',
  },
  'magics.switch.isMagicsEnabled': { en_US: 'The tool is enabled', de_DE: 'Das Werkzeug ist eingeschaltet' },
  'magics.switch.preInQueueMagicsButton': {
    en_US: 'Show the tool’s button on queued jobs',
    de_DE: 'Die Schaltfläche des Werkzeugs bei wartenden Aufträgen zeigen',
  },
  'magics.switch.useSelection': {
    en_US: 'Send the selected parts to the tool',
    de_DE: 'Die ausgewählten Teile an das Werkzeug senden',
  },
  'magics.saved': { en_US: 'Configuration has been updated successfully', de_DE: 'Die Konfiguration wurde aktualisiert' },
  'magics.saveFailed': {
    en_US: 'Sorry, cannot update the configuration settings',
    de_DE: 'Die Konfiguration konnte leider nicht aktualisiert werden',
  },
  'magics.fetchFailed': {
    en_US: 'Unable to fetch magics configuration',
    de_DE: 'Die Magics-Konfiguration konnte nicht geladen werden',
  },
  'magics.launcher': { en_US: 'Launcher', de_DE: 'Starter' },
  'magics.launcherIntro': {
    en_US: 'The Expert menu’s launchers open the adapter with a new launch that works once, for two minutes. Try it here.',
    de_DE:
      'Die Starter im Expertenmenü öffnen den Adapter mit einem neuen Start, der einmal und zwei Minuten lang gilt. Probieren Sie ihn hier aus.',
  },
  'magics.tryLauncher': { en_US: 'Try the launcher', de_DE: 'Starter ausprobieren' },
  'magics.launchUrl': {
    en_US: 'The launcher opens this address (usable once, until {{date}}):',
    de_DE: 'Der Starter öffnet diese Adresse (einmal nutzbar, bis {{date}}):',
  },
  'settings.title': { en_US: 'Settings', de_DE: 'Einstellungen' },
  'settings.intro': {
    en_US: 'Your facility’s features and settings, and every change made to them.',
    de_DE: 'Die Funktionen und Einstellungen Ihrer Fertigungsstätte und jede Änderung daran.',
  },
  'settings.features': { en_US: 'Features', de_DE: 'Funktionen' },
  'settings.readOnly': {
    en_US: 'Only people with the facility settings permission can switch features.',
    de_DE: 'Nur Personen mit der Berechtigung für Standorteinstellungen können Funktionen schalten.',
  },
  'settings.featuresFailed': { en_US: 'The features could not be loaded', de_DE: 'Die Funktionen konnten nicht geladen werden' },
  'settings.flag.QMS_CONFIG': { en_US: 'Quality management (QMS)', de_DE: 'Qualitätsmanagement (QMS)' },
  'settings.flag.QUOTE_RULE_ENGINE_ENABLED': {
    en_US: 'Pricing rules and instant quotes',
    de_DE: 'Preisregeln und Sofortangebote',
  },
  'settings.flag.QUICKBOOKS_CONFIG': { en_US: 'Accounting connection', de_DE: 'Buchhaltungsanbindung' },
  'settings.flag.WORKPLAN': { en_US: 'Work plan questions', de_DE: 'Fragen im Arbeitsplan' },
  'settings.flag.MATERIAL_MANAGEMENT_CONFIG': { en_US: 'Material management', de_DE: 'Materialverwaltung' },
  'settings.flag.ENTERPRISE_SCHEDULER_CONFIG': { en_US: 'Enterprise scheduler', de_DE: 'Unternehmensweite Planung' },
  'settings.flag.WEBHOOK_CONFIG_ENABLED': { en_US: 'Webhooks', de_DE: 'Webhooks' },
  'settings.flag.MULTI_RFQ_CONFIG': {
    en_US: 'Orders go to several facilities (multi-RFQ)',
    de_DE: 'Bestellungen gehen an mehrere Standorte (Mehrfachanfrage)',
  },
  'settings.flag.MACHINE_FINISH_TYPE': { en_US: 'Finish per part on New Order', de_DE: 'Oberfläche je Teil bei der Bestellung' },
  'settings.flag.ITAR': { en_US: 'Export-controlled (ITAR) orders', de_DE: 'Exportkontrollierte (ITAR-)Bestellungen' },
  'settings.flag.PAYMENT_OPTIONS': { en_US: 'Payment through the platform', de_DE: 'Zahlung über die Plattform' },
  'settings.turnedOn': { en_US: '{{name}} turned on', de_DE: '{{name}} eingeschaltet' },
  'settings.turnedOff': { en_US: '{{name}} turned off', de_DE: '{{name}} ausgeschaltet' },
  'settings.neverChanged': { en_US: 'Not changed here yet', de_DE: 'Hier noch nicht geändert' },
  'settings.changedBy': { en_US: 'Changed by {{name}} on {{date}}', de_DE: 'Geändert von {{name}} am {{date}}' },
  'settings.platform': { en_US: 'the platform', de_DE: 'der Plattform' },
  'settings.pages': { en_US: 'Settings pages', de_DE: 'Einstellungsseiten' },
  'settings.changes': { en_US: 'Changes to the settings', de_DE: 'Änderungen der Einstellungen' },
  'settings.changesFailed': { en_US: 'The changes could not be loaded', de_DE: 'Die Änderungen konnten nicht geladen werden' },
  'settings.search': { en_US: 'Search by setting or person', de_DE: 'Nach Einstellung oder Person suchen' },
  'settings.column.when': { en_US: 'When', de_DE: 'Wann' },
  'settings.column.who': { en_US: 'Who', de_DE: 'Wer' },
  'settings.column.setting': { en_US: 'Setting', de_DE: 'Einstellung' },
  'settings.column.before': { en_US: 'Before', de_DE: 'Vorher' },
  'settings.column.after': { en_US: 'After', de_DE: 'Nachher' },
  'settings.none': { en_US: '(none)', de_DE: '(keine)' },
  'settings.inactive': { en_US: '(inactive)', de_DE: '(inaktiv)' },
  'settings.noChanges': { en_US: 'No setting has been changed yet.', de_DE: 'Noch wurde keine Einstellung geändert.' },
  'settings.noMatch': { en_US: 'No change matches the search.', de_DE: 'Keine Änderung entspricht der Suche.' },
  'accounting.title': { en_US: 'QuickBooks', de_DE: 'QuickBooks' },
  'accounting.intro': {
    en_US:
      'Connect the facility to its accounting tool, so that orders and invoices reach it. The tool asks you to allow the connection on its own page, then sends you back here.',
    de_DE:
      'Verbinden Sie den Standort mit seinem Buchhaltungswerkzeug, damit Aufträge und Rechnungen dort ankommen. Das Werkzeug bittet Sie auf seiner eigenen Seite um Zustimmung und schickt Sie dann hierher zurück.',
  },
  'accounting.fetchFailed': {
    en_US: 'Could not load the accounting connection',
    de_DE: 'Die Buchhaltungsanbindung konnte nicht geladen werden',
  },
  'accounting.connected': { en_US: 'Connected', de_DE: 'Verbunden' },
  'accounting.connectedBy': {
    en_US: 'Connected by {{name}} on {{date}}',
    de_DE: 'Verbunden von {{name}} am {{date}}',
  },
  'accounting.company': { en_US: 'Company in the accounting tool: {{id}}', de_DE: 'Firma im Buchhaltungswerkzeug: {{id}}' },
  'accounting.notConnected': { en_US: 'Not connected', de_DE: 'Nicht verbunden' },
  'accounting.notConnectedText': {
    en_US: 'The facility is not connected to an accounting tool.',
    de_DE: 'Der Standort ist mit keinem Buchhaltungswerkzeug verbunden.',
  },
  'accounting.lapsed': { en_US: 'The connection has lapsed', de_DE: 'Die Verbindung ist abgelaufen' },
  'accounting.lapsedText': {
    en_US: '{{reason}}: connect again. (On {{date}}.)',
    de_DE: '{{reason}}: Bitte verbinden Sie erneut. (Am {{date}}.)',
  },
  'accounting.connect': { en_US: 'Connect', de_DE: 'Verbinden' },
  'accounting.disconnect': { en_US: 'Disconnect', de_DE: 'Trennen' },
  'accounting.confirmTitle': { en_US: 'Disconnect the accounting tool?', de_DE: 'Buchhaltungswerkzeug trennen?' },
  'accounting.confirmText': {
    en_US: 'The platform stops sending orders and invoices to the accounting tool until an admin connects it again.',
    de_DE:
      'Die Plattform sendet keine Aufträge und Rechnungen mehr an das Buchhaltungswerkzeug, bis ein Admin es wieder verbindet.',
  },
  'accounting.justConnected': {
    en_US: 'Successfully connected to the accounting tool',
    de_DE: 'Erfolgreich mit dem Buchhaltungswerkzeug verbunden',
  },
  'accounting.disconnected': {
    en_US: 'Successfully disconnected from the accounting tool',
    de_DE: 'Erfolgreich vom Buchhaltungswerkzeug getrennt',
  },
  'accounting.disconnectFailed': {
    en_US: 'Sorry, we were unable to disconnect from the accounting tool',
    de_DE: 'Leider konnten wir die Verbindung zum Buchhaltungswerkzeug nicht trennen',
  },
  'accounting.connectFailed': {
    en_US: 'Sorry, we were unable to connect to the accounting tool',
    de_DE: 'Leider konnten wir keine Verbindung zum Buchhaltungswerkzeug herstellen',
  },
  'accounting.adminsOnly': {
    en_US: 'Only the facility’s admins connect or disconnect the accounting tool.',
    de_DE: 'Nur die Admins des Standorts verbinden oder trennen das Buchhaltungswerkzeug.',
  },
});
