import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_CLIENT_SECRET = "d8rgIL2XS-zZ_Y8lAHzLc0isGaB2K3c-"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
