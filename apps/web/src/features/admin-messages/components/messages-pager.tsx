import { Button } from '@/components/ui/button';

interface MessagesPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and Next through the pages of e-mails. */
export function MessagesPager({ page, pages, onPage }: MessagesPagerProps) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-muted-foreground">
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
