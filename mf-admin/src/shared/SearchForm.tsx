import { Button, Field, Input } from '@blockbeat/ui';
import { useState } from 'react';

interface SearchFormProps {
  label: string;
  /** The search in force (the address's); the box shows it again whenever it changes. */
  initial: string;
  /** Called with the trimmed words on Enter or Search. */
  onSearch: (q: string) => void;
  maxLength?: number;
}

function SearchBox({ label, initial, onSearch, maxLength }: SearchFormProps) {
  const [q, setQ] = useState(initial);
  return (
    <form
      role="search"
      className="admin-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(q.trim());
      }}
    >
      <Field label={label}>
        {(control) => <Input {...control} type="search" value={q} maxLength={maxLength} onChange={(e) => setQ(e.target.value)} />}
      </Field>
      <Button htmlType="submit">Search</Button>
    </form>
  );
}

/** A search that runs when sent (Enter or Search), not on every key: each one is a query over every row. */
export function SearchForm(props: SearchFormProps) {
  // Keyed by the search in force, so going back to another search shows its words.
  return <SearchBox key={props.initial} {...props} />;
}
