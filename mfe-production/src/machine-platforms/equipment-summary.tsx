import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { colors, space } from 'shared/ui';
import styled from 'styled-components';
import type { Equipment } from '../api/production-api';
import { processName, ROLE_LISTS } from './equipment-materials';
import { messages, roleMessages } from './messages';

/** What the machine is (model, process, manufacturer, facility, picture) and its materials by role. */
export function EquipmentSummary({ equipment }: { equipment: Equipment }) {
  const intl = useIntl();
  const materialsId = useId();
  const facts = [
    [messages.model, equipment.machine.modelName],
    [messages.process, processName(equipment.machine.amProcess)],
    [messages.manufacturer, equipment.machine.manufacturer.name],
    [messages.facility, equipment.facilityName],
  ] as const;
  // Primary materials always show (even none); the other roles only when the machine has some.
  const roles = ROLE_LISTS.filter(([role, list]) => role === 'PRIMARY' || equipment[list].length > 0);

  return (
    <>
      <Overview>
        {equipment.imageUrl && (
          <Picture src={equipment.imageUrl} alt={intl.formatMessage(messages.imageAlt, { name: equipment.displayName })} />
        )}
        <Facts>
          {facts.map(([label, value]) => (
            <div key={label.id}>
              <dt>
                <FormattedMessage {...label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
      </Overview>
      <section aria-labelledby={materialsId}>
        <h2 id={materialsId}>
          <FormattedMessage {...messages.materials} />
        </h2>
        <Roles>
          {roles.map(([role, list]) => (
            <div key={role}>
              <h3>
                <FormattedMessage {...roleMessages[role]} />
              </h3>
              <ul>
                {equipment[list].map((material) => (
                  <li key={material.id}>
                    {material.name}
                    {material.id === equipment.currentlyUsedMaterialId && (
                      <Badge>
                        <FormattedMessage {...messages.loadedBadge} />
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </Roles>
        {equipment.currentlyUsedMaterialId === null && (
          <p>
            <FormattedMessage {...messages.noMaterialLoaded} />
          </p>
        )}
      </section>
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

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${space(3)} ${space(6)};
  flex: 1;
  margin: 0;

  dt {
    font-weight: 600;
    color: ${colors.muted};
  }
  dd {
    margin: 0;
  }
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
