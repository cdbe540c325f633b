import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "PSzYBecZRIctfM4Rr6NbHwzx"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
