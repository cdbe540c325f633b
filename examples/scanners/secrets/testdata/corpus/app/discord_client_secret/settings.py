import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_CLIENT_SECRET = "P41LYm3BTixv0s8SiCZ6K2jfkkg_ovdH"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
