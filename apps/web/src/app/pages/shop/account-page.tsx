import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AddressBook } from '@/features/addresses/components/address-book';
import { OrdersTable } from '@/features/orders/components/orders-table';

/** Account: the Orders tab (default) and the Address tab, from two features. */
export function AccountPage() {
  return (
    <div className="grid gap-6 p-4 md:p-6">
      <title>Account · Attire</title>
      <h1 className="text-2xl font-bold">Account</h1>
      <Tabs defaultValue="orders" className="grid min-w-0 gap-4">
        <TabsList className="w-fit">
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="address">Address</TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="min-w-0">
          <OrdersTable />
        </TabsContent>
        <TabsContent value="address" className="min-w-0">
          <AddressBook />
        </TabsContent>
      </Tabs>
    </div>
  );
}
