import { SUPPORT_EMAIL, type LegalPath } from './legalPages';

/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  /** One sentence under the title saying what the page covers. */
  summary: string;
  sections: readonly LegalSection[];
}

// The texts describe what BlockBeat actually keeps and does (see docs/architecture.md). Figures
// come from docs/product.md#numbers-and-limits: refunds asked for within 30 days and reviewed within 5 business days,
// appeals within 15 days, cookies of 30 days, 1 year and 2 years, minimum age 18 in the terms and
// 13 in the privacy policy. The price and trial from docs/product.md#product-and-plan.

const privacyPolicy: LegalDocument = {
  summary: 'What BlockBeat keeps about you, why, who helps us run the service, and the choices you have.',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        `BlockBeat is a workout timer and builder for fitness instructors and their clients. This policy covers the BlockBeat web app and the installable app built from it. If you have a question about your data, write to ${SUPPORT_EMAIL}.`,
      ],
    },
    {
      heading: 'What we keep',
      blocks: [
        'We keep only what the product needs to work:',
        [
          'Account profile: when you sign in, your identity provider gives us your name, e-mail address and profile picture, and an identifier for your account there. We also remember whether you finished the onboarding tutorial.',
          'Workouts and exercise templates: names, descriptions, notes, categories, difficulty, exercise blocks with their durations and rest times, colours and music links.',
          'Uploaded audio: the audio files you attach to blocks, with their file name, type and size.',
          'Share links: the random token of every link you create, so that the workout can be opened from it.',
          'Support tickets: the messages you send us and our replies, and whether you have unread replies.',
          'Completion logs: when a workout was played to the end, so that you can see your history.',
          'Subscription: your trial dates, subscription status and the references Stripe gives us for your customer record and subscription.',
          'Server logs: the address, time and result of requests to our servers, kept for up to 30 days to keep the service secure and to fix faults.',
        ],
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        'Payments are processed by Stripe. Your card details go straight from your browser to Stripe; we never see or store card numbers. From Stripe we receive only the status of your subscription and payments and the references we need to manage your subscription.',
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        [
          'To sign you in and run your account.',
          'To store, play, export and share your workouts, templates and audio as you ask.',
          'To run your free trial and bill your subscription.',
          'To answer your support tickets and, for account and billing matters, to e-mail you.',
          'To keep BlockBeat secure: to detect abuse, enforce our Acceptable Use Policy and fix faults.',
        ],
        'We do not sell your data, we do not show advertising and we do not use your workouts to profile you.',
      ],
    },
    {
      heading: 'Shared workouts',
      blocks: [
        'When you create a share link, anyone who has the link can open that workout, its notes, its music links and its uploaded audio without signing in. Do not put personal details of your clients in a workout you share. You can stop sharing at any time by deleting the workout.',
      ],
    },
    {
      heading: 'Who helps us',
      blocks: [
        'We use a small number of service providers, each only for its part of the service and bound to protect your data:',
        [
          'Your identity provider, to sign you in.',
          'Stripe, to take payments and manage subscriptions.',
          'Our hosting provider, which runs our servers and database.',
          'An e-mail delivery provider, for replies to support tickets and account e-mails.',
        ],
        'Music you link from YouTube, Spotify or SoundCloud plays in their embedded players; they receive the usual information a browser sends when a block with their music plays.',
      ],
    },
    {
      heading: 'Stored on your device',
      blocks: [
        'BlockBeat keeps a session cookie while you are signed in, your theme choice, and offline copies of the app, of workouts you opened and of audio you played, so that they also work without a connection. The Cookie Policy lists them all. Private offline copies are removed when you log out.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep your account data for as long as your account exists. When you delete your account or ask us to, we delete your profile, workouts, templates, uploads, share links, support tickets and completion logs within 30 days. Payment records are kept for as long as tax and accounting law requires.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        `You can see and correct your data in the app, download a copy of it and delete your account from the Account page at any time. You can also ask us for a copy of your data, ask us to correct or delete it, or object to how we use it, by writing to ${SUPPORT_EMAIL}. We answer within 30 days. You may also complain to your data protection authority.`,
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'BlockBeat is not directed to children under 13 and we do not knowingly collect personal data from children under 13. Accounts are for adults (see the Terms of Service). If you believe a child under 13 has given us personal data, write to us and we will delete it.',
      ],
    },
    {
      heading: 'Security',
      blocks: [
        'All traffic to BlockBeat is encrypted. Your session cookie cannot be read by scripts, share links use long random tokens, uploads are checked for what they really contain, and every request for a workout, template or file is checked against its owner.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: ['When we change this policy we update the date at the top of this page, and for important changes we tell you in the app or by e-mail before they apply.'],
    },
  ],
};

const termsOfService: LegalDocument = {
  summary: 'The agreement between you and BlockBeat when you use the service.',
  sections: [
    {
      heading: 'Agreement',
      blocks: ['By creating an account or using BlockBeat you agree to these terms, to our Acceptable Use Policy and to our Refund Policy. If you do not agree, do not use the service.'],
    },
    {
      heading: 'Who may use BlockBeat',
      blocks: [
        'You must be at least 18 years old to create an account. Your clients do not need an account to open a workout you share with them.',
        'You sign in through an identity provider. Keep that sign-in secure: you are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
      ],
    },
    {
      heading: 'Free trial and subscription',
      blocks: [
        [
          'Every new account starts with a 14-day free trial of BlockBeat Pro. No payment information is required for the trial.',
          'After the trial, BlockBeat Pro costs $4.99 per month, billed monthly in advance through Stripe. It renews every month until you cancel.',
          'You can cancel at any time from the Subscription page. Cancelling stops future charges; you keep access until the end of the month you paid for.',
          'Without an active trial or subscription you can still sign in, manage your account and open shared workouts, but creating and editing workouts needs a subscription.',
          'If we change the price, we tell you at least 30 days before your next charge at the new price, and you can cancel before it applies.',
        ],
        'Refunds are covered by our Refund Policy.',
      ],
    },
    {
      heading: 'Your content',
      blocks: [
        'The workouts, templates, notes and audio you create or upload remain yours. You give BlockBeat the permission it needs to store, process, play, export and show them to the people you share them with, and only for running the service for you.',
        'You must have the rights to everything you upload or link, including the music. Music you link from YouTube, Spotify or SoundCloud remains subject to those services’ terms.',
        'A share link can be opened by anyone who has it. Share only what you are happy for your clients, and whoever they forward the link to, to see.',
      ],
    },
    {
      heading: 'Health and safety',
      blocks: [
        'BlockBeat is a timer and planning tool, not medical or fitness advice. Check with a qualified professional before starting a new exercise programme. Instructors remain responsible for the exercises they choose and for the safety of their clients.',
      ],
    },
    {
      heading: 'Acceptable use',
      blocks: ['You must follow our Acceptable Use Policy. We may remove content that breaks it and suspend or close accounts that break it seriously or repeatedly.'],
    },
    {
      heading: 'Suspension, closing and appeals',
      blocks: [
        `You can stop using BlockBeat and ask us to delete your account at any time. If we suspend or close your account, we tell you why; you can appeal within 15 days by writing to ${SUPPORT_EMAIL}, and we review every appeal within 5 business days.`,
      ],
    },
    {
      heading: 'The service',
      blocks: [
        'We work to keep BlockBeat available and your data safe, and we improve it over time. Features may change; if we remove a feature you pay for, we tell you in advance. Planned maintenance is announced in the app where possible.',
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        'BlockBeat is provided as it is. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits rights you have as a consumer that cannot be limited by contract.',
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: ['When we change these terms we update the date at the top of this page. For important changes we tell you in the app or by e-mail at least 30 days before they apply; if you keep using BlockBeat after that, the new terms apply.'],
    },
  ],
};

const cookiePolicy: LegalDocument = {
  summary: 'The cookies and browser storage BlockBeat uses, how long they last, and how to control them.',
  sections: [
    {
      heading: 'Our cookies',
      blocks: [
        'BlockBeat sets only the cookies it needs to work. We use no advertising cookies and no analytics cookies.',
        [
          'Session cookie (blockbeat_session, or __Host-blockbeat_session on a secure connection): keeps you signed in. It holds only a random identifier, cannot be read by scripts, and is never sent to other sites. It ends when you log out or after 24 hours without use, and never lasts more than 30 days.',
          'Sign-in check: while you sign in, a short-lived cookie protects the sign-in against forgery. It is deleted as soon as sign-in completes.',
        ],
      ],
    },
    {
      heading: 'Cookies set by others',
      blocks: [
        [
          'Stripe: when you enter payment details on Stripe’s pages, Stripe sets cookies to prevent fraud. The longest of them lasts up to 1 year.',
          'Music players: when a block with YouTube, Spotify or SoundCloud music plays, that service’s embedded player may set its own cookies, which can last up to 2 years. They are governed by that service’s cookie policy.',
        ],
      ],
    },
    {
      heading: 'Local preferences and offline copies',
      blocks: [
        'Besides cookies, BlockBeat keeps a few things in your browser’s storage. They never leave your device:',
        [
          'Your theme (light, dark or follow the system), kept until you change it or clear your browser’s data.',
          'Whether you dismissed the install banner, kept only until you close the tab.',
          'Whether you have seen the welcome message of your trial, so that it shows only once.',
          'Offline copies made by the app’s service worker: the app itself, workouts you opened and audio you played, so that they work without a connection. Copies of your private workouts and audio are removed when you log out.',
        ],
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        'You can delete cookies and site data in your browser’s settings at any time. If you block the session cookie you cannot sign in, but the landing page, the legal pages and shared workouts still work. You can avoid music players’ cookies by not playing blocks that use them.',
      ],
    },
  ],
};

const refundPolicy: LegalDocument = {
  summary: 'When and how you can get your money back for BlockBeat Pro.',
  sections: [
    {
      heading: 'Free trial',
      blocks: ['Your first 14 days are free and need no payment information, so there is nothing to refund. If BlockBeat is not for you, simply do not subscribe.'],
    },
    {
      heading: 'Subscription and cancelling',
      blocks: [
        'BlockBeat Pro costs $4.99 per month and you can cancel at any time. Cancelling stops future charges; you keep access until the end of the month you paid for.',
      ],
    },
    {
      heading: 'Asking for a refund',
      blocks: [
        [
          `Ask within 30 days of the charge by writing to ${SUPPORT_EMAIL} from the e-mail address of your account.`,
          'Tell us the date and amount of the charge and why you are asking. Never send us card numbers.',
          'We review every request within 5 business days and tell you our decision by e-mail.',
        ],
        'We refund, in particular, charges made after you cancelled, duplicate charges, and months in which BlockBeat did not work for you because of a fault on our side. Other requests we consider case by case.',
      ],
    },
    {
      heading: 'How refunds are paid',
      blocks: [
        'Approved refunds are paid back through Stripe to the card or account you paid with. Your bank decides how quickly the money shows on your statement.',
      ],
    },
    {
      heading: 'Appeals',
      blocks: [
        'If we decline your request, you can appeal within 15 days of our decision by replying to our e-mail. Someone who did not make the first decision reviews the appeal within 5 business days.',
      ],
    },
    {
      heading: 'Your legal rights',
      blocks: ['This policy does not limit any right to a refund that the law gives you. Please contact us before disputing a charge with your bank: we can usually resolve it faster.'],
    },
  ],
};

const acceptableUse: LegalDocument = {
  summary: 'What you may and may not do with BlockBeat, especially with the audio you upload and the workouts you share.',
  sections: [
    {
      heading: 'Uploads',
      blocks: [
        [
          'Upload only audio for your workouts, in the supported formats (MP3, WAV, M4A, OGG).',
          'Upload only audio you own or are licensed to use in your classes and to share with your clients.',
          'Do not upload malware, or files disguised as audio: we check what every file really contains and refuse the rest.',
        ],
      ],
    },
    {
      heading: 'Music links',
      blocks: ['Links to YouTube, Spotify and SoundCloud must follow those services’ terms. Do not use BlockBeat to get around their restrictions or to redistribute their content.'],
    },
    {
      heading: 'Sharing',
      blocks: [
        'A share link opens your workout, with its notes, music and uploaded audio, for anyone who has it. When you share, do not include:',
        [
          'personal details of your clients or anyone else;',
          'content that is unlawful, hateful, harassing, sexually explicit or that infringes someone else’s rights;',
          'exercises presented in a way meant to cause harm.',
        ],
      ],
    },
    {
      heading: 'Using the service fairly',
      blocks: [
        [
          'Do not try to reach other people’s accounts, workouts or files, or to get around the subscription.',
          'Do not probe, scan or overload BlockBeat, or collect its content with automated tools.',
          'Do not resell access to BlockBeat or create accounts in bulk.',
          'Do not send spam or abuse through support tickets.',
        ],
      ],
    },
    {
      heading: 'Reporting a problem',
      blocks: [`If a shared workout breaks these rules, write to ${SUPPORT_EMAIL} with its link. We review every report within 5 business days.`],
    },
    {
      heading: 'What we do',
      blocks: [
        'We may remove content, disable share links, or suspend or close accounts that break these rules; for serious abuse we act at once. We tell you what we did and why. You can appeal within 15 days of our notice by replying to it, and we review every appeal within 5 business days.',
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: Record<LegalPath, LegalDocument> = {
  '/privacy-policy': privacyPolicy,
  '/terms-of-service': termsOfService,
  '/cookie-policy': cookiePolicy,
  '/refund-policy': refundPolicy,
  '/acceptable-use': acceptableUse,
};
