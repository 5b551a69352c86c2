import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Button, Dropdown } from 'shared/ui';
import { useSession } from '../auth/session';
import { fullName, userMenuLabel } from './user-menu-label';

/** The user dropdown (spec 2.8): profiles, facilities, keys, help links, dashboard and facility switching, log out. */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, config } = useSession();
  const provider = user.currentRole === 'ROLE_SERVICE_PROVIDER';
  const profile = config.menu.profile;
  const superAdmin = user.roles.some((r) => r.roleName === 'SP_SUPER_ADMIN');
  const other = provider ? 'ROLE_ENGINEER' : 'ROLE_SERVICE_PROVIDER';
  const canSwitch = user.switchAccountEnabled && user.roles.some((r) => r.roleName === other);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  const items = [
    {
      label: t('nav.userProfile', 'User Profile'),
      to: provider ? '/service-provider/user/profile/update' : '/engineer/user/profile/update',
    },
    ...(provider
      ? [
          { label: t('nav.facilityProfile', 'Facility Profile'), to: '/service-provider/profile/update' },
          { label: t('nav.facilities', 'Facilities'), to: '/service-provider/facilities' },
          { label: t('nav.orderHistory', 'Order History'), to: '/service-provider/vendor?vendorType=INTERNAL' },
          { label: t('nav.customerService', 'Customer Service'), to: '/service-provider/vendor?vendorType=NOT_INTERNAL' },
          { label: t('nav.apiKeys', 'API Keys'), to: '/service-provider/keys' },
        ]
      : [
          { label: t('nav.companyProfile', 'Company Profile'), to: '/engineer/profile/update' },
          { label: t('nav.apiKeys', 'API Keys'), to: '/engineer/keys' },
        ]),
    ...(['knowledgeBase', 'support'] as const)
      .filter((key) => profile[key]?.enabled)
      .map((key) => ({ label: t(`nav.${key}`, profile[key]!.label), href: profile[key]!.url })),
    ...(canSwitch ? [{ label: t('nav.switchDashboard', 'Switch Dashboard'), to: `/switch/${other}` }] : []),
    ...(provider && superAdmin
      ? [user.serviceProvider!, ...config.internalFacilities.map((f) => ({ ...f.serviceProviderDTO }))].map((facility) => ({
          label: `${t('nav.switchFacility', 'Switch facility')}: ${facility.companyName}`,
          to: `/switch-facility/${facility.id}`,
          current: facility.id === user.serviceProvider?.id,
        }))
      : []),
    { label: t('nav.logout', 'Log Out'), to: '/logout' },
  ];

  return (
    <Dropdown
      align="end"
      trigger={
        <Button variant="secondary" aria-label={userMenuLabel(user, t('nav.userMenu', 'User menu'))}>
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
