/** Answers of a signed-in trial user, as /api/auth/user and /api/subscription/status give them. */
export const signedInUser = (over: Record<string, unknown> = {}) => ({
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  profileImageUrl: null,
  onboardingCompleted: true,
  ...over,
});

export const trialStatus = (over: Record<string, unknown> = {}) => ({
  subscriptionStatus: 'trial',
  trialEndsAt: '2030-01-01T00:00:00.000Z',
  stripeSubscriptionId: null,
  hasAccess: true,
  isExpired: false,
  noSubscription: true,
  trialDaysLeft: 14,
  entitled: true,
  admin: false,
  paymentsConfigured: true,
  ...over,
});
