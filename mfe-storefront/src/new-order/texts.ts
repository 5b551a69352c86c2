import { defineTexts } from 'shared/texts';

/**
 * The new order form's texts in every language; {{name}} marks a value. src/texts.ts composes
 * them into the area's table.
 */
export const NEW_ORDER_TEXTS = defineTexts({
  'newOrder.title': { en_US: 'New Order', de_DE: 'Neue Bestellung' },
  'newOrder.intro': {
    en_US:
      'Add the part files of your order. Each file is checked, and repaired or converted to STL where it needs it, before it can be ordered.',
    de_DE:
      'Fügen Sie die Bauteildateien Ihrer Bestellung hinzu. Jede Datei wird geprüft und, wo nötig, repariert oder in STL umgewandelt, bevor sie bestellt werden kann.',
  },
  'newOrder.upload': { en_US: 'Add part files', de_DE: 'Bauteildateien hinzufügen' },
  'newOrder.yourFiles': { en_US: 'Your part files', de_DE: 'Ihre Bauteildateien' },
  'newOrder.search': { en_US: 'Search by file name', de_DE: 'Nach Dateiname suchen' },
  'newOrder.table': { en_US: 'Part files of your company', de_DE: 'Bauteildateien Ihres Unternehmens' },
  'newOrder.column.preview': { en_US: 'Preview', de_DE: 'Vorschau' },
  'newOrder.thumbnail': { en_US: 'Thumbnail of {{name}}', de_DE: 'Vorschaubild von {{name}}' },
  'newOrder.column.name': { en_US: 'File', de_DE: 'Datei' },
  'newOrder.column.type': { en_US: 'Type', de_DE: 'Typ' },
  'newOrder.column.size': { en_US: 'Size', de_DE: 'Größe' },
  'newOrder.column.uploaded': { en_US: 'Uploaded', de_DE: 'Hochgeladen' },
  'newOrder.column.actions': { en_US: 'Actions', de_DE: 'Aktionen' },
  'newOrder.madeFrom': { en_US: 'made from {{name}}', de_DE: 'erstellt aus {{name}}' },
  'newOrder.itar': { en_US: 'ITAR', de_DE: 'ITAR' },
  'newOrder.empty': {
    en_US: 'No part files yet: drop the first ones above.',
    de_DE: 'Noch keine Bauteildateien: Legen Sie die ersten oben ab.',
  },
  'newOrder.noMatch': { en_US: 'No part file matches the search.', de_DE: 'Keine Bauteildatei passt zur Suche.' },
  'newOrder.fetchFailed': {
    en_US: 'Could not load your part files',
    de_DE: 'Ihre Bauteildateien konnten nicht geladen werden',
  },
  'newOrder.formLabel': { en_US: 'New order', de_DE: 'Neue Bestellung' },
  'newOrder.loadFailed': { en_US: 'Unable to open the order', de_DE: 'Die Bestellung konnte nicht geöffnet werden' },
  'newOrder.notADraft': {
    en_US: 'Order {{id}} has been submitted: it can no longer be changed here.',
    de_DE: 'Bestellung {{id}} ist abgeschickt: Sie kann hier nicht mehr geändert werden.',
  },
  'newOrder.openDetails': { en_US: 'Open its details', de_DE: 'Details öffnen' },
  'newOrder.savedDraft': {
    en_US: 'Saved as draft {{id}}: you can carry on with it later.',
    de_DE: 'Als Entwurf {{id}} gespeichert: Sie können später weitermachen.',
  },
  'newOrder.step.files': { en_US: 'Part files', de_DE: 'Bauteildateien' },
  'newOrder.step.parts': { en_US: 'Parts', de_DE: 'Bauteile' },
  'newOrder.step.order': { en_US: 'Order', de_DE: 'Bestellung' },
  'newOrder.step.review': { en_US: 'Review and submit', de_DE: 'Prüfen und abschicken' },
  'newOrder.back': { en_US: 'Back', de_DE: 'Zurück' },
  'newOrder.next': { en_US: 'Save and continue', de_DE: 'Speichern und weiter' },
  'newOrder.submit': { en_US: 'Submit order', de_DE: 'Bestellung abschicken' },
  'newOrder.instant.title': { en_US: 'Instant prices', de_DE: 'Sofortpreise' },
  'newOrder.instant.intro': {
    en_US:
      'These facilities price your order now, from their pricing rules, with the delivery their plan can promise. Order at one of these prices and the facility confirms it; or submit the order for quotes.',
    de_DE:
      'Diese Fertigungen bepreisen Ihre Bestellung sofort nach ihren Preisregeln, mit der Lieferung, die ihr Plan zusagen kann. Bestellen Sie zu einem dieser Preise, und die Fertigung bestätigt; oder schicken Sie die Bestellung zur Angebotsabgabe ab.',
  },
  'newOrder.instant.delivery': { en_US: 'Delivery by {{date}}', de_DE: 'Lieferung bis {{date}}' },
  'newOrder.instant.noDelivery': {
    en_US: 'Its plan gives no delivery date yet',
    de_DE: 'Ihr Plan nennt noch keinen Liefertermin',
  },
  'newOrder.instant.part': { en_US: '{{part}}: {{quantity}} × {{price}}', de_DE: '{{part}}: {{quantity}} × {{price}}' },
  'newOrder.instant.setup': { en_US: 'Setup: {{price}}', de_DE: 'Rüstkosten: {{price}}' },
  'newOrder.instant.total': { en_US: 'Total before tax: {{price}}', de_DE: 'Summe vor Steuern: {{price}}' },
  'newOrder.instant.accept': { en_US: 'Order at {{price}}', de_DE: 'Für {{price}} bestellen' },
  'newOrder.instant.ordered': {
    en_US: 'Ordered from {{facility}} at {{price}}: it confirms the order next',
    de_DE: 'Bei {{facility}} für {{price}} bestellt: als Nächstes bestätigt die Fertigung',
  },
  'newOrder.add': { en_US: 'Add to order', de_DE: 'Zur Bestellung' },
  'newOrder.addFile': { en_US: 'Add to order: {{name}}', de_DE: 'Zur Bestellung: {{name}}' },
  'newOrder.remove': { en_US: 'Remove from order', de_DE: 'Aus der Bestellung entfernen' },
  'newOrder.removeFile': { en_US: 'Remove from order: {{name}}', de_DE: 'Aus der Bestellung entfernen: {{name}}' },
  'newOrder.notVerified': { en_US: 'Not verified', de_DE: 'Nicht geprüft' },
  'newOrder.partCount': { en_US: 'Parts in this order: {{count}}', de_DE: 'Bauteile in dieser Bestellung: {{count}}' },
  'newOrder.parts.list': { en_US: 'Parts of the order', de_DE: 'Bauteile der Bestellung' },
  'newOrder.parts.none': {
    en_US: 'No parts yet: add part files in the first step.',
    de_DE: 'Noch keine Bauteile: Fügen Sie im ersten Schritt Bauteildateien hinzu.',
  },
  'newOrder.parts.nothingOffered': {
    en_US: 'No facility this order may go to runs any process: choose another distribution in the next step.',
    de_DE:
      'Keine Fertigungsstätte, an die diese Bestellung gehen kann, bietet ein Verfahren an: Wählen Sie im nächsten Schritt eine andere Verteilung.',
  },
  'newOrder.parts.file': { en_US: 'File {{id}}', de_DE: 'Datei {{id}}' },
  'newOrder.parts.process': { en_US: 'Process', de_DE: 'Verfahren' },
  'newOrder.parts.material': { en_US: 'Material', de_DE: 'Werkstoff' },
  'newOrder.parts.materialAt': {
    en_US: '{{name}} (facilities: {{count}})',
    de_DE: '{{name}} (Fertigungsstätten: {{count}})',
  },
  'newOrder.parts.choose': { en_US: 'Choose…', de_DE: 'Auswählen…' },
  'newOrder.parts.quantity': { en_US: 'Quantity', de_DE: 'Menge' },
  'newOrder.parts.units': { en_US: 'Units of the file', de_DE: 'Einheit der Datei' },
  'newOrder.parts.finish': { en_US: 'Finish', de_DE: 'Oberfläche' },
  'newOrder.parts.notes': { en_US: 'Notes for the facility', de_DE: 'Hinweise für die Fertigung' },
  'newOrder.units.MM': { en_US: 'mm', de_DE: 'mm' },
  'newOrder.units.IN': { en_US: 'inch', de_DE: 'Zoll' },
  'newOrder.units.CM': { en_US: 'cm', de_DE: 'cm' },
  'newOrder.order.address': { en_US: 'Delivery address', de_DE: 'Lieferadresse' },
  'newOrder.order.reaches': {
    en_US: 'Facilities this order reaches: {{count}}',
    de_DE: 'Fertigungsstätten, die diese Bestellung erreicht: {{count}}',
  },
  'newOrder.order.reachesOne': {
    en_US: 'Facilities this order reaches: {{count}}; one of them quotes',
    de_DE: 'Fertigungsstätten, die diese Bestellung erreicht: {{count}}; eine davon erstellt das Angebot',
  },
  'newOrder.order.reachesNone': {
    en_US: 'This choice reaches no facility.',
    de_DE: 'Diese Auswahl erreicht keine Fertigungsstätte.',
  },
  'newOrder.order.currency': { en_US: 'Currency of the quotes', de_DE: 'Währung der Angebote' },
  'newOrder.order.itar': {
    en_US: 'Export controlled (ITAR)',
    de_DE: 'Exportkontrolliert (ITAR)',
  },
  'newOrder.order.ndaRequired': {
    en_US: 'Facilities must sign our NDA before they see the files',
    de_DE: 'Fertigungsstätten müssen unsere Geheimhaltungsvereinbarung unterschreiben, bevor sie die Dateien sehen',
  },
  'newOrder.order.nda': { en_US: 'Your NDA', de_DE: 'Ihre Geheimhaltungsvereinbarung' },
  'newOrder.order.ndaUploading': { en_US: 'Uploading the NDA…', de_DE: 'Geheimhaltungsvereinbarung wird hochgeladen…' },
  'newOrder.order.ndaAttached': { en_US: 'Attached: {{name}}', de_DE: 'Angehängt: {{name}}' },
  'newOrder.order.ndaNone': { en_US: 'No NDA attached yet.', de_DE: 'Noch keine Geheimhaltungsvereinbarung angehängt.' },
  'newOrder.review.order': { en_US: 'The order', de_DE: 'Die Bestellung' },
  'newOrder.review.parts': { en_US: 'The parts', de_DE: 'Die Bauteile' },
  'newOrder.review.none': { en_US: '—', de_DE: '—' },
  'newOrder.review.yes': { en_US: 'Yes', de_DE: 'Ja' },
  'newOrder.terms.title': { en_US: 'Terms and conditions', de_DE: 'Allgemeine Geschäftsbedingungen' },
  'newOrder.terms.accept': {
    en_US: 'I accept the terms and conditions (version {{version}})',
    de_DE: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen (Version {{version}})',
  },
  'newOrder.order.ndaTemplateDownload': {
    en_US: 'Download the facility’s NDA template',
    de_DE: 'Vorlage der Geheimhaltungsvereinbarung des Fertigers herunterladen',
  },
  'newOrder.review.no': { en_US: 'No', de_DE: 'Nein' },
  'newOrder.review.next': {
    en_US:
      'Submitting sends the order to every facility it may go to that runs its parts’ processes and materials; they quote, and you choose.',
    de_DE:
      'Beim Abschicken geht die Bestellung an jede erreichbare Fertigungsstätte, die die Verfahren und Werkstoffe der Bauteile anbietet; sie geben Angebote ab, und Sie wählen.',
  },
  'address.add': { en_US: 'Add a delivery address', de_DE: 'Lieferadresse hinzufügen' },
});
