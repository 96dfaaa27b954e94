import { UI_MESSAGES } from '@attire/contract';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <title>Page not found · Attire</title>
      <h1 className="text-2xl font-bold">{UI_MESSAGES.pageNotFound}</h1>
      {/* "/" sends everyone to their own home: the shop, the back office or the login. A plain
          link: react-router's Link would add to every page's first load. */}
      <a
        href="/"
        className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Go to the home page
      </a>
    </main>
  );
}
