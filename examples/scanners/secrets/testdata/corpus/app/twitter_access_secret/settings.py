import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TWITTER_ACCESS_SECRET = "Gw1J4rGqGShHsCMd875TIWafGTD8eHTmJDBk8uDajO61m"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
