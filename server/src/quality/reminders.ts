/**
 * Reminders of CAPA actions: the owner of an action not done is mailed once a set number of days
 * before it is due and once after the due day has passed, each at the hour (UTC) the facility
 * sets — once per action and kind, whichever server sweeps first (`for update skip locked`), in
 * the transaction that marks it reminded.
 */
import type { Db } from '../db/database.js';
import type { Outbox, TemplatedMail } from '../mail/index.js';
import { qualitySettings } from './settings.js';

const DAY = 86_400_000;

/** The start of `epochMs`'s day in UTC. */
const dayOf = (epochMs: number) => Math.floor(epochMs / DAY) * DAY;

/** When the reminders of an action due at `due` go out, with the facility's days and hour. */
function reminderTimes(due: number, settings: { reminderDaysBefore: number; reminderHourUtc: number }) {
  const hour = settings.reminderHourUtc * 3_600_000;
  return {
    before: dayOf(due) - settings.reminderDaysBefore * DAY + hour,
    // The day after the due day, when the action is not done by the end of it.
    after: dayOf(due) + DAY + hour,
  };
}

/** Mails the reminders due at `now`; how many it sent. */
export async function remindCapaActions(db: Db, outbox: Outbox, publicUrl: string, now: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const open = await trx
      .selectFrom('capa_actions as a')
      .innerJoin('capas as c', 'c.id', 'a.capa_id')
      .innerJoin('users as u', 'u.id', 'a.owner_user_id')
      .select([
        'a.id',
        'a.description',
        'a.due_at',
        'a.reminded_before_at',
        'a.reminded_after_at',
        'c.id as capa_id',
        'c.number',
        'c.title',
        'c.facility_id',
        'u.email',
        'u.language',
      ])
      .where('a.done_at', 'is', null)
      .where('c.status', 'not in', ['CLOSED', 'CANCELLED'])
      .where((eb) => eb.or([eb('a.reminded_before_at', 'is', null), eb('a.reminded_after_at', 'is', null)]))
      // Nothing is due before the earliest reminder could be: 30 days ahead at most.
      .where('a.due_at', '<=', new Date(now + 31 * DAY))
      .orderBy('a.id')
      .limit(500)
      .forUpdate('a')
      .skipLocked()
      .execute();
    let sent = 0;
    const settingsOf = new Map<number, Awaited<ReturnType<typeof qualitySettings>>>();
    for (const action of open) {
      if (!settingsOf.has(action.facility_id)) settingsOf.set(action.facility_id, await qualitySettings(trx, action.facility_id));
      const times = reminderTimes(action.due_at.getTime(), settingsOf.get(action.facility_id)!);
      const overdue = action.reminded_after_at === null && now >= times.after;
      const coming = !overdue && action.reminded_before_at === null && now >= times.before && now < times.after;
      if (!overdue && !coming) continue;
      const mail: TemplatedMail = {
        template: overdue ? 'quality.capaActionOverdue' : 'quality.capaActionDue',
        to: action.email,
        language: action.language,
        facilityId: action.facility_id,
        values: {
          capa: action.number,
          title: action.title,
          action: action.description,
          due: new Intl.DateTimeFormat(action.language === 'de_DE' ? 'de-DE' : 'en-US', {
            dateStyle: 'medium',
            timeZone: 'UTC',
          }).format(action.due_at),
          link: `${publicUrl}/service-provider/quality-management/capa/${action.capa_id}`,
        },
      };
      await outbox.sendTemplates([mail], trx);
      await trx
        .updateTable('capa_actions')
        .set(overdue ? { reminded_after_at: new Date(now) } : { reminded_before_at: new Date(now) })
        .where('id', '=', action.id)
        .execute();
      sent += 1;
    }
    return sent;
  });
}
