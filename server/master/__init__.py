"""Master lists: the Kemendagri region cascade and the small code lists of the forms."""
