import { MESSAGES } from '@attire/contract';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <h1 className="text-2xl font-bold">{MESSAGES.pageNotFound}</h1>
    </main>
  );
}
