import type { Migration } from 'kysely';
import * as accounts from './2026-11-22-01-accounts.js';
import * as auth from './2026-11-22-02-auth.js';
import * as config from './2026-11-22-03-config.js';
import * as catalog from './2026-11-22-04-catalog.js';
import * as scheduling from './2026-11-22-05-scheduling.js';
import * as accountRequests from './2026-11-23-01-account-requests.js';
import * as jobPeriodIndex from './2026-11-23-02-job-period-index.js';
import * as jobDocumentFields from './2026-11-23-03-job-document-fields.js';
import * as machineBookingsIndex from './2026-11-23-04-machine-bookings-index.js';
import * as asciiJobDocuments from './2026-11-23-05-ascii-job-documents.js';
import * as files from './2026-11-25-01-files.js';
import * as fileOperations from './2026-11-25-02-file-operations.js';
import * as orders from './2026-11-26-01-orders.js';
import * as quoteRequests from './2026-11-26-02-quote-requests.js';
import * as orderMessages from './2026-11-27-01-order-messages.js';
import * as orderSearchIndex from './2026-11-27-02-order-search-index.js';
import * as bidFiles from './2026-11-28-01-bid-files.js';
import * as orderSortIndexes from './2026-11-28-02-order-sort-indexes.js';
import * as fulfilment from './2026-11-29-01-fulfilment.js';
import * as emailAttachments from './2026-11-29-02-email-attachments.js';
import * as customerInvitations from './2026-11-30-01-customer-invitations.js';
import * as userLanguage from './2026-11-30-02-user-language.js';
import * as userApiKeys from './2026-11-30-03-user-api-keys.js';
import * as team from './2026-12-01-01-team.js';
import * as certifications from './2026-12-01-02-certifications.js';
import * as materialDataSheets from './2026-12-01-03-material-data-sheets.js';
import * as userProfile from './2026-12-01-04-user-profile.js';
import * as companyProfile from './2026-12-02-01-company-profile.js';
import * as parts from './2026-12-02-02-parts.js';
import * as projects from './2026-12-02-03-projects.js';
import * as digitalCatalog from './2026-12-03-01-digital-catalog.js';
import * as settingsAudit from './2026-12-03-02-settings-audit.js';
import * as labelsAndTags from './2026-12-04-01-labels-and-tags.js';
import * as magicsIntents from './2026-12-04-02-magics-intents.js';
import * as pricingRules from './2026-12-05-01-pricing-rules.js';
import * as emailTemplates from './2026-12-06-01-email-templates.js';
import * as webhooks from './2026-12-07-01-webhooks.js';
import * as accounting from './2026-12-08-01-accounting.js';
import * as rfqConfig from './2026-12-09-01-rfq-config.js';
import * as saml from './2026-12-10-01-saml.js';
import * as invitationApproval from './2026-12-11-01-invitation-approval.js';

/** Every migration, by ISO-dated name; Kysely applies them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-01-accounts': { up: accounts.migrate },
  '2026-11-22-02-auth': { up: auth.migrate },
  '2026-11-22-03-config': { up: config.migrate },
  '2026-11-22-04-catalog': { up: catalog.migrate },
  '2026-11-22-05-scheduling': { up: scheduling.migrate },
  '2026-11-23-01-account-requests': { up: accountRequests.migrate },
  '2026-11-23-02-job-period-index': { up: jobPeriodIndex.migrate },
  '2026-11-23-03-job-document-fields': { up: jobDocumentFields.migrate },
  '2026-11-23-04-machine-bookings-index': { up: machineBookingsIndex.migrate },
  '2026-11-23-05-ascii-job-documents': { up: asciiJobDocuments.migrate },
  '2026-11-25-01-files': { up: files.migrate },
  '2026-11-25-02-file-operations': { up: fileOperations.migrate },
  '2026-11-26-01-orders': { up: orders.migrate },
  '2026-11-26-02-quote-requests': { up: quoteRequests.migrate },
  '2026-11-27-01-order-messages': { up: orderMessages.migrate },
  '2026-11-27-02-order-search-index': { up: orderSearchIndex.migrate },
  '2026-11-28-01-bid-files': { up: bidFiles.migrate },
  '2026-11-28-02-order-sort-indexes': { up: orderSortIndexes.migrate },
  '2026-11-29-01-fulfilment': { up: fulfilment.migrate },
  '2026-11-29-02-email-attachments': { up: emailAttachments.migrate },
  '2026-11-30-01-customer-invitations': { up: customerInvitations.migrate },
  '2026-11-30-02-user-language': { up: userLanguage.migrate },
  '2026-11-30-03-user-api-keys': { up: userApiKeys.migrate },
  '2026-12-01-01-team': { up: team.migrate },
  '2026-12-01-02-certifications': { up: certifications.migrate },
  '2026-12-01-03-material-data-sheets': { up: materialDataSheets.migrate },
  '2026-12-01-04-user-profile': { up: userProfile.migrate },
  '2026-12-02-01-company-profile': { up: companyProfile.migrate },
  '2026-12-02-02-parts': { up: parts.migrate },
  '2026-12-02-03-projects': { up: projects.migrate },
  '2026-12-03-01-digital-catalog': { up: digitalCatalog.migrate },
  '2026-12-03-02-settings-audit': { up: settingsAudit.migrate },
  '2026-12-04-01-labels-and-tags': { up: labelsAndTags.migrate },
  '2026-12-04-02-magics-intents': { up: magicsIntents.migrate },
  '2026-12-05-01-pricing-rules': { up: pricingRules.migrate },
  '2026-12-06-01-email-templates': { up: emailTemplates.migrate },
  '2026-12-07-01-webhooks': { up: webhooks.migrate },
  '2026-12-08-01-accounting': { up: accounting.migrate },
  '2026-12-09-01-rfq-config': { up: rfqConfig.migrate },
  '2026-12-10-01-saml': { up: saml.migrate },
  '2026-12-11-01-invitation-approval': { up: invitationApproval.migrate },
};
