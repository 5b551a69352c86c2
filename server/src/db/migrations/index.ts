import type { Migration } from 'kysely';
import * as accounts from './0001-accounts.js';
import * as auth from './0002-auth.js';
import * as config from './0003-config.js';
import * as catalog from './0004-catalog.js';
import * as scheduling from './0005-scheduling.js';
import * as accountRequests from './0006-account-requests.js';
import * as jobPeriodIndex from './0007-job-period-index.js';
import * as jobDocumentFields from './0008-job-document-fields.js';
import * as machineBookingsIndex from './0009-machine-bookings-index.js';
import * as asciiJobDocuments from './0010-ascii-job-documents.js';
import * as files from './0011-files.js';
import * as fileOperations from './0012-file-operations.js';
import * as orders from './0013-orders.js';
import * as quoteRequests from './0014-quote-requests.js';
import * as orderMessages from './0015-order-messages.js';
import * as orderSearchIndex from './0016-order-search-index.js';
import * as bidFiles from './0017-bid-files.js';
import * as orderSortIndexes from './0018-order-sort-indexes.js';
import * as fulfilment from './0019-fulfilment.js';
import * as emailAttachments from './0020-email-attachments.js';
import * as customerInvitations from './0021-customer-invitations.js';
import * as userLanguage from './0022-user-language.js';
import * as userApiKeys from './0023-user-api-keys.js';
import * as team from './0024-team.js';
import * as certifications from './0025-certifications.js';
import * as materialDataSheets from './0026-material-data-sheets.js';
import * as userProfile from './0027-user-profile.js';
import * as companyProfile from './0028-company-profile.js';
import * as parts from './0029-parts.js';
import * as projects from './0030-projects.js';
import * as digitalCatalog from './0031-digital-catalog.js';
import * as settingsAudit from './0032-settings-audit.js';
import * as labelsAndTags from './0033-labels-and-tags.js';
import * as magicsIntents from './0034-magics-intents.js';
import * as pricingRules from './0035-pricing-rules.js';
import * as emailTemplates from './0036-email-templates.js';
import * as webhooks from './0037-webhooks.js';
import * as accounting from './0038-accounting.js';
import * as rfqConfig from './0039-rfq-config.js';
import * as saml from './0040-saml.js';
import * as invitationApproval from './0041-invitation-approval.js';
import * as auditTrail from './0042-audit-trail.js';
import * as signatures from './0043-signatures.js';
import * as quality from './0044-quality.js';
import * as passkeys from './0045-passkeys.js';
import * as materials from './0046-materials.js';
import * as buildVolumes from './0047-build-volumes.js';
import * as builds from './0048-builds.js';
import * as buildPacking from './0049-build-packing.js';
import * as fileOperationsByFile from './0050-file-operations-by-file.js';
import * as groupNestings from './0051-group-nestings.js';
import * as piecesOnJobs from './0052-pieces-on-jobs.js';
import * as autoScheduler from './0053-auto-scheduler.js';
import * as endedJobsHoldMadePieces from './0054-ended-jobs-hold-made-pieces.js';
import * as desktopPairing from './0055-desktop-pairing.js';
import * as workPlans from './0056-work-plans.js';
import * as scrappedLots from './0057-scrapped-lots.js';
import * as machineConnectivity from './0058-machine-connectivity.js';
import * as analyticsIndexes from './0059-analytics-indexes.js';
import * as machineFeedstock from './0060-machine-feedstock.js';
import * as analyticsMachineDays from './0061-analytics-machine-days.js';
import * as batchesBesideThePowder from './0062-batches-beside-the-powder.js';

/**
 * Every migration, named by its file: a four-digit sequence number and what it does. Kysely
 * applies them in name order, so a new migration takes the next number and always sorts last
 * (migrations.test.ts checks this list against the folder).
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': { up: accounts.migrate },
  '0002-auth': { up: auth.migrate },
  '0003-config': { up: config.migrate },
  '0004-catalog': { up: catalog.migrate },
  '0005-scheduling': { up: scheduling.migrate },
  '0006-account-requests': { up: accountRequests.migrate },
  '0007-job-period-index': { up: jobPeriodIndex.migrate },
  '0008-job-document-fields': { up: jobDocumentFields.migrate },
  '0009-machine-bookings-index': { up: machineBookingsIndex.migrate },
  '0010-ascii-job-documents': { up: asciiJobDocuments.migrate },
  '0011-files': { up: files.migrate },
  '0012-file-operations': { up: fileOperations.migrate },
  '0013-orders': { up: orders.migrate },
  '0014-quote-requests': { up: quoteRequests.migrate },
  '0015-order-messages': { up: orderMessages.migrate },
  '0016-order-search-index': { up: orderSearchIndex.migrate },
  '0017-bid-files': { up: bidFiles.migrate },
  '0018-order-sort-indexes': { up: orderSortIndexes.migrate },
  '0019-fulfilment': { up: fulfilment.migrate },
  '0020-email-attachments': { up: emailAttachments.migrate },
  '0021-customer-invitations': { up: customerInvitations.migrate },
  '0022-user-language': { up: userLanguage.migrate },
  '0023-user-api-keys': { up: userApiKeys.migrate },
  '0024-team': { up: team.migrate },
  '0025-certifications': { up: certifications.migrate },
  '0026-material-data-sheets': { up: materialDataSheets.migrate },
  '0027-user-profile': { up: userProfile.migrate },
  '0028-company-profile': { up: companyProfile.migrate },
  '0029-parts': { up: parts.migrate },
  '0030-projects': { up: projects.migrate },
  '0031-digital-catalog': { up: digitalCatalog.migrate },
  '0032-settings-audit': { up: settingsAudit.migrate },
  '0033-labels-and-tags': { up: labelsAndTags.migrate },
  '0034-magics-intents': { up: magicsIntents.migrate },
  '0035-pricing-rules': { up: pricingRules.migrate },
  '0036-email-templates': { up: emailTemplates.migrate },
  '0037-webhooks': { up: webhooks.migrate },
  '0038-accounting': { up: accounting.migrate },
  '0039-rfq-config': { up: rfqConfig.migrate },
  '0040-saml': { up: saml.migrate },
  '0041-invitation-approval': { up: invitationApproval.migrate },
  '0042-audit-trail': { up: auditTrail.migrate },
  '0043-signatures': { up: signatures.migrate },
  '0044-quality': { up: quality.migrate },
  '0045-passkeys': { up: passkeys.migrate },
  '0046-materials': { up: materials.migrate },
  '0047-build-volumes': { up: buildVolumes.migrate },
  '0048-builds': { up: builds.migrate },
  '0049-build-packing': { up: buildPacking.migrate },
  '0050-file-operations-by-file': { up: fileOperationsByFile.migrate },
  '0051-group-nestings': { up: groupNestings.migrate },
  '0052-pieces-on-jobs': { up: piecesOnJobs.migrate },
  '0053-auto-scheduler': { up: autoScheduler.migrate },
  '0054-ended-jobs-hold-made-pieces': { up: endedJobsHoldMadePieces.migrate },
  '0055-desktop-pairing': { up: desktopPairing.migrate },
  '0056-work-plans': { up: workPlans.migrate },
  '0057-scrapped-lots': { up: scrappedLots.migrate },
  '0058-machine-connectivity': { up: machineConnectivity.migrate },
  '0059-analytics-indexes': { up: analyticsIndexes.migrate },
  '0060-machine-feedstock': { up: machineFeedstock.migrate },
  '0061-analytics-machine-days': { up: analyticsMachineDays.migrate },
  '0062-batches-beside-the-powder': { up: batchesBesideThePowder.migrate },
};
