import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

REPLICATE_API_TOKEN = "r8_11zfF06QSsoBYQt1qZJVGPviU2PSxurqN8Blo"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
