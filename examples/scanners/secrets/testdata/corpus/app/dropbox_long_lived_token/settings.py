import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "6brmstwlgc2AAAAAAAAAAO-6PQMOWhORL3jyAmonyWy9mrNk-lwwkIIMD8khMdaK"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
