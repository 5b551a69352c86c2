import { screen } from '@testing-library/react';
import { ScanButton } from './scan-dialog';
import { renderWithIntl } from './test-utils';

describe('ScanButton', () => {
  it('opens a scanner that, with no camera to use, offers a photo of the label instead', async () => {
    const { user } = renderWithIntl(<ScanButton label="Scan a label" onScan={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Scan a label' }));

    const dialog = await screen.findByRole('dialog', { name: 'Scan a label' });
    expect(dialog).toHaveAccessibleDescription("Hold the label's QR code in front of the camera, or choose a photo of it.");
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No camera can be used here. Choose a photo of the label instead.',
    );
    expect(screen.getByRole('button', { name: 'Choose a photo' })).toBeEnabled();
  });

  it('says so when the chosen file is not a picture, and stays open for another', async () => {
    const { user } = renderWithIntl(<ScanButton label="Scan a label" onScan={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Scan a label' }));
    await screen.findByRole('dialog');

    await user.upload(screen.getByLabelText('Choose a photo'), new File(['not a picture'], 'notes.txt', { type: 'image/png' }));

    expect(await screen.findByRole('status')).toHaveTextContent('This file is not a picture that can be read.');
    expect(screen.getByRole('dialog', { name: 'Scan a label' })).toBeInTheDocument();
  });

  it('closes on Cancel, and the page is as it was', async () => {
    const { user } = renderWithIntl(<ScanButton label="Scan a label" onScan={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Scan a label' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan a label' })).toBeInTheDocument();
  });
});
