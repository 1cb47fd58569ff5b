import { LOGIN_URL } from '@blockbeat/shell-sdk';
import { PublicHeader } from './PublicHeader';
import { SiteFooter } from './SiteFooter';
import './landing.css';

const FEATURES = [
  {
    title: 'Timed Intervals',
    text: 'Build routines from exercise blocks with work and rest times, then run them with a clear countdown and audio cues.',
    icon: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  },
  {
    title: 'Music Sync',
    text: 'Give every block its own track: a YouTube video, a Spotify song or your own audio file.',
    icon: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  },
  {
    title: 'Custom Branding',
    text: 'Put your logo and colours on the workouts you share with clients.',
    icon: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3',
  },
  {
    title: 'Easy Sharing',
    text: 'Send a link: clients play your workout in the browser without signing up.',
    icon: 'M15 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm12 6a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 10.5l6.8-4M8.6 13.5l6.8 4',
  },
];

/** The signed-out home page: kept free of antd and small (DESIGN.md §4: ≤ 120 KB JS). */
export function LandingPage() {
  return (
    <div className="page">
      <PublicHeader />
      <main id="main">
        <section className="hero">
          <h1>
            Workout timers that move <span className="accent">to your music</span>
          </h1>
          <p className="hero-lead">
            Build timed, music-synced workouts from reusable exercise blocks, run them in class, and share them with a link.
          </p>
          <div className="hero-actions">
            <a className="btn btn-primary btn-large" href={LOGIN_URL}>
              Start Free Trial
            </a>
          </div>
          <p className="muted">14-day free trial, no payment details needed. Then $4.99/month, cancel anytime.</p>
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

        <section className="cta" aria-labelledby="cta-title">
          <h2 id="cta-title">Ready to run your next class with BlockBeat?</h2>
          <p>Create your first workout in minutes.</p>
          <a className="btn btn-primary btn-large" href={LOGIN_URL}>
            Get Started Free
          </a>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
