import type { User } from '@attire/contract';

/** What a signed-in reply shows of the user: never the password hash or the Google subject. */
export function toPublicUser(user: {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'user';
  profileImage: string | null;
  emailVerified: boolean;
}): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    ...(user.profileImage ? { profileImage: user.profileImage } : {}),
    emailVerified: user.emailVerified,
  };
}
