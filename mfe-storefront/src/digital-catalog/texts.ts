import { defineTexts } from 'shared/texts';

/**
 * The digital catalog's texts in every language; {{name}} marks a value. src/texts.ts composes
 * them into the area's table.
 */
export const DIGITAL_CATALOG_TEXTS = defineTexts({
  'catalog.title': { en_US: 'Digital Catalog', de_DE: 'Digitaler Katalog' },
  'catalog.title.management': { en_US: 'Digital Catalog Management', de_DE: 'Verwaltung des digitalen Katalogs' },
  'catalog.intro.customer': {
    en_US:
      'Parts your facilities sell at a fixed price: order one without waiting for a quote. The facility confirms your order.',
    de_DE:
      'Bauteile, die Ihre Fertigungsstätten zum Festpreis anbieten: Bestellen Sie ohne auf ein Angebot zu warten. Die Fertigungsstätte bestätigt Ihre Bestellung.',
  },
  'catalog.intro.facility': {
    en_US: 'The parts your facility sells from its catalog, with their prices and the customers they are published to.',
    de_DE:
      'Die Bauteile, die Ihre Fertigungsstätte aus ihrem Katalog verkauft, mit ihren Preisen und den Kunden, für die sie veröffentlicht sind.',
  },
  'catalog.intro.management': {
    en_US:
      'Add parts to your catalog, price them per quantity and publish them to the customers you choose. Their orders skip quoting and wait for your confirmation.',
    de_DE:
      'Nehmen Sie Bauteile in Ihren Katalog auf, bepreisen Sie sie nach Menge und veröffentlichen Sie sie für die Kunden Ihrer Wahl. Deren Bestellungen überspringen das Angebot und warten auf Ihre Bestätigung.',
  },
  'catalog.empty.customer': {
    en_US: 'No facility has published a part to your company yet.',
    de_DE: 'Noch hat keine Fertigungsstätte ein Bauteil für Ihr Unternehmen veröffentlicht.',
  },
  'catalog.empty.facility': { en_US: 'Your catalog has no parts yet.', de_DE: 'Ihr Katalog enthält noch keine Bauteile.' },
  'catalog.empty.management': {
    en_US: 'Your catalog has no parts yet: add the first one.',
    de_DE: 'Ihr Katalog enthält noch keine Bauteile: Fügen Sie das erste hinzu.',
  },
  'catalog.noMatch': { en_US: 'No catalog part matches the search.', de_DE: 'Kein Katalogbauteil entspricht der Suche.' },
  'catalog.fetchFailed': { en_US: 'The catalog could not be loaded', de_DE: 'Der Katalog konnte nicht geladen werden' },
  'catalog.itemFailed': {
    en_US: 'The catalog part could not be loaded',
    de_DE: 'Das Katalogbauteil konnte nicht geladen werden',
  },
  'catalog.list': { en_US: 'Catalog parts', de_DE: 'Katalogbauteile' },
  'catalog.search': {
    en_US: 'Search by name, part number, material, process or facility',
    de_DE: 'Nach Name, Teilenummer, Werkstoff, Verfahren oder Fertigungsstätte suchen',
  },
  'catalog.process': { en_US: 'Process', de_DE: 'Verfahren' },
  'catalog.material': { en_US: 'Material', de_DE: 'Werkstoff' },
  'catalog.choose': { en_US: 'Choose…', de_DE: 'Auswählen…' },
  'catalog.column.picture': { en_US: 'Picture', de_DE: 'Bild' },
  'catalog.column.name': { en_US: 'Part', de_DE: 'Bauteil' },
  'catalog.column.partNumber': { en_US: 'Part number', de_DE: 'Teilenummer' },
  'catalog.column.facility': { en_US: 'Facility', de_DE: 'Fertigungsstätte' },
  'catalog.column.process': { en_US: 'Process', de_DE: 'Verfahren' },
  'catalog.column.material': { en_US: 'Material', de_DE: 'Werkstoff' },
  'catalog.column.price': { en_US: 'Price', de_DE: 'Preis' },
  'catalog.column.leadTime': { en_US: 'Lead time', de_DE: 'Lieferzeit' },
  'catalog.column.published': { en_US: 'Published', de_DE: 'Veröffentlicht' },
  'catalog.column.orders': { en_US: 'Orders', de_DE: 'Bestellungen' },
  'catalog.column.actions': { en_US: 'Actions', de_DE: 'Aktionen' },
  'catalog.pictureOf': { en_US: 'Picture of {{name}}', de_DE: 'Bild von {{name}}' },
  'catalog.pictureNumber': { en_US: '{{name}}, picture {{number}}', de_DE: '{{name}}, Bild {{number}}' },
  'catalog.open': { en_US: 'Open {{name}}', de_DE: '{{name}} öffnen' },
  'catalog.priceFrom': { en_US: 'from {{price}}', de_DE: 'ab {{price}}' },
  'catalog.days': { en_US: '{count, plural, one {# day} other {# days}}', de_DE: '{count, plural, one {# Tag} other {# Tage}}' },
  'catalog.publishedTo': { en_US: 'To customers: {{count}}', de_DE: 'Für Kunden: {{count}}' },
  'catalog.publishedToNames': { en_US: 'Published to: {{names}}', de_DE: 'Veröffentlicht für: {{names}}' },
  'catalog.notPublished': {
    en_US: 'Not published: only your facility sees it.',
    de_DE: 'Nicht veröffentlicht: Nur Ihre Fertigungsstätte sieht es.',
  },
  'catalog.draft': { en_US: 'Not published', de_DE: 'Nicht veröffentlicht' },
  'catalog.new': { en_US: 'Add a part', de_DE: 'Bauteil hinzufügen' },
  'catalog.manage': { en_US: 'Manage the catalog', de_DE: 'Katalog verwalten' },
  'catalog.delete': { en_US: 'Take out', de_DE: 'Herausnehmen' },
  'catalog.deleteItem': { en_US: 'Take out {{name}}', de_DE: 'Herausnehmen: {{name}}' },
  'catalog.deleteTitle': { en_US: 'Take the part out of the catalog?', de_DE: 'Bauteil aus dem Katalog nehmen?' },
  'catalog.deleteMessage': {
    en_US: '{{name}} is no longer offered to your customers. The orders made from it stay as they are.',
    de_DE: '{{name}} wird Ihren Kunden nicht mehr angeboten. Die daraus entstandenen Bestellungen bleiben, wie sie sind.',
  },
  'catalog.deleted': { en_US: '{{name}} was taken out of the catalog', de_DE: '{{name}} wurde aus dem Katalog genommen' },
  'catalog.back': { en_US: 'Back to the catalog', de_DE: 'Zurück zum Katalog' },
  'catalog.size': { en_US: 'Size', de_DE: 'Abmessungen' },
  'catalog.volume': { en_US: 'Volume', de_DE: 'Volumen' },
  'catalog.prices': { en_US: 'Prices per quantity', de_DE: 'Preise nach Menge' },
  'catalog.fromQuantity': { en_US: 'From quantity', de_DE: 'Ab Menge' },
  'catalog.unitPrice': { en_US: 'Price per piece', de_DE: 'Preis pro Stück' },
  'catalog.orderTitle': { en_US: 'Order this part', de_DE: 'Dieses Bauteil bestellen' },
  'catalog.orderIntro': {
    en_US: 'At the catalog price, without a quote: the facility confirms your order.',
    de_DE: 'Zum Katalogpreis, ohne Angebot: Die Fertigungsstätte bestätigt Ihre Bestellung.',
  },
  'catalog.quantity': { en_US: 'Quantity', de_DE: 'Menge' },
  'catalog.quantityRequired': { en_US: 'Enter how many pieces you need', de_DE: 'Geben Sie die benötigte Stückzahl ein' },
  'catalog.quantityWhole': { en_US: 'Enter a whole number of pieces', de_DE: 'Geben Sie eine ganze Stückzahl ein' },
  'catalog.quantityLeast': { en_US: 'The least you can order is {{count}}', de_DE: 'Die Mindestbestellmenge ist {{count}}' },
  'catalog.deliveryAddress': { en_US: 'Delivery address', de_DE: 'Lieferadresse' },
  'catalog.chooseAddress': { en_US: 'Choose a delivery address', de_DE: 'Lieferadresse auswählen' },
  'catalog.addressRequired': { en_US: 'Choose where the parts go', de_DE: 'Wählen Sie, wohin die Bauteile gehen' },
  'catalog.termsRequired': {
    en_US: 'Please accept the terms and conditions',
    de_DE: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen',
  },
  'catalog.orderName': { en_US: 'Order name (optional)', de_DE: 'Name der Bestellung (optional)' },
  'catalog.notes': { en_US: 'Notes for the facility', de_DE: 'Hinweise für die Fertigungsstätte' },
  'catalog.summary': {
    en_US: '{{unit}} per piece, {{total}} in all; shipped by about {{date}}',
    de_DE: '{{unit}} pro Stück, insgesamt {{total}}; Versand etwa bis {{date}}',
  },
  'catalog.orderWithoutQuote': { en_US: 'Order without a quote', de_DE: 'Ohne Angebot bestellen' },
  'catalog.confirmTitle': { en_US: 'Place this order?', de_DE: 'Diese Bestellung aufgeben?' },
  'catalog.confirmMessage': {
    en_US: '{{quantity}} × {{name}} from {{facility}} for {{total}}. The facility confirms the order.',
    de_DE: '{{quantity}} × {{name}} von {{facility}} für {{total}}. Die Fertigungsstätte bestätigt die Bestellung.',
  },
  'catalog.placeOrder': { en_US: 'Place order', de_DE: 'Bestellung aufgeben' },
  'catalog.ordered': {
    en_US: 'Order {{id}} placed: it waits for the facility’s confirmation',
    de_DE: 'Bestellung {{id}} aufgegeben: Sie wartet auf die Bestätigung der Fertigungsstätte',
  },
  'catalog.newTitle': { en_US: 'New catalog part', de_DE: 'Neues Katalogbauteil' },
  'catalog.editTitle': { en_US: 'Catalog part: {{name}}', de_DE: 'Katalogbauteil: {{name}}' },
  'catalog.itemForm': { en_US: 'Catalog part', de_DE: 'Katalogbauteil' },
  'catalog.name': { en_US: 'Name', de_DE: 'Name' },
  'catalog.nameRequired': { en_US: 'Name the part', de_DE: 'Benennen Sie das Bauteil' },
  'catalog.description': { en_US: 'Description', de_DE: 'Beschreibung' },
  'catalog.partFile': { en_US: 'Part file', de_DE: 'Bauteildatei' },
  'catalog.fileOption': { en_US: '{{name}} (file {{id}})', de_DE: '{{name}} (Datei {{id}})' },
  'catalog.fileRequired': {
    en_US: 'Choose the part file, or upload one',
    de_DE: 'Wählen Sie die Bauteildatei oder laden Sie eine hoch',
  },
  'catalog.uploadPart': {
    en_US: 'Drop a part file here or choose one: it is checked before it can be sold',
    de_DE: 'Bauteildatei hier ablegen oder auswählen: Sie wird geprüft, bevor sie verkauft werden kann',
  },
  'catalog.processRequired': { en_US: 'Choose the process', de_DE: 'Wählen Sie das Verfahren' },
  'catalog.materialRequired': { en_US: 'Choose the material', de_DE: 'Wählen Sie den Werkstoff' },
  'catalog.leadTimeDays': { en_US: 'Lead time (days)', de_DE: 'Lieferzeit (Tage)' },
  'catalog.leadTimeRequired': {
    en_US: 'Enter the lead time: 1 to 365 days',
    de_DE: 'Geben Sie die Lieferzeit ein: 1 bis 365 Tage',
  },
  'catalog.currency': { en_US: 'Currency', de_DE: 'Währung' },
  'catalog.breakQuantity': { en_US: 'From quantity (break {{number}})', de_DE: 'Ab Menge (Staffel {{number}})' },
  'catalog.breakPrice': {
    en_US: 'Price per piece in {{currency}} (break {{number}})',
    de_DE: 'Preis pro Stück in {{currency}} (Staffel {{number}})',
  },
  'catalog.breakQuantityRequired': {
    en_US: 'Enter a whole quantity of at least 1',
    de_DE: 'Geben Sie eine ganze Menge von mindestens 1 ein',
  },
  'catalog.breakPriceRequired': { en_US: 'Enter a price above zero', de_DE: 'Geben Sie einen Preis über null ein' },
  'catalog.breaksDistinct': { en_US: 'Give each quantity once', de_DE: 'Geben Sie jede Menge nur einmal an' },
  'catalog.addBreak': { en_US: 'Add a quantity break', de_DE: 'Mengenstaffel hinzufügen' },
  'catalog.removeBreak': { en_US: 'Remove break {{number}}', de_DE: 'Staffel {{number}} entfernen' },
  'catalog.images': { en_US: 'Pictures', de_DE: 'Bilder' },
  'catalog.addImages': { en_US: 'Add pictures (PNG or JPEG)', de_DE: 'Bilder hinzufügen (PNG oder JPEG)' },
  'catalog.removeImage': { en_US: 'Remove picture {{number}}', de_DE: 'Bild {{number}} entfernen' },
  'catalog.customers': { en_US: 'Published to these customers', de_DE: 'Veröffentlicht für diese Kunden' },
  'catalog.customersRequired': {
    en_US: 'Choose the customers to publish the part to',
    de_DE: 'Wählen Sie die Kunden, für die das Bauteil veröffentlicht wird',
  },
  'catalog.publish': {
    en_US: 'Published: the chosen customers see it and can order it',
    de_DE: 'Veröffentlicht: Die gewählten Kunden sehen es und können es bestellen',
  },
  'catalog.save': { en_US: 'Save', de_DE: 'Speichern' },
  'catalog.cancel': { en_US: 'Cancel', de_DE: 'Abbrechen' },
  'catalog.saved': { en_US: '{{name}} saved', de_DE: '{{name}} gespeichert' },
});
