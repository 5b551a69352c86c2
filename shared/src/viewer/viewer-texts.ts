import { defineTexts } from '../texts/table';

/**
 * The part viewer's texts (ids `ui.cadViewer.*`), every language side by side. A table of their
 * own, beside the kit's, because they ship in the viewer's chunk: in the kit's table they would
 * be downloaded by every page, the login page included (see shared/src/ui/README.md). A
 * tenant's wording in the kit's bundle still wins, by id (useTexts).
 */
export const VIEWER_TEXTS = defineTexts({
  'ui.cadViewer.title': { en_US: '3D view of {{name}}', de_DE: '3D-Ansicht von {{name}}' },
  'ui.cadViewer.canvas': {
    en_US: '3D view of {{name}}. Drag to turn, right-drag or arrow keys to pan, wheel to zoom.',
    de_DE: '3D-Ansicht von {{name}}. Ziehen zum Drehen, mit rechter Maustaste oder Pfeiltasten verschieben, Mausrad zum Zoomen.',
  },
  'ui.cadViewer.close': { en_US: 'Close viewer', de_DE: 'Viewer schließen' },
  'ui.cadViewer.loading': { en_US: 'Loading the part…', de_DE: 'Bauteil wird geladen…' },
  'ui.cadViewer.progress': { en_US: 'Download of {{name}}', de_DE: 'Download von {{name}}' },
  'ui.cadViewer.bytes': { en_US: '{{loaded}} of {{total}}', de_DE: '{{loaded}} von {{total}}' },
  'ui.cadViewer.failed': {
    en_US: 'The part cannot be shown: {{reason}}',
    de_DE: 'Das Bauteil kann nicht angezeigt werden: {{reason}}',
  },
  'ui.cadViewer.unreadable': { en_US: 'the file could not be read', de_DE: 'die Datei konnte nicht gelesen werden' },
  'ui.cadViewer.empty': { en_US: 'This file has no facets to show.', de_DE: 'Diese Datei enthält keine Facetten zum Anzeigen.' },
  'ui.cadViewer.noWebGl': {
    en_US: 'This browser cannot draw 3D (WebGL is off).',
    de_DE: 'Dieser Browser kann kein 3D darstellen (WebGL ist aus).',
  },
  'ui.cadViewer.controls': { en_US: 'View controls', de_DE: 'Ansichtssteuerung' },
  'ui.cadViewer.view.front': { en_US: 'Front', de_DE: 'Vorne' },
  'ui.cadViewer.view.top': { en_US: 'Top', de_DE: 'Oben' },
  'ui.cadViewer.view.side': { en_US: 'Side', de_DE: 'Seite' },
  'ui.cadViewer.view.iso': { en_US: 'Isometric', de_DE: 'Isometrisch' },
  'ui.cadViewer.views': { en_US: 'Views', de_DE: 'Ansichten' },
  'ui.cadViewer.fit': { en_US: 'Zoom to fit', de_DE: 'Einpassen' },
  'ui.cadViewer.zoomIn': { en_US: 'Zoom in', de_DE: 'Vergrößern' },
  'ui.cadViewer.zoomOut': { en_US: 'Zoom out', de_DE: 'Verkleinern' },
  'ui.cadViewer.turnLeft': { en_US: 'Turn left', de_DE: 'Nach links drehen' },
  'ui.cadViewer.turnRight': { en_US: 'Turn right', de_DE: 'Nach rechts drehen' },
  'ui.cadViewer.turnUp': { en_US: 'Turn up', de_DE: 'Nach oben drehen' },
  'ui.cadViewer.turnDown': { en_US: 'Turn down', de_DE: 'Nach unten drehen' },
  'ui.cadViewer.wireframe': { en_US: 'Wireframe', de_DE: 'Drahtgitter' },
  'ui.cadViewer.units': { en_US: 'Units', de_DE: 'Einheiten' },
  'ui.cadViewer.unit.mm': { en_US: 'mm', de_DE: 'mm' },
  'ui.cadViewer.unit.in': { en_US: 'inch', de_DE: 'Zoll' },
  'ui.cadViewer.section': { en_US: 'Section plane', de_DE: 'Schnittebene' },
  'ui.cadViewer.sectionAxis': { en_US: 'Cut along', de_DE: 'Schnitt entlang' },
  'ui.cadViewer.axis.x': { en_US: 'X', de_DE: 'X' },
  'ui.cadViewer.axis.y': { en_US: 'Y', de_DE: 'Y' },
  'ui.cadViewer.axis.z': { en_US: 'Z', de_DE: 'Z' },
  'ui.cadViewer.sectionAt': { en_US: 'Section position along {{axis}}', de_DE: 'Lage der Schnittebene entlang {{axis}}' },
  'ui.cadViewer.facts': { en_US: 'About the part', de_DE: 'Zum Bauteil' },
  'ui.cadViewer.dimensions': { en_US: 'Dimensions', de_DE: 'Abmessungen' },
  'ui.cadViewer.dimensionsValue.mm': { en_US: '{{x}} × {{y}} × {{z}} mm', de_DE: '{{x}} × {{y}} × {{z}} mm' },
  'ui.cadViewer.dimensionsValue.in': { en_US: '{{x}} × {{y}} × {{z}} in', de_DE: '{{x}} × {{y}} × {{z}} Zoll' },
  'ui.cadViewer.facets': { en_US: 'Facets', de_DE: 'Facetten' },
  'ui.cadViewer.defects': { en_US: 'Defects', de_DE: 'Fehler' },
  'ui.cadViewer.checking': { en_US: 'Checking the mesh…', de_DE: 'Netz wird geprüft…' },
  'ui.cadViewer.sound': { en_US: 'No open edges or flipped facets', de_DE: 'Keine offenen Kanten oder umgedrehten Facetten' },
  'ui.cadViewer.openEdges.one': { en_US: '{{count}} open edge', de_DE: '{{count}} offene Kante' },
  'ui.cadViewer.openEdges.other': { en_US: '{{count}} open edges', de_DE: '{{count}} offene Kanten' },
  'ui.cadViewer.flippedFacets.one': { en_US: '{{count}} flipped facet', de_DE: '{{count}} umgedrehte Facette' },
  'ui.cadViewer.flippedFacets.other': { en_US: '{{count}} flipped facets', de_DE: '{{count}} umgedrehte Facetten' },
  'ui.cadViewer.legend': {
    en_US: 'Open edges are drawn orange, flipped facets magenta.',
    de_DE: 'Offene Kanten sind orange, umgedrehte Facetten magenta gezeichnet.',
  },
});
