import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_SECRET = "2a185f56-a149-4f82-8d9e-b30375061608"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
