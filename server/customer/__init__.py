"""The customer (pemegang polis) as the insurer's core system knows them, and how their
personal data is masked when shown back. Below sign-in and policies, which both read it."""
