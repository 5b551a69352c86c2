import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, useLocation, useSearchParams } from './router';

function Where() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (
    <p>
      at {location.pathname} {params.get('Manual')} from {(location.state as { from?: string } | null)?.from ?? 'nowhere'}
    </p>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/custom-login'));

describe('the start bundle’s router', () => {
  it('follows a link without reloading and goes back with the browser', async () => {
    render(
      <>
        <Where />
        <Link to="/forgot-password?Manual=true">Forgot password?</Link>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByText(/at \/forgot-password true/)).toBeInTheDocument();
    window.history.back();
    expect(await screen.findByText(/at \/custom-login/)).toBeInTheDocument();
  });

  it('reads the state the signed-in shell’s router left (where to return after login)', () => {
    // react-router keeps a navigation's state under `usr`; the page reloaded keeps history.state.
    window.history.replaceState({ usr: { from: '/service-provider/schedules' }, key: 'x', idx: 0 }, '', '/custom-login');
    render(<Where />);
    expect(screen.getByText(/from \/service-provider\/schedules/)).toBeInTheDocument();
  });

  it('goes to a page with Navigate, replacing the entry and keeping the state', async () => {
    const length = window.history.length;
    render(
      <>
        <Where />
        <Navigate to="/account-verify" replace state={{ from: '/x' }} />
      </>,
    );
    expect(await screen.findByText(/at \/account-verify/)).toHaveTextContent('from /x');
    expect(window.history.length).toBe(length);
  });
});
