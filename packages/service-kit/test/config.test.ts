import { generateKeyPairSync } from 'node:crypto';
import Joi from 'joi';
import { loadConfig, pemSchema, serviceEnvSchema } from '../src';

const { publicKey } = generateKeyPairSync('ed25519', {
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('loadConfig', () => {
  test('when several variables are missing or invalid, then one error names every one of them', () => {
    const run = () => loadConfig(serviceEnvSchema(3002), { PORT: 'not-a-port', LOG_LEVEL: 'loud' });
    expect(run).toThrow(/^Invalid configuration: /);
    for (const name of ['PORT', 'DATABASE_URL', 'IDENTITY_PUBLIC_KEY', 'LOG_LEVEL']) {
      expect(run).toThrow(name);
    }
  });

  test('when everything is set, then values are converted, defaults applied and unknown variables dropped', () => {
    const config = loadConfig(serviceEnvSchema(3002), {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/blockbeat',
      IDENTITY_PUBLIC_KEY: publicKey,
      HOME: '/root',
    });
    expect(config).toEqual({
      PORT: 3002,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/blockbeat',
      IDENTITY_PUBLIC_KEY: publicKey,
      LOG_LEVEL: 'info',
    });
  });

  test('when HOST is set (a pod), then the service listens there instead of on loopback', () => {
    const config = loadConfig(serviceEnvSchema(3002), { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/blockbeat', IDENTITY_PUBLIC_KEY: publicKey, HOST: '0.0.0.0' });
    expect(config.HOST).toBe('0.0.0.0');
  });

  test('when a variable is set to an empty string, then it counts as unset', () => {
    const schema = Joi.object({ PORT: Joi.number().default(3000), NAME: Joi.string().required() });
    expect(() => loadConfig(schema, { PORT: '', NAME: '' })).toThrow('"NAME" is required');
    expect(loadConfig(schema, { PORT: '', NAME: 'x' })).toEqual({ PORT: 3000, NAME: 'x' });
  });
});

describe('pemSchema', () => {
  const schema = Joi.object({ KEY: pemSchema('PUBLIC KEY').required() });

  test('when the PEM arrives on one line with literal \\n escapes, then it is restored', () => {
    const escaped = publicKey.trim().replace(/\n/g, '\\n');
    expect(loadConfig(schema, { KEY: escaped }).KEY).toBe(publicKey);
  });

  test('when the value is not a PEM of that kind, then the error names the variable without echoing it', () => {
    const run = () => loadConfig(schema, { KEY: 'secret-looking-value' });
    expect(run).toThrow('"KEY" must be a PEM PUBLIC KEY');
    expect(run).not.toThrow('secret-looking-value');
  });
});
