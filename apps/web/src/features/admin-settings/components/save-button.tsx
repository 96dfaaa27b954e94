import { SETTINGS_MESSAGES } from '@attire/contract';
import { Button } from '@/components/ui/button';

interface SaveButtonProps {
  /** Where the reason the button is disabled is written, for aria-describedby. */
  reasonId: string;
  changed: boolean;
  saving: boolean;
}

/** Save, disabled with the reason beside it while nothing has changed or a save is under way. */
export function SaveButton({ reasonId, changed, saving }: SaveButtonProps) {
  const reason = saving
    ? SETTINGS_MESSAGES.saving
    : changed
      ? null
      : SETTINGS_MESSAGES.saveUnchanged;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <Button
        type="submit"
        className="w-full sm:w-auto"
        disabled={!changed || saving}
        aria-describedby={reason ? reasonId : undefined}
      >
        Save
      </Button>
      {/* Always there, so that a screen reader hears the reason change ("Saving..."). */}
      <p id={reasonId} role="status" className="text-sm text-muted-foreground empty:hidden">
        {reason}
      </p>
    </div>
  );
}
