// What the quality domain offers the others: they import it from here, never its inner files.
export { CapaViewSchema, NcrViewSchema } from './list-schemas.js';
export { raiseNcr } from './ncr-service.js';
export { seedQuality } from './seed.js';
export { qualitySettings } from './settings.js';
export { reportLook, type ReportLook } from './qms-config.js';
export { renderReport, type RecordReport } from './record-pdf.js';
