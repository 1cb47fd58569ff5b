import express from 'express';
import Joi from 'joi';
import { errorHandler, validate } from '../src';
import { requestJson, startTestServer, testLogger, type TestServer } from '../src/testing';

let server: TestServer;

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.post(
    '/items/:id',
    validate({
      params: Joi.object({ id: Joi.number().integer().required() }),
      query: Joi.object({ limit: Joi.number().integer().max(50).default(10) }),
      body: Joi.object({
        name: Joi.string().trim().required(),
        exercises: Joi.array().items(Joi.object({ duration: Joi.number().integer().min(5).required() })),
        code: Joi.string().pattern(/^[A-Z]+$/).messages({ 'string.pattern.base': 'Use capital letters only' }),
      }),
    }),
    (_req, res) => {
      res.json({ params: res.locals.params, query: res.locals.query, body: res.locals.body });
    },
  );
  app.use(errorHandler(testLogger()));
  server = await startTestServer(app);
});

afterAll(() => server.close());

describe('validate', () => {
  test('when several fields are wrong, then a 400 lists each one by its path', async () => {
    const res = await requestJson(`${server.url}/items/abc?limit=99`, {
      method: 'POST',
      body: { exercises: [{ duration: 10 }, { duration: 2 }], code: 'abc' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'validation',
        message: 'Invalid request',
        fields: {
          id: '"id" must be a number',
          limit: '"limit" must be less than or equal to 50',
          name: '"name" is required',
          'exercises.1.duration': '"exercises[1].duration" must be greater than or equal to 5',
          code: 'Use capital letters only',
        },
      },
    });
  });

  test('when the request is valid, then converted values reach res.locals and unknown keys are stripped', async () => {
    const res = await requestJson(`${server.url}/items/7`, { method: 'POST', body: { name: '  Squat ', extra: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ params: { id: 7 }, query: { limit: 10 }, body: { name: 'Squat' } });
  });

  test('when no JSON body is sent, then the body is validated as empty', async () => {
    const res = await requestJson(`${server.url}/items/7`, { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { name: '"name" is required' } } });
  });
});
