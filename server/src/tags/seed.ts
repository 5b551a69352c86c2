import type { DomainSeed } from '../seed/index.js';

/** The demo facilities' tags: Austin tags its orders, parts and jobs; Munich only its orders. */
const DEMO_TAGS = {
  austin: [
    { name: 'Aerospace', color: '#1f6feb', kinds: ['ORDER', 'PART', 'JOB'] },
    { name: 'Repeat order', color: '#8250df', kinds: ['ORDER'] },
    { name: 'Prototype', color: '#2da44e', kinds: ['ORDER', 'PART'] },
    { name: 'Night shift', color: '#57606a', kinds: ['JOB'] },
  ],
  munich: [{ name: 'Medizintechnik', color: '#bf3989', kinds: ['ORDER'] }],
} as const;

export const seedTags: DomainSeed = async (trx, tenants) => {
  await trx
    .insertInto('tags')
    .values([
      ...DEMO_TAGS.austin.map((tag) => ({ ...tag, kinds: [...tag.kinds], facility_id: tenants.austin })),
      ...DEMO_TAGS.munich.map((tag) => ({ ...tag, kinds: [...tag.kinds], facility_id: tenants.munich })),
    ])
    .execute();
};
