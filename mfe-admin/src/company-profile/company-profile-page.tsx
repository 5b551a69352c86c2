/**
 * The facility profile (`/service-provider/profile/update`, FACILITY_SETTINGS_EDITOR) and the
 * company profile (`/engineer/profile/update`, edited by the company's admins, read by its
 * people): name and contact details, logo, delivery addresses (those New
 * Order offers) and certifications (those the facilities page shows). The details are read and
 * saved through the shell's own calls (authApi), so the shell's brand follows at once.
 */
import { useLocation } from 'react-router-dom';
import { authApi, useCurrentUser, type EngineerProfile, type ServiceProviderProfile } from 'shared/auth';
import type { TeamSide } from 'shared/contracts';
import { Loaded, Page, PageHeader, Panel, type LoadedQuery } from 'shared/ui';
import { useText } from '../texts';
import { AddressSection } from './address-section';
import { CertificationSection } from './certification-section';
import { DetailsForm } from './details-form';
import { LogoSection } from './logo-section';

export default function CompanyProfilePage() {
  const text = useText();
  const side: TeamSide = useLocation().pathname.startsWith('/engineer') ? 'engineer' : 'facility';
  const { user } = useCurrentUser();
  const roles = user?.roles.map((role) => role.roleName) ?? [];
  // As the server rules: the facility page needs FACILITY_SETTINGS_EDITOR; a company's admins edit its profile.
  const mayEdit = side === 'facility' || roles.includes('ENG_ADMIN') || roles.includes('ENG_SUPER_ADMIN');
  const facility = authApi.useServiceProviderQuery(undefined, { skip: side !== 'facility' });
  const engineer = authApi.useEngineerProfileQuery(undefined, { skip: side !== 'engineer' });
  const profile: LoadedQuery<ServiceProviderProfile | EngineerProfile> = side === 'facility' ? facility : engineer;

  return (
    <Page>
      <PageHeader>
        <h1>{text(`company.title.${side}`)}</h1>
      </PageHeader>
      <p>{text(`company.intro.${side}`)}</p>
      {!mayEdit && <Panel tone="info" title={text('company.readOnly')} />}
      <Loaded query={profile} failedTitle={text('company.fetchFailed')}>
        {(read) => (
          <>
            <DetailsForm side={side} profile={read} mayEdit={mayEdit} />
            <LogoSection side={side} name={read.companyName} logoUrl={read.logoUrl} mayEdit={mayEdit} />
            <AddressSection mayEdit={mayEdit} />
            <CertificationSection side={side} mayEdit={mayEdit} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
