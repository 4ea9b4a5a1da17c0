"""Reconciliation: the payment gateway's charges compared with the portal's payments, on a
schedule (once per period whatever the number of worker processes) or when staff ask.

A run cancels charges nobody can pay any more, closes payments a crash left between the two
phases of their creation, and turns money the gateway received for an order the portal
never recorded into a refund case; every action and the run itself are recorded.
"""
