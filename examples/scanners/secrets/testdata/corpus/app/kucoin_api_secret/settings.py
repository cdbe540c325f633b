import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_SECRET = "514bf681-3ea6-6f81-a1e0-f7660f5a884a"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
