"""Server settings, read once from the environment: docs/configuration.md lists and
explains every variable, its default and its bounds. :mod:`.model` holds the values and
defaults, :mod:`.checks` what a start refuses, :mod:`.environment` how they are read."""

from server.settings.checks import check, check_jobs, check_storage, development_secrets
from server.settings.environment import current, from_env, install
from server.settings.model import (
    DEV_CLIENT_SECRET,
    DEV_GATEWAY_SECRET,
    DEV_TOKEN_SECRET,
    RECEIPT_FONTS,
    REPO_ROOT,
    Settings,
    SettingsError,
)

__all__ = [
    "DEV_CLIENT_SECRET",
    "DEV_GATEWAY_SECRET",
    "DEV_TOKEN_SECRET",
    "RECEIPT_FONTS",
    "REPO_ROOT",
    "Settings",
    "SettingsError",
    "check",
    "check_jobs",
    "check_storage",
    "current",
    "development_secrets",
    "from_env",
    "install",
]
