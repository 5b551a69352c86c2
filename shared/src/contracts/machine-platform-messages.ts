/**
 * Texts of the machine-platform screens (mfe-production), in the server bundles' shape:
 * {{name}} for a value. The remote's messages carry the en_US texts as react-intl defaults.
 */
export const MACHINE_PLATFORM_MESSAGES: Record<string, { en_US: string; de_DE: string }> = {
  'machines.title': { en_US: 'Machine platforms', de_DE: 'Maschinenplattformen' },
  'machines.newEquipment': { en_US: 'New equipment', de_DE: 'Neue Maschine' },
  'machines.tableLabel': { en_US: 'Equipment of this facility', de_DE: 'Maschinen dieses Standorts' },
  'machines.name': { en_US: 'Name', de_DE: 'Name' },
  'machines.model': { en_US: 'Model', de_DE: 'Modell' },
  'machines.process': { en_US: 'Process', de_DE: 'Verfahren' },
  'machines.manufacturer': { en_US: 'Manufacturer', de_DE: 'Hersteller' },
  'machines.facility': { en_US: 'Facility', de_DE: 'Standort' },
  'machines.loadedNow': { en_US: 'Material loaded now', de_DE: 'Aktuell geladenes Material' },
  'machines.loadedBadge': { en_US: 'Loaded now', de_DE: 'Aktuell geladen' },
  'machines.materials': { en_US: 'Materials', de_DE: 'Materialien' },
  'machines.noMaterialLoaded': { en_US: 'No material loaded', de_DE: 'Kein Material geladen' },
  'machines.fetchFailed': {
    en_US: 'Unable to fetch machine platforms',
    de_DE: 'Maschinenplattformen konnten nicht geladen werden',
  },
  'machines.retry': { en_US: 'Try again', de_DE: 'Erneut versuchen' },

  'machines.backToList': { en_US: 'Back to machine platforms', de_DE: 'Zurück zu den Maschinenplattformen' },
  'machines.notFoundTitle': { en_US: 'Equipment not found', de_DE: 'Maschine nicht gefunden' },
  'machines.notFoundText': {
    en_US: 'There is no equipment {{id}} in this facility.',
    de_DE: 'An diesem Standort gibt es keine Maschine {{id}}.',
  },
  'machines.fetchOneFailed': { en_US: 'Unable to fetch the equipment', de_DE: 'Die Maschine konnte nicht geladen werden' },
  'machines.edit': { en_US: 'Edit', de_DE: 'Bearbeiten' },
  'machines.imageAlt': { en_US: 'Picture of {{name}}', de_DE: 'Bild von {{name}}' },
  'machines.role.PRIMARY': { en_US: 'Primary materials', de_DE: 'Hauptmaterialien' },
  'machines.role.SUPPORT': { en_US: 'Support materials', de_DE: 'Stützmaterialien' },
  'machines.role.DETAILING_AGENT': { en_US: 'Detailing agents', de_DE: 'Detailing Agents' },
  'machines.role.FUSING_AGENT': { en_US: 'Fusing agents', de_DE: 'Fusing Agents' },

  'machines.upcomingJobs': { en_US: 'Upcoming jobs', de_DE: 'Anstehende Aufträge' },
  'machines.upcomingJobsHint': {
    en_US: 'Jobs on this machine from now until a year ahead, the next one first.',
    de_DE: 'Aufträge auf dieser Maschine von jetzt bis in einem Jahr, der nächste zuerst.',
  },
  'machines.jobsFetchFailed': { en_US: 'Unable to fetch jobs', de_DE: 'Aufträge konnten nicht geladen werden' },
  'machines.jobName': { en_US: 'Job', de_DE: 'Auftrag' },
  'machines.jobStatus': { en_US: 'Status', de_DE: 'Status' },
  'machines.jobStart': { en_US: 'Start', de_DE: 'Start' },
  'machines.jobEnd': { en_US: 'End', de_DE: 'Ende' },
  'machines.status.IN_PROGRESS': { en_US: 'In progress', de_DE: 'In Arbeit' },
  'machines.status.QUEUED': { en_US: 'Queued', de_DE: 'Wartend' },
  'machines.status.COMPLETED': { en_US: 'Completed', de_DE: 'Abgeschlossen' },
  'machines.status.FAILED': { en_US: 'Failed', de_DE: 'Fehlgeschlagen' },
  'machines.status.CANCELLED': { en_US: 'Cancelled', de_DE: 'Storniert' },
  'machines.status.PAUSED': { en_US: 'Paused', de_DE: 'Pausiert' },
  'machines.status.WAITING': { en_US: 'Waiting', de_DE: 'Bereit' },
  'machines.status.MERGED': { en_US: 'Merged', de_DE: 'Zusammengeführt' },

  'machines.form.editTitle': { en_US: 'Edit {{name}}', de_DE: '{{name}} bearbeiten' },
  'machines.form.displayName': { en_US: 'Name', de_DE: 'Name' },
  'machines.form.machine': { en_US: 'Machine model', de_DE: 'Maschinenmodell' },
  'machines.form.chooseMachine': { en_US: 'Choose a machine model', de_DE: 'Maschinenmodell wählen' },
  'machines.form.chooseMachineFirst': {
    en_US: 'Choose a machine model to see the materials it runs.',
    de_DE: 'Wählen Sie ein Maschinenmodell, um die Materialien zu sehen, die es verarbeitet.',
  },
  'machines.form.imageUrl': { en_US: 'Image URL (optional)', de_DE: 'Bild-URL (optional)' },
  'machines.form.create': { en_US: 'Create equipment', de_DE: 'Maschine anlegen' },
  'machines.form.save': { en_US: 'Save', de_DE: 'Speichern' },
  'machines.form.cancel': { en_US: 'Cancel', de_DE: 'Abbrechen' },
  'machines.form.saveFailed': {
    en_US: 'The equipment could not be saved',
    de_DE: 'Die Maschine konnte nicht gespeichert werden',
  },
  'machines.form.dismiss': { en_US: 'Dismiss', de_DE: 'Schließen' },
  'machines.form.created': { en_US: 'Equipment {{name}} was created.', de_DE: 'Maschine {{name}} wurde angelegt.' },
  'machines.form.updated': { en_US: 'Equipment {{name}} was updated.', de_DE: 'Maschine {{name}} wurde aktualisiert.' },
  'machines.form.referenceFailed': {
    en_US: 'Unable to fetch machine models and materials',
    de_DE: 'Maschinenmodelle und Materialien konnten nicht geladen werden',
  },
  'machines.form.displayNameRequired': { en_US: 'Please enter a name', de_DE: 'Bitte einen Namen eingeben' },
  'machines.form.displayNameTooLong': {
    en_US: 'The name can have at most 120 characters',
    de_DE: 'Der Name darf höchstens 120 Zeichen lang sein',
  },
  'machines.form.machineRequired': { en_US: 'Please select a machine model', de_DE: 'Bitte ein Maschinenmodell auswählen' },
  'machines.form.primaryRequired': {
    en_US: 'Please select at least one primary material',
    de_DE: 'Bitte mindestens ein Hauptmaterial auswählen',
  },
  'machines.form.loadedNotChosen': {
    en_US: 'The material loaded now must be one of the chosen materials',
    de_DE: 'Das aktuell geladene Material muss eines der gewählten Materialien sein',
  },
  'machines.form.imageUrlInvalid': {
    en_US: 'Please enter an http(s) address, e.g. https://example.com/machine.png',
    de_DE: 'Bitte eine http(s)-Adresse eingeben, z. B. https://example.com/machine.png',
  },
};
