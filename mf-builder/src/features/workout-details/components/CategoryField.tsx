import { BUILTIN_CATEGORIES, categoryLabel, LIMITS } from '@blockbeat/contracts';
import { errorBodyOf, useActionErrorHandler, useCreateCustomCategory, useCustomCategories, useToast } from '@blockbeat/shell-sdk';
import { Button, Field, Input, Select } from '@blockbeat/ui';
import { useState } from 'react';

/** The five built-ins, then the user's own categories; a new one can be created in place. */
export function CategoryField({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { categories } = useCustomCategories();
  const create = useCreateCustomCategory();
  const apiFailure = useActionErrorHandler();
  const { toast } = useToast();
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const options = [
    ...BUILTIN_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) })),
    ...categories.map((c) => ({ value: c.name, label: c.name })),
  ];
  // A stored category the lists no longer hold still shows as itself.
  if (value && !options.some((o) => o.value.toLowerCase() === value.toLowerCase())) options.push({ value, label: value });

  const add = () => {
    const name = newName.trim();
    if (!name) {
      setError('Enter a category name');
      return;
    }
    const existing = options.find((o) => o.value.toLowerCase() === name.toLowerCase());
    if (existing) {
      onChange(existing.value);
      setAdding(false);
      setNewName('');
      return;
    }
    create.mutate(name, {
      onSuccess: (created) => {
        onChange(created.name);
        setAdding(false);
        setNewName('');
        setError(null);
      },
      onError: (err) => {
        if (apiFailure(err)) return;
        const body = errorBodyOf(err);
        if (body?.error.code === 'conflict') setError('You already have this category');
        else if (body?.error.code === 'validation') setError(Object.values(body.error.fields ?? {})[0] ?? body.error.message);
        else toast({ title: 'Error', description: 'Failed to create the category. Please try again.', variant: 'destructive' });
      },
    });
  };

  return (
    <Field id="workout-category" label="Category">
      {(control) => (
        <>
          <div className="category-row">
            <Select
              {...control}
              className="category-select"
              placeholder="Choose a category"
              allowClear
              value={value || undefined}
              options={options}
              onChange={(v?: string) => onChange(v ?? '')}
            />
            {!adding && (
              <Button onClick={() => setAdding(true)} aria-label="New category">
                + New
              </Button>
            )}
          </div>
          {adding && (
            <div className="category-row">
              <Field id="new-category" label="New category name" labelHidden error={error} className="new-category">
                {(nameControl) => (
                  <Input
                    {...nameControl}
                    autoFocus
                    maxLength={LIMITS.categoryNameMax}
                    placeholder="New category name"
                    value={newName}
                    onChange={(e) => {
                      setNewName(e.target.value);
                      setError(null);
                    }}
                    onPressEnter={add}
                  />
                )}
              </Field>
              <Button type="primary" onClick={add} loading={create.isPending}>
                Add category
              </Button>
              <Button onClick={() => setAdding(false)}>Cancel</Button>
            </div>
          )}
        </>
      )}
    </Field>
  );
}
