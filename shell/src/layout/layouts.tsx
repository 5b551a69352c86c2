import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '../auth/session';
import { engineerMenu, serviceProviderMenu } from '../menu/build-menu';
import { AppFrame } from './app-frame';
import { useMenuContext } from './use-menu-context';

export function ServiceProviderLayout() {
  return <AppFrame sections={serviceProviderMenu(useMenuContext())} />;
}

export function EngineerLayout() {
  const { config, user } = useSession();
  return (
    <AppFrame
      sections={engineerMenu(useMenuContext(), Boolean(config.engineer?.b2cDashboard))}
      brand={user.engineerCompany?.companyName}
    />
  );
}

/** Paths under /grabcad/ render in a simple top-bar layout, without the sidebar. */
export function BareLayout() {
  return (
    <>
      <TopBar>AM Platform</TopBar>
      <main id="content">
        <Outlet />
      </main>
    </>
  );
}

const TopBar = styled.header`
  padding: 0.5rem 1rem;
  background: var(--color-primary, #1f4e79);
  color: var(--color-primary-contrast, #fff);
  font-weight: 600;
`;
