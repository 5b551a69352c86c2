// What the audit domain offers the others: they import it from here, never its inner files.
export { auditHistory, changesOf, recordAudit, type AuditEntry } from './trail.js';
export { verifyAuditChain } from './verify.js';
