import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

LOOKER_CLIENT_SECRET = "dXM1g2DuctsYJVtEkX8j0goI"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
