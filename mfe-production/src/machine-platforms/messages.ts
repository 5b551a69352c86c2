import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { EquipmentMaterialRole, JobStatus } from 'shared/contracts';

/**
 * Texts of the machine-platform screens. The en_US and de_DE texts live in
 * shared/contracts MACHINE_PLATFORM_MESSAGES; messages.test.ts keeps the two in step.
 */
export const messages = defineMessages({
  title: { id: 'machines.title', defaultMessage: 'Machine platforms' },
  newEquipment: { id: 'machines.newEquipment', defaultMessage: 'New equipment' },
  tableLabel: { id: 'machines.tableLabel', defaultMessage: 'Equipment of this facility' },
  name: { id: 'machines.name', defaultMessage: 'Name' },
  model: { id: 'machines.model', defaultMessage: 'Model' },
  process: { id: 'machines.process', defaultMessage: 'Process' },
  manufacturer: { id: 'machines.manufacturer', defaultMessage: 'Manufacturer' },
  facility: { id: 'machines.facility', defaultMessage: 'Facility' },
  loadedNow: { id: 'machines.loadedNow', defaultMessage: 'Material loaded now' },
  loadedBadge: { id: 'machines.loadedBadge', defaultMessage: 'Loaded now' },
  materials: { id: 'machines.materials', defaultMessage: 'Materials' },
  noMaterialLoaded: { id: 'machines.noMaterialLoaded', defaultMessage: 'No material loaded' },
  fetchFailed: { id: 'machines.fetchFailed', defaultMessage: 'Unable to fetch machine platforms' },
  retry: { id: 'machines.retry', defaultMessage: 'Try again' },

  backToList: { id: 'machines.backToList', defaultMessage: 'Back to machine platforms' },
  notFoundTitle: { id: 'machines.notFoundTitle', defaultMessage: 'Equipment not found' },
  notFoundText: defineMessage<{ id: string }>({
    id: 'machines.notFoundText',
    defaultMessage: 'There is no equipment {id} in this facility.',
  }),
  fetchOneFailed: { id: 'machines.fetchOneFailed', defaultMessage: 'Unable to fetch the equipment' },
  edit: { id: 'machines.edit', defaultMessage: 'Edit' },
  imageAlt: defineMessage<{ name: string }>({ id: 'machines.imageAlt', defaultMessage: 'Picture of {name}' }),
  rolePRIMARY: { id: 'machines.role.PRIMARY', defaultMessage: 'Primary materials' },
  roleSUPPORT: { id: 'machines.role.SUPPORT', defaultMessage: 'Support materials' },
  roleDETAILING_AGENT: { id: 'machines.role.DETAILING_AGENT', defaultMessage: 'Detailing agents' },
  roleFUSING_AGENT: { id: 'machines.role.FUSING_AGENT', defaultMessage: 'Fusing agents' },

  upcomingJobs: { id: 'machines.upcomingJobs', defaultMessage: 'Upcoming jobs' },
  upcomingJobsHint: {
    id: 'machines.upcomingJobsHint',
    defaultMessage: 'Jobs on this machine from now until a year ahead, the next one first.',
  },
  jobsFetchFailed: { id: 'machines.jobsFetchFailed', defaultMessage: 'Unable to fetch jobs' },
  jobName: { id: 'machines.jobName', defaultMessage: 'Job' },
  jobStatus: { id: 'machines.jobStatus', defaultMessage: 'Status' },
  jobStart: { id: 'machines.jobStart', defaultMessage: 'Start' },
  jobEnd: { id: 'machines.jobEnd', defaultMessage: 'End' },
  statusIN_PROGRESS: { id: 'machines.status.IN_PROGRESS', defaultMessage: 'In progress' },
  statusQUEUED: { id: 'machines.status.QUEUED', defaultMessage: 'Queued' },
  statusCOMPLETED: { id: 'machines.status.COMPLETED', defaultMessage: 'Completed' },
  statusFAILED: { id: 'machines.status.FAILED', defaultMessage: 'Failed' },
  statusCANCELLED: { id: 'machines.status.CANCELLED', defaultMessage: 'Cancelled' },
  statusPAUSED: { id: 'machines.status.PAUSED', defaultMessage: 'Paused' },
  statusWAITING: { id: 'machines.status.WAITING', defaultMessage: 'Waiting' },
  statusMERGED: { id: 'machines.status.MERGED', defaultMessage: 'Merged' },

  editTitle: defineMessage<{ name: string }>({ id: 'machines.form.editTitle', defaultMessage: 'Edit {name}' }),
  displayName: { id: 'machines.form.displayName', defaultMessage: 'Name' },
  machine: { id: 'machines.form.machine', defaultMessage: 'Machine model' },
  chooseMachine: { id: 'machines.form.chooseMachine', defaultMessage: 'Choose a machine model' },
  chooseMachineFirst: {
    id: 'machines.form.chooseMachineFirst',
    defaultMessage: 'Choose a machine model to see the materials it runs.',
  },
  imageUrl: { id: 'machines.form.imageUrl', defaultMessage: 'Image URL (optional)' },
  create: { id: 'machines.form.create', defaultMessage: 'Create equipment' },
  save: { id: 'machines.form.save', defaultMessage: 'Save' },
  cancel: { id: 'machines.form.cancel', defaultMessage: 'Cancel' },
  saveFailed: { id: 'machines.form.saveFailed', defaultMessage: 'The equipment could not be saved' },
  dismiss: { id: 'machines.form.dismiss', defaultMessage: 'Dismiss' },
  created: defineMessage<{ name: string }>({ id: 'machines.form.created', defaultMessage: 'Equipment {name} was created.' }),
  updated: defineMessage<{ name: string }>({ id: 'machines.form.updated', defaultMessage: 'Equipment {name} was updated.' }),
  referenceFailed: {
    id: 'machines.form.referenceFailed',
    defaultMessage: 'Unable to fetch machine models and materials',
  },
  displayNameRequired: { id: 'machines.form.displayNameRequired', defaultMessage: 'Please enter a name' },
  displayNameTooLong: {
    id: 'machines.form.displayNameTooLong',
    defaultMessage: 'The name can have at most 120 characters',
  },
  machineRequired: { id: 'machines.form.machineRequired', defaultMessage: 'Please select a machine model' },
  primaryRequired: {
    id: 'machines.form.primaryRequired',
    defaultMessage: 'Please select at least one primary material',
  },
  loadedNotChosen: {
    id: 'machines.form.loadedNotChosen',
    defaultMessage: 'The material loaded now must be one of the chosen materials',
  },
  imageUrlInvalid: {
    id: 'machines.form.imageUrlInvalid',
    defaultMessage: 'Please enter an http(s) address, e.g. https://example.com/machine.png',
  },
});

/** The heading of each role's materials. */
export const roleMessages: Record<EquipmentMaterialRole, MessageDescriptor> = {
  PRIMARY: messages.rolePRIMARY,
  SUPPORT: messages.roleSUPPORT,
  DETAILING_AGENT: messages.roleDETAILING_AGENT,
  FUSING_AGENT: messages.roleFUSING_AGENT,
};

export const statusMessages: Record<JobStatus, MessageDescriptor> = {
  IN_PROGRESS: messages.statusIN_PROGRESS,
  QUEUED: messages.statusQUEUED,
  COMPLETED: messages.statusCOMPLETED,
  FAILED: messages.statusFAILED,
  CANCELLED: messages.statusCANCELLED,
  PAUSED: messages.statusPAUSED,
  WAITING: messages.statusWAITING,
  MERGED: messages.statusMERGED,
};
