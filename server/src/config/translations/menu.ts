import { DEFAULT_MENU_CONFIG, type MenuItemConfig } from 'shared/contracts';

/**
 * Menu item labels as translation tokens `menu.<section>.<key>`: English comes from the
 * default menu itself, German from the table below (a test checks that none is missing).
 */
function englishMenuLabels(): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const section of ['serviceProvider', 'engineer', 'profile', 'thirdPartyEng'] as const) {
    for (const [key, item] of Object.entries(DEFAULT_MENU_CONFIG[section] as Record<string, MenuItemConfig>)) {
      labels[`menu.${section}.${key}`] = item.label;
    }
  }
  return labels;
}

const GERMAN: Record<string, string> = {
  'Part Orders': 'Teileaufträge',
  'Digital Catalog': 'Digitaler Katalog',
  'Part Inventory': 'Teilelager',
  Shipments: 'Sendungen',
  Customers: 'Kunden',
  Projects: 'Projekte',
  Archive: 'Archiv',
  'Build Planning': 'Bauplanung',
  'Machine Platforms': 'Maschinenplattformen',
  Schedules: 'Terminpläne',
  'Enterprise Scheduler': 'Unternehmensplanung',
  'Group Nesting': 'Gruppen-Nesting',
  'Work Center': 'Arbeitsplatz',
  'Work Center (classic)': 'Arbeitsplatz (klassisch)',
  'Material Management': 'Materialverwaltung',
  'Process NCR': 'Prozess-NCR',
  'Part NCR': 'Teile-NCR',
  CAPA: 'CAPA',
  Magics: 'Magics',
  Streamics: 'Streamics',
  'Machine Connectivity': 'Maschinenanbindung',
  'Material Search': 'Materialsuche',
  Analytics: 'Analysen',
  'Digital Catalog Management': 'Verwaltung des digitalen Katalogs',
  'Facility Profile': 'Standortprofil',
  'Facilities And Vendors': 'Standorte und Lieferanten',
  Settings: 'Einstellungen',
  'MES Settings': 'MES-Einstellungen',
  'Quality Management Settings': 'Einstellungen des Qualitätsmanagements',
  'Magics Settings': 'Magics-Einstellungen',
  QuickBooks: 'QuickBooks',
  Tags: 'Schlagwörter',
  'Email Configuration': 'E-Mail-Einstellungen',
  'Email Templates': 'E-Mail-Vorlagen',
  Team: 'Team',
  'Machine Connectivity Settings': 'Einstellungen der Maschinenanbindung',
  'Pricing Rules': 'Preisregeln',
  'Store Front Config': 'Shop-Einstellungen',
  'RFQ Config': 'Anfrage-Einstellungen',
  'App Store': 'App Store',
  'App Store Admin': 'App-Store-Verwaltung',
  Webhooks: 'Webhooks',
  'New Order': 'Neue Bestellung',
  'Order History': 'Bestellverlauf',
  'Digital Part Inventory': 'Digitales Teilelager',
  'Request Quote': 'Angebot anfordern',
  Orders: 'Bestellungen',
  Facilities: 'Standorte',
  'User Profile': 'Benutzerprofil',
  'Knowledge Base': 'Wissensdatenbank',
  Support: 'Support',
  'Log Out': 'Abmelden',
  'Contact Us': 'Kontakt',
  'Terms of Use': 'Nutzungsbedingungen',
};

export const menuLabelsEnUS = englishMenuLabels();

export const menuLabelsDeDE: Record<string, string> = Object.fromEntries(
  Object.entries(menuLabelsEnUS).map(([token, english]) => [token, GERMAN[english] ?? '']),
);
