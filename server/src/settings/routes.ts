/**
 * The settings home: `/api/v1/sp/settings` — the facility's feature flags,
 * switched by its FACILITY_SETTINGS_EDITORs, and the audit of every settings change, read by its
 * people.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEATURE_FLAG_TYPES, FEATURE_FLAGS } from 'shared/contracts';
import { FACILITY_EDITOR, FACILITY_MEMBER, facilityOf, principalOf } from '../http/access.js';
import { ref } from '../http/schema-helpers.js';
import { parseConfigValue } from '../config/index.js';
import { saveFacilityConfig } from '../config/index.js';
import { lastChanges, listSettingChanges } from './audit.js';
import { featureFlagRecords, featureFlagValue } from './queries.js';
import {
  FeatureBody,
  FeatureParams,
  FeatureSwitchesSchema,
  FeatureSwitchSchema,
  SettingChangeSchema,
  SettingChangesQuery,
  SettingChangesSchema,
} from './schemas.js';

const tags = ['settings'];
const PREFIX = '/api/v1/sp/settings';

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  [FeatureSwitchSchema, SettingChangeSchema, SettingChangesSchema].forEach((schema) => app.addSchema(schema));
  const name = (row: { first_name: string | null; last_name: string | null }) =>
    row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim();

  /** Each feature flag of the facility: on or off, and its last change. */
  const switchesOf = async (facilityId: number) => {
    const [records, changes] = await Promise.all([
      featureFlagRecords(db, facilityId),
      lastChanges(db, facilityId, FEATURE_FLAG_TYPES),
    ]);
    return FEATURE_FLAG_TYPES.map((flag) => {
      const record = records.find((r) => r.config_type === flag);
      const change = changes.find((c) => c.setting === flag);
      return {
        flag,
        enabled: record !== undefined && record.active && parseConfigValue(record.config_value)[FEATURE_FLAGS[flag]] === true,
        changedAt: change ? change.changed_at.getTime() : null,
        changedBy: change ? name(change) : null,
      };
    });
  };

  app.get(
    `${PREFIX}/features`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'The facility’s feature flags, each with its last change',
        response: { 200: FeatureSwitchesSchema },
      },
    },
    async (request) => switchesOf(facilityOf(request)),
  );

  app.put(
    `${PREFIX}/features/:flag`,
    {
      config: { access: FACILITY_EDITOR },
      schema: {
        tags,
        summary: 'Switches a feature flag of the facility on or off (audited; the rest of its record is kept)',
        params: FeatureParams,
        body: FeatureBody,
        response: { 200: FeatureSwitchesSchema },
      },
    },
    async (request) => {
      const facilityId = facilityOf(request);
      const { flag } = request.params;
      const current = await featureFlagValue(db, facilityId, flag);
      const value = { ...parseConfigValue(current ?? '{}'), [FEATURE_FLAGS[flag]]: request.body.enabled };
      await saveFacilityConfig(
        db,
        { facilityId, userId: principalOf(request).userId },
        { configType: flag, configValue: JSON.stringify(value), active: true },
      );
      return switchesOf(facilityId);
    },
  );

  app.get(
    `${PREFIX}/audit`,
    {
      config: { access: FACILITY_MEMBER },
      schema: {
        tags,
        summary: 'Every change of the facility’s settings, newest first: who, when, before and after',
        querystring: SettingChangesQuery,
        response: { 200: ref(SettingChangesSchema) },
      },
    },
    async (request) => {
      const { rows, totalCount } = await listSettingChanges(db, facilityOf(request), request.query);
      return {
        totalCount,
        rows: rows.map((row) => ({
          id: row.id,
          setting: row.setting,
          changedAt: row.changed_at.getTime(),
          changedBy: name(row),
          before: row.before,
          after: row.after,
        })),
      };
    },
  );
};

export default settingsRoutes;
