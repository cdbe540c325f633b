import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_CLIENT_SECRET = "vb2ogzWPz4x2HRcqygJ4H5Qj-m8aBLIn"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
