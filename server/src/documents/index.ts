// What the documents domain offers the others: they import it from here, never its inner files.
export { profileLogo } from './logo.js';
export { drawLogoTile, openedLogo, openPdf, PDF_GREY, PDF_MARGIN } from './pdf-document.js';
export { drawQrCode } from './qr-code.js';
