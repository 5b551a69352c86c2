/** The quality area's mails: a CAPA action coming due and overdue, and pieces waiting for the customer's approval. */
import type { EmailTemplate } from './templates.js';

const ACTION = {
  capa: 'CAPA-2026-007',
  title: 'Porosity on PA 12 builds',
  action: 'Dry the powder before every build',
  due: 'Dec 4, 2026',
  link: 'https://am.example.com/service-provider/quality-management/capa/7',
};

export const QUALITY_EMAIL_TEMPLATES = {
  'quality.capaActionDue': {
    about: { en_US: 'A CAPA action of yours is coming due', de_DE: 'Eine Ihrer CAPA-Maßnahmen wird fällig' },
    placeholders: ACTION,
    optional: true,
    wording: {
      en_US: {
        subject: 'Due {{due}}: {{action}}',
        body: 'Your action of {{capa}}, "{{title}}", is due on {{due}}:\n\n{{action}}\n\nMark it done when it is: {{link}}\n',
      },
      de_DE: {
        subject: 'Fällig am {{due}}: {{action}}',
        body: 'Ihre Maßnahme zu {{capa}}, „{{title}}“, ist am {{due}} fällig:\n\n{{action}}\n\nMarkieren Sie sie als erledigt, sobald sie es ist: {{link}}\n',
      },
    },
  },
  'quality.capaActionOverdue': {
    about: { en_US: 'A CAPA action of yours is overdue', de_DE: 'Eine Ihrer CAPA-Maßnahmen ist überfällig' },
    placeholders: ACTION,
    optional: true,
    wording: {
      en_US: {
        subject: 'Overdue since {{due}}: {{action}}',
        body: 'Your action of {{capa}}, "{{title}}", was due on {{due}} and is not done yet:\n\n{{action}}\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Überfällig seit {{due}}: {{action}}',
        body: 'Ihre Maßnahme zu {{capa}}, „{{title}}“, war am {{due}} fällig und ist noch nicht erledigt:\n\n{{action}}\n\n{{link}}\n',
      },
    },
  },
} as const satisfies Record<string, EmailTemplate>;
