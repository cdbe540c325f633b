import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_SECRET = "d8b5b427-5f37-000a-d9b1-b29295fdb475"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
