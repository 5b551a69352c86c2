// What the documents domain offers the others: they import it from here, never its inner files.
export { openPdf, PDF_GREY, PDF_MARGIN } from './pdf-document.js';
