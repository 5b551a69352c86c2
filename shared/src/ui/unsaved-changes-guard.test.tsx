import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { renderWithIntl } from './test-utils';

/** Fires beforeunload as the browser does and tells whether the page asked to stay. */
function pageAsksToStay(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('UnsavedChangesGuard', () => {
  it('asks the browser to confirm leaving while there are unsaved changes', () => {
    renderWithIntl(<UnsavedChangesGuard when />);
    expect(pageAsksToStay()).toBe(true);
  });

  it('lets the page go when there is nothing to lose', () => {
    renderWithIntl(<UnsavedChangesGuard when={false} />);
    expect(pageAsksToStay()).toBe(false);
  });

  it('stops asking once the changes are saved or the guard is gone', () => {
    const { rerender, unmount } = renderWithIntl(<UnsavedChangesGuard when />);
    rerender(<UnsavedChangesGuard when={false} />);
    expect(pageAsksToStay()).toBe(false);
    rerender(<UnsavedChangesGuard when />);
    unmount();
    expect(pageAsksToStay()).toBe(false);
  });
});
