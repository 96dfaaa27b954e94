import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { VerificationNotice } from '@/features/account/components/verification-notice';
import { AddressBook } from '@/features/addresses/components/address-book';
import { OrdersTable } from '@/features/orders/components/orders-table';
import { onDemand } from '@/lib/on-demand';

// The Profile tab's forms download when the tab is first opened (or pointed at).
const ProfileTab = onDemand(() =>
  import('@/features/account/components/profile-tab').then((module) => module.ProfileTab),
);

// Likewise the back-in-stock alerts.
const StockAlertsList = onDemand(() =>
  import('@/features/stock-alerts/components/stock-alerts-list').then(
    (module) => module.StockAlertsList,
  ),
);

const TABS = ['orders', 'address', 'alerts', 'profile'] as const;
type Tab = (typeof TABS)[number];

/** The open tab lives in the address (?tab=profile), so that a link can open it. */
function useTabParam() {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab: Tab = TABS.find((candidate) => candidate === value) ?? 'orders';
  const setTab = (next: string) =>
    setParams(next === 'orders' ? {} : { tab: next }, { replace: true });
  return [tab, setTab] as const;
}

/**
 * Account: the Orders tab (default), the Address tab, the Alerts tab (back in stock) and the
 * Profile tab, from four features.
 */
export function AccountPage() {
  const [tab, setTab] = useTabParam();
  return (
    <div className="grid gap-6 p-4 md:p-6">
      <title>Account · Attire</title>
      <h1 className="text-2xl font-bold">Account</h1>
      {/* The Profile tab shows the same reminder with the same button. */}
      {tab !== 'profile' && <VerificationNotice />}
      <Tabs value={tab} onValueChange={setTab} className="grid min-w-0 gap-4">
        <TabsList className="w-fit">
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="address">Address</TabsTrigger>
          <TabsTrigger
            value="alerts"
            onPointerEnter={StockAlertsList.preload}
            onFocus={StockAlertsList.preload}
          >
            Alerts
          </TabsTrigger>
          <TabsTrigger
            value="profile"
            onPointerEnter={ProfileTab.preload}
            onFocus={ProfileTab.preload}
          >
            Profile
          </TabsTrigger>
        </TabsList>
        <TabsContent value="orders" className="min-w-0">
          <OrdersTable />
        </TabsContent>
        <TabsContent value="address" className="min-w-0">
          <AddressBook />
        </TabsContent>
        <TabsContent value="alerts" className="min-w-0">
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <StockAlertsList.Component />
          </Suspense>
        </TabsContent>
        <TabsContent value="profile" className="min-w-0">
          <Suspense fallback={<Skeleton className="h-64 w-full max-w-xl" />}>
            <ProfileTab.Component />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
