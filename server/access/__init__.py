"""Who is calling and may they: portal accounts, sessions and sign-in flows (the rows), the
callers built from them, the guards that decide per operation (none, sign-in step, customer,
admin) and the one helper every handler is written with (:func:`operation`).

Below every area of the portal (sign-in included) and above the edge and the database."""
