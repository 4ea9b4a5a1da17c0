"""Rumah Sakit Rekanan: the partner hospitals and clinics, searched by name, region, service
and distance, with the customer's cashless policies at each."""
