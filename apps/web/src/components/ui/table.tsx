import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-12 px-4 text-left align-middle font-medium text-muted-foreground whitespace-nowrap',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('p-4 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}

/** A column's heading: its text, or its text and classes for the heading cell. */
export type TableHeading = string | { label: string; className?: string };

/**
 * A table's header row: one heading per column, then, when `actions` names it, a last column
 * for each row's buttons, whose heading only screen readers read.
 */
export function TableHeadings({
  headings,
  actions,
}: {
  headings: readonly TableHeading[];
  actions?: string;
}) {
  return (
    <TableHeader>
      <TableRow>
        {headings.map((heading) => {
          const { label, className } = typeof heading === 'string' ? { label: heading } : heading;
          return (
            <TableHead key={label} className={className}>
              {label}
            </TableHead>
          );
        })}
        {actions && (
          <TableHead>
            <span className="sr-only">{actions}</span>
          </TableHead>
        )}
      </TableRow>
    </TableHeader>
  );
}
