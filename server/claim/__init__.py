"""Claims: what a policy covers (benefits and their limits), the customer's claim from the
validation of a benefit to its payout, and the staff claims desk."""
