import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ASANA_CLIENT_SECRET = "b9l7g5iarl38mwut15kl4xfjbp6umr3g"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
