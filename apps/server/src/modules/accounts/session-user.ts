import type { TSubscriptionStatus, TUser } from "@reelforge/contract";

// What `requireUser` puts in `c.get("user")`.
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  subscriptionStatus: TSubscriptionStatus;
  emailVerified: boolean;
};

type AuthUserLike = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  emailVerified: boolean;
  subscriptionStatus?: string | null;
  createdAt?: Date | string;
};

export function toSessionUser(user: AuthUserLike): SessionUser {
  const status = user.subscriptionStatus;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.image ?? null,
    subscriptionStatus: status === "active" || status === "inactive" ? status : "trial",
    emailVerified: user.emailVerified,
  };
}

export function toPublicUser(user: AuthUserLike, googleId: string | null = null): TUser {
  return {
    ...toSessionUser(user),
    googleId,
    ...(user.createdAt ? { createdAt: new Date(user.createdAt).toISOString() } : {}),
  };
}
