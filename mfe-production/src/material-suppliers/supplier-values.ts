/** The supplier form's values: from a supplier, to what the server takes, and the checks made before sending. */
import type { SupplierApproval } from 'shared/contracts';
import * as yup from 'yup';
import type { Text } from '../texts';
import type { Supplier, SupplierInput } from './api';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
}

/** A certificate the supplier will name: one it has, or one uploaded since the form opened. */
export interface EvidenceFile {
  id: number;
  fileName: string;
  /** Its download link, for the files the supplier has already. */
  fileURL?: string;
}

export interface SupplierValues {
  name: string;
  approval: SupplierApproval;
  /** The approval's day as the date field keeps it (noon of that day), null until one is chosen. */
  approvalDate: number | null;
  address: string;
  notes: string;
  contacts: ContactValues[];
  materialIds: number[];
  evidence: EvidenceFile[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day read at noon, so that no time zone moves it to another day. */
export const dayToTime = (day: string) => new Date(`${day}T12:00:00`).getTime();
/** The calendar day a date field's value falls on, where the user is. */
export const timeToDay = (time: number) => {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '' };

export function valuesOf(supplier: Supplier | undefined): SupplierValues {
  return {
    name: supplier?.name ?? '',
    approval: supplier?.approval ?? 'APPROVED',
    approvalDate: supplier ? dayToTime(supplier.approvalDate) : null,
    address: supplier?.address ?? '',
    notes: supplier?.notes ?? '',
    contacts: (supplier?.contacts ?? []).map((contact) => ({
      name: contact.name,
      email: contact.email ?? '',
      phone: contact.phone ?? '',
    })),
    materialIds: supplier?.materials.map((material) => material.id) ?? [],
    evidence: supplier?.evidence ?? [],
  };
}

/** What the server takes: trimmed texts, a contact's empty email and phone left out. */
export function inputOf(values: SupplierValues): SupplierInput {
  return {
    name: values.name.trim(),
    approval: values.approval,
    approvalDate: timeToDay(values.approvalDate!),
    address: values.address.trim(),
    notes: values.notes.trim(),
    contacts: values.contacts.map((contact) => ({
      name: contact.name.trim(),
      ...(contact.email.trim() ? { email: contact.email.trim() } : {}),
      ...(contact.phone.trim() ? { phone: contact.phone.trim() } : {}),
    })),
    materialIds: values.materialIds,
    evidenceFileIds: values.evidence.map((file) => file.id),
  };
}

/** The checks the server makes too, said where the person types, before anything is sent. */
export const supplierSchema = (text: Text) => {
  const tooLong = (count: number) => text('suppliers.tooLong', { count });
  return yup.object({
    name: yup.string().trim().required(text('suppliers.nameRequired')).max(200, tooLong(200)),
    approvalDate: yup.number().nullable().required(text('suppliers.dateRequired')),
    address: yup.string().max(1000, tooLong(1000)),
    notes: yup.string().max(4000, tooLong(4000)),
    contacts: yup.array(
      yup.object({
        name: yup.string().trim().required(text('suppliers.contactNameRequired')).max(200, tooLong(200)),
        email: yup.string().trim().email(text('suppliers.emailInvalid')).max(254, tooLong(254)),
        phone: yup.string().trim().max(40, tooLong(40)),
      }),
    ),
  });
};
