import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_CLIENT_SECRET = "WD7BuL55cc_xnUrBE1DkevfaX-1nhvv1"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
