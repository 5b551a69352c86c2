import { useId } from 'react';
import { useIntl } from 'react-intl';
import { colors, Fact, Facts, Section, space } from 'shared/ui';
import styled from 'styled-components';
import type { Equipment } from 'shared/contracts';
import { PACKING_FIELDS } from './equipment-form-values';
import { processName, ROLE_LISTS } from './equipment-materials';
import { PACKING_LABEL, ROLE_TEXT } from './text-ids';
import { useText } from '../texts';

/** What the machine is (model, process, manufacturer, facility, picture), its materials by role and its packing figures. */
export function EquipmentSummary({ equipment }: { equipment: Equipment }) {
  const text = useText();
  const intl = useIntl();
  const materialsId = useId();
  const facts = [
    ['machines.model' as const, equipment.machine.modelName],
    ['machines.process' as const, processName(equipment.machine.amProcess)],
    ['machines.manufacturer' as const, equipment.machine.manufacturer.name],
    ['machines.facility' as const, equipment.facilityName],
  ] as const;
  // Primary materials always show (even none); the other roles only when the machine has some.
  const roles = ROLE_LISTS.filter(([role, list]) => role === 'PRIMARY' || equipment[list].length > 0);

  return (
    <>
      <Overview>
        {equipment.imageUrl && (
          <Picture src={equipment.imageUrl} alt={text('machines.imageAlt', { name: equipment.displayName })} />
        )}
        <MachineFacts>
          {facts.map(([label, value]) => (
            <Fact key={label} label={text(label)}>
              {value}
            </Fact>
          ))}
        </MachineFacts>
      </Overview>
      <section aria-labelledby={materialsId}>
        <h2 id={materialsId}>{text('machines.materials')}</h2>
        <Roles>
          {roles.map(([role, list]) => (
            <div key={role}>
              <h3>{text(ROLE_TEXT[role])}</h3>
              <ul>
                {equipment[list].map((material) => (
                  <li key={material.id}>
                    {material.name}
                    {material.id === equipment.currentlyUsedMaterialId && <Badge>{text('machines.loadedBadge')}</Badge>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Roles>
        {equipment.currentlyUsedMaterialId === null && <p>{text('machines.noMaterialLoaded')}</p>}
      </section>
      <Section title={text('machines.packing.title')}>
        <Facts>
          {PACKING_FIELDS.map((field) => (
            <Fact key={field} label={text(PACKING_LABEL[field])}>
              {intl.formatNumber(equipment[field])}
            </Fact>
          ))}
        </Facts>
      </Section>
    </>
  );
}

const Overview = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(5)};
  align-items: flex-start;
`;

const Picture = styled.img`
  max-width: 16rem;
  max-height: 12rem;
  object-fit: contain;
  border: 1px solid ${colors.border};
  border-radius: 0.25rem;
`;

/** Beside the picture, the facts take the rest of the row. */
const MachineFacts = styled(Facts)`
  flex: 1;
`;

const Roles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space(4)};

  h3 {
    margin: 0 0 ${space(2)};
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: ${space(5)};
  }
`;

const Badge = styled.span`
  margin-left: ${space(2)};
  padding: 0 ${space(2)};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${colors.primaryContrast};
  background: ${colors.success};
  border-radius: 0.25rem;
`;
