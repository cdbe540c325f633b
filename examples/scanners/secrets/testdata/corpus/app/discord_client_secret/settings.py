import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DISCORD_CLIENT_SECRET = "6Rw44JylVw10s8XjPkUa7lYSkKC75wsI"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
