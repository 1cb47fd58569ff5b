import Joi from 'joi';
import {
  COACHING_LIMITS as L,
  COACHING_MESSAGES as M,
  ROSTER_ARCHIVED,
  ROSTER_SORTS,
  type AssignmentInput,
  type CalendarQuery,
  type ClientCompletionInput,
  type ClientInput,
  type ClientLinkMailInput,
  type ClientPatch,
  type ProgramDay,
  type ProgramInput,
  type RosterQuery,
} from './coaching';
import { storableString } from './storable-string';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export function calendarDate(): Joi.StringSchema {
  return Joi.string()
    .custom((value: string, helpers) => {
      const ok = DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
      return ok ? value : helpers.message({ custom: `{{#label}} ${M.dateInvalid}` });
    })
    .messages({ 'string.base': `{{#label}} ${M.dateInvalid}`, 'string.empty': `{{#label}} ${M.dateInvalid}` });
}

const clientName = storableString().trim().min(1).max(L.clientNameMax).messages({ 'string.empty': M.nameRequired, 'any.required': M.nameRequired });
const clientEmail = Joi.string().trim().lowercase().max(L.clientEmailMax).email({ tlds: false }).allow(null, '').empty('').default(null).messages({ 'string.email': `{{#label}} ${M.emailInvalid}` });
const clientNote = storableString().allow('').max(L.clientNoteMax);

export const clientInputSchema = Joi.object<ClientInput>({
  name: clientName.required(),
  email: clientEmail,
  note: clientNote.default(''),
});

export const clientPatchSchema = Joi.object<ClientPatch>({
  name: clientName,
  email: Joi.string().trim().lowercase().max(L.clientEmailMax).email({ tlds: false }).allow(null, '').empty('').messages({ 'string.email': `{{#label}} ${M.emailInvalid}` }),
  note: clientNote,
  archived: Joi.boolean(),
}).min(1);

export const rosterQuerySchema = Joi.object<RosterQuery>({
  search: storableString().trim().allow('').max(L.searchMax).default(''),
  sort: Joi.string().valid(...ROSTER_SORTS).default('name'),
  order: Joi.string().valid('asc', 'desc').default('asc'),
  archived: Joi.string().valid(...ROSTER_ARCHIVED).default('active'),
  today: calendarDate(),
});

const workoutId = Joi.string().guid().lowercase();
const programDay = Joi.object<ProgramDay>({
  workoutIds: Joi.array().items(Joi.string().guid().lowercase()).max(L.workoutsPerDayMax).required(),
});

export const programInputSchema = Joi.object<ProgramInput>({
  name: storableString().trim().min(1).max(L.programNameMax).required().messages({ 'string.empty': M.nameRequired, 'any.required': M.nameRequired }),
  description: storableString().allow('').max(L.programDescriptionMax).default(''),
  weeks: Joi.number().integer().min(L.programWeeksMin).max(L.programWeeksMax).required(),
  days: Joi.array()
    .items(Joi.array().items(programDay).length(L.daysPerWeek).required().messages({ 'array.length': `{{#label}} ${M.daysShape}` }))
    .length(Joi.ref('weeks'))
    .required()
    .messages({ 'array.length': `{{#label}} ${M.daysShape}`, 'any.ref': `{{#label}} ${M.daysShape}` }),
});

export const assignmentInputSchema = Joi.object<AssignmentInput>({
  programId: Joi.string().guid().lowercase(),
  workoutId,
  startDate: calendarDate().required(),
})
  .xor('programId', 'workoutId')
  .messages({ 'object.xor': M.assignmentTarget, 'object.missing': M.assignmentTarget });

export const clientCompletionInputSchema = Joi.object<ClientCompletionInput>({
  id: Joi.string().guid().lowercase().required(),
  workoutId: Joi.string().guid().lowercase().required(),
  date: calendarDate().required(),
  effort: Joi.number().integer().min(L.effortMin).max(L.effortMax).required(),
  note: storableString().trim().allow('').max(L.completionNoteMax).default(''),
});

export const calendarQuerySchema = Joi.object<CalendarQuery>({
  from: calendarDate().required(),
  to: calendarDate().required(),
  today: calendarDate(),
});

export const clientPageQuerySchema = Joi.object<{ today?: string }>({ today: calendarDate() });

export const clientLinkMailSchema = Joi.object<ClientLinkMailInput>({
  requestId: Joi.string().guid().required(),
});
