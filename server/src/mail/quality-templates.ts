/**
 * The quality area's mails: a CAPA action coming due and overdue; pieces waiting for the
 * customer's approval, and the customer's answer back to the facility; an NCR or a CAPA moved by
 * someone else than the person it is assigned to.
 */
import type { EmailTemplate } from './templates.js';

const ACTION = {
  capa: 'CAPA-2026-007',
  title: 'Porosity on PA 12 builds',
  action: 'Dry the powder before every build',
  due: 'Dec 4, 2026',
  link: 'https://am.example.com/service-provider/quality-management/capa/7',
};

const APPROVAL = {
  ncr: 'NCR-2026-0042',
  id: '1042',
  title: 'Sensor brackets',
  facility: 'Example Additive',
  link: 'https://am.example.com/order-details/1042',
};
const MOVED = {
  record: 'NCR-2026-0042',
  title: '3 × bracket.stl failed inspection',
  status: 'Dispositioned',
  link: 'https://am.example.com/service-provider/quality-management/ncrs/42',
};
const ANSWER = {
  ncr: 'NCR-2026-0042',
  id: '1042',
  title: 'Sensor brackets',
  customer: 'Example Robotics',
  reason: 'We need the full grip face: please make them again.',
  link: 'https://am.example.com/service-provider/quality-management/ncrs/42',
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
  'quality.approvalRequested': {
    about: {
      en_US: 'A facility asks the customer to approve pieces used as they are or repaired',
      de_DE: 'Ein Fertiger bittet den Kunden um Freigabe von Teilen, die wie vorliegend verwendet oder repariert werden',
    },
    placeholders: APPROVAL,
    optional: false,
    wording: {
      en_US: {
        subject: 'Your approval is asked: {{ncr}} on order {{id}}',
        body: '{{facility}} asks you, as the owner of the design, to approve or refuse its decision on {{ncr}} for your order {{id}}, "{{title}}". The pieces do not ship until you answer:\n\n{{link}}\n',
      },
      de_DE: {
        subject: 'Ihre Freigabe wird erbeten: {{ncr}} zu Auftrag {{id}}',
        body: '{{facility}} bittet Sie als Eigentümer der Konstruktion, die Entscheidung zu {{ncr}} für Ihren Auftrag {{id}}, „{{title}}“, freizugeben oder abzulehnen. Bis zu Ihrer Antwort werden die Teile nicht versandt:\n\n{{link}}\n',
      },
    },
  },
  'quality.customerApproved': {
    about: { en_US: 'The customer approved an NCR’s decision', de_DE: 'Der Kunde hat die Entscheidung zu einem NCR freigegeben' },
    placeholders: ANSWER,
    optional: true,
    wording: {
      en_US: {
        subject: '{{customer}} approved {{ncr}}',
        body: '{{customer}} approved the decision on {{ncr}} for order {{id}}, "{{title}}": its pieces may ship.\n\n{{link}}\n',
      },
      de_DE: {
        subject: '{{customer}} hat {{ncr}} freigegeben',
        body: '{{customer}} hat die Entscheidung zu {{ncr}} für Auftrag {{id}}, „{{title}}“, freigegeben: Die Teile dürfen versandt werden.\n\n{{link}}\n',
      },
    },
  },
  'quality.customerRefused': {
    about: { en_US: 'The customer refused an NCR’s decision', de_DE: 'Der Kunde hat die Entscheidung zu einem NCR abgelehnt' },
    placeholders: ANSWER,
    optional: true,
    wording: {
      en_US: {
        subject: '{{customer}} refused {{ncr}}',
        body: '{{customer}} refused the decision on {{ncr}} for order {{id}}, "{{title}}": the board decides again on its pieces.\n\n{{reason}}\n\n{{link}}\n',
      },
      de_DE: {
        subject: '{{customer}} hat {{ncr}} abgelehnt',
        body: '{{customer}} hat die Entscheidung zu {{ncr}} für Auftrag {{id}}, „{{title}}“, abgelehnt: Das Gremium entscheidet erneut über die Teile.\n\n{{reason}}\n\n{{link}}\n',
      },
    },
  },
  'quality.recordMoved': {
    about: {
      en_US: 'An NCR or a CAPA of yours moved to another state',
      de_DE: 'Ein NCR oder eine CAPA von Ihnen hat den Status gewechselt',
    },
    placeholders: MOVED,
    optional: true,
    wording: {
      en_US: {
        subject: '{{record}}: {{status}}',
        body: '{{record}}, "{{title}}", assigned to you, is now: {{status}}.\n\n{{link}}\n',
      },
      de_DE: {
        subject: '{{record}}: {{status}}',
        body: '{{record}}, „{{title}}“, Ihnen zugewiesen, ist jetzt: {{status}}.\n\n{{link}}\n',
      },
    },
  },
} as const satisfies Record<string, EmailTemplate>;
