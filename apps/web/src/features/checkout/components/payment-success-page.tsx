import { MESSAGES } from '@attire/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

export function PaymentSuccessPage() {
  return (
    <div className="flex flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <h1 className="text-3xl font-bold">{MESSAGES.paymentSuccessful}</h1>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/shop/account">View Orders</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
