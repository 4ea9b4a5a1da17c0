"""Banners: the promotional images staff schedule in the admin layout and customers see as a
carousel on their home page."""
