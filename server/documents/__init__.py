"""The one upload path: customers' documents (KTP, passport, later claims), stored under a
random name outside every served folder and readable only by their owner."""
