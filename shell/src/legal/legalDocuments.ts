export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  path: string;
  title: string;
  sections: LegalSection[];
}

export const LEGAL_LAST_UPDATED = 'August 9, 2025';
export const SUPPORT_EMAIL = 'support@blockbeat.app';

// Short, accurate summaries; the full texts arrive with the legal issue. Figures come from
// PRODUCT.md §9 (refund window, review and appeal times, cookie lifetimes, minimum ages).
export const LEGAL_DOCUMENTS: LegalDocument[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your name, e-mail address and profile picture from the sign-in provider, the workouts, templates and files you create, and your subscription status. Payments are handled by our payment provider; we never see your card number.',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: ['To run your account, play and share your workouts, bill your subscription and answer support requests. We do not sell your data.'],
      },
      {
        heading: 'Your rights',
        paragraphs: ['You can export or delete your data from the account screen at any time. BlockBeat is not meant for children under 13.'],
      },
    ],
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    sections: [
      {
        heading: 'Your account',
        paragraphs: ['You must be at least 18 years old to open an account. Keep your sign-in secure; you are responsible for what happens under your account.'],
      },
      {
        heading: 'Subscription',
        paragraphs: ['New accounts get a 14-day free trial without payment details. BlockBeat Pro then costs $4.99 per month and can be cancelled at any time; access continues until the end of the paid period.'],
      },
      {
        heading: 'Your content',
        paragraphs: ['You keep the rights to the workouts you create. Shared links can be viewed by anyone who has them. Music you link to stays subject to its owner’s terms.'],
      },
    ],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    sections: [
      {
        heading: 'Cookies we use',
        paragraphs: [
          'A session cookie keeps you signed in (it lasts up to 30 days). A preference stored in your browser remembers your theme. Security cookies from our payment provider last up to 1 year, and embedded music players may set cookies lasting up to 2 years.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: ['You can clear cookies in your browser at any time; you will then need to sign in again.'],
      },
    ],
  },
  {
    path: '/refund-policy',
    title: 'Refund Policy',
    sections: [
      {
        heading: 'Requesting a refund',
        paragraphs: ['If BlockBeat Pro did not work for you, ask for a refund within 30 days of the charge by writing to support. We review every request within 5 business days.'],
      },
      {
        heading: 'Cancelling',
        paragraphs: ['Cancelling stops future charges; you keep access until the end of the period you paid for.'],
      },
    ],
  },
  {
    path: '/acceptable-use',
    title: 'Acceptable Use Policy',
    sections: [
      {
        heading: 'Fair use',
        paragraphs: ['Do not upload content you have no right to share, abuse other users, attempt to break or overload the service, or use shared links to distribute unlawful material.'],
      },
      {
        heading: 'Enforcement',
        paragraphs: ['We may remove content or suspend accounts that break these rules. You can appeal a decision within 15 days by writing to support.'],
      },
    ],
  },
];
