/** The material area's mails: a material's stock fell below its reorder point. */
import type { EmailTemplate } from './templates.js';

const STOCK = {
  material: 'HP 3D HR PA 12',
  facility: 'Example Additive',
  available: '42.5 kg',
  onHand: '48.5 kg',
  reserved: '6 kg',
  reorderPoint: '50 kg',
  link: 'https://am.example.com/service-provider/material-management/stocks?material=12',
};

export const MATERIAL_EMAIL_TEMPLATES = {
  'materials.belowReorderPoint': {
    about: {
      en_US: 'A material’s stock fell below its reorder point',
      de_DE: 'Der Bestand eines Materials fiel unter seinen Meldebestand',
    },
    placeholders: STOCK,
    optional: true,
    wording: {
      en_US: {
        subject: 'Reorder {{material}}: {{available}} available',
        body:
          '{{material}} at {{facility}} fell below its reorder point of {{reorderPoint}}: {{available}} is available, ' +
          '{{onHand}} on hand less {{reserved}} reserved by queued jobs.\n\n' +
          'You will not be mailed about it again until its stock is back at the reorder point and falls below it once more.\n\n{{link}}\n',
      },
      de_DE: {
        subject: '{{material}} nachbestellen: {{available}} verfügbar',
        body:
          '{{material}} bei {{facility}} ist unter den Meldebestand von {{reorderPoint}} gefallen: {{available}} sind verfügbar, ' +
          '{{onHand}} auf Lager abzüglich {{reserved}}, die geplante Aufträge reserviert haben.\n\n' +
          'Sie erhalten dazu erst wieder eine E-Mail, wenn der Bestand wieder den Meldebestand erreicht hat und erneut darunter fällt.\n\n{{link}}\n',
      },
    },
  },
} as const satisfies Record<string, EmailTemplate>;
