import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_CLIENT_SECRET = "Ri_i5d8rgIL2XS-zZ_Y8lAHzLc0isGaB"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
