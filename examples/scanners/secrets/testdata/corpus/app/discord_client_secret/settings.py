import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_CLIENT_SECRET = "1tvVLH2Qk3gCkFRd7eBhzdljrc0DGBqz"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
