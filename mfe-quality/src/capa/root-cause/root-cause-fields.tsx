/**
 * The fields of each root-cause method: the 5 Whys (the problem, up to five whys added one by one,
 * the root cause they reach), the fishbone (the effect, its causes each on a bone, the root cause)
 * and the 8D report (the team, then disciplines D2 to D8, of which D5 to D8 may wait).
 */
import { FormSelectField, FormTextarea, FormTextField } from 'shared/forms';
import { FormGrid } from 'shared/ui';
import { useText } from '../../texts';
import { DISCIPLINES, FISHBONE_CATEGORIES, MAX_CAUSES, MAX_TEAM, MAX_WHYS, type Fishbone } from './root-cause-values';
import { RowList } from './row-list';

export function FiveWhysFields() {
  const text = useText();
  return (
    <>
      <FormTextarea name="problem" label={text('rootCause.problem')} rows={2} />
      <RowList<string>
        name="whys"
        legend={text('rootCause.whys')}
        blank=""
        max={MAX_WHYS}
        addLabel={text('rootCause.addWhy')}
        removeLabel={(n) => text('rootCause.removeWhy', { n })}
      >
        {(index) => <FormTextField name={`whys.${index}`} label={text('rootCause.why', { n: index + 1 })} autoComplete="off" />}
      </RowList>
      <FormTextarea name="rootCause" label={text('rootCause.rootCause')} rows={2} />
    </>
  );
}

export function FishboneFields() {
  const text = useText();
  const categories = FISHBONE_CATEGORIES.map((category) => ({ value: category, label: text(`rootCause.category.${category}`) }));
  return (
    <>
      <FormTextarea name="effect" label={text('rootCause.effect')} rows={2} />
      <RowList<Fishbone['causes'][number]>
        name="causes"
        legend={text('rootCause.causes')}
        blank={{ category: 'METHOD', cause: '' }}
        max={MAX_CAUSES}
        addLabel={text('rootCause.addCause')}
        removeLabel={(n) => text('rootCause.removeCause', { n })}
      >
        {(index) => (
          <FormGrid>
            <FormSelectField
              name={`causes.${index}.category`}
              label={text('rootCause.category', { n: index + 1 })}
              options={categories}
            />
            <FormTextField name={`causes.${index}.cause`} label={text('rootCause.cause', { n: index + 1 })} autoComplete="off" />
          </FormGrid>
        )}
      </RowList>
      <FormTextarea name="rootCause" label={text('rootCause.rootCause')} rows={2} />
    </>
  );
}

export function EightDFields() {
  const text = useText();
  return (
    <>
      <RowList<string>
        name="team"
        legend={text('rootCause.team')}
        blank=""
        max={MAX_TEAM}
        addLabel={text('rootCause.addMember')}
        removeLabel={(n) => text('rootCause.removeMember', { n })}
      >
        {(index) => (
          <FormTextField name={`team.${index}`} label={text('rootCause.member', { n: index + 1 })} autoComplete="off" />
        )}
      </RowList>
      {DISCIPLINES.map((discipline) => (
        <FormTextarea key={discipline} name={discipline} label={text(`rootCause.d.${discipline}`)} rows={2} />
      ))}
    </>
  );
}
