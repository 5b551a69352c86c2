/**
 * Scanning a label's QR code in the browser, in a modal dialog: the device's camera (the back
 * one on a phone) is read a few times a second until a code is found; where there is no camera,
 * or it may not be used, a photo of the label is read instead. What is read goes to `onScan`,
 * which answers a refusal to show ('This is not a batch label') or takes it, and the dialog
 * closes. The camera is released as soon as the dialog closes.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { DialogContent, DialogDescription, DialogOverlay, DialogTitle } from './dialog-frame';
import { ScanIcon } from './icons';
import { Toolbar } from './page-layout';
import { usePortalContainer } from './portal-container';
import type { ReadQr } from './qr-reader';
import { colors, radius, space } from './tokens';
import { useKitText } from './use-kit-text';

/** What was read; answers the refusal to show, or nothing once it is taken. */
export type OnScan = (text: string) => Promise<string | undefined> | string | undefined;

/** How often a camera frame is read: often enough to feel instant, rarely enough to leave the phone cool. */
const FRAME_MS = 250;
/** A photo is read at most this wide: a phone's 12 megapixels take long and read no better. */
const PHOTO_WIDTH = 1600;

type Camera = 'starting' | 'on' | 'none';

export function ScanButton({ label, onScan }: { label: string; onScan: OnScan }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <ScanIcon />
        {label}
      </Button>
      {open && <ScanDialog title={label} onScan={onScan} onClose={() => setOpen(false)} />}
    </>
  );
}

export function ScanDialog({ title, onScan, onClose }: { title: ReactNode; onScan: OnScan; onClose: () => void }) {
  const text = useKitText();
  const container = usePortalContainer();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [camera, setCamera] = useState<Camera>('starting');
  const [message, setMessage] = useState<string>();
  const photoInput = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  // The last text refused: the camera reads it again each frame, and saying so once is enough.
  const refused = useRef<string | undefined>(undefined);

  const take = async (scanned: string) => {
    if (busy.current || scanned === refused.current) return;
    busy.current = true;
    try {
      const refusal = await onScan(scanned);
      if (refusal === undefined) return onClose();
      refused.current = scanned;
      setMessage(refusal);
    } finally {
      busy.current = false;
    }
  };
  const takeRef = useRef(take);
  takeRef.current = take;

  useEffect(() => {
    if (!video) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    const frame = async (read: ReadQr) => {
      if (stopped) return;
      if (video.videoWidth > 0) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        canvas.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0);
        const scanned = await read(canvas);
        if (scanned && !stopped) await takeRef.current(scanned);
      }
      timer = setTimeout(() => void frame(read), FRAME_MS);
    };
    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped) return;
        video.srcObject = stream;
        await video.play();
        const read = await loadReader();
        setCamera('on');
        void frame(read);
      } catch {
        // Refused, absent or taken by another app: the photo remains.
        if (!stopped) setCamera('none');
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video]);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(text('ui.scan.reading'));
    try {
      const [read, picture] = await Promise.all([loadReader(), createImageBitmap(file)]);
      const scale = Math.min(1, PHOTO_WIDTH / picture.width);
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(picture.width * scale);
      canvas.height = Math.round(picture.height * scale);
      canvas.getContext('2d')?.drawImage(picture, 0, 0, canvas.width, canvas.height);
      const scanned = await read(canvas);
      if (!scanned) return setMessage(text('ui.scan.notFound'));
      refused.current = undefined;
      setMessage(undefined);
      await take(scanned);
    } catch {
      setMessage(text('ui.scan.notAPicture'));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal container={container}>
        <DialogOverlay />
        <DialogContent>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text('ui.scan.hint')}</DialogDescription>
          <Viewfinder ref={setVideo} muted playsInline aria-label={text('ui.scan.camera')} hidden={camera === 'none'} />
          <Status role="status">
            {message ??
              (camera === 'starting'
                ? text('ui.scan.starting')
                : camera === 'on'
                  ? text('ui.scan.looking')
                  : text('ui.scan.noCamera'))}
          </Status>
          <input
            ref={photoInput}
            type="file"
            accept="image/*"
            hidden
            onChange={(event) => void readPhoto(event)}
            aria-label={text('ui.scan.photo')}
          />
          <Buttons>
            <Button variant="secondary" onClick={onClose}>
              {text('ui.scan.cancel')}
            </Button>
            <Button variant="secondary" onClick={() => photoInput.current?.click()}>
              {text('ui.scan.photo')}
            </Button>
          </Buttons>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const loadReader = () => import('./qr-reader').then((module) => module.qrReader());

const Viewfinder = styled.video`
  display: block;
  width: 100%;
  max-height: 50vh;
  background: ${colors.text};
  border-radius: ${radius};

  &[hidden] {
    display: none;
  }
`;

const Status = styled.p`
  margin: ${space(3)} 0 0;
  overflow-wrap: anywhere;
`;

const Buttons = styled(Toolbar)`
  justify-content: flex-end;
  margin-top: ${space(4)};
`;
