import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RAPIDAPI_KEY = "edZ4tdvP5BE8jncJRyui277J1UUMXzoXBUjK7jN0iRYNMvywPK"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
