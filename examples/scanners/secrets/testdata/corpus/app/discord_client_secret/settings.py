import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_CLIENT_SECRET = "ynkopBjA5bPaBv03axPSLRi_i5d8rgIL"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
