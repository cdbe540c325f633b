import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_SECRET = "93d6dae9-f0ae-d93a-3b4c-96c2f2d9017d"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
