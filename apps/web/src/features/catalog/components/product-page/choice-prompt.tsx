/** Says what is still to choose, next to the choice (announced as it appears). */
export function ChoicePrompt({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm font-semibold text-destructive">
      {message}
    </p>
  );
}
