/**
 * The main entry is what browser bundles import. Bundlers keep every module whose exports are used
 * (and a module that builds a Joi schema at its top level cannot be dropped), so the only safe
 * rule is: nothing the main entry reaches imports Joi. The schemas live in `./schemas`.
 */
const loadWithoutJoi = (entry: string) =>
  jest.isolateModules(() => {
    jest.doMock('joi', () => {
      throw new Error('joi was imported');
    });
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load of the entry, in a registry of its own
      require(entry);
    } finally {
      jest.dontMock('joi');
    }
  });

test('when the main entry (the browser one) is loaded, then Joi is never imported', () => {
  expect(() => loadWithoutJoi('../src')).not.toThrow();
});

test('when the schemas entry is loaded, then it brings the services their Joi schemas', () => {
  expect(() => loadWithoutJoi('../src/schemas')).toThrow('joi was imported');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the entry loaded as a service loads it
  const schemas = require('../src/schemas') as typeof import('../src/schemas');
  expect(schemas.workoutInputSchema.validate({ name: 'A', exercises: [] }).error).toBeUndefined();
  expect(Object.keys(schemas)).toEqual(
    expect.arrayContaining(['storableString', 'workoutInputSchema', 'exerciseTemplateInputSchema', 'exerciseTemplatePatchSchema', 'customCategoryInputSchema', 'completionInputSchema', 'brandingInputSchema']),
  );
});
