import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { fakeFileClient, fileDto, type FakeFileClientScript } from '../files/fake-file-client';
import type { UploadOptions } from '../files/file-client';
import { FILE_OPERATION_POLL_MS } from '../files/upload-flow';
import { FileUpload, type FileUploadProps } from './file-upload';
import './test-setup';

const cube = () => new File(['solid cube'], 'cube.stl');

// The user of test-utils' renderWithIntl runs on real timers; the flow polls on fake ones.
function renderIn(locale: string, props: FileUploadProps) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { unmount } = render(
    <IntlProvider locale={locale} messages={{}} onError={() => {}}>
      <FileUpload {...props} />
    </IntlProvider>,
  );
  return { user, unmount };
}

function setup(script: FakeFileClientScript = {}, props: Partial<FileUploadProps> = {}) {
  const client = fakeFileClient(script);
  const onProcessed = jest.fn();
  const { user, unmount } = renderIn('en', { client, onProcessed, ...props });
  const input = screen.getByLabelText(/Drop part files here or choose files/);
  return { client, onProcessed, user, input, unmount };
}

/** Lets the flow's polls happen, `times` poll intervals long. */
const poll = (times = 1) => act(() => jest.advanceTimersByTimeAsync(times * FILE_OPERATION_POLL_MS));
const row = (name: string) => screen.getByText(name).closest('li')!;

/** An upload that reports what the test says and ends when the test says, or when cancelled. */
function heldUpload() {
  const held: { options?: UploadOptions; finish?: () => void } = {};
  const upload = (file: File, options: UploadOptions) =>
    new Promise<ReturnType<typeof fileDto>>((resolve, reject) => {
      held.options = options;
      held.finish = () => resolve(fileDto(1, file.name));
      options.signal?.addEventListener('abort', () => reject(options.signal!.reason));
    });
  return { held, upload };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

describe('FileUpload', () => {
  it('is a labelled file input, reached with the keyboard, that takes several part files', async () => {
    const { user, input } = setup();
    await user.tab();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input.getAttribute('accept')).toContain('.stl,.sldasm');
    expect(screen.getByText(/Accepted: stl, sldasm, sldprt/)).toBeInTheDocument();
  });

  it('shows the bytes and percent sent while uploading, then the stage the server is at', async () => {
    const { held, upload } = heldUpload();
    const { user, input } = setup({ upload, operations: { 'VERIFY:1': { pending: 1 } } });
    await user.upload(input, cube());
    act(() => held.options!.onProgress!({ loaded: 500_000, total: 2_000_000 }));
    expect(row('cube.stl')).toHaveTextContent('Uploading… 500 kB of 2 MB (25%)');
    expect(screen.getByRole('progressbar', { name: 'Progress of cube.stl' })).toHaveAttribute('value', '25');
    await act(async () => held.finish!());
    expect(row('cube.stl')).toHaveTextContent('Verifying…');
    expect(screen.getByRole('progressbar', { name: 'Progress of cube.stl' })).not.toHaveAttribute('value');
    expect(screen.getByRole('status')).toHaveTextContent('cube.stl: Verifying…');
  });

  it('shows what VERIFY found when the file is processed, and hands the outcome to the host', async () => {
    const { user, input, onProcessed } = setup();
    await user.upload(input, cube());
    await poll();
    const item = row('cube.stl');
    expect(item).toHaveTextContent('Processed');
    expect(item).toHaveTextContent('Dimensions10 × 20 × 30 mm');
    expect(item).toHaveTextContent('Volume6,000 mm³');
    expect(item).toHaveTextContent('Facets12');
    expect(within(item).queryByText('Repaired')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('cube.stl: Processed');
    expect(onProcessed).toHaveBeenCalledTimes(1);
    expect(onProcessed.mock.calls[0][0]).toMatchObject({ original: fileDto(1, 'cube.stl'), file: fileDto(1, 'cube.stl') });
  });

  it('goes through repairing and marks a repaired file', async () => {
    const { user, input } = setup({
      operations: { 'VERIFY:1': { fileNeedsRepair: true }, 'REPAIR:1': { fileDTOs: [fileDto(2, 'cube_repaired.stl')] } },
    });
    await user.upload(input, cube());
    await poll();
    expect(row('cube.stl')).toHaveTextContent('Repairing…');
    await poll(2);
    expect(within(row('cube.stl')).getByText('Repaired')).toBeInTheDocument();
  });

  it('converts a STEP file and marks it converted', async () => {
    const { user, input } = setup({ operations: { 'CONVERT:1': { fileDTOs: [fileDto(2, 'housing.stl')] } } });
    await user.upload(input, new File(['ISO-10303-21;'], 'housing.step'));
    await poll(0);
    expect(row('housing.step')).toHaveTextContent('Converting to STL…');
    await poll(2);
    expect(row('housing.step')).toHaveTextContent('Converted to STL');
    expect(row('housing.step')).toHaveTextContent('Processed');
  });

  it('shows the reason when an operation fails, and tries again on request', async () => {
    let uploads = 0;
    const reason = 'This format cannot be converted here; please also upload a STEP or STL file';
    const { user, input, onProcessed } = setup({
      upload: async (file) => fileDto(++uploads, file.name),
      operations: { 'VERIFY:1': { status: 'FAILED', responseData: { reason } } },
    });
    await user.upload(input, cube());
    await poll();
    expect(row('cube.stl')).toHaveTextContent(`Failed: ${reason}`);
    expect(screen.getByRole('status')).toHaveTextContent(`cube.stl: Failed: ${reason}`);
    expect(onProcessed).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again: cube.stl' }));
    await poll(0);
    expect(row('cube.stl')).toHaveTextContent('Verifying…');
    await poll();
    expect(row('cube.stl')).toHaveTextContent('Processed');
    expect(onProcessed).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the upload is refused", async () => {
    const { user, input } = setup({
      upload: () => Promise.reject({ status: 415, data: { message: 'This file is a PNG image, not an STL file' } }),
    });
    await user.upload(input, cube());
    await poll(0);
    expect(row('cube.stl')).toHaveTextContent('Failed: This file is a PNG image, not an STL file');
    expect(screen.getByRole('button', { name: 'Try again: cube.stl' })).toBeInTheDocument();
  });

  it('cancels a running upload, and uploads it again on Try again', async () => {
    const { upload } = heldUpload();
    const { user, input, client } = setup({ upload });
    await user.upload(input, cube());
    await user.click(screen.getByRole('button', { name: 'Cancel upload of cube.stl' }));
    await poll(0);
    expect(row('cube.stl')).toHaveTextContent('Upload cancelled');
    expect(screen.queryByRole('button', { name: /Cancel upload/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again: cube.stl' }));
    expect(row('cube.stl')).toHaveTextContent('Uploading…');
    expect(client.calls.filter(({ call }) => call.startsWith('upload'))).toHaveLength(2);
  });

  it('stops the uploads of a zone that leaves the screen', async () => {
    const { held, upload } = heldUpload();
    const { user, input, unmount } = setup({ upload });
    await user.upload(input, cube());
    unmount();
    expect(held.options!.signal!.aborted).toBe(true);
  });

  it('refuses a dropped file of another type with a clear message and uploads the rest', async () => {
    const { client } = setup();
    const zone = screen.getByText('Drop part files here or choose files').closest('label')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['png'], 'photo.png'), cube()] } });
    expect(row('photo.png')).toHaveTextContent('.png files cannot be uploaded. Accepted: stl, sldasm');
    expect(client.calls.map(({ call }) => call)).toEqual(['upload cube.stl']);
    await poll();
    expect(row('cube.stl')).toHaveTextContent('Processed');

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo.png' }));
    expect(screen.queryByText('photo.png')).toBeNull();
  });

  it("shows the host's thumbnail and opens the host's viewer for a processed file", async () => {
    const onOpenViewer = jest.fn();
    const { user, input } = setup(
      {},
      { onOpenViewer, renderThumbnail: (outcome) => <img alt={`Preview of ${outcome.file.fileName}`} src="/x.png" /> },
    );
    await user.upload(input, cube());
    await poll();
    expect(screen.getByRole('img', { name: 'Preview of cube.stl' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open viewer: cube.stl' }));
    expect(onOpenViewer).toHaveBeenCalledWith(expect.objectContaining({ file: fileDto(1, 'cube.stl') }));
  });

  it('speaks German in German', async () => {
    const client = fakeFileClient({ operations: { 'VERIFY:1': { pending: 1 } } });
    const { user } = renderIn('de-DE', { client });
    await user.upload(screen.getByLabelText(/Bauteildateien hier ablegen/), cube());
    await poll(0);
    expect(screen.getByRole('status')).toHaveTextContent('cube.stl: Wird geprüft…');
    expect(screen.getByRole('button', { name: 'Hochladen von cube.stl abbrechen' })).toHaveTextContent('Abbrechen');
  });
});
