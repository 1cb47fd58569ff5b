import { LOGIN_URL } from '@blockbeat/shell-sdk';
import { PublicFrame } from './PublicFrame';
import './landing.css';

const FEATURES = [
  {
    title: 'Timed Intervals',
    text: 'Build routines from exercise blocks, each with its own work time and rest period. The timer keeps exact time and cues every change, so you can coach instead of watching a stopwatch.',
    icon: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  },
  {
    title: 'Music Sync',
    text: 'Give every block its own soundtrack: a YouTube video, a Spotify track or an audio file you upload. Keep one song playing across blocks for continuous flows.',
    icon: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  },
  {
    title: 'Custom Branding',
    text: 'Put your logo and colours on your workouts, so everything you send to clients looks like it comes from your studio.',
    icon: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3',
  },
  {
    title: 'Easy Sharing',
    text: 'Send a link and your clients play the workout in their browser, free and without signing up. Export any workout as a PDF for the studio wall.',
    icon: 'M15 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 10.5l6.8-4M8.6 13.5l6.8 4',
  },
];

const PRO_FEATURES = [
  'Unlimited workout creation',
  'Advanced music integration: YouTube, Spotify and your own audio',
  'Custom branding',
  'PDF export and sharing',
  'Premium exercise templates',
];

/**
 * The signed-out home page (docs/product.md#signed-out-pages). Free of antd and of any API call: it is also
 * pre-rendered to static HTML at build time (docs/frontend.md, "Signed-out pages").
 */
export function LandingPage() {
  return (
    <PublicFrame>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">
          Workout timers that move <span className="accent">to your music</span>
        </h1>
        <p className="hero-lead">
          BlockBeat is the workout timer and builder for fitness instructors: build timed, music-synced routines from exercise blocks, run
          them in class, and share them with a link.
        </p>
        <div className="hero-actions">
          <a className="btn btn-primary btn-large" href={LOGIN_URL}>
            Start Free Trial
          </a>
        </div>
        <p className="muted">14-day free trial, no payment information required. Then $4.99/month, cancel any time.</p>
        <p>
          Already have an account? <a href={LOGIN_URL}>Log In</a>
        </p>
      </section>

      <section className="features" aria-labelledby="features-title">
        <h2 id="features-title">Everything an instructor needs</h2>
        <ul className="feature-grid">
          {FEATURES.map((f) => (
            <li key={f.title} className="feature-card">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className="feature-icon">
                <path d={f.icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="pricing" aria-labelledby="pricing-title">
        <h2 id="pricing-title">Simple pricing</h2>
        <div className="pricing-card">
          <h3>BlockBeat Pro</h3>
          <p className="price">
            <span className="price-amount">$4.99</span>/month
          </p>
          <p className="muted">Start with a 14-day free trial: no payment information required. Cancel any time.</p>
          <ul className="pricing-list">
            {PRO_FEATURES.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <p className="muted">Shared workouts are always free to play for your clients.</p>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Ready to run your next class to the beat?</h2>
        <p>Create your first workout in minutes. Your clients follow along from a link.</p>
        <a className="btn btn-primary btn-large" href={LOGIN_URL}>
          Get Started Free
        </a>
      </section>
    </PublicFrame>
  );
}
