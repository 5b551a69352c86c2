import { DATE_DISPLAY_FORMATS } from 'shared/contracts';
import { LANGUAGE_KEYS } from 'shared/texts';
import { Type } from 'typebox';
import { PersonName } from '../accounts/index.js';
import { Email, LoginPassword } from '../auth/index.js';
import { Nullable, StringEnum } from '../http/schema-helpers.js';

const Phone = Nullable(Type.String({ maxLength: 40, description: 'International, with its country code (+49 151 …)' }));

export const UserProfileSchema = Type.Object(
  {
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    language: StringEnum(LANGUAGE_KEYS),
    dateFormat: StringEnum(DATE_DISPLAY_FORMATS),
    pendingEmail: Nullable(Type.String({ description: 'A new address waiting for its confirmation' })),
  },
  { $id: 'UserProfile' },
);

export const UserProfileUpdate = Type.Object(
  {
    firstName: PersonName,
    lastName: PersonName,
    phone: Phone,
    language: StringEnum(LANGUAGE_KEYS),
    dateFormat: StringEnum(DATE_DISPLAY_FORMATS),
  },
  { additionalProperties: false, $id: 'UserProfileUpdate' },
);

export const PasswordChange = Type.Object(
  { currentPassword: LoginPassword, newPassword: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

export const EmailChange = Type.Object({ newEmail: Email, currentPassword: LoginPassword }, { additionalProperties: false });
