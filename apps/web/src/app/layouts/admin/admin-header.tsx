import { AlignJustify, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useLogout } from '@/features/auth/api/logout';
import { adminTitleFor } from './admin-nav-items';
import { AdminMenu, AdminPanelTitle } from './admin-sidebar';

export function AdminHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const logout = useLogout();

  return (
    <header className="flex items-center justify-between gap-4 border-b bg-background px-4 py-3">
      <div className="flex items-center gap-3">
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetTrigger asChild>
            <Button
              variant="outline"
              size="icon"
              className="lg:hidden"
              aria-label="Open admin menu"
            >
              <AlignJustify />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" size="narrow" aria-describedby={undefined}>
            <SheetHeader className="border-b pb-4">
              <SheetTitle asChild>
                <h2>
                  <AdminPanelTitle />
                </h2>
              </SheetTitle>
            </SheetHeader>
            <AdminMenu onNavigate={() => setMenuOpen(false)} />
          </SheetContent>
        </Sheet>
        <title>{`${adminTitleFor(pathname)} · Admin · Attire`}</title>
        <h1 className="text-xl font-bold">{adminTitleFor(pathname)}</h1>
      </div>
      <Button onClick={() => void logout()}>
        <LogOut />
        Logout
      </Button>
    </header>
  );
}
