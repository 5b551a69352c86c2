import { waitFor } from '@testing-library/react';
import { Button } from './button';
import { ToastProvider, useToast } from './toast';
import { renderWithIntl } from './test-utils';

function SaveButtons() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Configuration has been updated successfully')}>Save</Button>
      <Button onClick={() => toast.error('Unable to fetch jobs')}>Load</Button>
      <Button onClick={() => toast.info('Filters reset')}>Reset</Button>
    </>
  );
}

describe('Toast', () => {
  it('shows success, error and info messages in a fixed bottom-right region', async () => {
    const { user, getByRole, getByText, findByText } = renderWithIntl(
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>,
    );
    await user.click(getByRole('button', { name: 'Save' }));
    await user.click(getByRole('button', { name: 'Load' }));
    await user.click(getByRole('button', { name: 'Reset' }));
    await findByText('Filters reset');
    const region = getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Configuration has been updated successfully');
    expect(region).toHaveTextContent('Unable to fetch jobs');
    expect(region).toHaveTextContent('Filters reset');
    expect(getByText('Filters reset').closest('ol')).toHaveStyle({ position: 'fixed', right: '0px', bottom: '0px' });
  });

  it('closes a toast with its close button', async () => {
    const { user, getByRole, findByRole, queryByText } = renderWithIntl(
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>,
    );
    await user.click(getByRole('button', { name: 'Load' }));
    expect(await findByRole('button', { name: 'Close' })).toHaveTextContent(/^$/);
    await user.click(getByRole('button', { name: 'Close' }));
    expect(queryByText('Unable to fetch jobs')).not.toBeInTheDocument();
  });

  it('dismisses a toast after its duration', async () => {
    const { user, getByRole, findByText, queryByText } = renderWithIntl(
      <ToastProvider duration={300}>
        <SaveButtons />
      </ToastProvider>,
    );
    await user.click(getByRole('button', { name: 'Save' }));
    // The toast's code loads on first use: on a busy machine that can take more than a second.
    const toast = await findByText('Configuration has been updated successfully', undefined, { timeout: 10_000 });
    expect(toast).toBeInTheDocument();
    await waitFor(() => expect(queryByText('Configuration has been updated successfully')).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
  });

  it('has no notification region until the first toast (its code loads then)', async () => {
    const { user, getByRole, queryByRole, findByRole } = renderWithIntl(
      <ToastProvider>
        <SaveButtons />
      </ToastProvider>,
    );
    expect(queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    await user.click(getByRole('button', { name: 'Load' }));
    expect(await findByRole('region', { name: 'Notifications (F8)' }, { timeout: 10_000 })).toHaveTextContent(
      'Unable to fetch jobs',
    );
  });

  it('tells the developer when the provider is missing', () => {
    const silenceReact = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithIntl(<SaveButtons />)).toThrow('useToast() needs a <ToastProvider> above it');
    silenceReact.mockRestore();
  });
});
