import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

AUTHTOKEN = "r77RMgLyBxoK734sqeSM5sOEOZv+FQof"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
