import { useNavigate } from 'react-router-dom';
import { Button, Dropdown } from 'shared/ui';
import { useSession } from '../auth/session';
import { fullName, userMenuLabel } from './user-menu-label';
import { useShellText } from '../texts';

/** The user dropdown: profiles, facilities, keys, help links, dashboard and facility switching, log out. */
export function UserMenu() {
  const navigate = useNavigate();
  const { user, config } = useSession();
  const provider = user.currentRole === 'ROLE_SERVICE_PROVIDER';
  const profile = config.menu.profile;
  const superAdmin = user.roles.some((r) => r.roleName === 'SP_SUPER_ADMIN');
  const other = provider ? 'ROLE_ENGINEER' : 'ROLE_SERVICE_PROVIDER';
  const canSwitch = user.switchAccountEnabled && user.roles.some((r) => r.roleName === other);
  const text = useShellText();

  const items = [
    {
      label: text('nav.userProfile'),
      to: provider ? '/service-provider/user/profile/update' : '/engineer/user/profile/update',
    },
    ...(provider
      ? [
          { label: text('nav.facilityProfile'), to: '/service-provider/profile/update' },
          { label: text('nav.facilities'), to: '/service-provider/facilities' },
          { label: text('nav.orderHistory'), to: '/service-provider/vendor?vendorType=INTERNAL' },
          { label: text('nav.customerService'), to: '/service-provider/vendor?vendorType=NOT_INTERNAL' },
          { label: text('nav.apiKeys'), to: '/service-provider/keys' },
        ]
      : [
          { label: text('nav.companyProfile'), to: '/engineer/profile/update' },
          { label: text('nav.apiKeys'), to: '/engineer/keys' },
        ]),
    ...(['knowledgeBase', 'support'] as const)
      .filter((key) => profile[key]?.enabled)
      .map((key) => ({ label: text(`nav.${key}`), href: profile[key]!.url })),
    ...(canSwitch ? [{ label: text('nav.switchDashboard'), to: `/switch/${other}` }] : []),
    ...(provider && superAdmin
      ? [user.serviceProvider!, ...config.internalFacilities.map((f) => ({ ...f.serviceProviderDTO }))].map((facility) => ({
          label: `${text('nav.switchFacility')}: ${facility.companyName}`,
          to: `/switch-facility/${facility.id}`,
          current: facility.id === user.serviceProvider?.id,
        }))
      : []),
    { label: text('nav.logout'), to: '/logout' },
  ];

  return (
    <Dropdown
      align="end"
      trigger={
        <Button variant="secondary" aria-label={userMenuLabel(user, text('nav.userMenu'))}>
          {fullName(user)}
        </Button>
      }
      items={items.map((item) => ({
        label: 'current' in item && item.current ? <strong>{item.label}</strong> : item.label,
        onSelect: () => {
          if ('href' in item && item.href) window.open(item.href, '_blank', 'noopener');
          else if ('to' in item && item.to) navigate(item.to);
        },
      }))}
    />
  );
}
