import type { Client, ClientCalendar, ClientLink, ClientPage, Program } from '@blockbeat/contracts';
import { programDays, useCoachingService } from '../support/coaching-service';

const { instructor, content, visitor, clock } = useCoachingService();

describe('a program edited after it was assigned', () => {
  test('when the program changes, then future days follow it for every client on it, and done days keep what was played', async () => {
    clock.now = new Date('2026-11-25T12:00:00Z'); // Wednesday
    const coach = instructor();
    const monday = content.addWorkout(coach.sub, 'Monday strength');
    const friday = content.addWorkout(coach.sub, 'Friday intervals');
    const replacement = content.addWorkout(coach.sub, 'Friday mobility');
    const program = (await coach.call<Program>('POST', '/api/programs', { name: 'Two weeks', weeks: 2, days: programDays(2, { 0: [monday.id], 4: [friday.id] }) })).body;
    const clients = await Promise.all(['Ada', 'Bo'].map(async (name) => (await coach.call<Client>('POST', '/api/clients', { name })).body));
    for (const c of clients) expect((await coach.call('POST', `/api/clients/${c.id}/assignments`, { programId: program.id, startDate: '2026-11-23' })).status).toBe(201);
    const link = (await coach.call<ClientLink>('POST', `/api/clients/${clients[0]!.id}/link`)).body;

    // Ada did Monday's workout on Monday, as it was then.
    const logged = await visitor('POST', `/api/c/${link.token}/completions`, { id: crypto.randomUUID(), workoutId: monday.id, date: '2026-11-23', effort: 7, note: 'tough' });
    expect(logged.status).toBe(201);
    // Later the workout is renamed in the builder and the program's Fridays change.
    content.renameWorkout(coach.sub, monday.id, 'Monday strength v2');
    const edited = await coach.call('PUT', `/api/programs/${program.id}`, { name: 'Two weeks', weeks: 2, days: programDays(2, { 0: [monday.id], 4: [replacement.id] }) });
    expect(edited.status).toBe(200);

    const page = (await visitor<ClientPage>('GET', `/api/c/${link.token}?today=2026-11-25`)).body;
    const day = (date: string) => page.days.find((d) => d.date === date)!;
    expect(day('2026-11-23')).toMatchObject({ status: 'done', workouts: [{ done: true, workout: { name: 'Monday strength' }, completion: { effort: 7, note: 'tough' } }] });
    expect(day('2026-11-27').workouts.map((w) => w.workout.name)).toEqual(['Friday mobility']);
    expect(day('2026-11-30').workouts.map((w) => w.workout.name)).toEqual(['Monday strength v2']);

    for (const c of clients) {
      const calendar = (await coach.call<ClientCalendar>('GET', `/api/clients/${c.id}/calendar?from=2026-11-23&to=2026-12-06&today=2026-11-25`)).body;
      const friday1 = calendar.days.find((d) => d.date === '2026-11-27')!;
      expect(friday1.entries.map((e) => e.workoutId)).toEqual([replacement.id]);
    }
    const adaMonday = (await coach.call<ClientCalendar>('GET', `/api/clients/${clients[0]!.id}/calendar?from=2026-11-23&to=2026-11-23`)).body.days[0]!;
    expect(adaMonday).toMatchObject({ status: 'done', entries: [{ workoutId: monday.id, playedName: 'Monday strength', completion: { effort: 7, note: 'tough' } }] });
    const boMonday = (await coach.call<ClientCalendar>('GET', `/api/clients/${clients[1]!.id}/calendar?from=2026-11-23&to=2026-11-23&today=2026-11-25`)).body.days[0]!;
    expect(boMonday.status).toBe('missed');
  });

  test('when the program is deleted, then its future days disappear but the done ones stay', async () => {
    clock.now = new Date('2026-11-25T12:00:00Z');
    const coach = instructor();
    const workout = content.addWorkout(coach.sub, 'Daily');
    const program = (await coach.call<Program>('POST', '/api/programs', { name: 'Daily', weeks: 1, days: programDays(1, { 0: [workout.id], 1: [workout.id], 2: [workout.id], 3: [workout.id] }) })).body;
    const client = (await coach.call<Client>('POST', '/api/clients', { name: 'Cy' })).body;
    await coach.call('POST', `/api/clients/${client.id}/assignments`, { programId: program.id, startDate: '2026-11-23' });
    const link = (await coach.call<ClientLink>('POST', `/api/clients/${client.id}/link`)).body;
    await visitor('POST', `/api/c/${link.token}/completions`, { id: crypto.randomUUID(), workoutId: workout.id, date: '2026-11-24', effort: 4 });
    expect((await coach.call('DELETE', `/api/programs/${program.id}`)).status).toBe(204);
    const calendar = (await coach.call<ClientCalendar>('GET', `/api/clients/${client.id}/calendar?from=2026-11-23&to=2026-11-26&today=2026-11-25`)).body;
    expect(calendar.days.map((d) => d.status)).toEqual(['rest', 'done', 'rest', 'rest']);
  });
});
