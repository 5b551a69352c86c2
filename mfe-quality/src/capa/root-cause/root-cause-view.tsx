/**
 * A recorded root cause as its method lays it out: the 5 Whys' problem, its whys in order and the
 * cause they reach; the fishbone's effect, its causes under their bones and the root; the 8D
 * report's team and disciplines (one not written yet says so).
 */
import { Fact, Facts, PlainList } from 'shared/ui';
import type { RootCause } from '../../api';
import { Written } from '../../written';
import { useText } from '../../texts';
import { DISCIPLINES, FISHBONE_CATEGORIES } from './root-cause-values';

export function RootCauseView({ rootCause }: { rootCause: RootCause }) {
  const text = useText();
  return (
    <>
      <p>{text('rootCause.foundWith', { method: text(`rootCause.method.${rootCause.method}`) })}</p>
      {rootCause.method === 'FIVE_WHYS' && (
        <Facts aria-label={text('rootCause.method.FIVE_WHYS')}>
          <Fact label={text('rootCause.problem')}>
            <Written>{rootCause.problem}</Written>
          </Fact>
          <Fact label={text('rootCause.whys')}>
            <ol>
              {rootCause.whys.map((why, index) => (
                <li key={index}>{why}</li>
              ))}
            </ol>
          </Fact>
          <Fact label={text('rootCause.rootCause')}>
            <Written>{rootCause.rootCause}</Written>
          </Fact>
        </Facts>
      )}
      {rootCause.method === 'FISHBONE' && (
        <Facts aria-label={text('rootCause.method.FISHBONE')}>
          <Fact label={text('rootCause.effect')}>
            <Written>{rootCause.effect}</Written>
          </Fact>
          {FISHBONE_CATEGORIES.filter((category) => rootCause.causes.some((bone) => bone.category === category)).map(
            (category) => (
              <Fact key={category} label={text(`rootCause.category.${category}`)}>
                <PlainList $gap={1}>
                  {rootCause.causes
                    .filter((bone) => bone.category === category)
                    .map((bone, index) => (
                      <li key={index}>{bone.cause}</li>
                    ))}
                </PlainList>
              </Fact>
            ),
          )}
          <Fact label={text('rootCause.rootCause')}>
            <Written>{rootCause.rootCause}</Written>
          </Fact>
        </Facts>
      )}
      {rootCause.method === 'EIGHT_D' && <EightDView rootCause={rootCause} />}
    </>
  );
}

function EightDView({ rootCause }: { rootCause: Extract<RootCause, { method: 'EIGHT_D' }> }) {
  const text = useText();
  return (
    <Facts aria-label={text('rootCause.method.EIGHT_D')}>
      <Fact label={text('rootCause.team')}>
        <PlainList $gap={1}>
          {rootCause.team.map((member, index) => (
            <li key={index}>{member}</li>
          ))}
        </PlainList>
      </Fact>
      {DISCIPLINES.map((discipline) => (
        <Fact key={discipline} label={text(`rootCause.d.${discipline}`)}>
          <Written>{rootCause[discipline] || text('rootCause.notYet')}</Written>
        </Fact>
      ))}
    </Facts>
  );
}
