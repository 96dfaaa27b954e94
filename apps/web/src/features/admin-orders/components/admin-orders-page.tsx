import { AdminOrdersTable } from './admin-orders-table';

/** Orders: every shopper's orders, each with a Details dialog to change its status. */
export function AdminOrdersPage() {
  return (
    <section
      aria-labelledby="all-orders-heading"
      className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm md:p-6"
    >
      <h2 id="all-orders-heading" className="text-xl font-semibold">
        All Orders
      </h2>
      <AdminOrdersTable />
    </section>
  );
}
