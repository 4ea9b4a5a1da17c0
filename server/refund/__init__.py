"""Refund cases: money the payment gateway received that the portal cannot apply (the bills
were paid or are held by another payment, the payment had ended, or the order was never
recorded), kept for staff to refund through the gateway or to close with a reason."""
