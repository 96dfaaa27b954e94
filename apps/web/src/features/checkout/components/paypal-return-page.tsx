import { PAYMENT_RETURN_MESSAGES, UI_MESSAGES } from '@attire/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useCapturePayment } from '../api/capture-payment';
import { forgetCurrentOrder, readCurrentOrder } from '../lib/current-order';

/** PayPal sends the shopper back here; the payment is captured against the stored order. */
export function PaypalReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const capture = useCapturePayment();
  const started = useRef(false);
  // PayPal took the payment for review: the server's words say what happens next.
  const [underReview, setUnderReview] = useState<string | null>(null);
  const paymentId = params.get('paymentId') ?? params.get('token');
  const payerId = params.get('PayerID');
  const orderId = readCurrentOrder();
  const missing = !paymentId || !payerId || !orderId;

  useEffect(() => {
    // Once only, also under StrictMode's double effects: a capture must not be sent twice.
    if (started.current || !paymentId || !payerId || !orderId) return;
    started.current = true;
    capture.mutate(
      { paymentId, payerId, orderId },
      {
        onSuccess: (reply) => {
          forgetCurrentOrder();
          if (reply.order.paymentStatus === 'pending') {
            setUnderReview(reply.message ?? PAYMENT_RETURN_MESSAGES.paymentUnderReview);
            return;
          }
          // The success page shows this order (the stored id is gone by then).
          navigate(`/shop/paymentSuccess?orderId=${encodeURIComponent(orderId)}`, {
            replace: true,
          });
        },
      },
    );
  }, [capture, navigate, orderId, payerId, paymentId]);

  const failure = missing
    ? PAYMENT_RETURN_MESSAGES.paymentDetailsMissing
    : capture.isError
      ? capture.error.message
      : null;
  if (underReview) return <UnderReview message={underReview} />;
  return (
    <div className="flex flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <title>{`${failure ? PAYMENT_RETURN_MESSAGES.paymentNotCompleted : PAYMENT_RETURN_MESSAGES.processingPayment} · Attire`}</title>
          <h1 className="text-2xl font-semibold">
            {failure
              ? PAYMENT_RETURN_MESSAGES.paymentNotCompleted
              : PAYMENT_RETURN_MESSAGES.processingPayment}
          </h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          {failure ? (
            <>
              <p role="alert">{failure}</p>
              <Button asChild>
                <Link to="/shop/checkout">Back to cart</Link>
              </Button>
            </>
          ) : (
            <p aria-live="polite">{UI_MESSAGES.confirmingPayment}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** A payment PayPal holds for review: nothing to do but wait for the e-mail. */
function UnderReview({ message }: { message: string }) {
  return (
    <div className="flex flex-1 items-center justify-center p-4">
      <Card className="w-full max-w-lg">
        <CardHeader>
          <title>{`${PAYMENT_RETURN_MESSAGES.paymentUnderReview} · Attire`}</title>
          <h1 className="text-2xl font-semibold">{PAYMENT_RETURN_MESSAGES.paymentUnderReview}</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p role="status">{message}</p>
          <Button asChild>
            <Link to="/shop/account">View my orders</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
