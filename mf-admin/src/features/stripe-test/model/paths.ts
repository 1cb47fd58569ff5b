export const STRIPE_TEST_PATH = '/admin/stripe-test';
