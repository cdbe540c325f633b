import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "nvGhPSzYBecZRIctfM4Rr6Nb"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
