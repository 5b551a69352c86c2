/**
 * Reads the QR code in a picture drawn on a canvas (a camera frame, a photo): with the browser's
 * own BarcodeDetector where it reads QR codes (Chrome on Android, macOS and ChromeOS), else with
 * jsQR. Loaded only when a scanner opens: most pages never scan. ZXing's JavaScript port read
 * about one clean label in ten as no code at all (a fault of its decoder with some of the codes'
 * masks); jsQR read every one of the same labels.
 */
import jsQR from 'jsqr';

/** The text of the QR code on the canvas, or nothing when none can be read there. */
export type ReadQr = (canvas: HTMLCanvasElement) => Promise<string | undefined>;

/** The Shape Detection API's detector, not yet in TypeScript's DOM types. */
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): { detect(source: HTMLCanvasElement): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
}

export async function qrReader(): Promise<ReadQr> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats()).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (canvas) => (await detector.detect(canvas))[0]?.rawValue;
  }
  return (canvas) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
    // No code in the frame, or one too blurred to read: the next frame may do.
    return Promise.resolve(pixels ? jsQR(pixels.data, pixels.width, pixels.height)?.data || undefined : undefined);
  };
}
