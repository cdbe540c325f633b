import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

KUCOIN_API_KEY = "b29295fdb47508978d21bb9f"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
