import type { z } from 'zod';
import { ZUserUpdateInput } from './user.schema.ts';

/**
 * What a user may change about themselves (PATCH /api/users/{id} from the profile screen).
 * Role, active flag, username and password are left out so a profile edit cannot escalate access;
 * the password has its own change-password call.
 */
export const ZProfileUpdateInput = ZUserUpdateInput.pick({
  email: true,
  firstName: true,
  lastName: true,
  department: true,
  jobTitle: true,
  phone: true,
  bio: true,
  profileImage: true,
  version: true,
});
export type ProfileUpdateInput = z.infer<typeof ZProfileUpdateInput>;
