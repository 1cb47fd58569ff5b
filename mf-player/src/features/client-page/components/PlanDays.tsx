import { totalDuration, type ClientPageDay, type ClientPageWorkout } from '@blockbeat/contracts';
import { formatTotalTime } from '@blockbeat/timer-engine';
import { dayName } from '../model/localDate';

export interface StartRequest {
  workout: ClientPageWorkout['workout'];
  date: string;
}

const STATUS_LABEL: Record<ClientPageDay['status'], string> = { planned: 'Planned', done: 'Done', missed: 'Missed', rest: 'Rest day' };

function WorkoutRow({ item, date, onStart }: { item: ClientPageWorkout; date: string; onStart: (s: StartRequest) => void }) {
  const { workout, done, completion } = item;
  const seconds = totalDuration(workout.exercises, workout.groups);
  return (
    <li className="plan-workout">
      <div className="plan-workout-text">
        <span className="plan-workout-name">{workout.name}</span>
        <span className="player-muted">
          {workout.exercises.length} {workout.exercises.length === 1 ? 'block' : 'blocks'} · {formatTotalTime(seconds * 1000)}
          {done && completion ? ` · effort ${completion.effort}/10` : ''}
        </span>
      </div>
      {done ? (
        <span className="plan-badge is-done">Done</span>
      ) : (
        <button type="button" className="btn btn-primary plan-start" onClick={() => onStart({ workout, date })} aria-label={`Start ${workout.name}`}>
          Start
        </button>
      )}
    </li>
  );
}

/** One day: its name, what it is (done, missed, rest) and its workouts, each startable until done. */
export function PlanDay({ day, today, onStart, heading = 'h3' }: { day: ClientPageDay; today: string; onStart: (s: StartRequest) => void; heading?: 'h2' | 'h3' }) {
  const Heading = heading;
  const label = day.date === today ? `Today, ${dayName(day.date)}` : dayName(day.date);
  return (
    <article className={`plan-day is-${day.status}${day.date === today ? ' is-today' : ''}`} aria-label={label}>
      <div className="plan-day-head">
        <Heading className="plan-day-name">{label}</Heading>
        <span className={`plan-badge is-${day.status}`}>{STATUS_LABEL[day.status]}</span>
      </div>
      {day.workouts.length > 0 && (
        <ul className="plan-workouts">
          {day.workouts.map((item) => (
            <WorkoutRow key={item.workout.id} item={item} date={day.date} onStart={onStart} />
          ))}
        </ul>
      )}
    </article>
  );
}
