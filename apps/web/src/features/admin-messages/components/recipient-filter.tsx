import { Search, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface RecipientFilterProps {
  value: string;
  onChange: (to: string) => void;
}

/** Narrows the list to the e-mails sent to one recipient. */
export function RecipientFilter({ value, onChange }: RecipientFilterProps) {
  return (
    <form
      role="search"
      aria-label="E-mails"
      className="flex w-full flex-wrap items-end gap-2 sm:w-auto"
      onSubmit={(event) => {
        event.preventDefault();
        const to = new FormData(event.currentTarget).get('to');
        onChange(typeof to === 'string' ? to.trim() : '');
      }}
    >
      <div className="grid min-w-0 flex-1 gap-2 sm:w-72 sm:flex-none">
        <Label htmlFor="messages-recipient">Recipient</Label>
        {/* Keyed by the value, so that Clear (or going back) shows the filter in force. */}
        <Input
          key={value}
          id="messages-recipient"
          name="to"
          type="search"
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.com"
          defaultValue={value}
        />
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        Filter
      </Button>
      {value && (
        <Button type="button" variant="ghost" onClick={() => onChange('')}>
          <X aria-hidden="true" />
          Clear
        </Button>
      )}
    </form>
  );
}
