/**
 * Reads the QR code in a picture drawn on a canvas (a camera frame, a photo): with the browser's
 * own BarcodeDetector where it reads QR codes (Chrome on Android, macOS and ChromeOS), else with
 * ZXing. Loaded only when a scanner opens: ZXing is large, and most pages never scan.
 */
import { BrowserQRCodeReader } from '@zxing/browser';
import { ChecksumException, DecodeHintType, FormatException, NotFoundException } from '@zxing/library';

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
  // Trying harder costs a few milliseconds a picture and reads small or soft codes a quick pass misses.
  const reader = new BrowserQRCodeReader(new Map([[DecodeHintType.TRY_HARDER, true]]));
  return async (canvas) => {
    try {
      return reader.decodeFromCanvas(canvas).getText();
    } catch (error) {
      // No code in the frame, or one too blurred to read: the next frame may do.
      if (error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException)
        return undefined;
      throw error;
    }
  };
}
