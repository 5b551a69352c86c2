// What the audit domain offers the others: they import it from here, never its inner files.
export { auditHistory, recordAudit, type AuditEntry } from './trail.js';
export { verifyAuditChain } from './verify.js';
