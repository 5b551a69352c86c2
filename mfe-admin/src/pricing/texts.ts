import { defineTexts } from 'shared/texts';

/**
 * The pricing rules' texts in every language; {{name}} marks a value. src/texts.ts composes them
 * into the area's table.
 */
export const PRICING_TEXTS = defineTexts({
  'pricing.title': { en_US: 'Pricing Rules', de_DE: 'Preisregeln' },
  'pricing.intro': {
    en_US:
      'How your facility prices a part from what its analysis measured and what the order asks. Every save is a new version; the preview shows what the rules in the form make of a part, term by term.',
    de_DE:
      'Wie Ihre Fertigung ein Teil aus den Messwerten seiner Analyse und den Angaben der Bestellung bepreist. Jedes Speichern ist eine neue Version; die Vorschau zeigt, was die Regeln im Formular aus einem Teil machen, Posten für Posten.',
  },
  'pricing.fetchFailed': {
    en_US: 'The pricing rules could not be loaded',
    de_DE: 'Die Preisregeln konnten nicht geladen werden',
  },
  'pricing.form': { en_US: 'Pricing rules', de_DE: 'Preisregeln' },
  'pricing.readOnly': {
    en_US: 'Only people with the pricing rules permission can change the rules.',
    de_DE: 'Nur Personen mit der Berechtigung für Preisregeln können die Regeln ändern.',
  },
  'pricing.order': { en_US: 'Per order', de_DE: 'Je Bestellung' },
  'pricing.currency': { en_US: 'Currency', de_DE: 'Währung' },
  'pricing.inCurrency': { en_US: '{{label}} ({{currency}})', de_DE: '{{label}} ({{currency}})' },
  'pricing.setup': { en_US: 'Setup per order', de_DE: 'Rüstkosten je Bestellung' },
  'pricing.minimumOrder': { en_US: 'Minimum order value', de_DE: 'Mindestbestellwert' },
  'pricing.postProcessing': { en_US: 'Post-processing per piece', de_DE: 'Nachbearbeitung je Stück' },
  'pricing.autoQuote': {
    en_US: 'Quote automatically: customers see an instant price from these rules',
    de_DE: 'Automatisch anbieten: Kunden sehen sofort einen Preis aus diesen Regeln',
  },
  'pricing.materials': { en_US: 'Materials', de_DE: 'Materialien' },
  'pricing.materialsHint': {
    en_US: 'The price of a cm³ of the part in each material.',
    de_DE: 'Der Preis eines cm³ des Teils in jedem Material.',
  },
  'pricing.noMaterials': { en_US: 'No material is priced yet.', de_DE: 'Noch ist kein Material bepreist.' },
  'pricing.addMaterial': { en_US: 'Add a material', de_DE: 'Material hinzufügen' },
  'pricing.removeMaterial': { en_US: 'Remove material {{number}}', de_DE: 'Material {{number}} entfernen' },
  'pricing.material': { en_US: 'Material {{number}}', de_DE: 'Material {{number}}' },
  'pricing.choose': { en_US: 'Choose…', de_DE: 'Auswählen…' },
  'pricing.pricePerCm3': { en_US: 'Price per cm³ {{number}} ({{currency}})', de_DE: 'Preis je cm³ {{number}} ({{currency}})' },
  'pricing.processes': { en_US: 'Processes', de_DE: 'Verfahren' },
  'pricing.processesHint': {
    en_US:
      'Machine time of a piece is its volume ÷ the build rate; it costs the hourly rate. Typical build rates: 40 cm³/h for SLS, 60 for binder jetting, 8 for metal laser melting.',
    de_DE:
      'Die Maschinenzeit eines Stücks ist sein Volumen ÷ die Aufbaurate; sie kostet den Stundensatz. Übliche Aufbauraten: 40 cm³/h für SLS, 60 für Binder Jetting, 8 für Metall-Laserschmelzen.',
  },
  'pricing.noProcesses': { en_US: 'No process has a rate yet.', de_DE: 'Noch hat kein Verfahren einen Satz.' },
  'pricing.addProcess': { en_US: 'Add a process', de_DE: 'Verfahren hinzufügen' },
  'pricing.removeProcess': { en_US: 'Remove process {{number}}', de_DE: 'Verfahren {{number}} entfernen' },
  'pricing.process': { en_US: 'Process {{number}}', de_DE: 'Verfahren {{number}}' },
  'pricing.machineHourRate': {
    en_US: 'Machine hour rate {{number}} ({{currency}})',
    de_DE: 'Maschinenstundensatz {{number}} ({{currency}})',
  },
  'pricing.buildRate': { en_US: 'Build rate {{number}} (cm³ per hour)', de_DE: 'Aufbaurate {{number}} (cm³ pro Stunde)' },
  'pricing.finishes': { en_US: 'Finishes', de_DE: 'Oberflächen' },
  'pricing.noFinishes': { en_US: 'No finish has a surcharge.', de_DE: 'Keine Oberfläche hat einen Aufschlag.' },
  'pricing.addFinish': { en_US: 'Add a finish', de_DE: 'Oberfläche hinzufügen' },
  'pricing.removeFinish': { en_US: 'Remove finish {{number}}', de_DE: 'Oberfläche {{number}} entfernen' },
  'pricing.finish': { en_US: 'Finish {{number}}', de_DE: 'Oberfläche {{number}}' },
  'pricing.finishSurcharge': {
    en_US: 'Surcharge per piece {{number}} ({{currency}})',
    de_DE: 'Aufschlag je Stück {{number}} ({{currency}})',
  },
  'pricing.quantityBreaks': { en_US: 'Quantity breaks', de_DE: 'Mengenstaffeln' },
  'pricing.quantityBreaksHint': {
    en_US: 'From this many pieces of a part, this much off its piece price; the largest break reached counts.',
    de_DE: 'Ab so vielen Stück eines Teils so viel Nachlass auf den Stückpreis; es gilt die höchste erreichte Staffel.',
  },
  'pricing.noBreaks': { en_US: 'No quantity break.', de_DE: 'Keine Mengenstaffel.' },
  'pricing.addBreak': { en_US: 'Add a quantity break', de_DE: 'Mengenstaffel hinzufügen' },
  'pricing.removeBreak': { en_US: 'Remove quantity break {{number}}', de_DE: 'Mengenstaffel {{number}} entfernen' },
  'pricing.breakQuantity': { en_US: 'From pieces {{number}}', de_DE: 'Ab Stück {{number}}' },
  'pricing.breakDiscount': { en_US: 'Discount % {{number}}', de_DE: 'Nachlass % {{number}}' },
  'pricing.rush': { en_US: 'Rush', de_DE: 'Eilzuschlag' },
  'pricing.rushHint': {
    en_US: 'A delivery asked within this many days adds this much to the piece price; the tightest window that applies counts.',
    de_DE: 'Eine Lieferung in so vielen Tagen erhöht den Stückpreis um so viel; es gilt das engste zutreffende Fenster.',
  },
  'pricing.noRush': { en_US: 'No rush surcharge.', de_DE: 'Kein Eilzuschlag.' },
  'pricing.addRush': { en_US: 'Add a rush surcharge', de_DE: 'Eilzuschlag hinzufügen' },
  'pricing.removeRush': { en_US: 'Remove rush surcharge {{number}}', de_DE: 'Eilzuschlag {{number}} entfernen' },
  'pricing.rushDays': { en_US: 'Within days {{number}}', de_DE: 'Innerhalb Tagen {{number}}' },
  'pricing.rushSurcharge': { en_US: 'Surcharge % {{number}}', de_DE: 'Aufschlag % {{number}}' },
  'pricing.formulas': { en_US: 'Formulas', de_DE: 'Formeln' },
  'pricing.formulasHint': {
    en_US:
      'Each formula adds an amount per piece in minor units (cents) of the currency, written in JSON Logic. It may read volumeCm3, surfaceAreaCm2, boxXMm, boxYMm, boxZMm, boxVolumeCm3, facets, quantity, leadTimeDays, buildHours, material, process and finish. For example:',
    de_DE:
      'Jede Formel fügt einen Betrag je Stück in Untereinheiten (Cent) der Währung hinzu, geschrieben in JSON Logic. Sie kann volumeCm3, surfaceAreaCm2, boxXMm, boxYMm, boxZMm, boxVolumeCm3, facets, quantity, leadTimeDays, buildHours, material, process und finish lesen. Zum Beispiel:',
  },
  'pricing.noFormulas': { en_US: 'No formula.', de_DE: 'Keine Formel.' },
  'pricing.addFormula': { en_US: 'Add a formula', de_DE: 'Formel hinzufügen' },
  'pricing.removeFormula': { en_US: 'Remove formula {{number}}', de_DE: 'Formel {{number}} entfernen' },
  'pricing.formulaLabel': { en_US: 'Name of formula {{number}}', de_DE: 'Name der Formel {{number}}' },
  'pricing.formula': { en_US: 'Formula {{number}} (JSON Logic)', de_DE: 'Formel {{number}} (JSON Logic)' },
  'pricing.save': { en_US: 'Save as a new version', de_DE: 'Als neue Version speichern' },
  'pricing.saved': {
    en_US: 'Version {{version}} of the pricing rules saved',
    de_DE: 'Version {{version}} der Preisregeln gespeichert',
  },
  'pricing.versions': { en_US: 'Versions', de_DE: 'Versionen' },
  'pricing.neverSaved': {
    en_US: 'No rules have been saved yet: nothing is priced.',
    de_DE: 'Noch wurden keine Regeln gespeichert: nichts wird bepreist.',
  },
  'pricing.current': {
    en_US: 'Version {{version}}, saved by {{who}} on {{when}}.',
    de_DE: 'Version {{version}}, gespeichert von {{who}} am {{when}}.',
  },
  'pricing.someone': { en_US: 'someone', de_DE: 'jemandem' },
  'pricing.reload': { en_US: 'Reload', de_DE: 'Neu laden' },
  'pricing.earlier': { en_US: 'An earlier version', de_DE: 'Eine frühere Version' },
  'pricing.versionOption': {
    en_US: 'Version {{version}} — {{who}}, {{when}}',
    de_DE: 'Version {{version}} — {{who}}, {{when}}',
  },
  'pricing.loadVersion': { en_US: 'Load into the form', de_DE: 'Ins Formular laden' },
  'pricing.amountRequired': {
    en_US: 'Please enter an amount of 0 or more',
    de_DE: 'Bitte geben Sie einen Betrag von 0 oder mehr ein',
  },
  'pricing.materialRequired': { en_US: 'Please choose a material', de_DE: 'Bitte wählen Sie ein Material' },
  'pricing.materialTwice': { en_US: 'A material is priced twice', de_DE: 'Ein Material ist doppelt bepreist' },
  'pricing.processRequired': { en_US: 'Please choose a process', de_DE: 'Bitte wählen Sie ein Verfahren' },
  'pricing.buildRateRequired': {
    en_US: 'Please enter a build rate above 0',
    de_DE: 'Bitte geben Sie eine Aufbaurate über 0 ein',
  },
  'pricing.processTwice': { en_US: 'A process has two rates', de_DE: 'Ein Verfahren hat zwei Sätze' },
  'pricing.finishRequired': { en_US: 'Please name the finish', de_DE: 'Bitte benennen Sie die Oberfläche' },
  'pricing.finishTwice': { en_US: 'A finish has two surcharges', de_DE: 'Eine Oberfläche hat zwei Aufschläge' },
  'pricing.breakQuantityRequired': {
    en_US: 'Please enter a whole number of pieces, 2 or more',
    de_DE: 'Bitte geben Sie eine ganze Stückzahl ab 2 ein',
  },
  'pricing.percentRequired': {
    en_US: 'Please enter a percentage from 0 to 100',
    de_DE: 'Bitte geben Sie einen Prozentsatz von 0 bis 100 ein',
  },
  'pricing.breakTwice': {
    en_US: 'Two quantity breaks start at the same quantity',
    de_DE: 'Zwei Mengenstaffeln beginnen bei derselben Menge',
  },
  'pricing.daysRequired': {
    en_US: 'Please enter a whole number of days from 0 to 365',
    de_DE: 'Bitte geben Sie eine ganze Zahl von Tagen von 0 bis 365 ein',
  },
  'pricing.surchargeRequired': {
    en_US: 'Please enter a percentage from 0 to 1,000',
    de_DE: 'Bitte geben Sie einen Prozentsatz von 0 bis 1.000 ein',
  },
  'pricing.rushTwice': {
    en_US: 'Two rush surcharges have the same days',
    de_DE: 'Zwei Eilzuschläge haben dieselben Tage',
  },
  'pricing.formulaLabelRequired': { en_US: 'Please name the formula', de_DE: 'Bitte benennen Sie die Formel' },
  'pricing.formulaRequired': { en_US: 'Please write the formula', de_DE: 'Bitte schreiben Sie die Formel' },
  'pricing.formulaNotJson': {
    en_US: 'The formula is not JSON: {{problem}}',
    de_DE: 'Die Formel ist kein JSON: {{problem}}',
  },
  'pricing.preview': { en_US: 'Preview', de_DE: 'Vorschau' },
  'pricing.previewIntro': {
    en_US: 'Price a part of your inventory with the rules as they stand in the form, saved or not.',
    de_DE: 'Bepreisen Sie ein Teil Ihres Bestands mit den Regeln, wie sie im Formular stehen, gespeichert oder nicht.',
  },
  'pricing.previewSearch': { en_US: 'Search the part inventory', de_DE: 'Teilebestand durchsuchen' },
  'pricing.previewPart': { en_US: 'Part', de_DE: 'Teil' },
  'pricing.previewMaterial': { en_US: 'Material', de_DE: 'Material' },
  'pricing.previewProcess': { en_US: 'Process', de_DE: 'Verfahren' },
  'pricing.previewQuantity': { en_US: 'Quantity', de_DE: 'Menge' },
  'pricing.previewFinish': { en_US: 'Finish', de_DE: 'Oberfläche' },
  'pricing.noFinish': { en_US: 'None', de_DE: 'Keine' },
  'pricing.previewLeadTime': {
    en_US: 'Delivery wanted in days (empty: no date)',
    de_DE: 'Lieferung gewünscht in Tagen (leer: kein Datum)',
  },
  'pricing.previewRun': { en_US: 'Preview the price', de_DE: 'Preis anzeigen' },
  'pricing.previewFixRules': {
    en_US: 'Correct the rules above first: the preview uses them as they stand.',
    de_DE: 'Korrigieren Sie zuerst die Regeln oben: die Vorschau verwendet sie, wie sie stehen.',
  },
  'pricing.previewIncomplete': {
    en_US: 'Choose a part, a material, a process and a quantity.',
    de_DE: 'Wählen Sie ein Teil, ein Material, ein Verfahren und eine Menge.',
  },
  'pricing.term.material': { en_US: 'Material', de_DE: 'Material' },
  'pricing.term.machine': { en_US: 'Machine time', de_DE: 'Maschinenzeit' },
  'pricing.term.postProcessing': { en_US: 'Post-processing', de_DE: 'Nachbearbeitung' },
  'pricing.term.finish': { en_US: 'Finish: {{name}}', de_DE: 'Oberfläche: {{name}}' },
  'pricing.term.quantityBreak': { en_US: 'Quantity break', de_DE: 'Mengenstaffel' },
  'pricing.term.rush': { en_US: 'Rush', de_DE: 'Eilzuschlag' },
  'pricing.basis.material': { en_US: '{{volume}} cm³ × {{rate}} per cm³', de_DE: '{{volume}} cm³ × {{rate}} je cm³' },
  'pricing.basis.machine': { en_US: '{{hours}} h × {{rate}} per hour', de_DE: '{{hours}} h × {{rate}} je Stunde' },
  'pricing.basis.quantityBreak': {
    en_US: '−{{percent}} % from {{quantity}} pieces',
    de_DE: '−{{percent}} % ab {{quantity}} Stück',
  },
  'pricing.basis.rush': { en_US: '+{{percent}} % within {{days}} days', de_DE: '+{{percent}} % innerhalb von {{days}} Tagen' },
  'pricing.basis.formula': { en_US: 'Formula', de_DE: 'Formel' },
  'pricing.basis.perPiece': { en_US: 'Per piece', de_DE: 'Je Stück' },
  'pricing.column.term': { en_US: 'Term', de_DE: 'Posten' },
  'pricing.column.basis': { en_US: 'Basis', de_DE: 'Grundlage' },
  'pricing.column.amount': { en_US: 'Per piece', de_DE: 'Je Stück' },
  'pricing.previewOf': { en_US: 'Price of {{name}}', de_DE: 'Preis von {{name}}' },
  'pricing.measures': {
    en_US: '{{file}}: {{volume}} cm³, {{area}} cm² surface, {{x}} × {{y}} × {{z}} mm, {{facets}} facets.',
    de_DE: '{{file}}: {{volume}} cm³, {{area}} cm² Oberfläche, {{x}} × {{y}} × {{z}} mm, {{facets}} Facetten.',
  },
  'pricing.terms': { en_US: 'Terms of the piece price', de_DE: 'Posten des Stückpreises' },
  'pricing.unitPrice': { en_US: 'Piece price', de_DE: 'Stückpreis' },
  'pricing.partsAmount': { en_US: '{{quantity}} pieces', de_DE: '{{quantity}} Stück' },
  'pricing.minimumTopUp': { en_US: 'Up to the minimum order value', de_DE: 'Auffüllung auf den Mindestbestellwert' },
  'pricing.total': { en_US: 'Total before tax', de_DE: 'Summe vor Steuern' },
});
